import MapScriptGeometry
import MapScriptScene

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

    /// The members of each kind of value that is no class but answers members of its own (a
    /// string's `uppercased`, a list's `filter`, a `Point`'s `x`, a colour's `withAlpha`), by
    /// the name of the kind as values give it (`string`, `Point`, `Color`): for completion
    /// after a name that holds one. A property has the kind of its value as its type (none
    /// when that depends on the value, as a list's `first`), and is read-only unless the
    /// value can be given a new one, and its description from `BuiltinPropertySummaries`; a
    /// method has the signature and description its definition gives it. All of it is read from the interpreter's own tables, asked about
    /// one value of each kind.
    public static let valueMembers: [String: [MemberReference]] = {
        let samples: [Value] = [
            .string(""), .list(ListObject()), .dictionary(DictionaryObject()),
            .range(RangeValue(lower: 0, upper: 1, isClosed: false)),
            .coordinate(Coordinate(latitude: 0, longitude: 0)), .point(Point(x: 0, y: 0)), .size(Size(width: 0, height: 0)),
            .mapPoint(MapPoint(x: 0, y: 0)), .mapSize(MapSize(width: 0, height: 0)),
            .span(Span(latitudeDelta: 0, longitudeDelta: 0)), .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
            .mapRect(MapRect(x: 0, y: 0, width: 0, height: 0)),
            .region(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 0, longitudeDelta: 0))),
            .edgeInsets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)), .color(Color(red: 0, green: 0, blue: 0)),
        ]
        var members: [String: [MemberReference]] = [:]
        for sample in samples {
            members[sample.typeName] = Members.memberNames(of: sample).map { name in
                guard let property = BuiltinProperty(rawValue: name), let value = property.get(sample) else {
                    return Members.builtinMethod(of: sample, named: name)?.reference ?? MemberReference(.method, name, "")
                }
                let isWritable = (try? property.set(sample, to: value)) != nil
                return MemberReference(isWritable ? .property : .readOnlyProperty, name, value.isNil ? "" : value.typeName,
                                       summary: BuiltinPropertySummaries.summary(of: name, onA: sample.typeName))
            }
        }
        return members
    }()

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
