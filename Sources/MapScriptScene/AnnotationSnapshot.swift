import MapScriptGeometry

public struct AnnotationSnapshot {
    public var annotation: Annotation
    public var view: AnnotationView
    /// The annotation's coordinate in view points (the copy nearest the view's centre).
    public var anchor: Point
    /// The view's frame in view points: `anchor` shifted by `centerOffset`, centred.
    public var frame: Rect
    /// The number of the annotation's addition to the map, the same in every picture for as
    /// long as it stays on the map: how a live page tells a view it has shown from a new one
    /// (which is when a pin with `animatesDrop` drops).
    public var addition: Int
    /// What the view drew, when it drew anything. Kept out of line: most views are built in
    /// and draw nothing, and a picture of 100,000 of them held 48 bytes each for nothing.
    private var recordedDrawing: RecordedDrawing?
    public var kind: AnnotationViewKind
    /// Whether the view drew anything: `!drawing.isEmpty`, kept as a field so that a writer
    /// reads it where the record lies (a computed property copied the record to answer).
    public private(set) var drewSomething: Bool

    public init(annotation: Annotation, view: AnnotationView, kind: AnnotationViewKind, anchor: Point, frame: Rect,
                drawing: Drawing, addition: Int) {
        self.init(annotation: annotation, view: view, kind: kind, anchor: anchor, frame: frame, recording: drawing, addition: addition)
    }

    /// `drawing` nil: the view drew nothing (its drawing is empty, over its frame).
    init(annotation: Annotation, view: AnnotationView, kind: AnnotationViewKind, anchor: Point, frame: Rect,
         recording drawing: Drawing?, addition: Int) {
        self.annotation = annotation
        self.view = view
        self.kind = kind
        self.anchor = anchor
        self.frame = frame
        self.addition = addition
        recordedDrawing = drawing.flatMap { AnnotationSnapshot.stored($0, frame: frame) }
        drewSomething = !(drawing?.isEmpty ?? true)
    }

    /// What the view's `draw(rect:context:)` drew, in view points; empty for built-in views.
    public var drawing: Drawing {
        get { recordedDrawing?.drawing ?? Drawing(bounds: frame) }
        set {
            recordedDrawing = AnnotationSnapshot.stored(newValue, frame: frame)
            drewSomething = !newValue.isEmpty
        }
    }

    /// A drawing worth a box: one that drew something, or whose area is not the frame's.
    private static func stored(_ drawing: Drawing, frame: Rect) -> RecordedDrawing? {
        drawing.isEmpty && drawing.clips.isEmpty && drawing.bounds == frame ? nil : RecordedDrawing(drawing)
    }
}
