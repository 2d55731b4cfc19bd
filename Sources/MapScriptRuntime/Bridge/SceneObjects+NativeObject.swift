import MapScriptScene

// Scene objects are script objects by identity; each answers the descriptor of its class,
// found from the registry rows by the object's Swift class.
extension Annotation: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.annotation }
}

extension AnnotationView: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.annotationView }
}

extension OverlayRenderer: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.overlayRenderer }
}

extension MapView: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.mapView }
}

extension CameraBoundary: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.cameraBoundary }
}

extension DrawingContext: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.drawingContext }
}

extension GestureRecognizer: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.nativeClass(of: self) ?? SceneClasses.gestureRecognizer }
}
