import MapScriptData
import Testing

/// Broken input of every kind gives a `DataError`, never a crash or another error: every
/// prefix of the fixtures, and seeded random corruptions of them.
@Suite struct RobustnessTests {
    /// Runs `body`; returns "ok", or the error if it is a `DataError` with a place, else a failure note.
    private func outcome(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch let error as DataError {
            return error.description.isEmpty ? "empty message" : "error"
        } catch {
            return "unexpected \(type(of: error))"
        }
    }

    @Test func everyPrefixOfAGeoJSONFileIsALocatedError() throws {
        let bytes = try Fixtures.bytes("park.geojson")
        // Dropping only the final newline leaves a complete document.
        for length in 0..<(bytes.count - 1) {
            let prefix = Array(bytes.prefix(length))
            let error = dataError { try GeoJSONReader.read(prefix, file: "park.geojson") }
            #expect(error?.line != nil && error?.column != nil, "prefix of \(length) bytes")
        }
    }

    @Test func everyPrefixOfAPropertyListOrPNGIsAnError() throws {
        let plist = try Fixtures.bytes("MagicMountain.plist")
        for length in 0..<(plist.count - 1) {
            #expect(dataError { try PropertyListParser.parse(Array(plist.prefix(length)), file: "p.plist") } != nil, "prefix of \(length) bytes")
        }
        let png = try Fixtures.bytes("images/dot.png")
        for length in 0..<png.count {
            #expect(dataError { try ImageProbe.probe(Array(png.prefix(length)), file: "dot.png") } != nil, "prefix of \(length) bytes")
        }
    }

    @Test func randomCorruptionsNeverCrash() throws {
        var state: UInt64 = 0x00C0_FFEE
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let interesting: [UInt8] = Array("{}[],:\"\\0123456789.-eE<>/&;!?x \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        let fixtures = ["park.geojson", "rides.csv", "MagicMountain.plist", "images/dot.png", "images/dot.gif", "images/dot.jpg", "images/dot.svg"]
        for name in fixtures {
            let original = try Fixtures.bytes(name)
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<(1 + next() % 4) {
                    let index = next() % bytes.count
                    switch next() % 3 {
                    case 0: bytes[index] = interesting[next() % interesting.count]
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(interesting[next() % interesting.count], at: index)
                    }
                    if bytes.isEmpty { bytes = [0x7B] }
                }
                let results = [
                    outcome { _ = try JSONParser.parse(bytes, file: name) },
                    outcome { _ = try GeoJSONDecoder().decode(bytes, file: name) },
                    outcome { _ = try CSVParser.parse(bytes, file: name) },
                    outcome { _ = try PropertyListParser.parse(bytes, file: name) },
                    outcome { _ = try ImageProbe.probe(bytes, file: name) },
                ]
                #expect(results.allSatisfy { $0 == "ok" || $0 == "error" }, "\(name): \(results)")
            }
        }
    }
}
