import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs must be regular files: the script itself, `import`, `load` and `Image` refuse a
/// FIFO or a device before opening it, so a FIFO never blocks a run. Each run has a short
/// time limit: a regression shows as a timeout, not a stalled test run.
@Suite struct InputSafetyTests {
    @Test func aScriptThatIsAFIFOIsAUsageError() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("pipe.map"), 0o600) == 0)
        for arguments in [["pipe.map"], ["check", "pipe.map"], ["fmt", "pipe.map"], ["repl", "pipe.map"], ["watch", "pipe.map"]] {
            let run = try MapScriptProcess.run(arguments, in: folder.url, timeout: 10)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError == "mapscript: cannot read 'pipe.map': it is a FIFO (named pipe), not a script file\n", "\(arguments)")
        }
    }

    @Test func aScriptThatIsADeviceIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run(["check", "/dev/zero"], in: folder.url, timeout: 10)
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: cannot read '/dev/zero': it is a character device, not a script file\n")
    }

    @Test func loadImageAndImportRefuseAFIFOAtTheirLine() throws {
        let folder = try TemporaryFolder()
        for name in ["pipe.csv", "pipe.png", "pipe.map"] {
            #expect(mkfifo(folder.path(name), 0o600) == 0)
        }
        let cases: [(script: String, error: String)] = [
            ("let rows = load(\"pipe.csv\")\n", "scene.map:1:17: error: load: pipe.csv: is a FIFO (named pipe), not a regular file"),
            ("let icon = Image(\"pipe.png\")\n", "scene.map:1:18: error: Image: pipe.png: is a FIFO (named pipe), not a regular file"),
            ("import \"pipe.map\"\n", "scene.map:1:8: error: cannot import 'pipe.map': is a FIFO (named pipe), not a regular file"),
        ]
        for (script, error) in cases {
            try folder.write("scene.map", script)
            let run = try MapScriptProcess.run(["scene.map"], in: folder.url, timeout: 10)
            #expect(run.status == 1, "\(script)")
            #expect(run.standardError.hasPrefix(error + "\n"), "\(run.standardError)")
        }
    }

    @Test func aDeviceIsRefusedEvenInsideAnAllowedFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", "let icon = Image(\"/dev/zero\")\n")
        let run = try MapScriptProcess.run(["scene.map", "--allow-read", "/dev"], in: folder.url, timeout: 10)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("scene.map:1:18: error: Image: /dev/zero: is a character device, not a regular file"), "\(run.standardError)")
    }
}
