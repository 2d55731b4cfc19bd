import Foundation
import MapScriptData
import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

/// Every file a script touches: data for `load`, pictures for `Image(name)`, and the SVG files
/// of `render(path)`. Reads go through the data module's sandbox (the script's folder and the
/// `--allow-read` folders); each file read is remembered for `watch`. Relative paths start at
/// the folder of the file whose code asks (`sandbox(forScript:)`), so a script imported from a
/// subfolder, or loaded into the REPL from one, finds its data beside it.
///
/// `render` writes to a temporary file beside its destination at once, but the rename that
/// makes it visible waits until the run or REPL entry succeeds (`commitWrites`); a run that
/// fails discards them (`discardWrites`), so a failed run leaves no output and an existing
/// file untouched.
final class ScriptFiles {
    /// The session's sandbox: relative paths start at its base folder.
    let sandbox: FileSandbox
    private(set) var filesRead: [String] = []
    /// Each staged output, with its path as the script gave it, for messages, and the line
    /// of the `render` call that staged it.
    private var pendingWrites: [(path: String, destination: String, place: SourceLocation, output: PendingOutput)] = []
    /// The files `render` wrote, for the warning when the run's own output replaces one.
    private(set) var filesRendered: [(path: String, destination: String, place: SourceLocation)] = []
    private var scriptsRun: [String] = []
    let baseFolder: String
    private var scriptSandboxes: [String: FileSandbox] = [:]
    /// False for a check: `render(path)` checks its path and writes nothing.
    private let writesFiles: Bool

    init(baseDirectory: String, allowedDirectories: [String], writesFiles: Bool = true) {
        sandbox = FileSandbox(baseDirectory: baseDirectory, allowedDirectories: allowedDirectories)
        self.writesFiles = writesFiles
        baseFolder = ScriptSourceLoader.absolute(baseDirectory.isEmpty ? "." : baseDirectory)
    }

    /// The sandbox whose relative paths start at the folder of `scriptPath` (as the session's
    /// files are named: relative to the current folder, or absolute). It allows what the
    /// session's allows, and that folder too: a script may always read beside itself.
    func sandbox(forScript scriptPath: String) -> FileSandbox {
        let folder = ScriptSourceLoader.folder(of: scriptPath)
        guard !folder.isEmpty || scriptPath.hasPrefix("/") else { return sandbox }
        let absolute = ScriptSourceLoader.absolute(folder.isEmpty ? "/" : folder)
        if absolute == baseFolder { return sandbox }
        if let known = scriptSandboxes[absolute] { return known }
        let made = FileSandbox(baseDirectory: absolute, allowedDirectories: sandbox.allowedRoots)
        scriptSandboxes[absolute] = made
        return made
    }

    func noteRead(_ resolvedPath: String) {
        if !filesRead.contains(resolvedPath) { filesRead.append(resolvedPath) }
    }

    /// A script the session runs (imports are noted as reads): `render` must not replace it.
    func noteScript(_ path: String) {
        if !scriptsRun.contains(path) { scriptsRun.append(path) }
    }

    // MARK: Reading

    /// `load(path)` in the script at `scriptPath`: the file's content as script values, and
    /// the memory they hold (`LiveSize`).
    func load(_ path: String, forScript scriptPath: String) throws -> (value: Value, size: Int) {
        // MultiPolygon and MultiLineString give one MultiPolygon or MultiPolyline, as
        // MKGeoJSONDecoder's do, so that what the export writes loads back as it was.
        let decoder = GeoJSONDecoder()
        let loaded: LoadedData
        do {
            var loader = DataLoader(sandbox: sandbox(forScript: scriptPath), geoJSONDecoder: decoder)
            loader.readsCSVAsTable = true
            loaded = try loader.load(path)
        } catch {
            throw RuntimeError("load: \(error)", help: ScriptFiles.whereRelativePathsStart(path, error: error, scriptPath: scriptPath))
        }
        noteRead(loaded.resolvedPath)
        let value: Value
        switch loaded.content {
        case .value(let data):
            value = DataConversion.value(data)
        case .table(let table):
            return DataConversion.rows(of: table)
        case .features(let features):
            value = .list(ListObject(features.map(DataConversion.feature)))
        }
        return (value, LiveSize.measure(tree: value))
    }

    /// For a relative path that names no file: where it was looked for. People expect the
    /// folder they run mapscript in; it is the script's own folder.
    static func whereRelativePathsStart(_ path: String, error: Error, scriptPath: String) -> String? {
        guard !path.hasPrefix("/"), let error = error as? DataError, error.message == "no such file" else { return nil }
        let folder = ScriptSourceLoader.folder(of: scriptPath)
        return "paths in a script are relative to the script's own folder, here '\(folder.isEmpty ? "." : folder)/'"
    }

    /// `Image(path)`: a PNG, JPEG or SVG file, embedded in the SVG later.
    func image(at path: String, forScript scriptPath: String) throws -> Image {
        let sandbox = sandbox(forScript: scriptPath)
        do {
            let resolved = try sandbox.resolve(path)
            let bytes = try sandbox.read(path, limit: 64 * 1024 * 1024)
            let info = try ImageProbe.probe(bytes, file: path)
            noteRead(resolved)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return Image(name: name, bytes: bytes, mimeType: info.mimeType, pixelSize: Size(width: info.width, height: info.height))
        } catch {
            let icons = Image.Icon.allCases.map(\.rawValue)
            let hint = path.contains(".") ? "" : " (the built-in icons are \(icons.joined(separator: ", ")))"
            throw RuntimeError("Image: \(error)\(hint)", help: ScriptFiles.whereRelativePathsStart(path, error: error, scriptPath: scriptPath))
        }
    }

    // MARK: Writing

    /// `render(path)`: stages `bytes` for `path` (relative to the script's folder). The file
    /// actually written (a symbolic link followed) must lie inside the sandbox, and must not
    /// be one the run has read.
    func stageWrite(_ bytes: [UInt8], to path: String, in sandbox: FileSandbox, by place: SourceLocation) throws {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw RuntimeError("render needs a file name") }
        let base = sandbox.baseDirectory.hasPrefix("/") ? sandbox.baseDirectory
            : FileManager.default.currentDirectoryPath + "/" + sandbox.baseDirectory
        let destination = path.hasPrefix("/") ? path : base + "/" + path
        let outside = RuntimeError("render: '\(path)' is outside the folders this script may write (its own folder and any --allow-read folder)")
        // Outside first: whether a folder exists is told only of folders the script may write.
        let folder = (destination as NSString).deletingLastPathComponent
        guard sandbox.contains(folder) else { throw outside }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw RuntimeError("render: the folder of '\(path)' does not exist")
        }
        do {
            let target = try OutputFile.target(of: destination)
            guard sandbox.isAllowed((target as NSString).deletingLastPathComponent) else { throw outside }
            // A check runs `render` as far as its checks and writes nothing, not even a staged file.
            if !writesFiles { return }
            pendingWrites.append((path, destination, place, try OutputFile.prepare(bytes, to: destination, protecting: protectedFiles)))
        } catch let error as OutputFile.WriteError {
            throw RuntimeError("render: \(OutputFile.WriteError(path: path, reason: error.reason))")
        }
    }

    /// Makes the staged files visible, each by one rename (atomic on POSIX file systems).
    func commitWrites() throws {
        defer { pendingWrites.removeAll() }
        for (index, write) in pendingWrites.enumerated() {
            do {
                try write.output.commit(protecting: protectedFiles)
                // The last write to a file is the one to warn of; a REPL session may write one
                // file many times.
                filesRendered.removeAll { $0.destination == write.destination }
                filesRendered.append((write.path, write.destination, write.place))
            } catch {
                for later in pendingWrites[(index + 1)...] { later.output.discard() }
                // At the line that asked: the write fails only now, after the run.
                throw RuntimeError("render: \(OutputFile.WriteError(path: write.path, reason: error.reason))",
                                   file: write.place.file, span: write.place.span)
            }
        }
    }

    func discardWrites() {
        for write in pendingWrites { write.output.discard() }
        pendingWrites.removeAll()
    }

    /// A warning for each file `render` wrote, or holds to write before the output (see
    /// `RunOptions.holdsRenderedFiles`), that is the file at `outputPath`, which the output
    /// then replaces: the script's picture would vanish unseen.
    func renderedFilesReplaced(by outputPath: String) -> [Diagnostic] {
        var output = stat()
        let outputExists = stat(outputPath, &output) == 0
        let outputTarget = try? OutputFile.target(of: outputPath)
        // A file that exists is the output's when it is the same file, by any name; one still
        // to be made, when it would be made where the output goes.
        func isOutput(_ destination: String, target: String?) -> Bool {
            var written = stat()
            if outputExists, stat(destination, &written) == 0 { return written.st_dev == output.st_dev && written.st_ino == output.st_ino }
            return target != nil && target == outputTarget
        }
        let written = filesRendered.map { (path: $0.path, place: $0.place, replaced: isOutput($0.destination, target: nil)) }
            + pendingWrites.map { (path: $0.path, place: $0.place, replaced: isOutput($0.destination, target: $0.output.target)) }
        return written.filter(\.replaced).map { rendered in
            Diagnostic(severity: .warning, message: "render wrote '\(rendered.path)', and the picture of the run then replaces it as '\(outputPath)'",
                       file: rendered.place.file, span: rendered.place.span,
                       help: "give render another file name, or the run's output another with -o")
        }
    }

    /// The files `render` must never replace: the scripts run and every file read.
    private var protectedFiles: [String] { scriptsRun + filesRead }
}
