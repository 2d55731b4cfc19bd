/// The reference of the scene classes and enums, written from the registry rows: every class
/// with its superclass, summary, initializer, properties (type, and whether scripts may write
/// them) and methods (signature, and whether a script subclass may override them), each member
/// with its one-line description. The language reference's class section is this text, and a
/// test compares the two, so a member added to a row is documented or the build's tests fail;
/// editor help reads the same rows.
public enum SceneReference {
    /// Every scene class, in the reference's order (which is the order of the globals).
    public static var classes: [NativeClass] { SceneClasses.globals }

    /// The hooks a script may declare with `on`, in the hook table's order.
    public static var hooks: [HookReference] { Hook.allCases.map(HookReference.init) }

    /// The built-in enums (`PinColor`, `LineCap`...), whose cases `.name` may stand for.
    public static var enums: [EnumType] { BuiltinEnums.all }

    /// The members every string answers (`count`, `uppercased`...), for completion after a
    /// string literal.
    public static var stringMemberNames: [String] { Members.memberNames(of: .string("")) }

    /// The members every list answers (`count`, `map`, `filter`...), and every dictionary
    /// (`keys`, `values`...), for completion after a name that holds one.
    public static var listMemberNames: [String] { Members.memberNames(of: .list(ListObject())) }
    public static var dictionaryMemberNames: [String] { Members.memberNames(of: .dictionary(DictionaryObject())) }

    /// The class section of docs/LANGUAGE.md, in Markdown.
    public static func markdown() -> String {
        var text = ""
        for nativeClass in classes {
            text += "#### `\(nativeClass.name)`"
            if let superclass = nativeClass.superclass { text += ": `\(superclass.name)`" }
            if nativeClass.isExtensible { text += " (extensible)" }
            text += "\n\n" + nativeClass.summary
            if let renderer = nativeClass.defaultRenderer { text += " Drawn by a `\(renderer.name)` by default." }
            text += "\n\n"
            let members = nativeClass.reference
            if members.isEmpty {
                text += "No members of its own.\n\n"
                continue
            }
            text += "| member | type | | description |\n| --- | --- | --- | --- |\n"
            for member in members {
                text += "| `\(member.kind == .initializer ? "init" : member.name)` | \(escape(member.type)) | \(note(member.kind)) | "
                    + member.summary.replacingOccurrences(of: "|", with: "\\|") + " |\n"
            }
            text += "\n"
        }
        text += "#### Enums\n\n| enum | cases |\n| --- | --- |\n"
        for enumType in BuiltinEnums.all {
            text += "| `\(enumType.name)` | " + enumType.caseNames.map { "`.\($0)`" }.joined(separator: " ") + " |\n"
        }
        return text
    }

    private static func note(_ kind: MemberReference.Kind) -> String {
        switch kind {
        case .initializer: return "initializer"
        case .property: return "read and write"
        case .readOnlyProperty: return "read only"
        case .method: return "method"
        case .overridableMethod: return "method, overridable"
        case .staticMember: return "static"
        }
    }

    /// Table cells hold signatures with `|` (alternatives) and `->`.
    private static func escape(_ type: String) -> String {
        "`" + type.replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
