import MapScriptGeometry
import MapScriptScene

/// Workloads of the scene: a million annotations spread evenly over the world (in map points),
/// a view showing about a hundred of them, and the three costs that matter: adding them, laying
/// out after a jump to another place, and a pan of 100 points.
enum SceneBenchmarks {
    /// Dequeues pins by identifier, as the delegate of "Annotating Maps" does.
    private final class ReusingDelegate: MapViewDelegate {
        var viewsRequested = 0
        func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
            viewsRequested += 1
            if let view = try mapView.dequeueReusableAnnotationView(withIdentifier: "pin") {
                view.annotation = annotation
                return view
            }
            return PinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
        }
    }

    static func run(_ report: inout BenchmarkReport) throws {
        let count = 1_000_000
        let world = MapProjection.worldSize
        var state: UInt64 = 0x5EED
        func random() -> Double {
            // SplitMix64: deterministic, so every run measures the same scene.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        let annotations = (0..<count).map { _ in
            PointAnnotation(coordinate: MapPoint(x: random() * world, y: random() * world).coordinate)
        }
        // A 1024 x 768 view over a ten-thousandth of the world: about 100 annotations.
        let size = Size(width: 1024, height: 768)
        let side = world * (1e-4 / 0.75).squareRoot()
        func region(_ x: Double, _ y: Double) -> Region {
            Region(MapRect(x: x, y: y, width: side, height: side * 0.75))
        }

        var map = MapView(size: size)
        report.measure("scene: add 1M annotations", runs: 3, detail: "spatial index build included") {
            map = MapView(size: size)
            map.addAnnotations(annotations)
        }

        let delegate = ReusingDelegate()
        map.delegate = delegate
        var flip = false
        var visible = 0
        try report.measure("scene: layout after a jump (1M)", runs: 9) {
            flip.toggle()
            try map.setRegion(flip ? region(world * 0.3, world * 0.4) : region(world * 0.6, world * 0.5))
            visible = map.viewsInDrawingOrder.count
        }
        let requestedBeforePan = delegate.viewsRequested
        var pans = 0
        try report.measure("scene: pan 100 points (1M)", runs: 21, detail: "") {
            pans += 1
            try map.pan(dx: pans % 2 == 0 ? -100 : 100, dy: 0)
        }
        let perPan = Double(delegate.viewsRequested - requestedBeforePan) / Double(pans)
        print("  scene: \(visible) views visible; \(Int(perPan.rounded())) views asked for per pan, the rest kept")

        try report.measure("scene: snapshot of the view (1M)", runs: 9) {
            _ = try map.snapshot()
        }
    }
}
