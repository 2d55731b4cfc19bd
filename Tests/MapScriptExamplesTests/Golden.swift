import Foundation
import Testing

/// Golden files under Tests/MapScriptExamplesTests/Goldens, re-recorded with RECORD_GOLDENS=1.
enum Golden {
    static let folder = PackageLayout.root.appendingPathComponent("Tests/MapScriptExamplesTests/Goldens")
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// `Examples/lessons/01-point-annotation.map` -> `lessons-01-point-annotation.svg`.
    static func name(for script: String, extension ext: String) -> String {
        var stem = script
        if stem.hasPrefix("Examples/") { stem.removeFirst("Examples/".count) }
        if stem.hasSuffix(".map") { stem.removeLast(".map".count) }
        return stem.replacingOccurrences(of: "/", with: "-") + "." + ext
    }

    static func check(_ actual: Data, against name: String) throws {
        let url = folder.appendingPathComponent(name)
        if recording {
            try actual.write(to: url)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("no golden file \(name); record it with RECORD_GOLDENS=1")
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from its golden file (\(actual.count) bytes, golden \(expected.count)); first difference at byte \(firstDifference(expected, actual))")
        }
    }

    private static func firstDifference(_ a: Data, _ b: Data) -> Int {
        let limit = min(a.count, b.count)
        var i = 0
        while i < limit && a[a.startIndex + i] == b[b.startIndex + i] { i += 1 }
        return i
    }
}
