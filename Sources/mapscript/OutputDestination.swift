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
        let target: String
        do {
            target = try OutputFile.target(of: path)
        } catch {
            throw CommandFailure.usage(error.description)
        }
        // A device or a pipe is written in place; a file is replaced through a new one beside it.
        var status = stat()
        let isFile = stat(path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFREG
        if isFile, !OutputFile.canMakeFiles(besides: target) {
            throw CommandFailure.usage("cannot write '\(path)': "
                                       + OutputFile.unwritableFolderReason(OutputFile.folderAsNamed(path, target: target)))
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
        try write(document, protecting: filesRead, with: nil)
    }

    /// Writes the output together with `others`, the files the script's `render()` made
    /// ready: all of them appear, or, when the output fails, none. A file's output is made
    /// ready beside it first, the others are committed, then the output (so an output named
    /// as one of them replaces it, as the run's warning says); an output that cannot be taken
    /// back (standard output, a device, a FIFO) is written first, the others only after it.
    func write(_ document: OutputDocument, protecting filesRead: [String],
               with others: (commit: () throws -> Void, discard: () -> Void)?) throws {
        switch self {
        case .standardOutput:
            do {
                try Console.out(document: document)
            } catch {
                others?.discard()
                throw CommandFailure.script(error.description)
            }
            try others?.commit()
        case .file(let path):
            let pending: PendingOutput
            do {
                pending = try OutputFile.prepare(document, to: path, protecting: filesRead)
            } catch {
                others?.discard()
                throw OutputDestination.failure(error)
            }
            if !pending.isWrittenInPlace {
                do {
                    try others?.commit()
                } catch {
                    pending.discard()
                    throw error
                }
            }
            do {
                try pending.commit(protecting: filesRead)
            } catch {
                if pending.isWrittenInPlace { others?.discard() }
                throw OutputDestination.failure(error)
            }
            if pending.isWrittenInPlace { try others?.commit() }
        }
    }

    /// A file the run read is a wrong output name, as the script itself is (found only now,
    /// once the run has read its files): the same usage error. Any other failure is the run's.
    private static func failure(_ error: OutputFile.WriteError) -> CommandFailure {
        error.isFileRead ? CommandFailure.usage(error.description) : CommandFailure.script(error.description)
    }
}
