import MapScriptScene

/// A `Gradient(colors:, locations:)` as a script object, for `drawLinearGradient`.
final class GradientObject: NativeObject {
    let gradient: Gradient

    init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    var nativeClass: NativeClass { SceneClasses.gradient }
}
