import Foundation
import MapScriptData
import MapScriptGeometry
import MapScriptScene

/// Workloads of the data readers and the GeoJSON writer, on a generated 100,000-feature
/// GeoJSON file (half points, half small polygons with five corners, each with three
/// properties and an id): reading it into records, reading it into scene shapes (what
/// `load("x.geojson")` costs), reading it as plain JSON, and writing the scene back out.
/// `Benchmarks/data/python_geojson.py` generates the same file and times Python's `json` with
/// a loop that builds the same objects, for comparison.
enum DataBenchmarks {
    static let featureCount = 100_000

    static func run(_ report: inout BenchmarkReport) throws {
        let bytes = generateGeoJSON(features: featureCount)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-data-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("features.geojson"))
        let megabytes = Double(bytes.count) / 1_048_576
        let size = "\(Int(megabytes * 10) / 10).\(Int(megabytes * 10) % 10) MB"

        let loader = DataLoader(sandbox: FileSandbox(baseDirectory: folder.path))
        var shapeCount = 0
        try measure(&report, "data: load geojson \(featureCount / 1000)k → shapes", "read file + parse + scene objects, \(size)") {
            guard case .features(let features) = try loader.load("features.geojson").content else { return }
            shapeCount = features.reduce(0) { $0 + $1.geometry.count }
        }
        precondition(shapeCount == featureCount, "the generated file should give one shape per feature")

        try measure(&report, "data: geojson \(featureCount / 1000)k → records", "parse only, no scene objects") {
            _ = try GeoJSONReader.read(bytes, file: "features.geojson")
        }
        try measure(&report, "data: json \(featureCount / 1000)k → DataValue", "the same file as generic JSON") {
            _ = try JSONParser.parse(bytes, file: "features.geojson")
        }

        let features = try GeoJSONDecoder().decode(bytes, file: "features.geojson")
        var annotations: [Annotation] = []
        var overlays: [Overlay] = []
        for shape in features.flatMap(\.geometry) {
            if let overlay = shape.overlay { overlays.append(overlay) } else { annotations.append(shape.annotation) }
        }
        try measure(&report, "data: write geojson \(featureCount / 1000)k", "scene → FeatureCollection bytes") {
            _ = try GeoJSONWriter().write(annotations: annotations, overlays: overlays)
        }

        let csv = generateCSV(rows: featureCount)
        try measure(&report, "data: csv \(featureCount / 1000)k rows", "5 columns, quoted fields, numbers") {
            _ = try CSVParser.parse(csv, file: "rows.csv")
        }
    }

    /// Wall time through the report, with the median processor time of three more runs in the
    /// detail: on a shared machine the wall time also counts the time other processes ran.
    private static func measure(_ report: inout BenchmarkReport, _ name: String, _ detail: String, _ body: () throws -> Void) throws {
        var samples: [Double] = []
        for _ in 0..<3 {
            let start = clock()
            try body()
            samples.append(Double(clock() - start) * 1000 / Double(CLOCKS_PER_SEC))
        }
        let cpu = Int(samples.sorted()[1].rounded())
        try report.measure(name, detail: "cpu \(cpu) ms; " + detail, body)
    }

    /// SplitMix64, so every run (and the Python script) sees the same file.
    struct Generator {
        var state: UInt64 = 0x5EED

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// An integer in `range`.
        mutating func integer(_ range: ClosedRange<Int64>) -> Int64 {
            range.lowerBound + Int64(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
    }

    /// Micro-degrees as decimal text with six places, the way the Python script writes them.
    static func degrees(_ micro: Int64) -> String {
        let magnitude = abs(micro)
        let fraction = String(magnitude % 1_000_000)
        return (micro < 0 ? "-" : "") + String(magnitude / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    static func generateGeoJSON(features: Int) -> [UInt8] {
        var generator = Generator()
        let kinds = ["ride", "food", "misc", "firstAid"]
        var text = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        for index in 0..<features {
            let longitude = generator.integer(-179_000_000...179_000_000)
            let latitude = generator.integer(-80_000_000...80_000_000)
            let kind = kinds[Int(generator.next() % 4)]
            let height = generator.integer(0...1_000_000)
            text += "{\"type\":\"Feature\",\"id\":\(index),\"properties\":{\"name\":\"feature \(index)\",\"kind\":\"\(kind)\",\"height\":\(degrees(height))},\"geometry\":"
            if index % 2 == 0 {
                text += "{\"type\":\"Point\",\"coordinates\":[\(degrees(longitude)),\(degrees(latitude))]}}"
            } else {
                // A small pentagon around the point, closed, counter-clockwise.
                let offsets: [(Int64, Int64)] = [(0, 0), (1000, 0), (1500, 800), (500, 1500), (-500, 800), (0, 0)]
                let ring = offsets.map { "[\(degrees(longitude + $0.0)),\(degrees(latitude + $0.1))]" }.joined(separator: ",")
                text += "{\"type\":\"Polygon\",\"coordinates\":[[\(ring)]]}}"
            }
            text += index + 1 < features ? ",\n" : "\n"
        }
        text += "]}\n"
        return Array(text.utf8)
    }

    static func generateCSV(rows: Int) -> [UInt8] {
        var generator = Generator()
        var text = "name,kind,location,height,notes\n"
        for index in 0..<rows {
            let latitude = degrees(generator.integer(-80_000_000...80_000_000))
            let longitude = degrees(generator.integer(-179_000_000...179_000_000))
            text += "ride \(index),ride,\"{\(latitude),\(longitude)}\",\(degrees(generator.integer(0...1_000_000))),\"a \"\"quoted\"\" note, with a comma\"\n"
        }
        return Array(text.utf8)
    }
}
