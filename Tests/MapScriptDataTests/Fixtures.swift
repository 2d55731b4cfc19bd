import Foundation
import MapScriptData

/// Where the test fixtures live, found from this file's path (not through resources).
enum Fixtures {
    static let directory: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { directory + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}

/// The `DataError` a throwing call ends with, or nil when it succeeds.
func dataError<T>(_ body: () throws -> T) -> DataError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? DataError
    }
}

/// A fresh temporary folder, removed by the caller with `removeTemporaryDirectory`.
func makeTemporaryDirectory() throws -> String {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    // The temporary folder may itself sit behind a symbolic link; tests compare real paths.
    return base.resolvingSymlinksInPath().path
}

func removeTemporaryDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}
