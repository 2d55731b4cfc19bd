// mapscript-fuzz: the libFuzzer harness of every part that reads outside input.
//
// Design: one binary, so one instrumented build serves every target; the target is chosen by
// MAPSCRIPT_FUZZ_TARGET (Fuzz/run.sh sets it and seeds each target's corpus). Every input goes
// through the same entry points the command uses, and any thrown error is an expected outcome:
// what libFuzzer looks for is a crash, a hang or an allocator abort, which are the bugs.
//
//   syntax    lexer, parser and resolver (ScriptSession.check) on any bytes
//   script    the interpreter running the script, bounded in steps, memory and call depth,
//             writing nothing, reading only an empty folder of its own
//   csv, json, geojson, plist, image   each data reader on any bytes
import Foundation
import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// What one harness run exercises.
enum FuzzTarget: String, CaseIterable {
    case syntax, script, csv, json, geojson, plist, image

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["MAPSCRIPT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("mapscript-fuzz: set MAPSCRIPT_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// An empty folder for scripts to run in: they may read and write only below it, and
    /// `writesFiles` is off, so nothing is written there either.
    static let sandboxFolder: String = {
        let folder = NSTemporaryDirectory() + "mapscript-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .syntax:
            let file = SourceFile(path: "fuzz.map", text: String(decoding: bytes, as: UTF8.self))
            _ = ScriptSession(options: RunOptions(), host: SilentHost(), baseDirectory: FuzzTarget.sandboxFolder).check(file)
        case .script:
            var options = RunOptions()
            options.maxSteps = 200_000
            options.maxMemory = 64 << 20
            options.maxCallDepth = 2_000
            options.writesFiles = false
            let file = SourceFile(path: FuzzTarget.sandboxFolder + "/fuzz.map", text: String(decoding: bytes, as: UTF8.self))
            let session = ScriptSession(options: options, host: SilentHost(), baseDirectory: FuzzTarget.sandboxFolder)
            if session.check(file).isEmpty {
                _ = session.run(file)
                _ = try? session.renderSVG()
            }
        case .csv:
            _ = try? CSVParser.parse(bytes, file: "fuzz.csv")
        case .json:
            _ = try? JSONParser.parse(bytes, file: "fuzz.json")
        case .geojson:
            _ = try? GeoJSONDecoder().decode(bytes, file: "fuzz.geojson")
        case .plist:
            _ = try? PropertyListParser.parse(bytes, file: "fuzz.plist")
        case .image:
            _ = try? ImageProbe.probe(bytes, file: "fuzz.png")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func mapscriptFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.selected.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
