import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `MultiPolylineRenderer`, or of a `renderer ... for Type` rule
/// with methods: `draw` and `canDraw` run the script's version when it has one.
final class ScriptMultiPolylineRenderer: MultiPolylineRenderer, ScriptBacked {
    let link: ScriptLink

    init(multiPolyline: MultiPolyline, link: ScriptLink) {
        self.link = link
        super.init(multiPolyline: multiPolyline)
    }

    override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        let arguments: [Value] = [.mapRect(mapRect), .number(zoomScale), .native(context)]
        if try link.forward(.draw, from: self, arguments) != nil { return }
        try super.draw(mapRect: mapRect, zoomScale: zoomScale, context: context)
    }

    override func canDraw(mapRect: MapRect, zoomScale: Double) throws -> Bool {
        if let answer = try link.forward(.canDraw, from: self, [.mapRect(mapRect), .number(zoomScale)]) {
            return answer.isTruthy
        }
        return try super.canDraw(mapRect: mapRect, zoomScale: zoomScale)
    }
}
