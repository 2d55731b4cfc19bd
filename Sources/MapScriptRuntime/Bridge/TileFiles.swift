// The map's tile loader: what makes a picture stand alone. A tile overlay names its tiles by
// URL; written as links, relative ones would break as soon as the SVG is written anywhere but
// beside the script (`-o elsewhere/x.svg`, `-o -`), so a tile read from a local file is
// embedded like any `Image` file (the SVG writer keeps each file once however often it is
// drawn). A remote tile stays a link in an SVG, where the reader fetches it; a PNG or PDF is
// drawn offline, so there it is left out with a warning. The live page is the exception: it
// serves the script's folder, so there tiles stay links the page fetches as they are needed.
//
// Problems are gathered per overlay across the exports of a run (a script's `render("x.png")`
// and the final picture) and reported once, as warnings at the line that added the overlay,
// the first tile named and the rest counted.
import MapScriptData
import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

final class TileFiles: TileLoader {
    /// What the picture being drawn can hold.
    enum Output {
        /// An SVG file: local tiles embedded, remote tiles linked.
        case standalone
        /// A PNG or PDF: local tiles embedded, remote tiles left out.
        case offline
        /// The live page: every tile a link (relative ones are served from the script's folder).
        case links
    }

    private enum Problem: Int, CaseIterable {
        case missing, unreadable, remoteOffline, refusedScheme
    }

    private struct OverlayProblems {
        let overlay: TileOverlay
        /// The URLs of each problem, in the order met, each once.
        var tiles: [Problem: [String]] = [:]
        var seen: Set<String> = []
        var firstReason: [Problem: String] = [:]
    }

    private let files: ScriptFiles
    private let origins: OverlayOrigins
    var output: Output = .standalone
    /// The tiles read in this export, by resolved path: a tile drawn twice is read once. A new
    /// export reads them again, so a picture drawn later shows the files as they are then.
    private var read: [String: Image] = [:]
    private var problems: [ObjectIdentifier: OverlayProblems] = [:]
    private var problemOrder: [ObjectIdentifier] = []
    /// The first tiles each overlay's drawing left out of the view itself, why, and in which
    /// picture a script asked for (nil: the run's own picture).
    private var omissions: [(overlay: TileOverlay, omission: TileOmission, picture: String?)] = []
    /// The picture being drawn when a script asked for it (`render("a.png")`, `map.svg()`);
    /// nil for the run's own: a view left out of a picture the script drew at another zoom
    /// than the last would otherwise be reported against a picture that does not show it.
    private var picture: String?

    init(files: ScriptFiles, origins: OverlayOrigins) {
        self.files = files
        self.origins = origins
    }

    /// Starts an export for `output`, of the picture a script names as `picture`.
    func beginExport(_ output: Output, picture: String?) {
        self.output = output
        self.picture = picture
        read.removeAll()
    }

    func loadTile(url: String, of overlay: TileOverlay) -> Image? {
        guard output != .links else { return Image(linkTo: url, size: overlay.tileSize) }
        switch TileURL(url) {
        case .remote:
            if output == .standalone { return Image(linkTo: url, size: overlay.tileSize) }
            note(.remoteOffline, url, of: overlay)
            return nil
        case .refused:
            note(.refusedScheme, url, of: overlay)
            return nil
        case .file(let path):
            return readTile(path, url: url, of: overlay)
        }
    }

    private func readTile(_ path: String, url: String, of overlay: TileOverlay) -> Image? {
        // Relative paths start at the folder of the file that added the overlay, as `Image` and
        // `load` paths start at the folder of the file that names them.
        let sandbox = origins.place(of: overlay).map { files.sandbox(forScript: $0.file.path) } ?? files.sandbox
        do {
            let resolved = try sandbox.resolve(path)
            if let known = read[resolved] { return known }
            let bytes = try sandbox.read(resolved, limit: 64 * 1024 * 1024)
            let info = try ImageProbe.probe(bytes, file: path)
            files.noteRead(resolved)
            let image = Image(name: path, bytes: bytes, mimeType: info.mimeType, pixelSize: Size(width: info.width, height: info.height))
            read[resolved] = image
            return image
        } catch {
            note(error.message == "no such file" ? .missing : .unreadable, url, of: overlay, reason: error.message)
            return nil
        }
    }

    func leftOut(_ omission: TileOmission, of overlay: TileOverlay) {
        guard !omissions.contains(where: { $0.overlay === overlay && $0.omission == omission && $0.picture == picture }) else { return }
        omissions.append((overlay, omission, picture))
    }

    private func note(_ problem: Problem, _ url: String, of overlay: TileOverlay, reason: String? = nil) {
        let key = ObjectIdentifier(overlay)
        if problems[key] == nil {
            problems[key] = OverlayProblems(overlay: overlay)
            problemOrder.append(key)
        }
        guard problems[key]!.seen.insert("\(problem.rawValue) \(url)").inserted else { return }
        problems[key]!.tiles[problem, default: []].append(url)
        if let reason, problems[key]!.firstReason[problem] == nil { problems[key]!.firstReason[problem] = reason }
    }

    // MARK: Warnings

    /// The problems met since they were last taken, one warning per overlay and kind of
    /// problem, at the line that added the overlay (`fallbackFile` when that is not known).
    func takeWarnings(fallbackFile: SourceFile?) -> [Diagnostic] {
        defer {
            problems.removeAll()
            problemOrder.removeAll()
            omissions.removeAll()
        }
        var result: [Diagnostic] = []
        for (overlay, omission, picture) in omissions {
            let place = origins.place(of: overlay)
            let (message, help) = TileFiles.words(omission, of: SceneValue.of(overlay).typeName, in: picture)
            result.append(Diagnostic(severity: .warning, message: message, file: place?.file ?? fallbackFile, span: place?.span, help: help))
        }
        for key in problemOrder {
            guard let entry = problems[key] else { continue }
            let place = origins.place(of: entry.overlay)
            for problem in Problem.allCases {
                guard let urls = entry.tiles[problem], !urls.isEmpty else { continue }
                let (message, help) = TileFiles.words(problem, urls: urls, reason: entry.firstReason[problem],
                                                      of: SceneValue.of(entry.overlay).typeName)
                result.append(Diagnostic(severity: .warning, message: message, file: place?.file ?? fallbackFile,
                                         span: place?.span, help: help))
            }
        }
        return result
    }

    /// The words of a warning about an overlay of class `typeName` (a script subclass by its
    /// own name, as the renderer warnings name it).
    private static func words(_ omission: TileOmission, of typeName: String, in picture: String?) -> (String, String) {
        let inPicture = picture.map { " in \($0)" } ?? ""
        switch omission {
        case .belowMinimumZ(let zoomLevel, let minimumZ):
            return ("this \(typeName) draws nothing\(inPicture): the view is at zoom level \(zoomLevel), below its minimumZ of \(minimumZ)",
                    "as in MapKit, no tiles are loaded below minimumZ; zoom in, or lower minimumZ")
        case .pastTileLimit(let drawn, let inView):
            return ("\(inView - drawn) of the \(inView) tiles of this \(typeName) in view are left out\(inPicture): a picture draws at most \(drawn) tiles of one overlay",
                    "draw a smaller picture, or give the overlay a larger tileSize")
        }
    }

    private static func words(_ problem: Problem, urls: [String], reason: String?, of typeName: String) -> (String, String) {
        let one = urls.count == 1
        let named = "'\(urls[0])'" + (one ? "" : " and \(urls.count - 1) more")
        let tiles = one ? "1 tile of this \(typeName) is" : "\(urls.count) tiles of this \(typeName) are"
        switch problem {
        case .missing:
            return ("\(tiles) left out: no such file (\(named))",
                    "relative tile paths start at the folder of the script that adds the overlay")
        case .unreadable:
            return ("\(tiles) left out: \(reason ?? "cannot be read") (\(named))",
                    "a tile must be a PNG, JPEG, GIF or SVG file inside the script's folder or an --allow-read folder")
        case .remoteOffline:
            return ("\(tiles) left out of the picture: remote tiles are not fetched for PNG or PDF (\(named))",
                    "render SVG to keep them as links, or keep the tiles in files beside the script")
        case .refusedScheme:
            return ("\(tiles) left out: only http, https, file and relative URLs are drawn (\(named))",
                    "give the URL template a path relative to the script, or an http or https URL")
        }
    }
}
