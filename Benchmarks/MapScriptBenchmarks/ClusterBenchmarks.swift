import Foundation
import MapScriptData
import MapScriptGeometry
import MapScriptScene

/// The clustering of cluster-100000, in process, beside what `workloads/supercluster.py` times
/// for Mapbox's supercluster: the points of `Benchmarks/out/markers_100000.csv` (made by
/// `run.sh`) already in memory, then the index built and the view's clusters found. Here that
/// is a fresh map given the 100,000 annotations (its spatial index), fitted to them with
/// `showAnnotations`, and the layout that follows: a marker view per annotation from the
/// delegate, with one clustering identifier, then collision resolution into clusters.
enum ClusterBenchmarks {
    /// Answers every annotation with a marker of one clustering identifier, as the `viewFor`
    /// of `workloads/cluster.map` does, and the map's own cluster view for clusters.
    private final class MarkerDelegate: MapViewDelegate {
        func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
            if annotation is ClusterAnnotation { return nil }
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.clusteringIdentifier = "markers"
            return view
        }
    }

    static let file = "Benchmarks/out/markers_100000.csv"

    static func run(_ report: inout BenchmarkReport) throws {
        guard let bytes = FileManager.default.contents(atPath: file) else {
            print("cluster: skipped, \(file) is missing (Benchmarks/run.sh makes it)")
            return
        }
        let table = try CSVParser.parseTable([UInt8](bytes), file: file)
        guard let latitude = table.names.firstIndex(of: "lat"), let longitude = table.names.firstIndex(of: "lon"),
              let title = table.names.firstIndex(of: "title") else {
            print("cluster: skipped, \(file) lacks the columns lat, lon and title")
            return
        }
        let columns = table.names.count
        func makeAnnotations() -> [Annotation] {
            var annotations: [Annotation] = []
            annotations.reserveCapacity(table.fields.count / max(1, columns))
            for start in stride(from: 0, to: table.fields.count, by: columns) {
                guard case .number(let lat) = table.fields[start + latitude], case .number(let lon) = table.fields[start + longitude],
                      case .string(let name) = table.fields[start + title] else { continue }
                annotations.append(PointAnnotation(coordinate: Coordinate(latitude: lat, longitude: lon), title: name))
            }
            return annotations
        }

        let runs = 5
        // Each run gets annotations of its own, made beforehand (as supercluster gets its
        // arrays), and its map is kept until every run is over: tearing it down is not part of
        // the work measured (supercluster's figure leaves its index alive too).
        var unused = (0...runs).map { _ in makeAnnotations() }
        let count = unused[0].count
        var maps: [MapView] = []
        var clusters = 0
        var shown = 0
        try report.measure("cluster: index + layout, \(count / 1000)k markers", runs: runs,
                           detail: "supercluster.py's in-process figure is the peer") {
            let annotations = unused.removeLast()
            let map = MapView(size: Size(width: 1024, height: 768))
            maps.append(map)
            map.delegate = MarkerDelegate()
            map.addAnnotations(annotations)
            try map.showAnnotations(annotations)
            let views = map.viewsInDrawingOrder
            shown = views.count
            clusters = views.reduce(0) { $0 + ($1.annotation is ClusterAnnotation ? 1 : 0) }
        }
        maps.removeAll()
        print("  cluster: \(clusters) clusters and \(shown - clusters) lone markers shown")
    }
}
