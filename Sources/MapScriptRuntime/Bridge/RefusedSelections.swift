// Where a script asked the map for a selection it refused: selecting an annotation off screen
// or in a cluster has no effect, as MKMapView.selectAnnotation has none for an annotation
// without a view on the map, nor has selecting one whose view takes no touches. MapKit says
// nothing; here `check`, a render and the REPL warn at the script line, where a
// selectAnnotation that did nothing would otherwise look like a bug of the map.
import MapScriptScene
import MapScriptSyntax

/// The places where the map refused selections, since these warnings were last asked for.
final class RefusedSelections {
    private var refusals: [(place: SourceLocation, refusal: SelectionRefusal, count: Int)] = []

    /// Notes a refusal at the place of the native call running now (`selectAnnotation`, or
    /// the write of `selectedAnnotations`).
    func note(_ refusal: SelectionRefusal, by interpreter: Interpreter) {
        let place = SourceLocation(file: interpreter.runningFile, span: interpreter.nativeCallSpan)
        // One warning for a line that a loop runs many times.
        if let index = refusals.firstIndex(where: { $0.place.file.path == place.file.path && $0.place.span == place.span && $0.refusal == refusal }) {
            refusals[index].count += 1
        } else {
            refusals.append((place, refusal, 1))
        }
    }

    /// A warning for each place, in the order first met; the notes are then forgotten.
    func takeWarnings() -> [Diagnostic] {
        defer { refusals.removeAll() }
        return refusals.map { refusal in
            let times = refusal.count == 1 ? "" : " (\(refusal.count) times)"
            return Diagnostic(severity: .warning, message: "selectAnnotation selected nothing\(times): \(refusal.refusal.reason)",
                              file: refusal.place.file, span: refusal.place.span, help: refusal.refusal.help)
        }
    }
}
