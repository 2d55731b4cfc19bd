/// Where a render's bytes go: `-o -` is standard output, `-o PATH` a file, and without `-o`
/// the script's own name with the format's extension, beside the script.
enum OutputDestination: Equatable {
    case standardOutput
    case file(String)

    static func resolve(option: String?, script: String, format: OutputFormat) throws -> OutputDestination {
        if option == "-" { return .standardOutput }
        let path = option ?? FilePath.replacingExtension(of: script, with: format.fileExtension)
        if FilePath.absolute(path) == FilePath.absolute(script) {
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

    func write(_ bytes: [UInt8]) throws {
        switch self {
        case .standardOutput:
            Console.out(bytes: bytes)
        case .file(let path):
            do {
                try AtomicFileWriter.write(bytes, to: path)
            } catch let error as AtomicFileWriter.WriteError {
                throw CommandFailure(status: .scriptError, message: error.description)
            }
        }
    }
}
