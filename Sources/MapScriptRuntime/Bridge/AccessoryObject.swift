import MapScriptScene

/// A callout accessory as a script object: `Accessory.detailDisclosure`, `Accessory.image(img)`.
final class AccessoryObject: NativeObject {
    let accessory: CalloutAccessory

    init(_ accessory: CalloutAccessory) {
        self.accessory = accessory
    }

    var nativeClass: NativeClass { SceneClasses.accessory }

    /// The accessory as a script value. The four button kinds are one object each, so
    /// `view.rightCalloutAccessory == Accessory.detailDisclosure` compares as expected.
    static func value(_ accessory: CalloutAccessory) -> Value {
        switch accessory {
        case .detailDisclosure: return detailDisclosure
        case .infoLight: return infoLight
        case .infoDark: return infoDark
        case .contactAdd: return contactAdd
        case .image: return .native(AccessoryObject(accessory))
        }
    }

    private static let detailDisclosure = Value.native(AccessoryObject(.detailDisclosure))
    private static let infoLight = Value.native(AccessoryObject(.infoLight))
    private static let infoDark = Value.native(AccessoryObject(.infoDark))
    private static let contactAdd = Value.native(AccessoryObject(.contactAdd))
}
