import MapScriptGeometry
@testable import MapScriptScene

/// A delegate that records every hook call as a line and answers from closures.
final class RecordingDelegate: MapViewDelegate {
    var events: [String] = []
    var viewFor: ((MapView, Annotation) throws -> AnnotationView?)?
    var rendererFor: ((MapView, Overlay) throws -> OverlayRenderer?)?
    var clusterAnnotationFor: ((MapView, [Annotation]) throws -> ClusterAnnotation?)?
    var regionDidChange: ((MapView) throws -> Void)?
    var addedViews: [[AnnotationView]] = []
    var addedRenderers: [[OverlayRenderer]] = []
    var tappedControls: [CalloutAccessoryControl] = []

    func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
        events.append("viewFor \(annotation.title ?? "?")")
        return try viewFor?(mapView, annotation)
    }

    func mapView(_ mapView: MapView, clusterAnnotationForMemberAnnotations memberAnnotations: [Annotation]) throws -> ClusterAnnotation? {
        events.append("clusterAnnotationFor \(memberAnnotations.count)")
        return try clusterAnnotationFor?(mapView, memberAnnotations)
    }

    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? {
        events.append("rendererFor \(overlay.title ?? "?")")
        return try rendererFor?(mapView, overlay)
    }

    func mapView(_ mapView: MapView, didAdd renderers: [OverlayRenderer]) throws {
        events.append("didAddRenderers \(renderers.count)")
        addedRenderers.append(renderers)
    }

    func mapView(_ mapView: MapView, didAdd views: [AnnotationView]) throws {
        events.append("didAddViews \(views.count)")
        addedViews.append(views)
    }

    func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) throws {
        events.append("regionWillChange")
    }

    func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) throws {
        events.append("regionDidChange")
        try regionDidChange?(mapView)
    }

    func mapView(_ mapView: MapView, didSelect view: AnnotationView) throws {
        events.append("didSelect \(view.annotation?.title ?? "?")")
    }

    func mapView(_ mapView: MapView, didDeselect view: AnnotationView) throws {
        events.append("didDeselect \(view.annotation?.title ?? "?")")
    }

    func mapView(_ mapView: MapView, annotationView view: AnnotationView, calloutAccessoryControlTapped control: CalloutAccessoryControl) throws {
        events.append("calloutAccessoryTapped \(view.annotation?.title ?? "?")")
        tappedControls.append(control)
    }

    func mapView(_ mapView: MapView, annotationView view: AnnotationView, didChange newState: DragState, fromOldState oldState: DragState) throws {
        events.append("drag \(oldState)->\(newState)")
    }

    func eventCount(_ prefix: String) -> Int {
        events.filter { $0.hasPrefix(prefix) }.count
    }
}

/// An error a hook throws, standing in for a script's runtime error.
struct HookFailure: Error, Equatable {
    var message: String
}

/// A map of 800 x 600 points over Colorado, as in the "Annotating Maps" listings.
func coloradoMap(delegate: MapViewDelegate? = nil) throws -> MapView {
    let map = MapView(size: Size(width: 800, height: 600))
    map.delegate = delegate
    try map.setRegion(Region(center: Coordinate(latitude: 39.0, longitude: -105.55), span: Span(latitudeDelta: 6, longitudeDelta: 9)))
    return map
}

func point(_ latitude: Double, _ longitude: Double, _ title: String) -> PointAnnotation {
    PointAnnotation(coordinate: Coordinate(latitude: latitude, longitude: longitude), title: title)
}

let coloradoCorners = [
    Coordinate(latitude: 41.000512, longitude: -109.050116), Coordinate(latitude: 41.002371, longitude: -102.052066),
    Coordinate(latitude: 36.993076, longitude: -102.041981), Coordinate(latitude: 36.99892, longitude: -109.045267),
]

/// A small deterministic generator for the randomised tests (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}
