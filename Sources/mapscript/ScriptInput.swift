#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptData
import MapScriptSyntax

/// Reads the script named on the command line. A script that cannot be read is a usage error
/// (exit 2), as it is for `python3 missing.py`: the command line named something that is not
/// there. A file the script itself loads and cannot find is the script's error (exit 1).
enum ScriptInput {
    static func load(_ path: String) throws -> SourceFile {
        // `-` is standard input to `fmt`; a run reads its script's folder too (imports, data),
        // which standard input has none of.
        if path == "-", FileKind(path: path) == nil {
            throw CommandFailure.usage("'-' (standard input) is no script file: a script runs from its file, whose folder "
                                       + "its imports and data are found in; name the file (fmt reads '-'; the REPL reads "
                                       + "what is piped to 'mapscript repl')")
        }
        // Judged before opening: a FIFO would make the open wait for a writer forever.
        if let kind = FileKind(path: path), kind != .regular {
            if kind == .folder { throw CommandFailure.usage("cannot read '\(path)': it is a folder, not a script") }
            throw CommandFailure.usage("cannot read '\(path)': it is \(kind.phrase), not a script file")
        }
        do {
            let bytes = try readFile(path)
            return SourceFile(path: path, bytes: bytes)
        } catch let failure as ReadFailure {
            throw CommandFailure.usage("cannot read '\(path)': \(failure.reason)")
        }
    }

    struct ReadFailure: Error {
        var reason: String
    }

    /// A script read from standard input to its end, named `<stdin>` in diagnostics.
    static func loadStandardInput() throws -> SourceFile {
        do {
            return SourceFile(path: "<stdin>", bytes: try readToEnd(STDIN_FILENO))
        } catch let failure as ReadFailure {
            throw CommandFailure.usage("cannot read standard input: \(failure.reason)")
        }
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadFailure(reason: describe(errno)) }
        defer { close(descriptor) }
        return try readToEnd(descriptor)
    }

    private static func readToEnd(_ descriptor: Int32) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(reason: describe(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func describe(_ code: Int32) -> String {
        code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    }
}
