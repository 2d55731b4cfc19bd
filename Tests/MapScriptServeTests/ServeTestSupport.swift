import Foundation
import MapScriptRuntime
import MapScriptSyntax
@testable import MapScriptServe

/// A scene to serve, written to a fresh folder: a titled pin that shows its callout, a
/// draggable one, and hooks that print what happens.
struct ServedScript {
    static let scene = """
    map.size = Size(400, 300)
    map.region = Region(center: @(0, 0), span: Span(4, 4))
    annotation museum at @(0, -1) { title = "Museum" }
    annotation picnic at @(0, 1) { title = "Picnic" }
    on viewFor(annotation) {
      let pin = PinAnnotationView(annotation, reuseIdentifier: "pin")
      pin.canShowCallout = true
      pin.draggable = annotation == picnic
      return pin
    }
    on didSelect(view) { print("selected", view.annotation.title) }
    on didChangeDragState(view, newState, oldState) { print(oldState.name, "->", newState.name) }
    on regionDidChange(animated) { print("region changed") }

    """

    let folder: URL
    let path: String

    init(_ text: String = ServedScript.scene) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("live.map").path
        try write(text)
    }

    func write(_ text: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    var loader: @Sendable () throws -> SourceFile {
        let path = self.path
        return { SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8)) }
    }

    func scene(options: RunOptions = RunOptions()) -> LiveScene {
        LiveScene(scriptPath: path, baseDirectory: folder.path, options: options, load: loader)
    }
}
