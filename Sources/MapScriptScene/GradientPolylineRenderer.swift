import MapScriptGeometry

/// Strokes a polyline with colours that change along its length (MKGradientPolylineRenderer).
///
/// `setColors(_:locations:)` pairs each colour with a unit distance along the line, 0 at its
/// first point and 1 at its last, measured in the line's own points; between two locations the
/// colours mix, before the first and after the last the end colours hold. An empty location list
/// spreads the colours evenly, as a CGGradient does without locations. Once colours are set they
/// replace `strokeColor`; until then the renderer strokes as a `PolylineRenderer` does.
///
/// The locations stay on the line whatever part of it `strokeStart` and `strokeEnd` stroke: a
/// trimmed line shows the colours of its part, as MapKit's does. Mismatched lists, a location
/// outside 0...1 or out of order, and an empty colour list are errors, not guessed at: MapKit
/// documents no meaning for them.
open class GradientPolylineRenderer: PolylineRenderer {
    /// The colours, in order along the line (MKGradientPolylineRenderer.colors).
    public private(set) var colors: [Color] = []
    /// The locations as set, one per colour, or empty for colours spread evenly
    /// (MKGradientPolylineRenderer.locations).
    public private(set) var locations: [Double] = []
    /// The colours at their locations, evenly spread when none were given.
    public private(set) var gradient: Gradient?

    public override init(polyline: Polyline) {
        super.init(polyline: polyline)
    }

    /// Sets the colours and the unit distances they lie at. Thrown errors name the argument at
    /// fault, so that a script's diagnostic points at it.
    public func setColors(_ colors: [Color], locations: [Double]) throws {
        guard !colors.isEmpty else {
            throw SceneError("setColors needs at least one colour", argument: 0, label: nil)
        }
        if !locations.isEmpty && locations.count != colors.count {
            throw SceneError("setColors needs one location per colour: \(GradientPolylineRenderer.count(colors.count, "colour")), "
                                 + GradientPolylineRenderer.count(locations.count, "location"),
                             argument: 1, label: "locations", help: "give no locations, [], to spread the colours evenly along the line")
        }
        let text = NumberWording.text
        if let index = locations.indices.first(where: { !(locations[$0] >= 0 && locations[$0] <= 1) }) {
            throw SceneError("setColors: location \(index) is \(text(locations[index])); locations are unit distances along the line, from 0 to 1",
                             argument: 1, label: "locations")
        }
        if let index = locations.indices.dropFirst().first(where: { locations[$0] < locations[$0 - 1] }) {
            throw SceneError("setColors: location \(index) is \(text(locations[index])), before location \(index - 1) (\(text(locations[index - 1])));"
                                 + " locations go along the line from its start to its end",
                             argument: 1, label: "locations")
        }
        self.colors = colors
        self.locations = locations
        gradient = Gradient(colors: colors, locations: locations.isEmpty ? nil : locations)
    }

    open override var hasStrokePaint: Bool { gradient != nil || strokeColor != nil }

    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        guard let gradient else { return try super.draw(mapRect: mapRect, zoomScale: zoomScale, context: context) }
        guard strokeStart < strokeEnd, let path = try currentPath(), !path.isEmpty else { return }
        applyStrokeProperties(to: context, zoomScale: zoomScale)
        let scale = zoomScale > 0 && zoomScale.isFinite ? zoomScale : 1
        GradientStroke(gradient: gradient, scale: scale, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                       dashPattern: lineDashPattern, dashPhase: lineDashPhase, strokeStart: strokeStart, strokeEnd: strokeEnd)
            .draw(path, in: context)
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
