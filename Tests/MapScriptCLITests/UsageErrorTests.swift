import Foundation
import Testing

/// Exit status 2: the command line was wrong. Nothing runs and nothing is written.
@Suite struct UsageErrorTests {
    static let cases: [(arguments: [String], message: String)] = [
        (["scene.map", "--bogus"], "Unknown option '--bogus'"),
        (["scene.map", "--size", "10x"], "'10x' is not a size"),
        (["scene.map", "--size", "0x100"], "'0x100' is too small: each side is at least 1"),
        (["scene.map", "--size", "-5x10"], "'-5x10' is too small: each side is at least 1"),
        (["scene.map", "--size", "0.5x10"], "'0.5x10' is too small: each side is at least 1"),
        (["scene.map", "--size", "wide"], "'wide' is not a size"),
        (["scene.map", "--set", "showRoute"], "'showRoute' has no '='"),
        (["scene.map", "--set", "1st=2"], "'1st' is not a name"),
        (["scene.map", "--set", "if=2"], "'if' is not a name"),
        (["scene.map", "--set", "a.b=2"], "'a.b' is not a name"),
        (["scene.map", "--format", "jpeg"], "jpeg"),
        (["scene.map", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
        (["scene.map", "--max-steps", "-1"], "--max-steps must be a positive number"),
        (["scene.map", "--max-steps", "0"], "--max-steps must be a positive number"),
        (["scene.map", "--allow-read", "no-such-folder"], "'no-such-folder' is not a folder"),
        (["missing.map"], "mapscript: cannot read 'missing.map': no such file"),
        (["check", "missing.map"], "mapscript: cannot read 'missing.map': no such file"),
        (["-", "-o", "out.svg"], "mapscript: '-' (standard input) is no script file"),
        (["check", "-"], "mapscript: '-' (standard input) is no script file"),
        (["check"], "Missing expected argument"),
        (["fmt", "--check", "--write", "scene.map"], "--check and --write cannot be used together"),
        (["watch", "scene.map", "-o", "-"], "-o - (standard output) is not possible"),
        (["scene.map", "-o", "."], "it is a folder"),
        (["scene.map", "-o", "x.svg/"],
         "mapscript: cannot write 'x.svg/': the '/' at its end names a folder, and there is no folder 'x.svg'; to write a file, drop the '/'"),
        (["-o", "out.svg"], "-o needs a script to render"),
        (["scene.map", "-o", "scene.map"], "would replace the script"),
    ]

    @Test(arguments: cases)
    func exitsWithStatusTwo(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", "print(\"ran\")\n")
        let run = try MapScriptProcess.run(arguments, in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(try folder.contents() == ["scene.map"])
    }

    /// A file's name with a '/' after it names a folder that cannot be: the error says so,
    /// and the file is left alone.
    @Test func aFileNameWithASlashAfterItIsNotAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", "print(\"ran\")\n")
        try folder.write("old.svg", "<svg/>")
        let run = try MapScriptProcess.run(["scene.map", "-o", "old.svg/"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "cannot write 'old.svg/': the '/' at its end names a folder, and 'old.svg' is a file, not a folder; to write the file, drop the '/'"),
            "\(run.standardError)")
        #expect(try folder.contents() == ["old.svg", "scene.map"])
    }

    @Test func helpShowsExamplesAndTheExitStatuses() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run(["--help"], in: folder.url)
        #expect(run.status == 0)
        for text in ["Examples:", "mapscript park.map -o -", "mapscript watch", "Exit status:", "2  a usage error", "check", "fmt", "tokens", "ast", "repl"] {
            #expect(run.standardOutput.contains(text), "--help lacks \(text)")
        }
        let render = try MapScriptProcess.run(["render", "--help"], in: folder.url)
        for option in ["--size <WxH>", "--seed", "--set <NAME=VALUE>", "--format", "--max-steps", "--allow-read", "-o, --output"] {
            #expect(render.standardOutput.contains(option), "render --help lacks \(option)")
        }
    }

    @Test func versionPrintsAVersion() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run(["--version"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.split(separator: ".").count == 3)
    }
}
