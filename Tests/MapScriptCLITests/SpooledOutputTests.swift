import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture too large to hold twice is written with its body spooled to an unnamed file as it
/// is drawn (`SpoolFile`): the bytes are those of the picture held in memory, for every kind
/// of output, nothing is left beside them, and a failure to write is still an error.
@Suite struct SpooledOutputTests {
    /// 3,000 pins: a body of some 400 KB, above the 256 KB that is held before spooling. The
    /// script writes the picture held in memory itself, with `render()`.
    static let scene = """
    map.size = Size(600, 400)
    for i in 0..<3000 {
      map.addAnnotation(PointAnnotation(@(i % 60, i / 60), title: "Pin \\(i)"))
    }
    map.showAnnotations(map.annotations)
    render("held.svg")

    """

    @Test func aSpooledPictureIsThePictureHeldInMemory() throws {
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene)
        let run = try MapScriptProcess.run(["pins.map", "-o", "spooled.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let held = try folder.bytes("held.svg")
        #expect(held.count > 300_000)
        #expect(try folder.bytes("spooled.svg") == held)
        // The spool had no name: only the two pictures and the script are left.
        #expect(try folder.contents() == ["held.svg", "pins.map", "spooled.svg"])
    }

    @Test func aSpooledPictureReachesStandardOutputWhole() throws {
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene)
        let run = try MapScriptProcess.run(["pins.map", "-o", "-"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.outputBytes == (try folder.bytes("held.svg")))
    }

    @Test func aSpooledPictureGoesThroughALinkAndIntoAFIFO() throws {
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene)
        try folder.write("pictures/real.svg", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "pictures/real.svg")
        let linked = try MapScriptProcess.run(["pins.map", "-o", "link.svg"], in: folder.url)
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(try folder.bytes("pictures/real.svg") == (try folder.bytes("held.svg")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("pictures")) == ["real.svg"])

        // A FIFO larger than its buffer: read while the command writes.
        let fifo = folder.path("out.svg")
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = LockedBytes()
        let reader = Thread {
            guard let handle = FileHandle(forReadingAtPath: fifo) else { return }
            received.set([UInt8](handle.readDataToEndOfFile()))
        }
        reader.start()
        let piped = try MapScriptProcess.run(["pins.map", "-o", "out.svg"], in: folder.url, timeout: 20)
        #expect(piped.status == 0, "\(piped.standardError)")
        while !received.isSet { usleep(10_000) }
        #expect(received.bytes == (try folder.bytes("held.svg")))
    }

    @Test func aSpooledPictureToAFullDeviceIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene)
        try FileManager.default.createSymbolicLink(atPath: folder.path("full.svg"), withDestinationPath: "/dev/full")
        let run = try MapScriptProcess.run(["pins.map", "-o", "full.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == "mapscript: cannot write 'full.svg': no space left on device\n")
        #expect(OutputSafetyTests.status(of: "/dev/full").st_mode & S_IFMT == S_IFCHR)

        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let standard = try MapScriptProcess.run(["pins.map", "-o", "-"], in: folder.url, standardOutput: full)
        #expect(standard.status == 1)
        #expect(standard.standardError == "mapscript: cannot write to standard output: no space left on device\n")
    }

    @Test func withoutAFolderForTheSpoolThePictureIsHeldAndTheSame() throws {
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene)
        // Standard output spools in $TMPDIR; one that does not exist leaves memory.
        let run = try MapScriptProcess.run(["pins.map", "-o", "-"], in: folder.url, environment: ["TMPDIR": folder.path("missing")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.outputBytes == (try folder.bytes("held.svg")))
    }

    @Test func anOutputFolderThatTakesNoFileIsAnErrorAndThePreviousPictureStays() throws {
        guard getuid() != 0 else { return }  // root writes into any folder
        let folder = try TemporaryFolder()
        try folder.write("pins.map", Self.scene.replacingOccurrences(of: "render(\"held.svg\")\n", with: ""))
        try folder.write("out/pins.svg", "old\n")
        #expect(chmod(folder.path("out"), 0o555) == 0)
        defer { chmod(folder.path("out"), 0o755) }
        let run = try MapScriptProcess.run(["pins.map", "-o", "out/pins.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == "mapscript: cannot write 'out/pins.svg': permission denied\n")
        #expect(try folder.read("out/pins.svg") == "old\n")
    }
}

/// Bytes handed from a reading thread to the test.
private final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [UInt8]?

    func set(_ bytes: [UInt8]) { lock.withLock { value = bytes } }
    var isSet: Bool { lock.withLock { value != nil } }
    var bytes: [UInt8]? { lock.withLock { value } }
}
