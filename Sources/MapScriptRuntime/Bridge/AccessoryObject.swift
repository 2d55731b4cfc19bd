import MapScriptScene

/// A callout accessory as a script object: `Accessory.detailDisclosure`, `Accessory.image(img)`.
final class AccessoryObject: NativeObject {
    let accessory: CalloutAccessory

    init(_ accessory: CalloutAccessory) {
        self.accessory = accessory
    }

    var nativeClass: NativeClass { SceneClasses.accessory }

    static func value(_ accessory: CalloutAccessory) -> Value { .native(AccessoryObject(accessory)) }

    /// An accessory, or nil for `nil` (a side without an accessory).
    static func optionalAccessory(_ value: Value, _ context: String) throws -> CalloutAccessory? {
        if value.isNil { return nil }
        return try value.asSceneObject(AccessoryObject.self, "Accessory", context).accessory
    }
}
