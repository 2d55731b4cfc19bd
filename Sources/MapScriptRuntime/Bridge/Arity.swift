/// How many arguments a call with these parameters takes and which labels it knows, worked out
/// once when the row is declared so that each call only compares.
struct Arity {
    let required: Int
    let count: Int
    let labels: [String]

    init(_ parameters: [ParameterShape]) {
        required = parameters.filter(\.isRequired).count
        count = parameters.count
        labels = parameters.compactMap(\.label)
    }

    @inline(__always)
    func check(_ args: Arguments) throws {
        try args.expect(count: required, count, labels: labels)
    }
}
