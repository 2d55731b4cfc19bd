/// The built-in properties that hold a case of a built-in enum, by name (`collisionMode` holds
/// a CollisionMode, `mapType` a MapType), read from the registry's reference of every scene
/// class. Where a leading-dot name meets one (assigned to it, compared with it, a `case` of a
/// switch over it), the compiler checks the name before the script runs, as it does for the
/// priority properties' names (`NamedNumbers`): a misspelt case in a hook is reported by
/// `check` though the hook never runs. A name that two classes give different enums would be
/// left out; none is today.
enum EnumProperties {
    static let byName: [String: EnumType] = {
        let enumsByName = Dictionary(uniqueKeysWithValues: BuiltinEnums.all.map { ($0.name, $0) })
        var table: [String: EnumType] = [:], ambiguous: Set<String> = []
        for nativeClass in SceneClasses.globals {
            for member in nativeClass.reference where member.kind == .property || member.kind == .readOnlyProperty {
                // "CollisionMode", "PinColor?", "MapType (nil resets)": the enum's name first.
                let typeName = String(member.type.prefix { $0.isLetter || $0.isNumber })
                guard let type = enumsByName[typeName] else { continue }
                if let known = table[member.name], known !== type { ambiguous.insert(member.name) }
                table[member.name] = type
            }
        }
        return table.filter { !ambiguous.contains($0.key) }
    }()
}
