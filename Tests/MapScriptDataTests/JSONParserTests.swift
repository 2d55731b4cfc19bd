import MapScriptData
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> DataValue {
        try JSONParser.parse(text, file: "t.json")
    }

    private func message(_ text: String, limits: ParseLimits = .standard) -> String? {
        dataError { try JSONParser.parse(text, file: "t.json", limits: limits) }?.description
    }

    @Test func objectsKeepTheirKeyOrder() throws {
        let value = try parse(#"{"zebra": 1, "apple": [true, false, null], "mango": {"x": "y"}}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(object["apple"] == .array([.bool(true), .bool(false), .null]))
        #expect(value["mango"]?["x"] == .string("y"))
        #expect(object["missing"] == nil)
    }

    @Test func duplicateKeysKeepTheFirstPlaceAndTheLastValue() throws {
        let value = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == .number(3))
        // Long objects find duplicates through an index instead of a scan.
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let long = try parse("{" + members + #", "k7": "again"}"#)
        #expect(long.objectValue?.count == 40)
        #expect(long.objectValue?.keys[7] == "k7")
        #expect(long["k7"] == .string("again"))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("12", 12), ("-3.25", -3.25), ("1e3", 1000), ("1E+2", 100), ("2.5e-3", 0.0025),
        ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004), ("123456789012345678901234", 1.2345678901234568e23),
        ("3.141592653589793238462643383279", Double.pi), ("5e-324", 5e-324), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("9007199254740993", 9007199254740992), ("1e-400", 0),
    ])
    func numbersAreCorrectlyRounded(text: String, expected: Double) throws {
        let value = try #require(try parse("[\(text)]")[0]?.numberValue)
        #expect(value == expected)
        #expect(value.sign == expected.sign)
    }

    @Test func stringEscapesAndUnicode() throws {
        let value = try parse(#"["q\"b\\s\/b\bf\fn\nr\rt\t", "caf\u00e9 \ud83c\udfa2", "Zürich 🎢", ""]"#)
        #expect(value == .array([.string("q\"b\\s/b\u{8}f\u{c}n\nr\rt\t"), .string("café 🎢"), .string("Zürich 🎢"), .string("")]))
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "t.json")
        #expect(value == .array([.number(1)]))
        // Nor is it a column: an editor shows the bracket at 1:1 and the 'x' at 1:5.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(dataError { try JSONParser.parse(bom + Array("[1, x]".utf8), file: "t.json") }?.description
            == "t.json:1:5: expected a value (an object, array, string, number, true, false or null)")
        #expect(dataError { try GeoJSONReader.read(bom + Array(#"{"type": "Point", "coordinates": [1, 95]}"#.utf8), file: "t.geojson") }?.description
            == "t.geojson:1:34: coordinates: latitude 95 is out of range -90...90; GeoJSON positions are [longitude, latitude]: are they swapped?")
        #expect(dataError { try CSVParser.parse(bom + Array("a,a\n".utf8), file: "t.csv") }?.description
            == "t.csv:1:3: duplicate column name \"a\" in the header (columns 1 and 2)")
        #expect(dataError { try JSONParser.parse(bom + Array("\n[x]".utf8), file: "t.json") }?.description
            == "t.json:2:2: expected a value (an object, array, string, number, true, false or null)")
    }

    @Test func syntaxErrorsNameLineColumnAndExpectation() {
        #expect(message("[1, 2\n, 3 4]") == "t.json:2:5: expected ',' or ']' in array")
        #expect(message(#"{"a": 1 "b": 2}"#) == "t.json:1:9: expected ',' or '}' in object")
        #expect(message(#"{a: 1}"#) == "t.json:1:2: expected a string key in object; keys are written in double quotes")
        #expect(message(#"{"a" 1}"#) == "t.json:1:6: expected ':' after object key")
        #expect(message("[1,]") == "t.json:1:4: a trailing ',' is not allowed in JSON")
        #expect(message(#"{"a": 1,}"#) == "t.json:1:9: a trailing ',' is not allowed in JSON")
        #expect(message("['a']") == "t.json:1:2: expected a value; JSON strings use double quotes")
        #expect(message("[NaN]") == "t.json:1:2: expected a value; NaN and Infinity are not JSON numbers")
        #expect(message("[-Infinity]") == "t.json:1:2: expected a value; NaN and Infinity are not JSON numbers")
        #expect(message("[-NaN]") == "t.json:1:2: expected a value; NaN and Infinity are not JSON numbers")
        #expect(message("[-x]") == "t.json:1:3: invalid number; expected a digit")
        #expect(message("nul") == "t.json:1:1: expected a value (an object, array, string, number, true, false or null)")
        #expect(message("truex") == "t.json:1:1: expected a value (an object, array, string, number, true, false or null)")
        #expect(message("[1] x") == "t.json:1:5: unexpected content after the JSON value")
        #expect(message("") == "t.json:1:1: empty file; expected a JSON value")
        #expect(message("  \n ") == "t.json:2:2: empty file; expected a JSON value")
    }

    @Test func numberErrors() {
        #expect(message("[01]") == "t.json:1:2: invalid number; leading zeros are not allowed")
        #expect(message("[1.]") == "t.json:1:4: invalid number; expected a digit after '.'")
        #expect(message("[1e]") == "t.json:1:4: invalid number; expected a digit in the exponent")
        #expect(message("[-]") == "t.json:1:3: invalid number; expected a digit")
        #expect(message("[+1]") == "t.json:1:2: invalid number; a JSON number starts with '-' or a digit")
        #expect(message("[.5]") == "t.json:1:2: invalid number; a JSON number starts with '-' or a digit")
        #expect(message("[1e400]") == "t.json:1:2: number 1e400 is out of range")
    }

    @Test func stringErrors() {
        #expect(message(#""abc"#) == "t.json:1:1: unterminated string")
        #expect(message("[\"a\nb\"]") == "t.json:1:4: unescaped control character in string; a line break inside a string must be written \\n")
        #expect(message("[\"a\tb\"]") == "t.json:1:4: unescaped control character in string; control characters in strings must be escaped")
        #expect(message(#"["\q"]"#) == "t.json:1:3: invalid escape '\\q' in string")
        #expect(message(#"["\u12"]"#) == "t.json:1:3: invalid \\u escape; expected 4 hexadecimal digits")
        #expect(message(#"["\ud83d"]"#) == "t.json:1:3: unpaired surrogate '\\uD83D' in string")
        #expect(message(#"["\ud83d\u0041"]"#) == "t.json:1:3: unpaired surrogate '\\uD83D' in string")
        #expect(message(#"["\ude00"]"#) == "t.json:1:3: unpaired surrogate '\\uDE00' in string")
        #expect(message(#"["a\"#) == "t.json:1:2: unterminated string")
        let invalidUTF8 = dataError { try JSONParser.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D], file: "t.json") }
        #expect(invalidUTF8?.description == "t.json:1:2: invalid UTF-8 in string")
        let invalidEscapedUTF8 = dataError { try JSONParser.parse([0x22, 0x5C, 0x6E, 0xC3, 0x22], file: "t.json") }
        #expect(invalidEscapedUTF8?.description == "t.json:1:1: invalid UTF-8 in string")
        let invalidValue = dataError { try JSONParser.parse([0xFF, 0x7B, 0x7D], file: "t.json") }
        #expect(invalidValue?.description == "t.json:1:1: invalid UTF-8 where a value should be")
    }

    /// A value that starts with a character JSON does not know is named, and a curly quote
    /// (what a word processor types) gets the straight one as the fix.
    @Test func aValueStartingOutsideASCIIIsNamed() {
        #expect(message("[\u{201C}a\u{201D}]") == "t.json:1:2: expected a value; JSON strings use straight double quotes (\"), not '\u{201C}'")
        #expect(message("{\"a\": \u{2018}b\u{2019}}") == "t.json:1:7: expected a value; JSON strings use straight double quotes (\"), not '\u{2018}'")
        #expect(message("[\u{E9}]") == "t.json:1:2: expected a value (an object, array, string, number, true, false or null), not '\u{E9}'")
    }

    @Test func truncatedInputSaysTheFileEnded() {
        #expect(message("[1, 2") == "t.json:1:6: unexpected end of file; expected ',' or ']' in array")
        #expect(message(#"{"a":"#) == "t.json:1:6: unexpected end of file; expected a value")
        #expect(message(#"{"a""#) == "t.json:1:5: unexpected end of file; expected ':' after object key")
        #expect(message("{") == "t.json:1:2: unexpected end of file; expected a string key in object")
        // Cut off inside a number, as a truncated download is.
        #expect(message("[1, -") == "t.json:1:6: unexpected end of file; expected a digit")
        #expect(message("[1, 2.") == "t.json:1:7: unexpected end of file; expected a digit after '.'")
        #expect(message("[1, 2e+") == "t.json:1:8: unexpected end of file; expected a digit in the exponent")
    }

    @Test func linesAndColumnsCountLineBreaksAndScalars() {
        #expect(message("[1,\r\n2,\r\n x]") == "t.json:3:2: expected a value (an object, array, string, number, true, false or null)")
        #expect(message("[1,\r2,\r x]") == "t.json:3:2: expected a value (an object, array, string, number, true, false or null)")
        #expect(message(#"["é", x]"#) == "t.json:1:7: expected a value (an object, array, string, number, true, false or null)")
    }

    @Test func nestingAndSizeAreBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(message(deep) == "t.json:1:513: nesting is deeper than 512 levels")
        #expect(message("[[[[1]]]]", limits: ParseLimits(maximumDepth: 3)) == "t.json:1:4: nesting is deeper than 3 levels")
        #expect(message(#"{"a": {"b": {"c": {}}}}"#, limits: ParseLimits(maximumDepth: 3)) == "t.json:1:19: nesting is deeper than 3 levels")
        #expect(message("[1, 2]", limits: ParseLimits(maximumBytes: 4)) == "t.json: file is too large (6 bytes; the limit is 4 bytes)")
    }
}
