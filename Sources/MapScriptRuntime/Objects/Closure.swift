/// A script function value: its compiled prototype plus the variables it captured.
///
/// Methods are closures too; `homeClass` is the class that declared them, which `super`
/// starts from. Swift code calls any closure with `Interpreter.call(_:arguments:)`.
public final class Closure {
    let prototype: FunctionPrototype
    let captures: [Box]
    /// The class whose body declared this method (nil for plain functions).
    let homeClass: ScriptClass?
    /// The prototype's statements, held here as a constant so a call runs them without
    /// copying them out of the prototype.
    let body: StatementList

    init(prototype: FunctionPrototype, captures: [Box], homeClass: ScriptClass? = nil) {
        self.prototype = prototype
        self.captures = captures
        self.homeClass = homeClass
        self.body = prototype.body
    }

    public var name: String { prototype.name }
    public var parameterNames: [String] { prototype.parameterNames }
}
