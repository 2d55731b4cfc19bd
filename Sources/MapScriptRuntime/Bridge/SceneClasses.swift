/// The descriptors of the scene classes scripts see, one static per class, filled in by the
/// files beside this one (`SceneClasses+Annotations.swift`, `+Overlays`, `+Views`,
/// `+Renderers`, `+Drawing`, `+Map`, `+Support`). Descriptors hold no session state: a
/// closure that needs the session (the file sandbox of `Image(name)`, the map) reaches it
/// through the interpreter's scene host.
enum SceneClasses {
    /// The classes defined as globals, by their script names.
    static var globals: [NativeClass] {
        [annotation, pointAnnotation, clusterAnnotation, userLocation,
         overlay, shape, multiPoint, circle, polygon, polyline, geodesicPolyline, multiPolygon, multiPolyline, tileOverlay,
         annotationView, pinAnnotationView, markerAnnotationView, userLocationView,
         overlayRenderer, overlayPathRenderer, circleRenderer, polygonRenderer, polylineRenderer,
         multiPolygonRenderer, multiPolylineRenderer, tileOverlayRenderer,
         mapView, drawingContext, path, image, gradient, accessory, calloutAccessoryControl]
    }

    /// The descriptors by the Swift class of their objects, from the rows' `objectType`.
    private static let byObjectType: [ObjectIdentifier: NativeClass] = {
        var table: [ObjectIdentifier: NativeClass] = [:]
        for nativeClass in globals {
            if let type = nativeClass.objectType { table[ObjectIdentifier(type)] = nativeClass }
        }
        return table
    }()

    /// The descriptor of a scene object: the row of its class, or of the nearest superclass
    /// that has one (a Swift subclass made outside the registry).
    static func nativeClass(of object: AnyObject) -> NativeClass? {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let nativeClass = byObjectType[ObjectIdentifier(current)] { return nativeClass }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// The scene of the running session, for built-ins that need the map or the file sandbox.
    static func bridge(_ interpreter: Interpreter) throws -> SceneBridge {
        guard let bridge = interpreter.scene else {
            throw RuntimeError("this needs a map scene, and the interpreter has none")
        }
        return bridge
    }
}
