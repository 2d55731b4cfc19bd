import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

/// A picture written with a `BodySpill` is, head, pieces and tail put together, byte for byte
/// the picture written whole, however small the spill's threshold, whether the annotations
/// are written as they are recorded or recorded first (a view that draws itself); and the
/// body is never held much beyond the threshold.
@Suite struct SpilledDocumentTests {
    /// A view that draws a box: recording it runs its `draw`, so the map is recorded whole
    /// before it is written.
    final class BoxView: AnnotationView {
        override init(annotation: Annotation?, reuseIdentifier: String?) {
            super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
            frame = Rect(x: 0, y: 0, width: 12, height: 12)
        }

        override func draw(rect: Rect, context: DrawingContext) throws {
            context.addRect(rect)
            context.fillPath(.orange)
        }
    }

    /// Gives every tenth annotation a box.
    final class BoxDelegate: MapViewDelegate {
        func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
            annotation.title?.hasSuffix("0") == true ? BoxView(annotation: annotation, reuseIdentifier: nil) : nil
        }
    }

    /// 500 pins and a circle, each annotation's view as `delegate` gives it.
    private func map(delegate: MapViewDelegate?) throws -> MapView {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 10, longitude: 20), span: Span(latitudeDelta: 4, longitudeDelta: 4))
        map.delegate = delegate
        for index in 0..<500 {
            let coordinate = Coordinate(latitude: 8 + Double(index % 25) * 0.16, longitude: 18 + Double(index / 25) * 0.2)
            map.addAnnotation(PointAnnotation(coordinate: coordinate, title: "Pin \(index)"))
        }
        map.addOverlay(Circle(center: Coordinate(latitude: 10, longitude: 20), radius: 50_000))
        return map
    }

    /// The document written with a spill of `threshold` bytes, put together, and the largest
    /// piece the spill received.
    private func spilled(_ map: MapView, threshold: Int) throws -> (document: [UInt8], largestPiece: Int) {
        var pieces: [UInt8] = []
        var largest = 0
        let parts = try SVGExporter.render(map, fileName: "pins.map", spillingTo: BodySpill(threshold: threshold) { piece in
            pieces += piece
            largest = max(largest, piece.count)
        })
        return (parts.head + pieces + parts.tail, largest)
    }

    @Test(arguments: [1, 300, 4096, 1 << 30])
    func pinsWrittenAsRecordedArePutTogetherExactly(threshold: Int) throws {
        let map = try map(delegate: nil)
        let whole = try SVGExporter.render(map, fileName: "pins.map")
        let result = try spilled(map, threshold: threshold)
        #expect(result.document == whole)
        // A piece is the threshold and the one element that crossed it (a pin is ~130 bytes);
        // the base map's ground goes in one piece.
        if threshold == 4096 { #expect(result.largestPiece < whole.count / 4) }
        if threshold == 1 << 30 { #expect(result.largestPiece == 0) }
    }

    @Test(arguments: [1, 300, 4096])
    func viewsThatDrawThemselvesArePutTogetherExactly(threshold: Int) throws {
        let map = try map(delegate: BoxDelegate())
        let whole = try SVGExporter.render(map, fileName: "pins.map")
        #expect(String(decoding: whole, as: UTF8.self).contains("data-kind=\"custom\""))
        #expect(try spilled(map, threshold: threshold).document == whole)
    }
}
