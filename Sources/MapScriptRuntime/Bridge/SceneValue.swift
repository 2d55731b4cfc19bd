import MapScriptScene

/// Scene objects as script values. A Swift object that backs a script instance is always
/// shown to scripts as that instance (so `annotation.rating` reads the script's field and
/// `a == b` compares the same identity whichever way the object reached the script); every
/// other scene object is `.native`.
enum SceneValue {
    static func of(_ object: (any NativeObject)?) -> Value {
        guard let object else { return .nil }
        if let instance = ScriptLink.instance(behind: object) { return .instance(instance) }
        return .native(object)
    }

    static func list(_ objects: [some NativeObject]) -> Value {
        .list(ListObject(objects.map { of($0) }))
    }
}
