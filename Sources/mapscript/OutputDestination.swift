import Foundation
import MapScriptData

/// Where a render's bytes go: `-o -` is standard output, `-o PATH` a file, and without `-o`
/// the script's own name with the format's extension, beside the script. Files are written by
/// `OutputFile`, the writer every output goes through.
enum OutputDestination: Equatable {
    case standardOutput
    case file(String)

    /// A path that names standard output itself (`/dev/stdout`, or the file `>` or `>>`
    /// opened for it) is standard output, as `-` is: the script's prints go to standard error
    /// rather than into the picture, and a file opened to append is appended to.
    static func resolve(option: String?, script: String, format: OutputFormat) throws -> OutputDestination {
        if let option, option == "-" || FilePath.isStandardOutput(option) {
            // A picture's bytes on a terminal are noise that can leave it in a strange state.
            if format == .png || format == .pdf, isatty(STDOUT_FILENO) == 1 {
                throw CommandFailure.usage("standard output is a terminal, and a \(format.displayName) is binary; "
                                           + "send it to a file or a pipe ('-o - > map.\(format.fileExtension)')")
            }
            return .standardOutput
        }
        let path = option ?? FilePath.replacingExtension(of: script, with: format.fileExtension)
        if FilePath.absolute(path) == FilePath.absolute(script) || FilePath.isSameFile(path, script) {
            throw CommandFailure.usage("the output '\(path)' would replace the script; choose another with -o")
        }
        try checkWritable(path)
        return .file(path)
    }

    /// Checked before the script runs, so a typo in `-o` costs nothing and says what is wrong.
    /// A symbolic link is judged by the file it names, which is what gets written.
    static func checkWritable(_ path: String) throws {
        if path.isEmpty { throw CommandFailure.usage("the output name after -o is empty; name a file, or '-' for standard output") }
        // A name ending in '/' that is no folder is refused below, with the '/' named as why.
        if FilePath.isDirectory(path) {
            throw CommandFailure.usage("cannot write '\(path)': it is a folder; name a file")
        }
        do {
            _ = try OutputFile.target(of: path)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    var displayName: String {
        switch self {
        case .standardOutput: return "standard output"
        case .file(let path): return path
        }
    }

    /// The file written, or nil for standard output.
    var filePath: String? {
        if case .file(let path) = self { return path }
        return nil
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
                // A file the run read is a wrong output name, as the script itself is (found
                // only now, once the run has read its files): the same usage error.
                throw error.isFileRead ? CommandFailure.usage(error.description) : CommandFailure.script(error.description)
            }
        }
    }
}
