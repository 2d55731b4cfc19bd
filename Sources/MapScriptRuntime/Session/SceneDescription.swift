import MapScriptScene

/// The scene as a tree for the REPL's `:scene`: the map, then its overlays in z-order with
/// their levels and renderers, then its annotations with their views. Asking for renderers
/// and views lays the map out first, as `map.renderer(for:)` does.
enum SceneDescription {
    static func describe(_ map: MapView) -> String {
        var lines: [String] = []
        var header = "map \(Value.format(map.size.width))x\(Value.format(map.size.height))"
        if let title = map.title { header += " " + Value.string(title).representation }
        header += ", region " + Value.region(map.region).representation
        lines.append(header)
        var layoutError: String?
        do { try map.layout() } catch { layoutError = message(of: error) }

        let overlays = map.overlays
        lines.append("├─ overlays (\(overlays.count), bottom first)")
        for (index, overlay) in overlays.enumerated() {
            let last = index == overlays.count - 1
            var line = (last ? "│  └─ " : "│  ├─ ") + "[\(index)] " + SceneValue.of(overlay).representation
            if let level = map.level(of: overlay) { line += " at .\(level.scriptName)" }
            line += " → " + describeRenderer(map, overlay)
            lines.append(line)
        }

        let annotations = map.annotations
        lines.append("└─ annotations (\(annotations.count), in the order added)")
        for (index, annotation) in annotations.enumerated() {
            let last = index == annotations.count - 1
            var line = (last ? "   └─ " : "   ├─ ") + SceneValue.of(annotation).representation
            if let view = try? map.view(for: annotation) {
                line += " → " + SceneValue.of(view).representation
                if view.isSelected { line += ", selected" }
                if view.isDraggable { line += ", draggable" }
            } else {
                line += " → no view (not visible)"
            }
            lines.append(line)
        }
        if let layoutError { lines.append("(layout stopped: \(layoutError))") }
        return lines.joined(separator: "\n")
    }

    private static func describeRenderer(_ map: MapView, _ overlay: Overlay) -> String {
        guard overlay.intersects(map.visibleMapRect) else { return "not visible" }
        guard let renderer = try? map.renderer(for: overlay) else { return "no renderer (not drawn)" }
        return SceneValue.of(renderer).representation
    }

    private static func message(of error: Error) -> String {
        if let error = error as? RuntimeError { return error.message }
        if let error = error as? SceneError { return error.message }
        return "\(error)"
    }
}
