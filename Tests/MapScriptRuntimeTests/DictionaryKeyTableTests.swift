@testable import MapScriptRuntime
import Testing

/// Dictionaries made from one key table (the rows of a CSV file) share its storage until one
/// of them changes: each must then behave as a dictionary of its own.
@Suite struct DictionaryKeyTableTests {
    private let table = DictionaryKeyTable([.string("name"), .string("lat")])!

    @Test func rowsReadTheirOwnValues() {
        let first = DictionaryObject(table: table, values: [.string("Goliath"), .number(34.4)])
        let second = DictionaryObject(table: table, values: [.string("Tatsu"), .number(34.5)])
        #expect(first[string: "name"]?.isEqual(to: .string("Goliath")) == true)
        #expect(second[string: "lat"]?.isEqual(to: .number(34.5)) == true)
        #expect(first.keys.count == 2 && second.count == 2)
    }

    @Test func changingOneRowLeavesTheOthersAlone() {
        let first = DictionaryObject(table: table, values: [.string("Goliath"), .number(34.4)])
        let second = DictionaryObject(table: table, values: [.string("Tatsu"), .number(34.5)])
        first.set(.string("name"), .string("X2"))
        first.set(.string("type"), .number(1))
        first.remove(.string("lat"))
        #expect(first.count == 2)
        #expect(first[string: "type"]?.isEqual(to: .number(1)) == true)
        #expect(second.count == 2)
        #expect(second[string: "name"]?.isEqual(to: .string("Tatsu")) == true)
        #expect(second[string: "lat"]?.isEqual(to: .number(34.5)) == true)
        #expect(second[string: "type"] == nil)
        #expect(table.count == 2)
    }

    @Test func repeatedOrUnhashableKeysMakeNoTable() {
        #expect(DictionaryKeyTable([.string("a"), .string("a")]) == nil)
        #expect(DictionaryKeyTable([.list(ListObject())]) == nil)
    }
}
