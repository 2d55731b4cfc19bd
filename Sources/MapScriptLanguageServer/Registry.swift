import MapScriptRuntime
import MapScriptSyntax

/// What editor help knows of the built-ins, read from the runtime's registry rows (classes,
/// their members with types and signatures, hooks, enums) and from a fresh session's globals,
/// never from a list of its own: a member added to a row is offered, described and signed
/// here with no other change.
final class Registry {
    private let classesByName: [String: NativeClass]
    private let hooksByName: [String: HookReference]
    private let enumsByName: [String: EnumType]
    /// A session that runs nothing: its globals are the built-in names in scope of any script.
    private let emptySession: ScriptSession
    let globalNames: [String]
    /// What each built-in function gives, as `valueKind(returnedBy:)` has read it (nil: nothing known).
    private var valueKinds: [String: String?] = [:]

    init() {
        classesByName = Dictionary(SceneReference.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        hooksByName = Dictionary(SceneReference.hooks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        enumsByName = Dictionary(SceneReference.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        emptySession = ScriptSession(options: RunOptions(), host: SilentScriptHost(), baseDirectory: "/")
        let keywords = Set(Keywords.all)
        globalNames = emptySession.completions(forLine: "").filter { !keywords.contains($0) }
    }

    var hooks: [HookReference] { SceneReference.hooks }

    func sceneClass(named name: String) -> NativeClass? { classesByName[name] }
    func hook(named name: String) -> HookReference? { hooksByName[name] }
    func enumType(named name: String) -> EnumType? { enumsByName[name] }

    /// Whether a built-in kind of value has names written with a leading dot: an enum's cases,
    /// or a priority's names of numbers (`DisplayPriority`'s `.required`).
    func hasLeadingDotNames(_ name: String) -> Bool { enumsByName[name] != nil || NamedNumbers.names(ofKind: name) != nil }

    /// The signatures and description of a global built-in function (`Region`, `print`), from
    /// its definition.
    func functionReference(named name: String) -> FunctionReference? { emptySession.builtinFunction(ofGlobal: name)?.reference }

    /// The built-in class of a global (`map`), if its value is a scene object.
    func className(ofGlobal name: String) -> String? { emptySession.className(ofGlobal: name) }
    /// The value of a built-in constant number (`pi`).
    func number(ofGlobal name: String) -> Double? { emptySession.number(ofGlobal: name) }

    /// The class a member's type names (`AnnotationView?` is `AnnotationView`), if it is one,
    /// or a kind of value with members of its own: a list (`[Annotation]`), a dictionary
    /// (`[string: number]`), a string, a `Coordinate`, a `Rect`, a `Color`...
    func className(ofType type: String) -> String? {
        var name = Substring(type)
        while name.hasSuffix("?") { name = name.dropLast() }
        if name.hasPrefix("[") {
            return name.contains(":") ? DocumentIndex.dictionaryClassName : DocumentIndex.listClassName
        }
        let known = classesByName[String(name)] != nil || hasLeadingDotNames(String(name)) || valueMembers(ofKind: String(name)) != nil
        return known ? String(name) : nil
    }

    /// The members of a kind of value that is no class (`string`, `Point`, `Color`...), from
    /// the interpreter's tables; nil for any other name.
    func valueMembers(ofKind name: String) -> [MemberReference]? { SceneReference.valueMembers[name] }

    /// The class or kind of value of a member of an instance of `className` (`frame` of an
    /// `AnnotationView` is a `Rect`, `origin` of a `Rect` a `Point`), when it has members of
    /// its own to offer: a scene class or a kind of value, never an enum, whose case has none
    /// of the enum's members.
    func className(ofMember name: String, in className: String) -> String? {
        let type: String?
        if let nativeClass = sceneClass(named: className) {
            type = member(named: name, in: nativeClass)?.member.type
        } else {
            type = valueMembers(ofKind: className)?.first { $0.name == name && $0.kind != .method }?.type
        }
        guard let type, let memberClass = self.className(ofType: type),
              sceneClass(named: memberClass) != nil || valueMembers(ofKind: memberClass) != nil else { return nil }
        return memberClass
    }

    /// The kind of value a call of a global built-in function gives (`Point(1, 2)` is a
    /// `Point`, `Color(1, 0, 0)` a `Color`), read from its signatures' results when they all
    /// name one kind with members of its own.
    func valueKind(returnedBy function: String) -> String? {
        // Remembered: indexing asks it of every `let x = Point(...)`, and reading signatures
        // each time was most of the cost of indexing a long script.
        if let known = valueKinds[function] { return known }
        var result: String?
        if let signatures = functionReference(named: function)?.signatures {
            result = kind(returnedByOneOf: signatures, labels: [], firstArgument: nil)
        }
        valueKinds[function] = .some(result)
        return result
    }

    /// The forms of a method of a scene class (its own or the nearest superclass's rows of
    /// that name) or of a kind of value, and the name of the class or kind that has them:
    /// one form for most, one a direction for `MapView.convert`.
    func forms(ofMethod name: String, in className: String) -> (owner: String, forms: [MemberReference])? {
        let isMethod = { (member: MemberReference) in member.name == name && (member.kind == .method || member.kind == .overridableMethod) }
        if let nativeClass = sceneClass(named: className) {
            return nearestRows(of: nativeClass, matching: isMethod).map { ($0.owner.name, $0.rows) }
        }
        let forms = valueMembers(ofKind: className)?.filter(isMethod) ?? []
        return forms.isEmpty ? nil : (className, forms)
    }

    /// The class or kind of value a call of a method of `className` gives (`r.union(r)` is a
    /// `MapRect`), read from the results of the forms the call can be: those that take every
    /// label it gives, and of those, when the kind of its first argument is known, the ones
    /// that take that kind first (`map.convert(coordinate)` is the one that gives a Point).
    func kind(returnedByMethod name: String, in className: String, labels: Set<String>, firstArgument: String?) -> String? {
        guard let forms = forms(ofMethod: name, in: className)?.forms else { return nil }
        return kind(returnedByOneOf: forms.map(\.type), labels: labels, firstArgument: firstArgument)
    }

    /// The one class or kind with members of its own that the signatures a call can be give;
    /// nil when they give several, or none, or a value without members (a number, an enum).
    private func kind(returnedByOneOf signatures: [String], labels: Set<String>, firstArgument: String?) -> String? {
        var candidates = signatures.filter { labels.isSubset(of: SignatureText.labels(of: $0)) }
        if let firstArgument {
            let taking = candidates.filter { SignatureText.firstPositionalTypes(of: $0).contains { className(ofType: $0) == firstArgument } }
            if !taking.isEmpty { candidates = taking }
        }
        let results = Set(candidates.map { SignatureText.result(of: $0) ?? "" })
        guard results.count == 1, let result = results.first, let kind = className(ofType: result),
              sceneClass(named: kind) != nil || valueMembers(ofKind: kind) != nil else { return nil }
        return kind
    }

    /// The members of a class and of its superclasses, nearest first, each name once; the
    /// initializers are left out (they are the class's signature, not members).
    func members(of nativeClass: NativeClass) -> [(member: MemberReference, owner: NativeClass)] {
        var seen = Set<String>()
        var result: [(MemberReference, NativeClass)] = []
        var current: NativeClass? = nativeClass
        while let owner = current {
            for member in owner.reference where member.kind != .initializer && seen.insert(member.name).inserted {
                result.append((member, owner))
            }
            current = owner.superclass
        }
        return result
    }

    func member(named name: String, in nativeClass: NativeClass) -> (member: MemberReference, owner: NativeClass)? {
        members(of: nativeClass).first { $0.member.name == name }
    }

    /// The initializers of a class: its own, or the nearest superclass's.
    func initializers(of nativeClass: NativeClass) -> [MemberReference] {
        nearestRows(of: nativeClass) { $0.kind == .initializer }?.rows ?? []
    }

    /// The rows `matching` of the class, or of its nearest superclass that has some, and that class.
    private func nearestRows(of nativeClass: NativeClass, matching: (MemberReference) -> Bool) -> (rows: [MemberReference], owner: NativeClass)? {
        var current: NativeClass? = nativeClass
        while let owner = current {
            let own = owner.reference.filter(matching)
            if !own.isEmpty { return (own, owner) }
            current = owner.superclass
        }
        return nil
    }
}
