import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output may and may not go, for every writer: `-o` of the render command (SVG and
/// GeoJSON), `render()` in a script and the REPL's `:render`. Links are written through,
/// devices and FIFOs are written straight to, and no file the run read is ever replaced.
///
/// No test here names /dev/null or /dev/full as an output: were the writer to regress into
/// renaming over its destination, such a test would destroy a device of the machine. Devices
/// are reached through a link in a temporary folder (a regression replaces the link) or are a
/// pseudo-terminal of the test's own (nothing can be created in /dev/pts).
@Suite struct OutputSafetyTests {
    static let scene = RenderCommandTests.scene

    // MARK: -o

    @Test func anOutputThatIsASymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("pictures/real.svg", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "pictures/real.svg")
        let run = try MapScriptProcess.run(["scene.map", "-o", "link.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.svg")) == "pictures/real.svg")
        #expect(try folder.read("pictures/real.svg").hasPrefix("<?xml"))
        #expect(try folder.contents() == ["link.svg", "pictures", "scene.map"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("pictures")) == ["real.svg"])
    }

    @Test func aDanglingLinkGetsTheFileItNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.geojson"), withDestinationPath: "made.geojson")
        let run = try MapScriptProcess.run(["scene.map", "--format", "geojson", "-o", "link.geojson"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.geojson")) == "made.geojson")
        #expect(try folder.read("made.geojson").contains("FeatureCollection"))
    }

    /// A file with two names gets the new picture under both: it is written into, not
    /// renamed over, which would leave the other name with the old picture.
    @Test func anOutputWithAnotherNameIsWrittenIntoAndKeepsBoth() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("pictures/shared.svg", String(repeating: "old picture, longer than the new one\n", count: 4_000))
        #expect(link(folder.path("pictures/shared.svg"), folder.path("scene.svg")) == 0)
        let run = try MapScriptProcess.run(["scene.map"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let picture = try folder.read("scene.svg")
        #expect(picture.hasPrefix("<?xml") && picture.hasSuffix("</svg>\n"))
        #expect(try folder.read("pictures/shared.svg") == picture)
        let written = Self.status(of: folder.path("scene.svg")), other = Self.status(of: folder.path("pictures/shared.svg"))
        #expect(written.st_ino == other.st_ino && written.st_nlink == 2)
        #expect(try folder.contents() == ["pictures", "scene.map", "scene.svg"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("scene.svg", "old\n")
        #expect(chmod(folder.path("scene.svg"), 0o640) == 0)
        let run = try MapScriptProcess.run(["scene.map"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.read("scene.svg").hasPrefix("<?xml"))
        #expect(Self.status(of: folder.path("scene.svg")).st_mode & 0o7777 == 0o640)
    }

    /// Run as root, the command does not take another user's file: the new picture has the
    /// old one's owner, group and permissions, set-group-ID bit included.
    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func aReplacedFileKeepsItsOwner() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("scene.svg", "old\n")
        #expect(chown(folder.path("scene.svg"), 65534, 65534) == 0)
        #expect(chmod(folder.path("scene.svg"), 0o2640) == 0)
        let run = try MapScriptProcess.run(["scene.map"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.read("scene.svg").hasPrefix("<?xml"))
        let status = Self.status(of: folder.path("scene.svg"))
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
        #expect(status.st_mode & 0o7777 == 0o2640)
        #expect(try folder.contents() == ["scene.map", "scene.svg"])
    }

    /// A user who may write another's file (and its folder) writes into it: a rename would
    /// make it theirs. As root, the command runs as the user "nobody", through setpriv.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "needs root (to make a file of another user) and setpriv (Debian: util-linux)"))
    func anotherUsersFileIsWrittenIntoAndStaysTheirs() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("scene.svg", String(repeating: "old picture, longer than the new one\n", count: 4_000))
        #expect(chmod(folder.path("scene.svg"), 0o666) == 0)
        #expect(chmod(folder.url.path, 0o777) == 0)
        let before = Self.status(of: folder.path("scene.svg"))
        let run = try MapScriptProcess.run(["--reuid=65534", "--regid=65534", "--clear-groups", MapScriptProcess.executable.path, "scene.map"],
                                           in: folder.url, program: URL(fileURLWithPath: "/usr/bin/setpriv"))
        #expect(run.status == 0, "\(run.standardError)")
        let picture = try folder.read("scene.svg")
        #expect(picture.hasPrefix("<?xml") && picture.hasSuffix("</svg>\n"))
        let after = Self.status(of: folder.path("scene.svg"))
        #expect(after.st_ino == before.st_ino && after.st_uid == 0 && after.st_mode & 0o7777 == 0o666)
        #expect(try folder.contents() == ["scene.map", "scene.svg"])
    }

    /// Whether `runUnprivileged` can drop root's privileges, or has none to drop.
    static let canRunUnprivileged = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// Runs the command as an unprivileged user: as root through setpriv, as the user "nobody",
    /// who may then write the test's folder (as the owner of the files in it would); as anyone
    /// else, as that user.
    static func runUnprivileged(_ arguments: [String], in folder: TemporaryFolder) throws -> MapScriptProcess.Outcome {
        guard getuid() == 0 else { return try MapScriptProcess.run(arguments, in: folder.url) }
        #expect(chmod(folder.url.path, 0o777) == 0)
        return try MapScriptProcess.run(["--reuid=65534", "--regid=65534", "--clear-groups", MapScriptProcess.executable.path] + arguments,
                                        in: folder.url, program: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }

    /// A file its owner made read-only is not replaced, as `cp` and `>` refuse to write it:
    /// the previous picture stays. Root may write any file, so as root the command runs as an
    /// unprivileged user, through setpriv.
    @Test(.enabled(if: canRunUnprivileged, "running as root without setpriv (Debian: util-linux) to drop privileges"))
    func aReadOnlyFileIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("scene.svg", "old\n")
        #expect(chmod(folder.path("scene.svg"), 0o444) == 0)
        let run = try Self.runUnprivileged(["scene.map"], in: folder)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError == "mapscript: cannot write 'scene.svg': permission denied (the file is read-only)\n")
        #expect(try folder.read("scene.svg") == "old\n")
    }

    /// A file is replaced through a new file beside it, so a folder that takes no new files
    /// cannot have its pictures replaced, even a writable one: a usage error before the script
    /// runs, saying so of the folder, not of the file. As root, the command runs unprivileged.
    @Test(.enabled(if: canRunUnprivileged, "running as root without setpriv (Debian: util-linux) to drop privileges"))
    func aFolderThatTakesNoNewFilesIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("out/scene.svg", "old\n")
        #expect(chmod(folder.path("out/scene.svg"), 0o666) == 0)
        #expect(chmod(folder.path("out"), 0o555) == 0)
        defer { chmod(folder.path("out"), 0o755) }
        let run = try Self.runUnprivileged(["scene.map", "-o", "out/scene.svg"], in: folder)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError == "mapscript: cannot write 'out/scene.svg': its folder 'out' cannot be written to; the file is "
                + "replaced whole, through a new file made beside it, so that a run that fails leaves it as it was\n")
        #expect(try folder.read("out/scene.svg") == "old\n")
    }

    @Test func aFIFOIsWrittenStraightToAndStaysAFIFO() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let fifo = folder.path("out.svg")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading before the run, without waiting for a writer, so the command's
        // open does not wait either; the picture is small enough to sit in the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url, timeout: 10)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.status(of: fifo).st_mode & S_IFMT == S_IFIFO)
        let text = String(decoding: Self.readAvailable(reader), as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n"), "\(text)")
        #expect(try folder.contents() == ["out.svg", "scene.map"])
    }

    @Test func aTerminalDeviceIsWrittenStraightTo() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let (master, device) = try #require(Self.openPseudoTerminal())
        defer { close(master) }
        let run = try MapScriptProcess.run(["scene.map", "-o", device], in: folder.url, timeout: 10)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.status(of: device).st_mode & S_IFMT == S_IFCHR)
        let text = String(decoding: Self.readAvailable(master), as: UTF8.self)
        // The terminal turns each newline into CR LF.
        #expect(text.replacingOccurrences(of: "\r\n", with: "\n").hasSuffix("</svg>\n"), "\(text)")
    }

    /// An output that is standard output by another name (`/dev/stdout`, here through a link
    /// to it) is standard output, as `-` is: the script's prints go to standard error, and the
    /// picture alone to standard output.
    @Test func anOutputNamingStandardOutputKeepsThePrintsOutOfThePicture() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "print(\"drawn\")\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("out.svg"), withDestinationPath: "/dev/stdout")
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("<?xml") && run.standardOutput.hasSuffix("</svg>\n"))
        #expect(run.standardError == "drawn\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("out.svg")) == "/dev/stdout")
    }

    /// watch writes again and again: to standard output by another name, as to `-`, it
    /// refuses, before running anything.
    @Test func watchRefusesStandardOutputByAnotherName() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try FileManager.default.createSymbolicLink(atPath: folder.path("out.svg"), withDestinationPath: "/dev/stdout")
        let run = try MapScriptProcess.run(["watch", "scene.map", "-o", "out.svg"], in: folder.url, timeout: 10)
        #expect(run.status == 2)
        #expect(run.standardError.contains("-o out.svg (standard output) is not possible"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aFullDeviceIsAnErrorAndStaysADevice() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try FileManager.default.createSymbolicLink(atPath: folder.path("full.svg"), withDestinationPath: "/dev/full")
        let run = try MapScriptProcess.run(["scene.map", "-o", "full.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == "mapscript: cannot write 'full.svg': no space left on device\n")
        #expect(Self.status(of: "/dev/full").st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("full.svg")) == "/dev/full")

        // Written by render, the failure is known only after the run, and is placed at the
        // render line all the same.
        try folder.write("scene.map", Self.scene + "render(\"full.svg\")\n")
        let rendered = try MapScriptProcess.run(["scene.map", "--allow-read", "/dev", "-o", "out.svg"], in: folder.url)
        #expect(rendered.status == 1)
        #expect(rendered.standardError == "scene.map:5:1: error: render: cannot write 'full.svg': no space left on device\n"
                + "render(\"full.svg\")\n^~~~~~~~~~~~~~~~~~\n", "\(rendered.standardError)")
        #expect(Self.status(of: "/dev/full").st_mode & S_IFMT == S_IFCHR)
        #expect(!folder.exists("out.svg"))
    }

    @Test func anOutputThatTheRunReadIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "let rows = load(\"rows.csv\")\n")
        try folder.write("rows.csv", "name,value\nA,1\n")
        // --format lets any name through, so the name alone does not refuse it.
        let run = try MapScriptProcess.run(["scene.map", "-o", "rows.csv", "--format", "svg"], in: folder.url)
        // A wrong output name, as the script's own is: a usage error, found once the run has read.
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: cannot write 'rows.csv': the run read that file, and writing would lose it; choose another name\n")
        #expect(try folder.read("rows.csv") == "name,value\nA,1\n")
        #expect(try folder.contents() == ["rows.csv", "scene.map"])
    }

    /// An import is refused as the script is, with the same status.
    @Test func anOutputThatIsAnImportIsRefusedAsTheScriptIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("shapes.map", "let side = 2\n")
        try folder.write("scene.map", "import \"shapes.map\"\n" + Self.scene)
        let run = try MapScriptProcess.run(["scene.map", "-o", "shapes.map", "--format", "svg"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: cannot write 'shapes.map': the run read that file, and writing would lose it; choose another name\n")
        #expect(run.standardOutput.isEmpty)
        #expect(try folder.read("shapes.map") == "let side = 2\n")
        #expect(try folder.contents() == ["scene.map", "shapes.map"])
    }

    @Test func anOutputThatIsTheScriptByAnotherNameIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try FileManager.default.createSymbolicLink(atPath: folder.path("alias.svg"), withDestinationPath: "scene.map")
        let run = try MapScriptProcess.run(["scene.map", "-o", "alias.svg"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: the output 'alias.svg' would replace the script; choose another with -o\n")
        #expect(try folder.read("scene.map") == Self.scene)
    }

    // MARK: render() in a script

    @Test func renderNeverReplacesTheRunningScript() throws {
        let folder = try TemporaryFolder()
        // A name that asks for SVG, but is the script by a link.
        try FileManager.default.createSymbolicLink(atPath: folder.path("alias.svg"), withDestinationPath: "scene.map")
        let script = Self.scene + "render(\"alias.svg\")\n"
        try folder.write("scene.map", script)
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("scene.map:5:8: error: render: cannot write 'alias.svg': the run read that file, and writing would lose it; choose another name\n"), "\(run.standardError)")
        #expect(try folder.read("scene.map") == script)
        #expect(try folder.contents() == ["alias.svg", "scene.map"])
        // The script's own name is refused by its extension already.
        try folder.write("scene.map", Self.scene + "render(\"scene.map\")\n")
        let named = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(named.status == 1 && named.standardError.contains("cannot tell what to write to 'scene.map'"))
    }

    @Test func renderNeverReplacesAnImportOrDataThroughAnyName() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib/shapes.map", "let side = 2\n")
        try folder.write("rows.csv", "name,value\nA,1\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("rows-link.svg"), withDestinationPath: "rows.csv")
        try FileManager.default.createSymbolicLink(atPath: folder.path("shapes-link.geojson"), withDestinationPath: "lib/shapes.map")
        for target in ["shapes-link.geojson", "rows-link.svg"] {
            let script = "import \"lib/shapes.map\"\nlet rows = load(\"rows.csv\")\n" + Self.scene + "render(\"\(target)\")\n"
            try folder.write("scene.map", script)
            let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
            #expect(run.status == 1)
            #expect(run.standardError.contains("error: render: cannot write '\(target)': the run read that file"), "\(run.standardError)")
        }
        #expect(try folder.read("lib/shapes.map") == "let side = 2\n")
        #expect(try folder.read("rows.csv") == "name,value\nA,1\n")
        #expect(!folder.exists("out.svg"))
    }

    @Test func renderWritesThroughALinkInsideTheFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "render(\"link.svg\")\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "real.svg")
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.svg")) == "real.svg")
        #expect(try folder.read("real.svg") == (try folder.read("out.svg")))
    }

    @Test func anOutputThatReplacesWhatRenderWroteIsWarnedAtTheRenderCall() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "render(\"copy.png\")\nrender(\"scene.svg\")\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "scene.svg")
        let warning = "scene.map:6:1: warning: render wrote 'scene.svg', and the picture of the run then replaces it as '%@'\n"
            + "render(\"scene.svg\")\n^~~~~~~~~~~~~~~~~~~\n"
            + "help: give render another file name, or the run's output another with -o\n"
        // By -o, through a link, and by the default name beside the script.
        for arguments in [["-o", "scene.svg"], ["-o", "link.svg"], []] {
            let run = try MapScriptProcess.run(["scene.map"] + arguments, in: folder.url)
            #expect(run.status == 0)
            #expect(run.standardError == warning.replacingOccurrences(of: "%@", with: arguments.last ?? "scene.svg"))
        }
        // Another name: both files stand, and nothing is said.
        let apart = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(apart.status == 0 && apart.standardError == "", "\(apart.standardError)")
        #expect(try folder.read("scene.svg") == (try folder.read("out.svg")))
    }

    /// A hook that the final picture's layout runs may call render too: its file appears with
    /// the output, in every format, as one the run itself asked for does.
    @Test func renderInAHookOfTheFinalLayoutWritesItsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "on didAddRenderers(renderers) { render(\"during.svg\") }\n")
        for output in ["out.svg", "out.geojson"] {
            try? FileManager.default.removeItem(atPath: folder.path("during.svg"))
            let run = try MapScriptProcess.run(["scene.map", "-o", output], in: folder.url)
            #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
            #expect(try folder.read("during.svg").hasPrefix("<?xml"), "\(output)")
        }
    }

    @Test func renderDoesNotFollowALinkOutOfTheFolder() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "render(\"away.svg\")\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("away.svg"), withDestinationPath: outside.path("away.svg"))
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: render: 'away.svg' is outside the folders this script may write"), "\(run.standardError)")
        #expect(try outside.contents() == [])
    }

    // MARK: The REPL

    @Test func replRenderNeverReplacesAFileTheSessionRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("rows.json", "[1, 2]\n")
        let run = try MapScriptProcess.run([], in: folder.url, input: "let rows = load(\"rows.json\")\n:render rows.json\n")
        #expect(run.status == 1)
        #expect(run.standardError == """
            <stdin>:2:9: error: cannot write 'rows.json': the run read that file, and writing would lose it; choose another name
            :render rows.json
                    ^~~~~~~~~

            """)
        #expect(try folder.read("rows.json") == "[1, 2]\n")
    }

    @Test func replRenderWritesThroughALink() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "real.svg")
        let run = try MapScriptProcess.run([], in: folder.url, input: "map.size = Size(50, 40)\n:render link.svg\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.svg")) == "real.svg")
        #expect(try folder.read("real.svg").contains(#"width="50" height="40""#))
    }

    // MARK: Standard output

    @Test func printToAFullStandardOutputStopsTheScriptAtItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", "print(\"one\")\nprint(\"two\")\n")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url, standardOutput: full)
        #expect(run.status == 1)
        #expect(run.standardError == """
        scene.map:1:1: error: print: cannot write to standard output: no space left on device
        print("one")
        ^~~~~~~~~~~~

        """)
        #expect(!folder.exists("out.svg"))
    }

    @Test func thePictureToAFullStandardOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try MapScriptProcess.run(["scene.map", "-o", "-"], in: folder.url, standardOutput: full)
        #expect(run.status == 1)
        #expect(run.standardError == "mapscript: cannot write to standard output: no space left on device\n")
    }

    @Test func anyOtherOutputToAFullStandardOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        for arguments in [["tokens", "scene.map"], ["fmt", "scene.map"], []] {
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let run = try MapScriptProcess.run(arguments, in: folder.url, input: "1 + 1\n", standardOutput: full)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.standardError == "mapscript: cannot write to standard output: no space left on device\n", "\(arguments)")
        }
    }

    @Test func aClosedPipeEndsTheCommandQuietly() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try MapScriptProcess.run(["scene.map", "-o", "-"], in: folder.url, standardOutput: pipe.fileHandleForWriting)
        #expect((run.signalled && run.status == SIGPIPE) || (!run.signalled && run.status == 0), "\(run.status)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    // MARK: Helpers

    /// A new pseudo-terminal: its master side, and the path of its device. The C functions
    /// are looked up at run time: Swift's Glibc module leaves them out.
    static func openPseudoTerminal() -> (master: Int32, device: String)? {
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias UnlockFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
              let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname") else { return nil }
        let master = unsafeBitCast(open, to: OpenFunction.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard unsafeBitCast(grant, to: UnlockFunction.self)(master) == 0,
              unsafeBitCast(unlock, to: UnlockFunction.self)(master) == 0,
              let device = unsafeBitCast(name, to: NameFunction.self)(master) else {
            close(master)
            return nil
        }
        return (master, String(cString: device))
    }

    static func status(of path: String) -> stat {
        var status = stat()
        #expect(stat(path, &status) == 0, "\(path)")
        return status
    }

    /// What a non-blocking descriptor holds now, waiting a moment for the first bytes.
    static func readAvailable(_ descriptor: Int32) -> [UInt8] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 1000) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
