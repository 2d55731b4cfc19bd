/// A function written in Swift, callable from scripts like any other function.
public final class BuiltinFunction {
    public let name: String
    public let body: (Interpreter, Arguments) throws -> Value
    /// For conversion functions that double as type names (`Number`, `String`): the test
    /// `x is Number` applies.
    public var typeTest: ((Value) -> Bool)?

    public init(name: String, _ body: @escaping (Interpreter, Arguments) throws -> Value) {
        self.name = name
        self.body = body
    }
}
