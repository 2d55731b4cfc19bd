import MapScriptScene

/// An `Image` as a script object: `Image("star")` or `Image("images/bridge.png")`.
final class ImageObject: NativeObject {
    let image: Image

    init(_ image: Image) {
        self.image = image
    }

    static func value(_ image: Image) -> Value { .native(ImageObject(image)) }

    var nativeClass: NativeClass { SceneClasses.image }
}
