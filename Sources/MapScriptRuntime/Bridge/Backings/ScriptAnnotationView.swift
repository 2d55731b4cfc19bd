import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `AnnotationView`: each method the map calls runs the
/// script's override when there is one, else the built-in behaviour.
final class ScriptAnnotationView: AnnotationView, ScriptBacked {
    let link: ScriptLink

    init(annotation: Annotation?, reuseIdentifier: String?, link: ScriptLink) {
        self.link = link
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    override func draw(rect: Rect, context: DrawingContext) throws {
        if try link.forward(.draw, from: self, [.rect(rect), .native(context)]) != nil { return }
        try super.draw(rect: rect, context: context)
    }

    override func prepareForReuse() throws {
        if try link.forward(.prepareForReuse, from: self, []) != nil { return }
        try super.prepareForReuse()
    }

    override func setSelected(_ selected: Bool, animated: Bool) throws {
        if try link.forward(.setSelected, from: self, [.bool(selected), .bool(animated)]) != nil { return }
        try super.setSelected(selected, animated: animated)
    }

    override func setDragState(_ newState: DragState, animated: Bool) throws {
        let state = BuiltinEnums.value(newState, in: BuiltinEnums.dragState)
        if try link.forward(.setDragState, from: self, [state, .bool(animated)]) != nil { return }
        try super.setDragState(newState, animated: animated)
    }

    override func touchesBegan(_ point: Point) throws {
        if try link.forward(.touchesBegan, from: self, [.point(point)]) != nil { return }
        try super.touchesBegan(point)
    }

    override func touchesMoved(_ point: Point) throws {
        if try link.forward(.touchesMoved, from: self, [.point(point)]) != nil { return }
        try super.touchesMoved(point)
    }

    override func touchesEnded(_ point: Point) throws {
        if try link.forward(.touchesEnded, from: self, [.point(point)]) != nil { return }
        try super.touchesEnded(point)
    }

    override func touchesCancelled() throws {
        if try link.forward(.touchesCancelled, from: self, []) != nil { return }
        try super.touchesCancelled()
    }
}
