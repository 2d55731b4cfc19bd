import ArgumentParser
import MapScriptRuntime

/// What a render writes: the picture (SVG, or PNG and PDF drawn from it), or the scene's
/// shapes as GeoJSON. The command's name for `ExportFormat`, which it can parse.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case svg
    case png
    case pdf
    case geojson

    var fileExtension: String { rawValue }

    var displayName: String { exportFormat.displayName }

    var exportFormat: ExportFormat { ExportFormat(rawValue: rawValue)! }

    /// The format an output's name asks for (`ExportFormat.naming`): nil for a name without an
    /// extension or standard output; an extension mapscript does not write is a usage error.
    static func named(by path: String?) throws -> OutputFormat? {
        guard let path, path != "-" else { return nil }
        switch ExportFormat.naming(path) {
        case .format(let format): return OutputFormat(rawValue: format.rawValue)
        case .unnamed: return nil
        case .unknown(let fileExtension):
            throw CommandFailure.usage(ExportFormat.unknownExtensionMessage(path, fileExtension))
        }
    }
}
