/// A drawing held by reference, so that a record that has none takes one word for it (see
/// `AnnotationSnapshot.drawing`).
final class RecordedDrawing {
    let drawing: Drawing

    init(_ drawing: Drawing) {
        self.drawing = drawing
    }
}
