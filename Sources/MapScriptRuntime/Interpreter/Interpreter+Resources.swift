import MapScriptSyntax

// What the runtime charges to the step bound (`maxSteps`) and the memory bound (`maxMemory`,
// the command's `--max-memory`) where it does work in proportion to a size or makes big
// things: one step per element a built-in goes through or makes, or per `textBytesPerStep`
// bytes of text; memory as `LiveSize` models it. A charge is an addition and a comparison;
// only passing a checkpoint costs more (a step refill, a measurement of the live values).
extension Interpreter {
    /// Text is charged one step for this many bytes.
    static let textBytesPerStep = 16

    /// A string of `byteCount` bytes is about to be made (by `+`, interpolation, a method).
    @inline(__always)
    func makeText(byteCount: Int, _ span: SourceSpan?) throws {
        try step(byteCount / Interpreter.textBytesPerStep, span)
        try allocate(LiveSize.string(byteCount: byteCount), span)
    }

    /// A text of `byteCount` bytes is about to be read through (a search, a character index).
    @inline(__always)
    func readText(byteCount: Int, _ span: SourceSpan?) throws {
        try step(byteCount / Interpreter.textBytesPerStep, span)
    }

    /// A list of `count` elements is about to be made.
    @inline(__always)
    func makeList(count: Int, _ span: SourceSpan?) throws {
        try step(count, span)
        try allocate(LiveSize.list(count: count), span)
    }

    /// The text `print`, `String(x)` and interpolation make of `value`, charged as text made;
    /// an error when it would not fit in what the memory bound leaves.
    func text(of value: Value, _ span: SourceSpan?) throws -> String {
        switch value {
        case .string(let s): return s
        case .number(let n): return Value.format(n)
        default: break
        }
        // The text may be no longer than the steps left pay for, so that `maxSteps` bounds
        // the time taken to build it too.
        let affordable = maxSteps.map { max(0, $0 - stepsTaken - (grant - budget)) * Interpreter.textBytesPerStep } ?? Int.max
        var room = maxMemory.map { max(0, $0 - memoryCharged) } ?? Int.max
        var text = value.text(limit: min(room, affordable))
        if text == nil, let maxMemory {
            // What was charged may be mostly garbage by now: measure, and try once more.
            memoryCharged = LiveSize.measure(memoryRoots)
            setMemoryCheckpoint()
            room = max(0, maxMemory - memoryCharged)
            text = value.text(limit: min(room, affordable))
        }
        guard let text else {
            // Steps are the bound at fault only for a text that memory would hold.
            if affordable < room, let maxSteps, value.leastTextBytes(limit: room) <= room {
                throw RuntimeError("evaluation exceeded \(maxSteps) steps", span: span ?? nativeCallSpan)
            }
            throw RuntimeError("out of memory: the text of this \(value.typeName) would take the script past its limit of \(MemorySize.describe(maxMemory ?? 0)) (--max-memory)", span: span ?? nativeCallSpan)
        }
        try makeText(byteCount: text.utf8.count, span)
        return text
    }

    /// The measurements start once this much has been charged, and are never closer together:
    /// small scripts never measure at all.
    static let memoryCheckpointGap = 64 << 20

    /// Charges `bytes` about to be made; past `maxMemory`, a runtime error at `span` (nil:
    /// the running built-in's call) before anything is allocated.
    @inline(__always)
    func allocate(_ bytes: Int, _ span: SourceSpan?) throws {
        memoryCharged &+= bytes
        if memoryCharged > memoryCheckpoint { try measureMemory(adding: bytes, span: span ?? nativeCallSpan) }
    }

    /// Measures what the script holds, forgiving the garbage charged since the last time, and
    /// fails when that and the `bytes` about to be made pass the bound.
    private func measureMemory(adding bytes: Int, span: SourceSpan) throws {
        guard let maxMemory else {
            memoryCheckpoint = .max
            return
        }
        let live = LiveSize.measure(memoryRoots)
        if bytes > maxMemory || live > maxMemory - bytes {
            memoryCharged = live
            throw RuntimeError("out of memory: this would take the script past its limit of \(MemorySize.describe(maxMemory)) (--max-memory)", span: span)
        }
        memoryCharged = live + bytes
        setMemoryCheckpoint()
    }

    /// The next measurement: half the live size further on (so measuring costs amortised
    /// O(1) per byte charged), at least `memoryCheckpointGap`, never past the bound.
    func setMemoryCheckpoint() {
        guard let maxMemory else {
            memoryCheckpoint = .max
            return
        }
        let gap = max(Interpreter.memoryCheckpointGap, memoryCharged / 2)
        memoryCheckpoint = min(maxMemory, memoryCharged + gap)
    }

    /// Every value the script can still reach: globals, the value stack and its captured
    /// variables, the value being returned, the REPL's echo and hooks (`--set` constants are
    /// short texts and numbers, not worth counting).
    private var memoryRoots: [Value] {
        var roots: [Value] = []
        roots.reserveCapacity(globalTable.count + 2 * top + hooks.count + 2)
        for slot in 0..<globalTable.count { roots.append(globals[slot]) }
        for slot in 0..<top {
            roots.append(stack[slot])
            if let box = boxes[slot] { roots.append(box.value) }
        }
        roots.append(returnValue)
        if let echo { roots.append(echo) }
        roots.append(contentsOf: hooks.values)
        return roots
    }
}
