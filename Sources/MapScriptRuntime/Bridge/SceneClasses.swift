/// The descriptors of the scene classes scripts see, one static per class, filled in by the
/// files beside this one (`SceneClasses+Annotations.swift`, `+Overlays`, `+Views`,
/// `+Renderers`, `+Drawing`, `+Map`, `+Support`). Descriptors hold no session state: a
/// closure that needs the session (the file sandbox of `Image(name)`, the map) reaches it
/// through the interpreter's scene host.
enum SceneClasses {
    /// The classes defined as globals, by their script names.
    static var globals: [NativeClass] {
        [annotation, pointAnnotation, userLocation,
         overlay, shape, multiPoint, circle, polygon, polyline, geodesicPolyline, multiPolygon, multiPolyline, tileOverlay,
         annotationView, pinAnnotationView, markerAnnotationView, userLocationView,
         overlayRenderer, overlayPathRenderer, circleRenderer, polygonRenderer, polylineRenderer,
         multiPolygonRenderer, multiPolylineRenderer, tileOverlayRenderer,
         mapView, drawingContext, image, gradient, accessory, calloutAccessoryControl]
    }

    /// The bridge of the running session, for built-ins that need the map or the file sandbox.
    static func bridge(_ interpreter: Interpreter) throws -> SceneBridge {
        guard let bridge = interpreter.sceneHost as? SceneBridge else {
            throw RuntimeError("this needs a map scene, and the interpreter has none")
        }
        return bridge
    }
}
