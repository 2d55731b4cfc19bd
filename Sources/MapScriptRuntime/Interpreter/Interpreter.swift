import MapScriptSyntax
import Synchronization

/// Runs compiled scripts and owns their state: globals, the value stack, the step budget.
///
/// How the bridge and the session use it:
/// - `define(global:value:)` registers built-in names (classes, enums, colours, `map`)
///   BEFORE scripts are compiled, so the resolver knows them.
/// - `run(_:)` runs a whole file; `evaluate(_:)` runs a REPL entry and keeps every name it
///   defined even when it fails; `check(_:)` only parses and resolves.
/// - `call(_:arguments:)` calls any callable value (hooks, script overrides found with
///   `Instance.scriptMethod(named:)`, closures passed to built-ins).
/// - `interrupt()` may be called from any thread; the evaluation stops with "interrupted".
/// - `sceneHost` receives scene declarations, renderer rules and hooks; `sourceLoader`
///   reads imported files.
///
/// Locals live in one value stack (`stack`, with `frame` pointing at the running call's
/// slots); captured locals live in boxes in a parallel stack. Globals are an array indexed
/// by the slot the compiler gave each top-level name. Nothing is looked up by name while a
/// script runs.
public final class Interpreter {
    // MARK: Configuration

    /// A bound on evaluation steps (calls, loop iterations, and the elements a built-in
    /// goes through); nil for no bound.
    @exclusivity(unchecked) public var maxSteps: Int?
    /// A bound on the bytes script values hold (see `LiveSize`); nil for no bound.
    public var maxMemory: Int? {
        didSet { setMemoryCheckpoint() }
    }
    /// Script calls may nest this deep on a full-sized evaluation stack; past it, a "stack
    /// overflow" error.
    @exclusivity(unchecked) public var maxCallDepth = 20_000
    /// `maxCallDepth` scaled to the stack evaluation got (`LargeStack.callDepthLimit`): lower
    /// when an address-space limit left room only for a smaller stack.
    @exclusivity(unchecked) var callDepthLimit = 20_000
    /// True while the interpreter runs on the large stack (see `onLargeStack`).
    @exclusivity(unchecked) var isOnLargeStack = false
    /// Values for top-level `let`s given on the command line (`--set NAME=VALUE`).
    public var constants: [String: ScriptConstant] = [:]
    /// The names of the top-level `let`s compiled so far, in every file: what `--set` can name.
    var topLevelConstantNames: Set<String> = []
    /// The `--set` names whose value did not fit their declaration's default (each was
    /// reported as an error at the default).
    public internal(set) var rejectedConstants: [String] = []
    /// Reads `import`ed files.
    public var sourceLoader: (any SourceLoader)?
    /// Receives scene declarations, renderer rules and hooks.
    public weak var sceneHost: (any SceneHost)?
    /// The scene of the session, for built-ins that need its map, files or options (`load`,
    /// `Image(path)`, `map.size`): set with `sceneHost` by the bridge, typed so that they
    /// reach it without a cast.
    weak var scene: SceneBridge?
    /// Where `print` writes (text already newline-terminated). It throws when the text cannot
    /// be written (a full disk), which stops the script at its `print`.
    public var output: (String) throws -> Void
    /// The generator behind `random`, seeded once per interpreter.
    public let random: RandomGenerator

    // MARK: Execution state (hot: exclusivity checks are off; one thread runs a script)

    @exclusivity(unchecked) var stack: UnsafeMutablePointer<Value>
    @exclusivity(unchecked) var boxes: UnsafeMutablePointer<Box?>
    @exclusivity(unchecked) var stackCapacity: Int
    @exclusivity(unchecked) var base = 0
    @exclusivity(unchecked) var top = 0
    /// `stack + base`: the running call's slots.
    @exclusivity(unchecked) var frame: UnsafeMutablePointer<Value>
    /// Unowned: the caller of `invoke` keeps the closure alive for the whole call, and not
    /// counting references here takes four atomic operations off every call.
    @exclusivity(unchecked) unowned(unsafe) var currentClosure: Closure
    @exclusivity(unchecked) var returnValue: Value = .nil
    /// Where the last `return` that ran is: a hook whose answer the map refuses is told so
    /// at the `return` that gave it (`answerSpan(of:)`).
    @exclusivity(unchecked) var returnSpan = SourceSpan(at: 0)
    /// The value of a REPL entry's final expression.
    var echo: Value?
    /// Hooks declared while no scene host is attached, by name.
    public private(set) var hooks: [String: Value] = [:]
    /// The span of the call into Swift code that is running, for calls it makes back into
    /// scripts (`list.map(f)`).
    @exclusivity(unchecked) var nativeCallSpan = SourceSpan(at: 0)
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var budget = 0
    private(set) var grant = 0
    private(set) var stepsTaken = 0
    /// Bytes charged: the live size last measured, and what was made since.
    @exclusivity(unchecked) var memoryCharged = 0
    /// When `memoryCharged` passes this, the live values are measured.
    @exclusivity(unchecked) var memoryCheckpoint = Int.max
    /// Changes made to built-in objects: property sets that only change how an object is
    /// presented (see `NativeClass.addProperty`), and every other property set and method
    /// call (`countingChange`). The scene bridge lets the map read them, to skip layouts that
    /// would find nothing changed (`SceneEditCount`).
    @exclusivity(unchecked) var presentationEdits = 0
    @exclusivity(unchecked) var otherEdits = 0
    private let interruptRequested = Atomic<Bool>(false)
    /// A lasting interrupt (`halt()`): every later evaluation stops too.
    private let haltRequested = Atomic<Bool>(false)

    @exclusivity(unchecked) var globals: UnsafeMutablePointer<Value>
    /// Whether each global slot has been given a value (by its declaration, an assignment or a
    /// built-in's definition). A slot that still holds `nil` without one is a name read before
    /// its declaration ran, from a function called too early or after a REPL entry that failed
    /// before its `let` finished: an error, not a silent `nil`.
    @exclusivity(unchecked) var globalIsSet: UnsafeMutablePointer<Bool>
    private var globalCapacity: Int
    let globalTable = GlobalTable()
    let symbols = SymbolTable()
    /// Imported files by path: their compiled body and whether it ran.
    var modules: [String: Module] = [:]
    /// Prototype of the running top-level code (also the placeholder closure at rest).
    let restingClosure: Closure

    public init(seed: UInt64 = 0, output: @escaping (String) throws -> Void = { _ in }) {
        self.output = output
        self.random = RandomGenerator(seed: seed)
        stackCapacity = 1 << 12
        stack = UnsafeMutablePointer<Value>.allocate(capacity: stackCapacity)
        stack.initialize(repeating: .nil, count: stackCapacity)
        boxes = UnsafeMutablePointer<Box?>.allocate(capacity: stackCapacity)
        boxes.initialize(repeating: nil, count: stackCapacity)
        frame = stack
        globalCapacity = 1 << 9
        globals = UnsafeMutablePointer<Value>.allocate(capacity: globalCapacity)
        globals.initialize(repeating: .nil, count: globalCapacity)
        globalIsSet = UnsafeMutablePointer<Bool>.allocate(capacity: globalCapacity)
        globalIsSet.initialize(repeating: false, count: globalCapacity)
        let file = SourceFile(path: "<top level>", text: "")
        let prototype = FunctionPrototype(name: "top level", kind: .topLevel, file: file, span: SourceSpan(at: 0), parameterNames: [], hasSelf: false)
        restingClosure = Closure(prototype: prototype, captures: [])
        currentClosure = restingClosure
        CoreLibrary.install(in: self)
    }

    deinit {
        stack.deinitialize(count: stackCapacity)
        stack.deallocate()
        boxes.deinitialize(count: stackCapacity)
        boxes.deallocate()
        globals.deinitialize(count: globalCapacity)
        globals.deallocate()
        globalIsSet.deallocate()
    }

    func storeHook(_ name: String, _ function: Value) {
        hooks[name] = function
    }

    // MARK: Globals

    /// Defines (or redefines) a global name. Built-ins are defined before any script is
    /// compiled so the resolver knows them; a script may shadow them with its own top-level
    /// declarations.
    public func define(global name: String, value: Value) {
        let slot = globalTable.declare(name, isConstant: false, isBuiltin: true)
        ensureGlobalCapacity(slot + 1)
        globals[slot] = value
        globalIsSet[slot] = true
    }

    /// The current value of a global, or nil when no such global exists.
    public func global(named name: String) -> Value? {
        guard let slot = globalTable.slot(of: name) else { return nil }
        return globals[slot]
    }

    /// Every global name (built-ins and the script's top-level names), sorted.
    public var globalNames: [String] { globalTable.names.sorted() }

    func ensureGlobalCapacity(_ needed: Int) {
        guard needed > globalCapacity else { return }
        var newCapacity = globalCapacity
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: globals, count: globalCapacity)
        (grown + globalCapacity).initialize(repeating: .nil, count: newCapacity - globalCapacity)
        globals.deallocate()
        globals = grown
        let grownIsSet = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity)
        grownIsSet.moveInitialize(from: globalIsSet, count: globalCapacity)
        (grownIsSet + globalCapacity).initialize(repeating: false, count: newCapacity - globalCapacity)
        globalIsSet.deallocate()
        globalIsSet = grownIsSet
        globalCapacity = newCapacity
    }

    /// The error of reading the global in `slot` before anything gave it a value.
    func globalReadBeforeItsDeclaration(slot: Int, span: SourceSpan) -> RuntimeError {
        guard let (name, entry) = globalTable.declarations.first(where: { $0.value.slot == slot }) else {
            return RuntimeError("variable used before it was initialized", span: span)
        }
        let help = entry.declaration.map { declaration -> String in
            let (line, column) = declaration.file.location(of: declaration.span.start)
            return "'\(name)' gets its value when \(declaration.file.path):\(line):\(column) runs"
        }
        return RuntimeError("'\(name)' is used before its declaration has run", span: span, help: help)
    }

    // MARK: The value stack

    /// Makes room for `needed` slots. Moves the stack, so callers re-read `frame` after a
    /// call rather than keep pointers across one.
    func ensureStackCapacity(_ needed: Int) {
        guard needed > stackCapacity else { return }
        var newCapacity = stackCapacity
        while newCapacity < needed { newCapacity *= 2 }
        let grownStack = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        grownStack.moveInitialize(from: stack, count: stackCapacity)
        (grownStack + stackCapacity).initialize(repeating: .nil, count: newCapacity - stackCapacity)
        stack.deallocate()
        stack = grownStack
        let grownBoxes = UnsafeMutablePointer<Box?>.allocate(capacity: newCapacity)
        grownBoxes.moveInitialize(from: boxes, count: stackCapacity)
        (grownBoxes + stackCapacity).initialize(repeating: nil, count: newCapacity - stackCapacity)
        boxes.deallocate()
        boxes = grownBoxes
        stackCapacity = newCapacity
        frame = stack + base
    }

    /// Slots from `top` up always hold `nil` (calls clear their slots when they return), so
    /// pushing initializes the slot instead of assigning over it: no destruction of the old
    /// value, which would be an outlined switch over `Value`'s cases.
    @inline(__always)
    func push(_ value: __owned Value) {
        if top >= stackCapacity { ensureStackCapacity(top + 1) }
        (stack + top).initialize(to: value)
        top += 1
    }

    /// Takes the value on top of the stack off it, leaving `nil` in its slot.
    @inline(__always)
    func pop() -> Value {
        top -= 1
        let value = (stack + top).move()
        (stack + top).initialize(to: .nil)
        return value
    }

    /// Drops what was pushed from `start` up (arguments of a call that failed before it
    /// began), keeping the slots above `top` `nil`.
    func discardPushed(from start: Int) {
        if top > start { (stack + start).update(repeating: .nil, count: top - start) }
        top = start
    }

    /// The box of a captured local of the running call.
    @inline(__always)
    func box(at slot: Int, span: SourceSpan) throws -> Box {
        guard let box = boxes[base + slot] else {
            throw RuntimeError("variable used before it was initialized", span: span)
        }
        return box
    }

    // MARK: Steps and interruption

    /// Counts one step (a call or a loop iteration).
    @inline(__always)
    func step(_ span: SourceSpan) throws {
        budget &-= 1
        if budget < 0 { try refillBudget(span) }
    }

    /// Counts `count` steps at once: the work of one operation that handles many elements
    /// (a built-in going through a list, a layout touching every visible annotation), so
    /// that `maxSteps` bounds time and not only loops. A nil span places an error at the
    /// running built-in's call.
    @inline(__always)
    func step(_ count: Int, _ span: SourceSpan?) throws {
        budget &-= count
        if budget < 0 { try refillBudget(span ?? nativeCallSpan) }
    }

    /// Steps are counted in chunks; between chunks the interrupt flag and `maxSteps` are
    /// checked, so the hot path is one decrement. `budget` has gone below zero: what the
    /// last grant covered, and the overdraft, were taken.
    func refillBudget(_ span: SourceSpan) throws {
        if interruptRequested.exchange(false, ordering: .relaxed) || haltRequested.load(ordering: .relaxed) {
            budget = 0
            grant = 0
            throw RuntimeError("interrupted", span: span)
        }
        stepsTaken += grant &- budget
        let chunk = 1024
        if let maxSteps {
            let remaining = maxSteps - stepsTaken
            if remaining < 0 {
                stepsTaken = maxSteps
                grant = 0
                budget = 0
                throw RuntimeError("evaluation exceeded \(maxSteps) steps", span: span)
            }
            grant = min(chunk, remaining)
        } else {
            grant = chunk
        }
        budget = grant
    }

    /// Stops the running evaluation with an "interrupted" error. Safe from any thread.
    public func interrupt() {
        interruptRequested.store(true, ordering: .relaxed)
    }

    /// Stops the running evaluation and every later one with "interrupted", for a host that is
    /// shutting down. Unlike `interrupt()`, a new run's `resetSteps()` does not clear it, so a
    /// halt that comes just as a run starts is not lost. Safe from any thread.
    public func halt() {
        haltRequested.store(true, ordering: .relaxed)
    }

    /// Starts counting steps from zero again (a new run or REPL entry).
    public func resetSteps() {
        stepsTaken = 0
        grant = 0
        budget = 0
        interruptRequested.store(false, ordering: .relaxed)
    }
}

extension Interpreter {
    /// Runs `change`, which may change the scene in any way, counted among `otherEdits` as it
    /// starts, so that a layout it runs (a region's) sees a change, and again as it ends, so
    /// that what it changed after that layout is not taken as laid out.
    @inline(__always)
    func countingChange<T>(_ change: () throws -> T) rethrows -> T {
        otherEdits &+= 1
        defer { otherEdits &+= 1 }
        return try change()
    }
}
