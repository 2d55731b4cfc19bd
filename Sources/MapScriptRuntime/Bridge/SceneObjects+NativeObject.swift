import MapScriptScene

// Scene objects are script objects by identity; each answers the descriptor of its most
// derived built-in class. Overlays switch on their fixed shape kind, so finding the
// descriptor costs no chain of casts for the common shapes.
extension Annotation: NativeObject {
    public var nativeClass: NativeClass {
        if let overlay = self as? Overlay {
            switch overlay.shapeKind {
            case .circle: return SceneClasses.circle
            case .polygon: return SceneClasses.polygon
            case .polyline: return SceneClasses.polyline
            case .geodesicPolyline: return SceneClasses.geodesicPolyline
            case .multiPolygon: return SceneClasses.multiPolygon
            case .multiPolyline: return SceneClasses.multiPolyline
            case .tile: return SceneClasses.tileOverlay
            case .custom:
                if overlay is MultiPoint { return SceneClasses.multiPoint }
                return overlay is Shape ? SceneClasses.shape : SceneClasses.overlay
            }
        }
        if self is PointAnnotation { return SceneClasses.pointAnnotation }
        if self is UserLocation { return SceneClasses.userLocation }
        return SceneClasses.annotation
    }
}

extension AnnotationView: NativeObject {
    public var nativeClass: NativeClass {
        switch kind {
        case .pin: return SceneClasses.pinAnnotationView
        case .marker: return SceneClasses.markerAnnotationView
        case .userLocation: return SceneClasses.userLocationView
        case .image, .custom: return SceneClasses.annotationView
        }
    }
}

extension OverlayRenderer: NativeObject {
    public var nativeClass: NativeClass {
        if self is OverlayPathRenderer {
            if self is CircleRenderer { return SceneClasses.circleRenderer }
            if self is PolygonRenderer { return SceneClasses.polygonRenderer }
            if self is PolylineRenderer { return SceneClasses.polylineRenderer }
            if self is MultiPolygonRenderer { return SceneClasses.multiPolygonRenderer }
            if self is MultiPolylineRenderer { return SceneClasses.multiPolylineRenderer }
            return SceneClasses.overlayPathRenderer
        }
        if self is TileOverlayRenderer { return SceneClasses.tileOverlayRenderer }
        return SceneClasses.overlayRenderer
    }
}

extension MapView: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.mapView }
}

extension DrawingContext: NativeObject {
    public var nativeClass: NativeClass { SceneClasses.drawingContext }
}
