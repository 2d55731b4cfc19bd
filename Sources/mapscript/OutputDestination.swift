import MapScriptData

/// Where a render's bytes go: `-o -` is standard output, `-o PATH` a file, and without `-o`
/// the script's own name with the format's extension, beside the script. Files are written by
/// `OutputFile`, the writer every output goes through.
enum OutputDestination: Equatable {
    case standardOutput
    case file(String)

    static func resolve(option: String?, script: String, format: OutputFormat) throws -> OutputDestination {
        if option == "-" { return .standardOutput }
        let path = option ?? FilePath.replacingExtension(of: script, with: format.fileExtension)
        if FilePath.absolute(path) == FilePath.absolute(script) || FilePath.isSameFile(path, script) {
            throw CommandFailure.usage("the output '\(path)' would replace the script; choose another with -o")
        }
        try checkWritable(path)
        return .file(path)
    }

    /// Checked before the script runs, so a typo in `-o` costs nothing and says what is wrong.
    static func checkWritable(_ path: String) throws {
        if path.isEmpty || path.hasSuffix("/") || FilePath.isDirectory(path) {
            throw CommandFailure.usage("cannot write '\(path)': it is a folder; name a file")
        }
        let folder = FilePath.folder(of: path)
        if !FilePath.isDirectory(folder) {
            throw CommandFailure.usage("cannot write '\(path)': the folder '\(folder)' does not exist")
        }
    }

    var displayName: String {
        switch self {
        case .standardOutput: return "standard output"
        case .file(let path): return path
        }
    }

    /// A spool for a picture written here (see `SpoolFile`).
    func spool() -> SpoolFile {
        switch self {
        case .standardOutput: return SpoolFile(forStandardOutputNamed: displayName)
        case .file(let path): return SpoolFile(forOutputAt: path)
        }
    }

    /// Writes the output; `filesRead` (the script, its imports, its data) are never replaced.
    func write(_ bytes: [UInt8], protecting filesRead: [String]) throws {
        try write(OutputDocument(bytes), protecting: filesRead)
    }

    func write(_ document: OutputDocument, protecting filesRead: [String]) throws {
        switch self {
        case .standardOutput:
            do {
                try Console.out(document: document)
            } catch {
                throw CommandFailure.script(error.description)
            }
        case .file(let path):
            do {
                try OutputFile.write(document, to: path, protecting: filesRead)
            } catch {
                throw CommandFailure.script(error.description)
            }
        }
    }
}
