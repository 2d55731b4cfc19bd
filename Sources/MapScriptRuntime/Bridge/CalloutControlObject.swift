import MapScriptScene

/// The `control` given to `calloutAccessoryTapped(view, control)`: its `side` and `kind`.
final class CalloutControlObject: NativeObject {
    let control: CalloutAccessoryControl

    init(_ control: CalloutAccessoryControl) {
        self.control = control
    }

    var nativeClass: NativeClass { SceneClasses.calloutAccessoryControl }
}
