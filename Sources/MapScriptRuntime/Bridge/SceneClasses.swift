/// The descriptors of the scene classes scripts see, one static per class, filled in by the
/// files beside this one (`SceneClasses+Annotations.swift`, `+Overlays`, `+Views`,
/// `+Renderers`, `+Drawing`, `+Map`, `+Support`, `+Gestures`). Descriptors hold no session state: a
/// closure that needs the session (the file sandbox of `Image(name)`, the map) reaches it
/// through the interpreter's scene host.
enum SceneClasses {
    /// The classes defined as globals, by their script names.
    static var globals: [NativeClass] {
        [annotation, pointAnnotation, clusterAnnotation, userLocation,
         overlay, shape, multiPoint, circle, polygon, polyline, geodesicPolyline, multiPolygon, multiPolyline, tileOverlay,
         annotationView, pinAnnotationView, markerAnnotationView, userLocationView,
         overlayRenderer, overlayPathRenderer, circleRenderer, polygonRenderer, polylineRenderer, gradientPolylineRenderer,
         multiPolygonRenderer, multiPolylineRenderer, tileOverlayRenderer,
         mapView, drawingContext, path, image, gradient, accessory, calloutAccessoryControl, cameraBoundary,
         gestureRecognizer, tapGestureRecognizer, longPressGestureRecognizer]
    }

    /// The descriptors by the Swift class of their objects, from the rows' `objectType`.
    private static let byObjectType: [ObjectIdentifier: NativeClass] = {
        var table: [ObjectIdentifier: NativeClass] = [:]
        for nativeClass in globals {
            if let type = nativeClass.objectType { table[ObjectIdentifier(type)] = nativeClass }
        }
        return table
    }()

    /// The registered classes again, each in the slot its type's address picks (the first of
    /// two that pick one slot keeps it): a lookup of a registered class is one comparison,
    /// where hashing into `byObjectType` cost about 200 instructions. It is asked for on every
    /// `view.property = ...` and `x is Class` of a script, once per annotation in a hook.
    private static let byTypeAddress: [(address: UInt, nativeClass: NativeClass?)] = {
        var slots = [(address: UInt, nativeClass: NativeClass?)](repeating: (0, nil), count: typeAddressSlots)
        for nativeClass in globals {
            guard let type = nativeClass.objectType else { continue }
            let address = typeAddress(type)
            let slot = typeAddressSlot(address)
            if slots[slot].nativeClass == nil { slots[slot] = (address, nativeClass) }
        }
        return slots
    }()

    private static let typeAddressSlots = 256

    @inline(__always)
    private static func typeAddress(_ type: AnyClass) -> UInt {
        unsafeBitCast(type, to: UInt.self)
    }

    @inline(__always)
    private static func typeAddressSlot(_ address: UInt) -> Int {
        // Type metadata is aligned, so the low bits carry nothing.
        Int((address >> 4) % UInt(typeAddressSlots))
    }

    /// The descriptor of a scene object: the row of its class, or of the nearest superclass
    /// that has one (a Swift subclass made outside the registry).
    static func nativeClass(of object: AnyObject) -> NativeClass? {
        let objectType: AnyClass = Swift.type(of: object)
        let address = typeAddress(objectType)
        let entry = byTypeAddress[typeAddressSlot(address)]
        if entry.address == address, let nativeClass = entry.nativeClass { return nativeClass }
        var type: AnyClass? = objectType
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
