import MapScriptSyntax

/// What the compiler knows of a class declared in the code it compiles: the fields it
/// declares and, when its superclass is a class the compiler also saw, that class's shape.
///
/// It lets an assignment to a `let` field through `self` (or `super`) be reported before the
/// script runs. The superclass of a class is a value known for sure only when the
/// declaration runs, so a shape is only what the compiler can tell from names: a superclass
/// it did not see leaves the inherited fields unknown, and the run-time check of field
/// writes catches what the compiler could not.
final class ClassShape {
    struct Field {
        let isConstant: Bool
        let file: SourceFile
        /// The field's name in its declaration.
        let span: SourceSpan
    }

    let name: String
    /// The fields this class declares itself (not the inherited ones).
    let fields: [String: Field]
    /// The names of the methods this class declares itself.
    let methods: Set<String>
    let superclass: ClassShape?
    /// The built-in class at the root of the chain, when the compiler can name it: the
    /// overridable methods a method of this class overrides are its.
    let builtInRoot: NativeClass?

    init(name: String, fields: [String: Field], methods: Set<String> = [], superclass: ClassShape?, builtInRoot: NativeClass? = nil) {
        self.name = name
        self.fields = fields
        self.methods = methods
        self.superclass = superclass
        self.builtInRoot = builtInRoot
    }

    /// Whether `name` is a field or a method of this class, a known superclass or the built-in
    /// class at the root: a bare `count` (or an inherited `coordinate`) in a method then most
    /// likely meant `self.count`, which the language requires.
    func hasMember(_ name: String) -> Bool {
        var current: ClassShape? = self
        while let shape = current {
            if shape.fields[name] != nil || shape.methods.contains(name) { return true }
            current = shape.superclass
        }
        return builtInRoot.map { $0.property(named: name) != nil || $0.method(named: name) != nil } ?? false
    }

    /// A `let` declaration of the field `name` in this class or a known superclass: one is
    /// enough to make the field constant.
    func constantDeclaration(of name: String) -> Field? {
        var current: ClassShape? = self
        while let shape = current {
            if let field = shape.fields[name], field.isConstant { return field }
            current = shape.superclass
        }
        return nil
    }

    /// Whether this class itself declares `name` with `let` (its `init` may then set it).
    func declaresConstant(_ name: String) -> Bool {
        fields[name]?.isConstant == true
    }
}
