import MapScriptSyntax

/// Resolves and compiles one parsed file into the node tree the interpreter runs.
///
/// Resolution and code generation are one pass: each name is looked up where it is used and
/// becomes a slot of the running call (`LocalGet`), a box in that slot (a local some closure
/// captures), a capture of the running closure, or a global slot. Nothing is left to look up
/// by name at run time.
///
/// The pass reports every error it finds (undefined names with a suggestion, assignment to
/// `let`, to a `let` field through `self` outside its class's `init` (see `ClassShape`),
/// reading a variable in its own initializer, `return`/`break`/`continue`/`self`/
/// `super` out of place, duplicate declarations, unknown hooks and wrong hook parameters) and
/// keeps going, so one run shows them all.
///
/// Top-level names of a file are globals. They are declared before the file is compiled, so
/// functions may refer to names declared further down, and top-level functions are hoisted
/// (defined before the first statement runs); any other top-level name read before its
/// declaration is an error.
///
/// A failed import (a file that cannot be read, an import cycle, a file that does not parse)
/// leaves unknown which names it would have declared, so the file does not report names it
/// cannot find (imports are compiled before the rest of the file): the import's own error is
/// the one to fix, and each name the import declares would be a follow-on error. An imported file that parses declares all its
/// top-level names before it is compiled, so its other errors leave nothing unknown.
final class Compiler {
    /// Chains of up to this many operators compile to nested nodes, as hand-written
    /// expressions do: there two operands read in place cost no call. A longer one (generated,
    /// `1 + 1 + ... + 1`) is a `ChainNode`, whose loop keeps the native stack flat.
    static let longestNestedChain = 4

    let ip: Interpreter
    let file: SourceFile
    let isREPL: Bool
    var diagnostics: [Diagnostic] = []
    var contexts: [FunctionContext] = []
    /// Top-level names this file declares, with where.
    var fileGlobals: [String: SourceSpan] = [:]
    /// Top-level names whose declaration the compiled code has passed.
    var declaredGlobals: Set<String> = []
    /// The global whose initializer is being compiled (`let x = x` is an error).
    var globalBeingDeclared: String?
    var hooksDeclared: [String: SourceSpan] = [:]
    /// The classes the top level has a renderer rule for, and where.
    var rendererRulesDeclared: [String: SourceSpan] = [:]
    /// Imports compiled while hoisting, by the offset of their statement.
    var compiledImports: [Int: StmtNode?] = [:]
    /// The top-level names the files this one imports declare, with where.
    var importedDeclarations: [String: SourceLocation] = [:]
    /// Files being compiled, outermost first, to report import cycles.
    let importChain: [String]
    /// Whether an import failed in a way that leaves the names it declares unknown (in this
    /// file or in one it imports); then undefined names are not reported.
    var importedNamesAreUnknown = false
    /// Shared with the compilers of the files this one imports.
    let failedImports: FailedImports
    /// Classes declared as globals, in this file or the files it imported, by global slot
    /// (local classes keep theirs in their `LocalVariable`).
    var globalClassShapes: [Int: ClassShape] = [:]
    /// Global constants declared by a list, string or dictionary literal in this file, by slot.
    var globalLiteralKinds: [Int: LiteralKind] = [:]

    init(interpreter: Interpreter, file: SourceFile, isREPL: Bool, importChain: [String] = [],
         failedImports: FailedImports = FailedImports()) {
        self.ip = interpreter
        self.file = file
        self.isREPL = isREPL
        self.importChain = importChain + [file.path]
        self.failedImports = failedImports
    }

    var context: FunctionContext { contexts[contexts.count - 1] }

    /// Top-level code outside any block: declarations here are globals.
    var isGlobalScope: Bool {
        contexts.count == 1 && context.kind == .topLevel && context.scopes.count == 1
    }

    // MARK: Diagnostics

    func error(_ message: String, _ span: SourceSpan, suggestion: String? = nil, notes: [Diagnostic] = [], help: String? = nil) {
        diagnostics.append(Diagnostic(severity: .error, message: message, file: file, span: span, notes: notes, suggestion: suggestion,
                                      help: help))
    }

    // MARK: The program

    /// Compiles a whole file (or REPL entry) into its top-level function.
    func compileProgram(_ program: Program) -> Closure {
        let end = file.bytes.count
        let prototype = FunctionPrototype(name: "top level", kind: .topLevel, file: file, span: SourceSpan(start: 0, end: end),
                                          parameterNames: [], hasSelf: false)
        let top = FunctionContext(kind: .topLevel, prototype: prototype, capturedNames: CaptureAnalysis.namesCaptured(in: program.statements))
        contexts.append(top)
        hoistDeclarations(program.statements)
        var nodes: [StmtNode] = []
        // Functions first: top-level functions may be called above their declaration.
        for statement in program.statements {
            if case .function = statement.kind, let node = compileStatement(statement) { nodes.append(node) }
        }
        for (index, statement) in program.statements.enumerated() {
            if case .function = statement.kind { continue }
            // The entry's last expression is shown, unless it is an unfinished declaration
            // (`on`, `annotation`... alone, which compileStatement reports).
            if isREPL, index == program.statements.count - 1, case .expression(let e) = statement.kind, !isUnfinishedDeclaration(e) {
                nodes.append(EchoStatement(compileExpression(e), span: statement.span))
                continue
            }
            if let node = compileStatement(statement) { nodes.append(node) }
        }
        contexts.removeLast()
        prototype.body = StatementList(nodes)
        return Closure(prototype: prototype, captures: [])
    }

    /// Declares every top-level name before compiling, and compiles imports (whose names
    /// become visible to the whole file).
    private func hoistDeclarations(_ statements: [Stmt]) {
        func declare(_ id: Identifier, isConstant: Bool) {
            if let previous = fileGlobals[id.name] {
                error("'\(id.name)' is already declared", id.span,
                      notes: [.note("'\(id.name)' was declared here", in: file, at: previous)])
                return
            }
            fileGlobals[id.name] = id.span
            let slot = ip.globalTable.declare(id.name, isConstant: isConstant, isBuiltin: false,
                                              declaration: SourceLocation(file: file, span: id.span))
            ip.ensureGlobalCapacity(slot + 1)
        }
        for statement in statements {
            switch statement.kind {
            case .variable(let v): declare(v.name, isConstant: v.isConstant)
            case .function(let f):
                if let name = f.name {
                    declare(name, isConstant: true)
                    declaredGlobals.insert(name.name)
                }
            case .classDecl(let c): declare(c.name, isConstant: true)
            case .enumDecl(let e): declare(e.name, isConstant: true)
            case .scene(let s): if let name = s.name { declare(name, isConstant: true) }
            case .renderer(let r): if let name = r.name { declare(name, isConstant: true) }
            case .importFile(let path, let pathSpan):
                compiledImports[statement.span.start] = compileImport(path: path, pathSpan: pathSpan, span: statement.span)
            default: break
            }
        }
        reportNamesDeclaredByImportsToo()
    }

    // MARK: Scopes

    func beginScope() {
        context.scopes.append([:])
        context.scopeSlotStarts.append(context.nextSlot)
    }

    func endScope() {
        context.scopes.removeLast()
        context.nextSlot = context.scopeSlotStarts.removeLast()
    }

    /// A new local in the innermost scope; boxed when a nested function uses its name.
    @discardableResult
    func declareLocal(_ name: String, span: SourceSpan, isConstant: Bool, isReady: Bool = true) -> LocalVariable {
        let context = self.context
        if let existing = context.scopes[context.scopes.count - 1][name] {
            error("'\(name)' is already declared in this scope", span,
                  notes: [.note("'\(name)' was declared here", in: file, at: existing.span)])
        }
        let isBoxed = context.capturedNames.contains(name)
        let local = LocalVariable(name: name, slot: context.nextSlot, isConstant: isConstant, isBoxed: isBoxed, span: span)
        local.isReady = isReady
        context.nextSlot += 1
        context.prototype.slotCount = max(context.prototype.slotCount, context.nextSlot)
        if isBoxed { context.prototype.hasBoxes = true }
        context.scopes[context.scopes.count - 1][name] = local
        return local
    }

    /// A hidden slot for a value a node computes once and reads again (`a` of `a?.b.c`).
    func temporarySlot() -> Int {
        let context = self.context
        let slot = context.nextSlot
        context.nextSlot += 1
        context.prototype.slotCount = max(context.prototype.slotCount, context.nextSlot)
        return slot
    }

    /// Declares a variable where the code is: a global at the top level, a local elsewhere.
    func declareVariable(_ id: Identifier, isConstant: Bool) -> VariableLocation {
        if isGlobalScope {
            declaredGlobals.insert(id.name)
            let slot = ip.globalTable.declare(id.name, isConstant: isConstant, isBuiltin: false,
                                              declaration: SourceLocation(file: file, span: id.span))
            ip.ensureGlobalCapacity(slot + 1)
            // A file may declare again a name an imported file declared a class as; from here
            // on the name is no longer that class.
            globalClassShapes[slot] = nil
            return .global(slot)
        }
        let local = declareLocal(id.name, span: id.span, isConstant: isConstant)
        return local.location
    }

    // MARK: Resolution

    struct Resolution {
        let location: VariableLocation
        let local: LocalVariable?
        let isConstant: Bool
        let isBuiltin: Bool
        let declaration: SourceSpan?
    }

    /// Finds what `name` refers to here, recording captures through every function between
    /// its declaration and this use.
    func resolve(_ name: String) -> Resolution? {
        var index = contexts.count - 1
        while index >= 0 {
            let candidate = contexts[index]
            for scope in candidate.scopes.reversed() {
                guard let local = scope[name] else { continue }
                if index == contexts.count - 1 {
                    return Resolution(location: local.location, local: local, isConstant: local.isConstant, isBuiltin: false, declaration: local.span)
                }
                let capture = captureIndex(of: local, declaredIn: index)
                return Resolution(location: .capture(capture), local: local, isConstant: local.isConstant, isBuiltin: false, declaration: local.span)
            }
            index -= 1
        }
        if let entry = ip.globalTable.entry(name) {
            let declaration = entry.declaration.flatMap { $0.file === file ? $0.span : nil }
            return Resolution(location: .global(entry.slot), local: nil, isConstant: entry.isConstant, isBuiltin: entry.isBuiltin, declaration: declaration)
        }
        return nil
    }

    private func captureIndex(of local: LocalVariable, declaredIn declaringContext: Int) -> Int {
        if !local.isBoxed {
            // Capture analysis saw every nested use by name, so this cannot happen; report
            // rather than miscompile.
            error("internal error: '\(local.name)' is captured but was not boxed", local.span)
        }
        var source = CaptureSource.local(local.slot)
        var index = 0
        let key = ObjectIdentifier(local)
        for contextIndex in (declaringContext + 1)..<contexts.count {
            let current = contexts[contextIndex]
            if let existing = current.captureIndices[key] {
                index = existing
            } else {
                index = current.prototype.captures.count
                current.prototype.captures.append(source)
                current.captureIndices[key] = index
            }
            source = .capture(index)
        }
        return index
    }

    /// Every name visible here, for "did you mean".
    func visibleNames() -> [String] {
        var names: [String] = []
        for context in contexts.reversed() {
            for scope in context.scopes.reversed() { names += scope.keys.sorted() }
        }
        names += ip.globalTable.names.sorted()
        return names.filter { $0 != "self" }
    }

    /// "cannot find 'x' in scope", unless a failed import may have been meant to declare it.
    /// Inside a class, a field or method of that name is what was meant: members are reached
    /// through `self` (`self.count`), and the suggestion says so.
    func reportUndefined(_ id: Identifier) {
        if importedNamesAreUnknown { return }
        let isMember = contexts.last(where: { $0.classShape != nil })?.classShape?.hasMember(id.name) == true
        let suggestion = isMember ? "self.\(id.name)" : Suggestions.closest(to: id.name, among: visibleNames())
        error("cannot find '\(id.name)' in scope", id.span, suggestion: suggestion,
              help: suggestion == nil ? ruleRendererHelp(id.name) : nil)
    }

    /// Reads a variable, reporting undefined names and reads before declaration.
    func compileRead(_ id: Identifier) -> ExprNode {
        guard let resolution = resolve(id.name) else {
            reportUndefined(id)
            return ConstantNode(.nil, span: id.span)
        }
        if let local = resolution.local, !local.isReady {
            error(local.notReadyMessage ?? "cannot read '\(id.name)' in its own initializer", id.span)
        } else if resolution.local == nil, contexts.count == 1, fileGlobals[id.name] != nil, !declaredGlobals.contains(id.name) {
            if globalBeingDeclared == id.name {
                error("cannot read '\(id.name)' in its own initializer", id.span)
            } else {
                error("'\(id.name)' is used before its declaration", id.span,
                      notes: fileGlobals[id.name].map { [.note("'\(id.name)' is declared here", in: file, at: $0)] } ?? [])
            }
        }
        return resolution.location.reader(span: id.span)
    }
}

/// One function being compiled: its scopes, slots and captures.
final class FunctionContext {
    enum Kind {
        case function, method, initializer, hook, config, topLevel, fieldInitializer
    }

    let kind: Kind
    let prototype: FunctionPrototype
    /// Names that nested functions use (their locals get boxes).
    let capturedNames: Set<String>
    var scopes: [[String: LocalVariable]] = [[:]]
    var scopeSlotStarts: [Int] = []
    var nextSlot = 0
    var captureIndices: [ObjectIdentifier: Int] = [:]
    var loopDepth = 0
    var switchDepth = 0
    /// Whether `super` may be used (methods of classes and renderer rules).
    var allowsSuper = false
    /// The class whose `init`, method or field initializers this is.
    var classShape: ClassShape?
    /// For the block of a renderer rule: the renderer classes its `self` may be, when the
    /// rule's class is known, so that a bare assignment to a name none of them has is an error
    /// when the script is compiled, not only once an overlay of the class is drawn.
    var selfClasses: [NativeClass] = []

    init(kind: Kind, prototype: FunctionPrototype, capturedNames: Set<String>) {
        self.kind = kind
        self.prototype = prototype
        self.capturedNames = capturedNames
    }
}

/// A local variable as the compiler knows it.
final class LocalVariable {
    let name: String
    let slot: Int
    let isConstant: Bool
    let isBoxed: Bool
    let span: SourceSpan
    /// False while the variable's own initializer is compiled, and for a parameter while the
    /// default values before its own are.
    var isReady = true
    /// What a read is told while the variable is not ready; nil: its own initializer.
    var notReadyMessage: String?
    /// The class bound to the variable when it is declared by a class declaration.
    var classShape: ClassShape?
    /// What a constant holds when a list, string or dictionary literal declares it.
    var literalKind: LiteralKind?

    init(name: String, slot: Int, isConstant: Bool, isBoxed: Bool, span: SourceSpan) {
        self.name = name
        self.slot = slot
        self.isConstant = isConstant
        self.isBoxed = isBoxed
        self.span = span
    }

    var location: VariableLocation { isBoxed ? .boxed(slot) : .local(slot) }
}
