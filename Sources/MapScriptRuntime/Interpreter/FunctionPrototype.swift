import MapScriptSyntax

/// A compiled function: what every closure made from one `func` shares. Filled in by the
/// compiler once the body is compiled.
final class FunctionPrototype {
    enum Kind {
        case function, method, initializer, hook, topLevel
        /// A declaration's `{ ... }` block or a renderer rule's, run with `self` bound.
        case block
        /// The initial values of a class's fields, run with `self` bound before its `init`.
        case fieldInitializers
    }

    let name: String
    let kind: Kind
    let file: SourceFile
    let span: SourceSpan
    let parameterNames: [String]
    /// Whether slot 0 holds `self` (methods and initializers); parameters follow it.
    let hasSelf: Bool
    /// Slots taken by arguments: `self`, then the parameters (stored: every call reads it).
    let argumentSlots: Int
    /// Whether calls return the instance (`self`) rather than what the body returns.
    let isInitializer: Bool
    /// One per parameter; evaluated in the callee's frame when the argument is left out.
    var defaults: [ExprNode?] = []
    /// Locals of the whole body (parameters and `self` included); block scopes share slots.
    var slotCount = 0
    /// Parameter slots that closures capture: boxed when the call starts.
    var boxedParameters: [Int] = [] {
        didSet { hasBoxedParameters = !boxedParameters.isEmpty }
    }
    private(set) var hasBoxedParameters = false
    /// For a method overriding a built-in one, how each parameter reads a leading-dot argument
    /// (see `NativeClass.implicitMemberReaders`); empty for every other function.
    var implicitMemberReaders: [(Value, ValueContext) throws -> Value] = []
    /// Whether any local lives in a box (so returning must clear the box slots too).
    var hasBoxes = false
    var body = StatementList([])
    /// Where each captured variable comes from when a closure is made.
    var captures: [CaptureSource] = []
    /// The class of a method, for messages ("method 'draw' of 'Ring'").
    var ownerName: String?

    init(name: String, kind: Kind, file: SourceFile, span: SourceSpan, parameterNames: [String], hasSelf: Bool) {
        self.name = name
        self.kind = kind
        self.file = file
        self.span = span
        self.parameterNames = parameterNames
        self.hasSelf = hasSelf
        self.argumentSlots = parameterNames.count + (hasSelf ? 1 : 0)
        self.isInitializer = kind == .initializer
    }

    var parameterCount: Int { parameterNames.count }

    /// How the call stack names a frame of this function.
    var frameName: String {
        switch kind {
        case .function: return "function '\(name)'"
        case .method: return ownerName.map { "method '\(name)' of '\($0)'" } ?? "method '\(name)'"
        case .initializer: return ownerName.map { "initializer of '\($0)'" } ?? "initializer"
        case .hook: return "hook '\(name)'"
        case .block: return "block of \(name)"
        case .fieldInitializers: return ownerName.map { "the field initializers of '\($0)'" } ?? "field initializers"
        case .topLevel: return "top level"
        }
    }
}

/// Where a closure's captured variable lives in the function that creates the closure.
enum CaptureSource {
    /// A boxed local slot of the creating function.
    case local(Int)
    /// One of the creating function's own captures.
    case capture(Int)
}
