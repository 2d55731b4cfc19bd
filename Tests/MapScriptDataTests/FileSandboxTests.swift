import Foundation
import MapScriptData
import Testing

/// A folder tree with a script folder, a sibling with a confusable name, a shared folder and
/// links that point out of the script folder.
private struct SandboxTree {
    let root: String
    var scripts: String { root + "/scripts" }

    init() throws {
        root = try makeTemporaryDirectory()
        let manager = FileManager.default
        for folder in ["scripts/data", "scripts-private", "shared"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try write("name\nGoliath\n", to: root + "/scripts/data/rides.csv")
        try write("secret", to: root + "/secret.txt")
        try write("private", to: root + "/scripts-private/notes.txt")
        try write("{\"shared\": true}", to: root + "/shared/common.json")
        try write("0123456789", to: root + "/scripts/ten.txt")
        try manager.createSymbolicLink(atPath: root + "/scripts/link.txt", withDestinationPath: "../secret.txt")
        try manager.createSymbolicLink(atPath: root + "/scripts/escape", withDestinationPath: root)
        try manager.createSymbolicLink(atPath: root + "/scripts/inner.csv", withDestinationPath: "data/rides.csv")
    }

    func remove() { removeTemporaryDirectory(root) }
}

@Suite struct FileSandboxTests {
    private let outside = "is outside the folders this script may read (its own folder and any --allow-read folder)"

    @Test func pathsInsideTheScriptFolderResolveToRealPaths() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        let sandbox = FileSandbox(baseDirectory: tree.scripts)
        #expect(try sandbox.resolve("data/rides.csv") == tree.scripts + "/data/rides.csv")
        #expect(try sandbox.resolve("./data/../data/rides.csv") == tree.scripts + "/data/rides.csv")
        #expect(try sandbox.resolve(tree.scripts + "/data/rides.csv") == tree.scripts + "/data/rides.csv")
        // A link that stays inside is fine; it resolves to its target.
        #expect(try sandbox.resolve("inner.csv") == tree.scripts + "/data/rides.csv")
        #expect(try sandbox.read("data/rides.csv") == Array("name\nGoliath\n".utf8))
    }

    /// A file whose size the system reports as 0 though it has content (those of /proc) is
    /// read to its end, within the limit; a truly empty file is empty.
    @Test func aFileOfUnknownSizeIsReadToItsEnd() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        try write("", to: tree.scripts + "/empty.csv")
        #expect(try FileSandbox(baseDirectory: tree.scripts).read("empty.csv") == [])
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        let sandbox = FileSandbox(baseDirectory: tree.scripts, allowedDirectories: ["/proc"])
        let status = String(decoding: try sandbox.read("/proc/self/status"), as: UTF8.self)
        #expect(status.hasPrefix("Name:"), "\(status.prefix(40))")
        #expect(dataError { try sandbox.read("/proc/self/status", limit: 10) }?.description.contains("file is too large") == true)
    }

    @Test func escapesAreRefused() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        let sandbox = FileSandbox(baseDirectory: tree.scripts)
        for path in ["../secret.txt", "data/../../secret.txt", tree.root + "/secret.txt", "link.txt", "escape/secret.txt",
                     "../scripts-private/notes.txt", "/etc/passwd"] {
            #expect(dataError { try sandbox.read(path) }?.description == "\(path): \(outside)", "\(path)")
        }
    }

    @Test func missingFilesAreTheirOwnErrorButOnlyInside() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        let sandbox = FileSandbox(baseDirectory: tree.scripts)
        #expect(dataError { try sandbox.read("data/missing.csv") }?.description == "data/missing.csv: no such file")
        #expect(dataError { try sandbox.read("no/such/folder/x.csv") }?.description == "no/such/folder/x.csv: no such file")
        // Outside the roots, a missing file reads like any other refused file: no probing.
        #expect(dataError { try sandbox.read("../missing.txt") }?.description == "../missing.txt: \(outside)")
        #expect(dataError { try sandbox.read("escape/missing.txt") }?.description == "escape/missing.txt: \(outside)")
        #expect(dataError { try sandbox.read("nowhere/../../missing.txt") }?.description == "nowhere/../../missing.txt: \(outside)")
    }

    @Test func allowedReadFoldersAreRootsToo() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        let sandbox = FileSandbox(baseDirectory: tree.scripts, allowedDirectories: ["../shared"])
        #expect(sandbox.allowedRoots == [tree.scripts, tree.root + "/shared"])
        #expect(try sandbox.read("../shared/common.json") == Array("{\"shared\": true}".utf8))
        #expect(try sandbox.resolve(tree.root + "/shared/common.json") == tree.root + "/shared/common.json")
        #expect(dataError { try sandbox.read("../secret.txt") }?.description == "../secret.txt: \(outside)")
        let everything = FileSandbox(baseDirectory: tree.scripts, allowedDirectories: [tree.root])
        #expect(try everything.read("link.txt") == Array("secret".utf8))
    }

    @Test func readsAreBoundedAndOnlyOfFiles() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        let sandbox = FileSandbox(baseDirectory: tree.scripts, maximumFileSize: 8)
        #expect(dataError { try sandbox.read("ten.txt") }?.description == "ten.txt: file is too large (10 bytes; the limit is 8 bytes)")
        #expect(dataError { try FileSandbox(baseDirectory: tree.scripts).read("ten.txt", limit: 4) }?.description
            == "ten.txt: file is too large (10 bytes; the limit is 4 bytes)")
        #expect(dataError { try sandbox.read("data") }?.description == "data: is a folder, not a file")
        #expect(dataError { try sandbox.read("") }?.message == "empty file path")
    }

    /// A FIFO is refused before it is opened: opening it would wait for a writer forever.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let tree = try SandboxTree()
        defer { tree.remove() }
        #expect(mkfifo(tree.scripts + "/pipe.csv", 0o600) == 0)
        let sandbox = FileSandbox(baseDirectory: tree.scripts)
        #expect(dataError { try sandbox.read("pipe.csv") }?.description == "pipe.csv: is a FIFO (named pipe), not a regular file")
        let devices = FileSandbox(baseDirectory: tree.scripts, allowedDirectories: ["/dev"])
        #expect(dataError { try devices.read("/dev/zero") }?.description == "/dev/zero: is a character device, not a regular file")
    }
}
