import Foundation
import MapScriptData
import Testing

@Suite struct DataLoaderTests {
    @Test func formatsComeFromTheExtension() {
        #expect(DataFormat(path: "a/b/park.GeoJSON") == .geojson)
        #expect(DataFormat(path: "rides.CSV") == .csv)
        #expect(DataFormat(path: "MagicMountain.plist") == .plist)
        #expect(DataFormat(path: "x.json") == .json)
        #expect(DataFormat(path: "notes.txt") == nil)
        #expect(DataFormat(path: ".csv") == nil)
        #expect(DataFormat(path: "folder.csv/file") == nil)
    }

    @Test func loadsEachFormatThroughTheSandbox() throws {
        let loader = DataLoader(sandbox: FileSandbox(baseDirectory: Fixtures.directory))
        let rides = try loader.load("rides.csv")
        #expect(rides.format == .csv)
        #expect(rides.resolvedPath == URL(fileURLWithPath: Fixtures.path("rides.csv")).resolvingSymlinksInPath().path)
        guard case .value(let rows) = rides.content else {
            Issue.record("CSV gives a value")
            return
        }
        #expect(rows[0]?["name"] == .string("Goliath"))

        guard case .value(let park) = try loader.load("MagicMountain.plist").content else {
            Issue.record("a plist gives a value")
            return
        }
        #expect(park["midCoord"] == .string("{34.4248,-118.5971}"))

        guard case .features(let features) = try loader.load("park.geojson").content else {
            Issue.record("GeoJSON gives features")
            return
        }
        #expect(features.count == 8)
    }

    /// UTF-16 and UTF-32 files (Excel's "Unicode Text", Windows PowerShell's `>`) are named as
    /// such, with or without a byte order mark, rather than failing on their first byte.
    @Test func textThatIsNotUTF8IsNamed() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(folder) }
        func utf16(_ text: String, bigEndian: Bool = false, mark: Bool = true) -> [UInt8] {
            let units = (mark ? [0xFEFF] : []) + Array(text.utf16)
            return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let files: [(String, [UInt8])] = [
            ("le.csv", utf16("name,lat\r\nA,1\r\n")),
            ("be.geojson", utf16(#"{"type": "Point", "coordinates": [1, 2]}"#, bigEndian: true)),
            ("unmarked.json", utf16(#"{"a": 1}"#, mark: false)),
            ("unmarked-be.csv", utf16("a\n1\n", bigEndian: true, mark: false)),
            ("u32.geojson", [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00]),
            ("u32.plist", [0x00, 0x00, 0x00, 0x3C]),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let loader = DataLoader(sandbox: FileSandbox(baseDirectory: folder))
        #expect(dataError { try loader.load("le.csv") }?.description == "le.csv:1:1: the file is UTF-16 text; load reads UTF-8: save it as UTF-8")
        #expect(dataError { try loader.load("be.geojson") }?.description == "be.geojson:1:1: the file is UTF-16 text; load reads UTF-8: save it as UTF-8")
        #expect(dataError { try loader.load("unmarked.json") }?.description == "unmarked.json:1:1: the file is UTF-16 text; load reads UTF-8: save it as UTF-8")
        #expect(dataError { try loader.load("unmarked-be.csv") }?.description == "unmarked-be.csv:1:1: the file is UTF-16 text; load reads UTF-8: save it as UTF-8")
        #expect(dataError { try loader.load("u32.geojson") }?.description == "u32.geojson:1:1: the file is UTF-32 text; load reads UTF-8: save it as UTF-8")
        #expect(dataError { try loader.load("u32.plist") }?.description == "u32.plist:1:1: the file is UTF-32 text; load reads UTF-8: save it as UTF-8")
    }

    /// A stray NUL in UTF-8 text is not UTF-16: that has one in every other byte. The reader
    /// meets it where it is, and names it: no text holds one.
    @Test func aStrayNULIsNotTakenForUTF16ButNamedWhereItIs() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(folder) }
        try Data([UInt8]("a\0,b\n1,2\n".utf8)).write(to: URL(fileURLWithPath: folder + "/stray.csv"))
        try Data([UInt8]("name,lat\n\"x\0\",1\n".utf8)).write(to: URL(fileURLWithPath: folder + "/quoted.csv"))
        try Data([UInt8]("{\0}".utf8)).write(to: URL(fileURLWithPath: folder + "/stray.json"))
        let loader = DataLoader(sandbox: FileSandbox(baseDirectory: folder))
        #expect(dataError { try loader.load("stray.csv") }?.description == "stray.csv:1:2: a NUL byte, which no text holds; is this file text?")
        #expect(dataError { try loader.load("quoted.csv") }?.description == "quoted.csv:2:3: a NUL byte, which no text holds; is this file text?")
        #expect(dataError { try loader.load("stray.json") }?.description == "stray.json:1:2: expected a string key in object; keys are written in double quotes")
    }

    @Test func errorsNameThePathAsGiven() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        try write("{\"a\": [1, 2,]}", to: folder + "/data/bad.JSON")
        try write("a,b\n1\n", to: folder + "/data/short.csv")
        try write("hello", to: folder + "/notes.txt")
        let loader = DataLoader(sandbox: FileSandbox(baseDirectory: folder))
        #expect(dataError { try loader.load("data/bad.JSON") }?.description == "data/bad.JSON:1:13: a trailing ',' is not allowed in JSON")
        #expect(dataError { try loader.load("data/short.csv") }?.description == "data/short.csv:2:2: row has 1 field; the header has 2 (no value for \"b\")")
        #expect(dataError { try loader.load("notes.txt") }?.description
            == "notes.txt: cannot load this kind of file; load reads .csv, .tsv, .json, .geojson and .plist files")
        #expect(dataError { try loader.load("data/none.geojson") }?.description == "data/none.geojson: no such file")
        #expect(dataError { try loader.load("../x.csv") }?.description
            == "../x.csv: is outside the folders this script may read (its own folder and any --allow-read folder)")
        let small = DataLoader(sandbox: FileSandbox(baseDirectory: folder), limits: ParseLimits(maximumBytes: 5))
        #expect(dataError { try small.load("data/bad.JSON") }?.description == "data/bad.JSON: file is too large (14 bytes; the limit is 5 bytes)")
    }
}
