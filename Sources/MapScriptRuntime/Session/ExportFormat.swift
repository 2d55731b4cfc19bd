/// What mapscript writes, and how a file's name asks for it. One rule for `-o`, the REPL's
/// `:render` and a script's `render()`: `.svg` is the picture, `.png` and `.pdf` the picture
/// drawn by librsvg, and `.geojson` (or `.json`) the shapes; a name without an extension
/// (`-o /dev/null`, a FIFO) says nothing; any other extension is refused rather than filled
/// with SVG under a name that promises something else.
public enum ExportFormat: String, CaseIterable, Sendable {
    case svg
    case geojson
    case png
    case pdf

    /// The format as messages name it: GeoJSON is not an acronym to capitalise whole.
    public var displayName: String { self == .geojson ? "GeoJSON" : rawValue.uppercased() }

    /// Drawn from the SVG by the session's rasterizer (`RunOptions.rasterizer`).
    public var isRaster: Bool { self == .png || self == .pdf }

    /// Said when there is no rasterizer.
    public static let rasterUnavailableMessage =
        "PNG and PDF need librsvg, which this mapscript was built without (Debian: librsvg2-dev; install it and build again)"

    /// What a file name asks to be written as.
    public enum Naming: Equatable, Sendable {
        case format(ExportFormat)
        /// No extension: the caller's default applies.
        case unnamed
        /// An extension mapscript does not write (`png`).
        case unknown(extension: String)
    }

    public static func naming(_ path: String) -> Naming {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .unnamed }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        switch fileExtension {
        case "svg": return .format(.svg)
        case "geojson", "json": return .format(.geojson)
        case "png": return .format(.png)
        case "pdf": return .format(.pdf)
        default: return .unknown(extension: fileExtension)
        }
    }

    /// The words for a refused extension, the same wherever a name is given.
    public static func unknownExtensionMessage(_ path: String, _ fileExtension: String) -> String {
        "cannot tell what to write to '\(path)': mapscript writes .svg, .png or .pdf (the picture) or .geojson (the shapes), not .\(fileExtension)"
    }
}
