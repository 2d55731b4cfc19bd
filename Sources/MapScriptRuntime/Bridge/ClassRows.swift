import MapScriptScene

/// The registry rows of one built-in class whose Swift objects are `Object`. `declare` makes the
/// class from its header (name, parent, summary, renderer) and hands its rows to a closure, in
/// which each call declares one member with its value types, and from that declaration come the member's behaviour (the
/// conversions, the arity and label checks, the wording of every error) and its entry in the
/// class's reference (`NativeClass.reference`), so the interpreter, the language reference and
/// editor help cannot disagree. Every property and method row carries its one-line description
/// (`summary:`), which the reference, hover and completion show.
///
/// `action` declares a method that returns nothing (up to five typed parameters), `method` one
/// that returns a value of a `ValueType` (up to three). Members whose calling convention is
/// irregular (a parameter of several types, alternative labels) are written with
/// `NativeClass.method(_:_:_:)` and described with `describe(_:)`.
struct ClassRows<Object: AnyObject> {
    let nativeClass: NativeClass

    private init(_ nativeClass: NativeClass, _ type: Object.Type) {
        self.nativeClass = nativeClass
        nativeClass.objectType = type
    }

    /// One class of the registry: its script name, the class it extends, its one-line summary,
    /// how print and the REPL show its objects (by default as its superclass shows them), and
    /// for an overlay class the renderer MapKit pairs with it; `members` declares the rest.
    static func declare(_ name: String, _ type: Object.Type, extends superclass: NativeClass? = nil, renderer: NativeClass? = nil,
                        summary: String, describe: ((any NativeObject) -> String)? = nil,
                        members: (ClassRows) -> Void) -> NativeClass {
        let nativeClass = NativeClass(name: name, superclass: superclass)
        nativeClass.summary = summary
        nativeClass.defaultRenderer = renderer
        if let describe { nativeClass.describe = describe }
        members(ClassRows(nativeClass, type))
        return nativeClass
    }

    // MARK: Initializers

    /// `Name(a, b, c)`, also run by a script subclass's `super.init(a, b, c)` (see `NativeClass.extensible`).
    func initializer<A, B, C>(_ a: ParameterSpec<A>, _ b: ParameterSpec<B>, _ c: ParameterSpec<C>, make: @escaping (A, B, C) throws -> Object)
    where Object: NativeObject & OverridableObject {
        let shapes = [a.shape, b.shape, c.shape]
        let arity = Arity(shapes)
        nativeClass.extensible { args in
            try arity.check(args)
            return try make(try a.read(args, at: 0), try b.read(args, at: 1), try c.read(args, at: 2))
        }
        nativeClass.reference.append(MemberReference(.initializer, nativeClass.name, ClassRows.signature(shapes, nil)))
    }

    /// `Name(a, b)`, also run by a script subclass's `super.init(a, b)` (see `NativeClass.extensible`).
    func initializer<A, B>(_ a: ParameterSpec<A>, _ b: ParameterSpec<B>, make: @escaping (A, B) throws -> Object)
    where Object: NativeObject & OverridableObject {
        let shapes = [a.shape, b.shape]
        let arity = Arity(shapes)
        nativeClass.extensible { args in
            try arity.check(args)
            return try make(try a.read(args, at: 0), try b.read(args, at: 1))
        }
        nativeClass.reference.append(MemberReference(.initializer, nativeClass.name, ClassRows.signature(shapes, nil)))
    }

    func initializer<A>(_ a: ParameterSpec<A>, make: @escaping (A) throws -> Object) where Object: NativeObject & OverridableObject {
        let shapes = [a.shape]
        let arity = Arity(shapes)
        nativeClass.extensible { args in
            try arity.check(args)
            return try make(try a.read(args, at: 0))
        }
        nativeClass.reference.append(MemberReference(.initializer, nativeClass.name, ClassRows.signature(shapes, nil)))
    }

    /// `Name()` for a class scripts construct but do not extend.
    func initializer(make: @escaping () -> Object) where Object: NativeObject {
        let arity = Arity([])
        nativeClass.construct = { _, args in
            try arity.check(args)
            return .native(make())
        }
        nativeClass.reference.append(MemberReference(.initializer, nativeClass.name, "()"))
    }

    // MARK: Properties

    /// A property scripts may read and write.
    func property<T>(_ name: String, _ type: ValueType<T>, _ keyPath: ReferenceWritableKeyPath<Object, T>, summary: String) {
        property(name, type, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, summary: summary)
    }

    /// A property scripts may read and write, saying whether writing it changes only its
    /// object's presentation (see the general form below).
    func property<T>(_ name: String, _ type: ValueType<T>, _ keyPath: ReferenceWritableKeyPath<Object, T>,
                     changesPresentationOnly: Bool, summary: String) {
        property(name, type, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 },
                 changesPresentationOnly: changesPresentationOnly, summary: summary)
    }

    /// A property scripts may only read.
    func property<T>(_ name: String, _ type: ValueType<T>, _ keyPath: KeyPath<Object, T>, summary: String) {
        property(name, type, get: { $0[keyPath: keyPath] }, summary: summary)
    }

    /// A property through its own getter and setter. Writing a property of an annotation view
    /// changes only its presentation (see `NativeProperty.changesPresentationOnly`) unless
    /// the row says otherwise; writing any other object's may change more.
    func property<T>(_ name: String, _ type: ValueType<T>, get: @escaping (Object) -> T, set: ((Object, T) throws -> Void)? = nil,
                     changesPresentationOnly: Bool? = nil, summary: String) {
        let write = type.write
        let read = type.read
        let presentationOnly = changesPresentationOnly ?? (Object.self is AnnotationView.Type)
        nativeClass.property(name, Object.self, changesPresentationOnly: presentationOnly, get: { write(get($0)) }, set: set.map { set in
            { object, value, context in try set(object, try read(value, context)) }
        })
        nativeClass.reference.append(MemberReference(set == nil ? .readOnlyProperty : .property, name, type.name, summary: summary,
                                                         acceptedCases: type.acceptedCases))
    }

    // MARK: Methods

    func action(_ name: String, overridable: Bool = false, summary: String, body: @escaping (Object) throws -> Void) {
        add(name, [], nil, overridable, summary) { object, _ in try body(object); return .nil }
    }

    func action<A>(_ name: String, _ a: ParameterSpec<A>, overridable: Bool = false, summary: String, body: @escaping (Object, A) throws -> Void) {
        add(name, [a.shape], nil, overridable, summary) { object, args in try body(object, try a.read(args, at: 0)); return .nil }
    }

    func action<A, B>(_ name: String, _ a: ParameterSpec<A>, _ b: ParameterSpec<B>, overridable: Bool = false, summary: String,
                      body: @escaping (Object, A, B) throws -> Void) {
        add(name, [a.shape, b.shape], nil, overridable, summary) { object, args in
            try body(object, try a.read(args, at: 0), try b.read(args, at: 1))
            return .nil
        }
    }

    func action<A, B, C>(_ name: String, _ a: ParameterSpec<A>, _ b: ParameterSpec<B>, _ c: ParameterSpec<C>, overridable: Bool = false,
                         summary: String,
                         body: @escaping (Object, A, B, C) throws -> Void) {
        add(name, [a.shape, b.shape, c.shape], nil, overridable, summary) { object, args in
            try body(object, try a.read(args, at: 0), try b.read(args, at: 1), try c.read(args, at: 2))
            return .nil
        }
    }

    func action<A, B, C, D, E>(_ name: String, _ a: ParameterSpec<A>, _ b: ParameterSpec<B>, _ c: ParameterSpec<C>,
                               _ d: ParameterSpec<D>, _ e: ParameterSpec<E>, summary: String,
                               body: @escaping (Object, A, B, C, D, E) throws -> Void) {
        add(name, [a.shape, b.shape, c.shape, d.shape, e.shape], nil, false, summary) { object, args in
            try body(object, try a.read(args, at: 0), try b.read(args, at: 1), try c.read(args, at: 2), try d.read(args, at: 3),
                     try e.read(args, at: 4))
            return .nil
        }
    }

    func method<R>(_ name: String, returns result: ValueType<R>, overridable: Bool = false, summary: String, body: @escaping (Object) throws -> R) {
        add(name, [], result.name, overridable, summary) { object, _ in result.write(try body(object)) }
    }

    func method<A, R>(_ name: String, _ a: ParameterSpec<A>, returns result: ValueType<R>, overridable: Bool = false, summary: String,
                      body: @escaping (Object, A) throws -> R) {
        add(name, [a.shape], result.name, overridable, summary) { object, args in result.write(try body(object, try a.read(args, at: 0))) }
    }

    func method<A, B, R>(_ name: String, _ a: ParameterSpec<A>, _ b: ParameterSpec<B>, returns result: ValueType<R>, overridable: Bool = false,
                         summary: String,
                         body: @escaping (Object, A, B) throws -> R) {
        add(name, [a.shape, b.shape], result.name, overridable, summary) { object, args in
            result.write(try body(object, try a.read(args, at: 0), try b.read(args, at: 1)))
        }
    }

    /// Records the reference of a member written by hand.
    func describe(_ kind: MemberReference.Kind, _ name: String, _ signature: String, summary: String = "", parameters: [String] = []) {
        nativeClass.reference.append(MemberReference(kind, name, signature, summary: summary, parameters: parameters))
    }

    /// One method: its arity and labels checked from its parameters, then `body`.
    private func add(_ name: String, _ parameters: [ParameterShape], _ result: String?, _ overridable: Bool, _ summary: String,
                     _ body: @escaping (Object, Arguments) throws -> Value) {
        let arity = Arity(parameters)
        nativeClass.method(name, Object.self) { _, object, args in
            try arity.check(args)
            return try body(object, args)
        }
        nativeClass.reference.append(MemberReference(overridable ? .overridableMethod : .method, name, ClassRows.signature(parameters, result),
                                                     summary: summary, parameters: parameters.map { $0.label ?? "value" }))
        if overridable { nativeClass.implicitMemberReaders[name] = parameters.map(\.readImplicitMember) }
    }

    /// `(label: Type, ...) -> Result` as the reference writes it.
    private static func signature(_ parameters: [ParameterShape], _ result: String?) -> String {
        "(" + parameters.map(\.signature).joined(separator: ", ") + ")" + (result.map { " -> \($0)" } ?? "")
    }
}
