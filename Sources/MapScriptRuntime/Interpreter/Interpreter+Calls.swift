import MapScriptSyntax

extension Interpreter {
    /// Frames recorded in an error's call stack; a deeper stack keeps the innermost ones.
    static let recordedFrameLimit = 32

    /// Calls a closure whose arguments (`self` first, for methods) are already pushed from
    /// `argBase` to `top`. Parameters marked in `missing` (bit i: parameter i), and those
    /// past the pushed ones, take their default values.
    func invoke(_ closure: Closure, argBase: Int, callSpan: SourceSpan, missing: UInt64 = 0) throws -> Value {
        let prototype = closure.prototype
        let given = top - argBase
        if given > prototype.argumentSlots {
            discardPushed(from: argBase)
            throw arityError(prototype, given: given - (prototype.hasSelf ? 1 : 0), span: callSpan)
        }
        if !prototype.implicitMemberReaders.isEmpty { try readImplicitMembers(prototype, argBase: argBase, given: given, callSpan: callSpan) }
        depth += 1
        if depth > callDepthLimit {
            depth -= 1
            throw RuntimeError("stack overflow: recursion deeper than \(callDepthLimit) calls", span: callSpan)
        }
        budget &-= 1
        if budget < 0 {
            do { try refillBudget(callSpan) } catch { depth -= 1; throw error }
        }
        let savedBase = base
        // Unmanaged, not a strong local: handing a strong reference to `leave` cost a retain
        // and a release on every call.
        let savedClosure = Unmanaged.passUnretained(currentClosure)
        let end = argBase + prototype.slotCount
        if end > stackCapacity { ensureStackCapacity(end) }
        base = argBase
        top = end
        frame = stack + argBase
        currentClosure = closure
        do {
            if given < prototype.argumentSlots || missing != 0 {
                try fillDefaults(prototype, given: given, missing: missing, callSpan: callSpan)
            }
            if prototype.hasBoxedParameters {
                for slot in prototype.boxedParameters {
                    boxes[argBase + slot] = Box(frame[slot])
                }
            }
            var result = Value.nil
            if case .returned = try closure.body.run(self) {
                swap(&result, &returnValue)
            }
            if prototype.isInitializer { result = frame[0] }
            leave(prototype, argBase: argBase, savedBase: savedBase, savedClosure: savedClosure)
            return result
        } catch {
            leave(prototype, argBase: argBase, savedBase: savedBase, savedClosure: savedClosure)
            throw unwind(error, through: prototype, callSpan: callSpan)
        }
    }

    @inline(__always)
    private func leave(_ prototype: FunctionPrototype, argBase: Int, savedBase: Int, savedClosure: Unmanaged<Closure>) {
        let end = max(top, argBase + prototype.slotCount)
        (stack + argBase).update(repeating: .nil, count: end - argBase)
        if prototype.hasBoxes { (boxes + argBase).update(repeating: nil, count: end - argBase) }
        top = argBase
        base = savedBase
        frame = stack + savedBase
        currentClosure = savedClosure.takeUnretainedValue()
        depth -= 1
    }

    /// A leading-dot argument of an override of a built-in method, read as the built-in reads
    /// it, before the call begins: `.starting` becomes the DragState, and an unknown case is
    /// an error at that argument of the call.
    private func readImplicitMembers(_ prototype: FunctionPrototype, argBase: Int, given: Int, callSpan: SourceSpan) throws {
        let offset = prototype.hasSelf ? 1 : 0
        for (parameter, read) in prototype.implicitMemberReaders.enumerated() where parameter + offset < given {
            let slot = argBase + parameter + offset
            guard case .implicitMember = stack[slot] else { continue }
            do {
                stack[slot] = try read(stack[slot], .argument(parameter, label: nil, givenByLabel: false, of: prototype.name))
            } catch var error as RuntimeError {
                discardPushed(from: argBase)
                // At that argument where the call site knows its place, else at the call.
                error.argument = .position(parameter)
                error.span = error.span ?? callSpan
                throw error
            }
        }
    }

    private func fillDefaults(_ prototype: FunctionPrototype, given: Int, missing: UInt64, callSpan: SourceSpan) throws {
        let offset = prototype.hasSelf ? 1 : 0
        for parameter in 0..<prototype.parameterCount {
            let slot = parameter + offset
            let isMissing = slot >= given || (parameter < 64 && missing & (1 << UInt64(parameter)) != 0)
            guard isMissing else { continue }
            guard let defaultValue = prototype.defaults[parameter] else {
                throw RuntimeError("missing argument '\(prototype.parameterNames[parameter])' in call to '\(prototype.name)'", file: nil, span: callSpan)
            }
            let value = try defaultValue.eval(self)
            frame[slot] = value
        }
    }

    /// Too many arguments: at the call, or, where the call site knows the places of its
    /// arguments, at the first one too many.
    func arityError(_ prototype: FunctionPrototype, given: Int, span: SourceSpan) -> RuntimeError {
        let expected = prototype.parameterCount
        var error = RuntimeError("'\(prototype.name)' expects \(expected) argument\(expected == 1 ? "" : "s"), got \(given)", span: span)
        if given > expected { error.argument = .position(expected) }
        return error
    }

    /// Adds the frame being left to an error's call stack.
    func unwind(_ error: Error, through prototype: FunctionPrototype, callSpan: SourceSpan) -> Error {
        guard var runtimeError = error as? RuntimeError else { return error }
        if runtimeError.file == nil { runtimeError.file = prototype.file }
        let position = runtimeError.unwindSpan ?? runtimeError.span ?? callSpan
        if let last = runtimeError.callStack.last, last.name == prototype.frameName, last.span == position, last.file === prototype.file {
            // A recursion repeating one frame shows it once, then the count.
            runtimeError.repeatsOfLastFrame += 1
        } else if runtimeError.callStack.count < Interpreter.recordedFrameLimit {
            runtimeError.recordRepeats()
            runtimeError.callStack.append(StackFrame(name: prototype.frameName, file: prototype.file, span: position))
        } else {
            runtimeError.omittedFrames += 1
        }
        runtimeError.unwindSpan = callSpan
        return runtimeError
    }

    // MARK: Calling any value

    /// Calls `callee` with evaluated arguments. Used by call sites that are not on the fast
    /// path (keyword arguments, built-ins, classes) and by Swift code.
    func callValue(_ callee: Value, positional: [Value], keywords: [(label: String, value: Value)], span: SourceSpan) throws -> Value {
        switch callee {
        case .function(let closure):
            return try callClosure(closure, selfValue: nil, positional: positional, keywords: keywords, span: span)
        case .boundMethod(let method):
            switch method.callee {
            case .script(let closure):
                return try callClosure(closure, selfValue: method.receiver, positional: positional, keywords: keywords, span: span)
            case .native(let native):
                return try callNative(span: span) {
                    try native.body(self, method.receiver, Arguments(positional, keywords: keywords, functionName: native.qualifiedName))
                }
            }
        case .builtin(let builtin):
            return try callNative(span: span) {
                try builtin.body(self, Arguments(positional, keywords: keywords, functionName: builtin.name))
            }
        case .class(let scriptClass):
            return try construct(scriptClass, positional: positional, keywords: keywords, span: span)
        case .nativeClass(let nativeClass):
            guard let construct = nativeClass.construct else {
                throw RuntimeError("'\(nativeClass.name)' cannot be constructed", span: span)
            }
            return try callNative(span: span) {
                let made = try construct(self, Arguments(positional, keywords: keywords, functionName: nativeClass.name))
                try allocate(LiveSize.footprint(ofMade: made), nil)
                return made
            }
        case .enumType(let enumType):
            let arguments = Arguments(positional, keywords: keywords, functionName: enumType.name)
            guard positional.isEmpty, keywords.count == 1, let raw = arguments.keyword("rawValue") else {
                throw RuntimeError("an enum is called as \(enumType.name)(rawValue: n)", span: span)
            }
            guard case .number(let n) = raw else {
                throw RuntimeError("rawValue must be a number, got \(raw.typeName)", span: span)
            }
            guard n == n.rounded(), let c = enumType.case(rawValue: Int(exactly: n) ?? -1) else { return .nil }
            return .enumCase(c)
        default:
            throw RuntimeError("cannot call a value of type \(callee.typeName)", span: span)
        }
    }

    /// Runs Swift code called from a script; an error without a place gets the call's span,
    /// and an error from deeper script code records that the frame was at this call.
    @inline(__always)
    func callNative(span: SourceSpan, _ body: () throws -> Value) throws -> Value {
        let savedSpan = nativeCallSpan
        nativeCallSpan = span
        defer { nativeCallSpan = savedSpan }
        do {
            return try body()
        } catch var error as RuntimeError {
            if error.span == nil {
                error.span = span
            } else if error.file != nil {
                error.unwindSpan = span
            }
            throw error
        }
    }

    /// Calls a script closure, arranging keyword arguments by parameter name.
    func callClosure(_ closure: Closure, selfValue: Value?, positional: [Value], keywords: [(label: String, value: Value)], span: SourceSpan) throws -> Value {
        let argBase = top
        if let selfValue { push(selfValue) }
        if keywords.isEmpty {
            for value in positional { push(value) }
            return try invoke(closure, argBase: argBase, callSpan: span)
        }
        let prototype = closure.prototype
        let count = prototype.parameterCount
        guard positional.count <= count else {
            discardPushed(from: argBase)
            throw arityError(prototype, given: positional.count + keywords.count, span: span)
        }
        var arranged = [Value?](repeating: nil, count: count)
        for (index, value) in positional.enumerated() { arranged[index] = value }
        for (label, value) in keywords {
            guard let index = prototype.parameterNames.firstIndex(of: label) else {
                discardPushed(from: argBase)
                var error = RuntimeError("'\(prototype.name)' has no parameter '\(label)'", span: span,
                                         suggestion: Suggestions.closest(to: label, among: prototype.parameterNames))
                error.argument = .unknownLabel(label)   // the call site points at the label
                throw error
            }
            guard arranged[index] == nil else {
                discardPushed(from: argBase)
                throw RuntimeError("argument '\(label)' is given twice in call to '\(prototype.name)'", span: span)
            }
            arranged[index] = value
        }
        var missing: UInt64 = 0
        for (index, value) in arranged.enumerated() {
            if let value { push(value) } else {
                push(.nil)
                if index < 64 { missing |= 1 << UInt64(index) }
            }
        }
        return try invoke(closure, argBase: argBase, callSpan: span, missing: missing)
    }

    // MARK: Construction

    /// `Name(args)` for a script class: fields get their initial values (superclass fields
    /// first), then `init` runs; a class extending a built-in class gets its Swift backing
    /// object at `super.init`, or after `init` when it never called it.
    func construct(_ scriptClass: ScriptClass, positional: [Value], keywords: [(label: String, value: Value)], span: SourceSpan) throws -> Value {
        try allocate(LiveSize.instance(fieldCount: scriptClass.fieldNames.count), span)
        let instance = Instance(scriptClass: scriptClass)
        let receiver = Value.instance(instance)
        var chain: [ScriptClass] = []
        var current: ScriptClass? = scriptClass
        while let c = current { chain.append(c); current = c.superclass }
        for c in chain.reversed() {
            if let fieldInitializer = c.fieldInitializer {
                _ = try callClosure(fieldInitializer, selfValue: receiver, positional: [], keywords: [], span: span)
            }
        }
        if let initializer = scriptClass.initializer {
            _ = try callClosure(initializer, selfValue: receiver, positional: positional, keywords: keywords, span: span)
            if scriptClass.nativeSuperclass != nil, instance.native == nil {
                try makeBacking(for: instance, positional: [], keywords: [], span: span)
            }
        } else if scriptClass.nativeSuperclass != nil {
            try makeBacking(for: instance, positional: positional, keywords: keywords, span: span)
        } else if !positional.isEmpty || !keywords.isEmpty {
            throw RuntimeError("'\(scriptClass.name)' has no init and takes no arguments", span: span)
        }
        return receiver
    }

    /// Asks the built-in class at the root of the instance's chain for its Swift object.
    func makeBacking(for instance: Instance, positional: [Value], keywords: [(label: String, value: Value)], span: SourceSpan) throws {
        guard let native = instance.scriptClass.nativeSuperclass else { return }
        guard let make = native.makeBacking else {
            throw RuntimeError("the built-in class '\(native.name)' cannot be extended", span: span)
        }
        let object = try callNative(span: span) {
            .native(try make(self, instance, Arguments(positional, keywords: keywords, functionName: "\(native.name).init")))
        }
        instance.native = object.nativeObject
        guard let backing = instance.native, !instance.pendingNativeValues.isEmpty else { return }
        let pending = instance.pendingNativeValues
        instance.pendingNativeValues = []
        for field in pending {
            try Members.setNative(backing, receiver: .instance(instance), name: field.name, to: field.value,
                                  span: field.span, valueSpan: field.valueSpan, ip: self)
        }
    }

    /// Calls a script value from a built-in (`list.map(f)`), at the built-in's call site.
    public func callFromNative(_ callee: Value, _ arguments: [Value]) throws -> Value {
        try callValue(callee, positional: arguments, keywords: [], span: nativeCallSpan)
    }

    // MARK: Public entry points for Swift code

    /// Calls a script value (a function, closure, bound method, built-in or class) with
    /// positional arguments. Errors come back as `RuntimeError` with the script's call stack.
    public func call(_ callee: Value, arguments: [Value]) throws -> Value {
        try onLargeStack {
            try callValue(callee, positional: arguments, keywords: [], span: currentSpanForExternalCalls)
        }
    }

    /// `call(_:arguments:)` with one argument, pushed straight onto the value stack instead of
    /// put in a list first: the map calls `viewFor` once for each of 100,000 annotations, and
    /// each list was an allocation and its release.
    public func call(_ callee: Value, argument: Value) throws -> Value {
        try onLargeStack {
            guard case .function(let closure) = callee else {
                return try callValue(callee, positional: [argument], keywords: [], span: currentSpanForExternalCalls)
            }
            let argBase = top
            push(argument)
            return try invoke(closure, argBase: argBase, callSpan: currentSpanForExternalCalls)
        }
    }

    /// Calls a script value with positional and keyword arguments.
    public func call(_ callee: Value, arguments: Arguments) throws -> Value {
        try onLargeStack {
            try callValue(callee, positional: arguments.positional, keywords: arguments.keywords, span: currentSpanForExternalCalls)
        }
    }

    /// Calls a method closure (a renderer rule's `draw`, a script override) with `self`
    /// bound to `receiver`.
    public func call(method: Closure, self receiver: Value, arguments: [Value]) throws -> Value {
        try onLargeStack {
            try callClosure(method, selfValue: receiver, positional: arguments, keywords: [], span: currentSpanForExternalCalls)
        }
    }

    /// Where a function that has just returned gave its answer: the last `return` that ran,
    /// when it is the function's own, else the whole function.
    func answerSpan(of prototype: FunctionPrototype) -> SourceSpan {
        let span = prototype.span
        return returnSpan.start >= span.start && returnSpan.end <= span.end ? returnSpan : span
    }

    /// The span recorded for calls that come from Swift rather than from a script line.
    private var currentSpanForExternalCalls: SourceSpan { SourceSpan(at: 0) }

    /// Runs `body` on the large evaluation stack (at once when already there).
    /// A hook the map calls during a run (`viewFor`, once per annotation) is already there,
    /// and goes straight in without asking the thread again or measuring its stack.
    func onLargeStack<T>(_ body: () throws -> T) throws -> T {
        if isOnLargeStack { return try body() }
        let result: Result<T, Error> = LargeStack.run {
            enterLargeStack {
                Result { try body() }
            }
        }
        return try result.get()
    }

    /// Runs `body`, called on the large stack, with the call depth it allows and with
    /// `isOnLargeStack` set.
    func enterLargeStack<T>(_ body: () -> T) -> T {
        let wasOnLargeStack = isOnLargeStack
        callDepthLimit = LargeStack.callDepthLimit(for: maxCallDepth)
        isOnLargeStack = true
        defer { isOnLargeStack = wasOnLargeStack }
        return body()
    }
}
