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

    /// The signatures and description of a global built-in function (`Region`, `print`), from
    /// its definition.
    func functionReference(named name: String) -> FunctionReference? { emptySession.builtinFunction(ofGlobal: name)?.reference }

    /// The built-in class of a global (`map`), if its value is a scene object.
    func className(ofGlobal name: String) -> String? { emptySession.className(ofGlobal: name) }

    /// The class a member's type names (`AnnotationView?` is `AnnotationView`), if it is one,
    /// or a string, a list (`[Annotation]`) or a dictionary (`[string: number]`).
    func className(ofType type: String) -> String? {
        var name = Substring(type)
        while name.hasSuffix("?") { name = name.dropLast() }
        if name == DocumentIndex.stringClassName { return DocumentIndex.stringClassName }
        if name.hasPrefix("[") {
            return name.contains(":") ? DocumentIndex.dictionaryClassName : DocumentIndex.listClassName
        }
        return classesByName[String(name)] != nil || enumsByName[String(name)] != nil ? String(name) : nil
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
        var current: NativeClass? = nativeClass
        while let owner = current {
            let own = owner.reference.filter { $0.kind == .initializer }
            if !own.isEmpty { return own }
            current = owner.superclass
        }
        return []
    }
}
