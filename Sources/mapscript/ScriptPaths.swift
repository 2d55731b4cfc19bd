#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scripts a command that takes several (`check`, `fmt`) is given: each argument that is a
/// folder stands for the `.map` files below it, at any depth, in the order of their paths, so
/// that `mapscript check Examples` checks every lesson and `fmt --check .` a whole project.
/// Hidden files and folders (a name starting with `.`, such as `.build` or `.git`) are passed
/// over, and a link to a folder is not followed, so the walk cannot go round a loop of links;
/// a link to a script is taken. Any other argument is a script as given, read or refused as
/// such by the command.
enum ScriptPaths {
    static let scriptExtension = ".map"

    /// Runs `body` on each script `arguments` stand for (see `expanding`), going on past a
    /// script that fails: its message is shown, and the command then fails with the worst
    /// status met, a usage error (a script that cannot be read) outranking an error in one.
    static func forEach(in arguments: [String], _ body: (String) throws -> Void) throws {
        var status = ExitStatus.success
        for path in try expanding(arguments) {
            do {
                try body(path)
            } catch let failure as CommandFailure {
                if let message = failure.message { Console.errorMessage(message) }
                if failure.status.rawValue > status.rawValue { status = failure.status }
            }
        }
        if status != .success { throw CommandFailure(status: status) }
    }

    /// `arguments` with each folder replaced by its scripts; a folder that holds none is a
    /// usage error, since a command that checked nothing must not report success.
    static func expanding(_ arguments: [String]) throws -> [String] {
        var paths: [String] = []
        for argument in arguments {
            guard argument != "-", FilePath.isDirectory(argument) else {
                paths.append(argument)
                continue
            }
            let found = try scripts(below: argument)
            if found.isEmpty { throw CommandFailure.usage("'\(argument)' holds no \(scriptExtension) scripts") }
            paths += found
        }
        return paths
    }

    /// The `.map` files below `folder`, their paths starting with `folder` as the user typed it.
    private static func scripts(below folder: String) throws -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let prefix = current.hasSuffix("/") ? current : current + "/"
            for name in try entries(of: current) where !name.hasPrefix(".") {
                let path = prefix + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG where name.hasSuffix(scriptExtension): found.append(path)
                case S_IFLNK where name.hasSuffix(scriptExtension) && !FilePath.isDirectory(path): found.append(path)
                default: break
                }
            }
        }
        // Byte order, as `ls` in the C locale: the same list on every machine.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func entries(of folder: String) throws -> [String] {
        guard let directory = opendir(folder) else {
            throw CommandFailure.usage("cannot read the folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
