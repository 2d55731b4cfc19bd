import MapScriptScene

// Scene objects are script objects by identity; each answers the descriptor of its class,
// found from the registry rows by the object's Swift class.
extension Annotation: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.annotation }
    /// A cluster holds its members, which the script may hold nowhere else.
    public var memoryFootprint: Int { LiveSize.nativeObject * (1 + memberCount) + vertexCount * LiveSize.vertex }
}

extension AnnotationView: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.annotationView }
}

extension OverlayRenderer: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.overlayRenderer }
}

extension MapView: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.mapView }
    /// What the script holds through `map`: everything on it, counted once here whether or
    /// not the script holds it too (an overestimate, never an underestimate).
    public var memoryFootprint: Int {
        let content = contentCount
        return LiveSize.nativeObject * (1 + content.objects) + content.vertices * LiveSize.vertex
    }
}

extension CameraBoundary: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.cameraBoundary }
}

extension DrawingContext: GrowingNativeObject {
    public var nativeClass: NativeClass { SceneClasses.drawingContext }
    public var memoryFootprint: Int { LiveSize.nativeObject + heldElementCount * LiveSize.drawingCommand }
    var growthRefusal: String? {
        guard droppedCommandCount > 0 else { return nil }
        return "a drawing keeps at most \(DrawingContext.maximumCommandCount) operations, and this one already holds them all"
    }
}

extension GestureRecognizer: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.gestureRecognizer }
}
