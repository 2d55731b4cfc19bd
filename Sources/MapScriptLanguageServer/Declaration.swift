import MapScriptSyntax

/// One name a script declares, as editor help needs it: where it is, where it is visible, and
/// what is known of it without running anything (parameters, the class of its value, the text
/// of a literal it holds).
struct Declaration {
    enum Kind: Equatable {
        case function, classDecl, enumDecl, constant, variable, parameter, scene, renderer, hook, method, field, enumCase
        /// A class's `init`, and an unnamed `renderer for Type` rule: outlined, never looked up
        /// by name (a rule's name, "renderer for Type", is no name a script can write).
        case initializer, rendererRule
    }

    let kind: Kind
    let name: String
    let nameSpan: SourceSpan
    /// The whole declaration, for document symbols.
    let span: SourceSpan
    /// Where the name can be used: its block, or the whole script at the top level.
    let scope: SourceSpan
    var parameters: [String] = []
    /// The class of the value when known: `let pin = PinAnnotationView(...)` holds a
    /// `PinAnnotationView`; a scene declaration's keyword gives its class.
    var className: String? = nil
    /// The source text of a number, string, boolean or colour literal a constant or field is given.
    var literal: String? = nil
    /// The class or enum a method, field or case belongs to.
    var container: String? = nil
    /// `annotation`, `polygon`... for a scene declaration; the hook's name for a hook; `let` or
    /// `var` for a field.
    var keyword: String? = nil

    /// Functions, classes and enums can be used before their declaration in their scope.
    var isVisibleBeforeDeclaration: Bool {
        kind == .function || kind == .classDecl || kind == .enumDecl
    }
}
