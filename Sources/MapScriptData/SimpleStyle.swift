import MapScriptScene

/// How the map draws a feature, as simplestyle-spec 1.1.0 properties, so that geojson.io,
/// GitHub and Mapbox draw an exported file in the scene's colours.
///
/// From a path renderer (`CircleRenderer`, `PolygonRenderer`...): `stroke`, `stroke-width` and
/// `stroke-opacity` when it has a `strokeColor` (the width as drawn: a `lineWidth` of 0 draws 1
/// point), `fill` and `fill-opacity` when it fills (not a polyline's renderer) and has a
/// `fillColor`. Opacities are the colour's alpha times the renderer's `alpha`. From a pin or
/// marker view: `marker-color`, its tint (simplestyle has no marker opacity). A renderer
/// that draws itself (`draw` overridden, a tile or custom renderer) has no style to give.
public struct SimpleStyle: Equatable {
    public var stroke: Color?
    public var strokeWidth = 1.0
    public var strokeOpacity = 1.0
    public var fill: Color?
    public var fillOpacity = 1.0
    public var markerColor: Color?

    public init() {}

    /// The style of what the renderer draws; nil for a renderer without one.
    public init?(renderer: OverlayRenderer) {
        guard let path = renderer as? OverlayPathRenderer, renderer.overrides?.provides(.draw) != true else { return nil }
        if let strokeColor = path.strokeColor {
            stroke = strokeColor
            strokeWidth = path.lineWidth > 0 && path.lineWidth.isFinite ? path.lineWidth : 1
            strokeOpacity = strokeColor.alpha * renderer.alpha
        }
        if path.fillsPath, let fillColor = path.fillColor {
            fill = fillColor
            fillOpacity = fillColor.alpha * renderer.alpha
        }
        if stroke == nil && fill == nil { return nil }
    }

    /// The marker colour of a pin or marker view.
    public static func markerColor(of view: AnnotationView) -> Color? {
        if let pin = view as? PinAnnotationView { return pin.pinTintColor }
        if let marker = view as? MarkerAnnotationView { return marker.markerTintColor }
        return nil
    }

    /// `#rrggbb`, the colour without its alpha, as simplestyle writes colours.
    public static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((component * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
        }
        return text
    }
}
