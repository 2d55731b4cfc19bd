/// A function written in Swift, callable from scripts like any other function.
public final class BuiltinFunction {
    public let name: String
    public let body: (Interpreter, Arguments) throws -> Value
    /// For conversion functions that double as type names (`Number`, `String`): the test
    /// `x is Number` applies.
    public var typeTest: ((Value) -> Bool)?
    /// The same function for a call with exactly one positional argument, taking it as it
    /// is: no argument list is allocated (`String(i)`, `sqrt(x)` in a loop). It must behave
    /// exactly as `body` does for that call, errors included.
    /// (A constant: a variable's every read on the hot path was a dynamic exclusivity check.)
    public let single: ((Interpreter, Value) throws -> Value)?
    /// The signatures and description editor help shows; every global function has one.
    public var reference: FunctionReference?

    public init(name: String, single: ((Interpreter, Value) throws -> Value)? = nil, _ body: @escaping (Interpreter, Arguments) throws -> Value) {
        self.name = name
        self.single = single
        self.body = body
    }
}
