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
    let superclass: ClassShape?

    init(name: String, fields: [String: Field], superclass: ClassShape?) {
        self.name = name
        self.fields = fields
        self.superclass = superclass
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
