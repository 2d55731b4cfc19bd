// swift-tools-version:6.0
//
// mapscript: a scripted map scene engine. The targets follow the pipeline, and imports
// only point down it:
//
//   MapScriptSyntax ─► MapScriptRuntime ─► mapscript (the command and the REPL)
//   MapScriptGeometry ─► MapScriptScene ─► MapScriptSVG ─┘    ▲
//                                      └─► MapScriptData ┘    │
//                                 MapScriptRuntime ─► MapScriptServe (the live page)
//                                 MapScriptRuntime ─► MapScriptLanguageServer (`mapscript lsp`)
//
// Only MapScriptServe, and so the command, depends on the web server (Hummingbird and its
// WebSocket module); the libraries and their tests build without it.
//
// PNG and PDF come from librsvg and cairo, linked as system libraries (MapScriptRaster). They
// are built only where their headers are installed (Debian: librsvg2-dev), so that a machine
// with nothing but Swift still builds the command; it then says PNG and PDF need them.
//
// MapScriptData (the file loaders and the GeoJSON writer) is its own target rather than a
// folder of the runtime so that its parsers are tested without an interpreter, and so the
// runtime is one client of it.
import Foundation
import PackageDescription

// MAPSCRIPT_WITHOUT_LIBRSVG=1 builds as a machine without it would, to try that path.
let hasLibrsvg = FileManager.default.fileExists(atPath: "/usr/include/librsvg-2.0/librsvg/rsvg.h")
    && Context.environment["MAPSCRIPT_WITHOUT_LIBRSVG"] != "1"

let package = Package(
    name: "mapscript",
    products: [
        .executable(name: "mapscript", targets: ["mapscript"]),
        .library(name: "MapScriptRuntime", targets: ["MapScriptRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        .target(name: "MapScriptSyntax"),
        .target(name: "MapScriptGeometry"),
        // A cache prefetch hint, which Swift cannot spell; a header only, so nothing to link.
        .systemLibrary(name: "CPrefetch"),
        .target(name: "MapScriptScene", dependencies: ["MapScriptGeometry", "CPrefetch"]),
        .target(name: "MapScriptSVG", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        .target(name: "MapScriptData", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        .target(
            name: "MapScriptRuntime",
            dependencies: ["MapScriptSyntax", "MapScriptGeometry", "MapScriptScene", "MapScriptSVG", "MapScriptData"]
        ),
        .target(
            name: "MapScriptServe",
            dependencies: [
                "MapScriptRuntime", "MapScriptSyntax", "MapScriptScene", "MapScriptGeometry", "MapScriptData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        // The language server: no web server, so it and its tests build without Hummingbird.
        .target(name: "MapScriptLanguageServer", dependencies: ["MapScriptRuntime", "MapScriptSyntax", "MapScriptData"]),
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // glibc's `mallopt`, for `AllocatorTuning`; part of the C library, so nothing to link.
        .systemLibrary(name: "CMalloc"),
        .executableTarget(
            name: "mapscript",
            dependencies: [
                "MapScriptRuntime", "MapScriptSyntax", "MapScriptGeometry", "MapScriptData", "MapScriptServe", "MapScriptLanguageServer", "CReadline",
                .target(name: "CMalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Prints figures for the hot paths; run `swift run -c release mapscript-benchmarks`.
        .executableTarget(
            name: "mapscript-benchmarks",
            dependencies: ["MapScriptRuntime", "MapScriptSyntax", "MapScriptSVG", "MapScriptData", "MapScriptScene", "MapScriptGeometry"],
            path: "Benchmarks/MapScriptBenchmarks"
        ),
        .testTarget(name: "MapScriptSyntaxTests", dependencies: ["MapScriptSyntax", "MapScriptTestSupport"], exclude: ["Goldens", "GrammarCorpus"]),
        .testTarget(name: "MapScriptGeometryTests", dependencies: ["MapScriptGeometry"], exclude: ["Reference"]),
        .testTarget(name: "MapScriptSceneTests", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        // What several test targets share: the in-process XML well-formedness check, and a
        // thread with a small stack.
        .target(name: "MapScriptTestSupport", path: "Tests/MapScriptTestSupport"),
        .testTarget(name: "MapScriptSVGTests", dependencies: ["MapScriptSVG", "MapScriptScene", "MapScriptGeometry", "MapScriptTestSupport"]),
        .testTarget(name: "MapScriptDataTests", dependencies: ["MapScriptData", "MapScriptScene", "MapScriptGeometry"], exclude: ["Fixtures"]),
        .testTarget(name: "MapScriptRuntimeTests", dependencies: ["MapScriptRuntime", "MapScriptSyntax", "MapScriptTestSupport"]),
        .testTarget(name: "MapScriptLanguageServerTests", dependencies: ["MapScriptLanguageServer", "MapScriptSyntax", "MapScriptTestSupport"]),
        .testTarget(
            name: "MapScriptServeTests",
            dependencies: [
                "MapScriptServe", "MapScriptRuntime", "MapScriptSyntax", "MapScriptScene", "MapScriptGeometry",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
        // Depends on the executable so that `swift test` builds it; these tests run it as a process.
        .testTarget(name: "MapScriptCLITests", dependencies: ["mapscript", "MapScriptSyntax"]),
        // Every example, run by the real command: golden SVG and output, well-formed XML, librsvg.
        .testTarget(name: "MapScriptExamplesTests", dependencies: ["mapscript", "MapScriptTestSupport"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v5]
)

// The libFuzzer harness (Fuzz/run.sh): built only when asked for, since libFuzzer supplies its
// `main` and the target links only with `--sanitize fuzzer`.
if Context.environment["MAPSCRIPT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "mapscript-fuzz",
        dependencies: ["MapScriptRuntime", "MapScriptSyntax", "MapScriptData"],
        path: "Fuzz/MapScriptFuzz"
    ))
}

if hasLibrsvg {
    package.targets.append(contentsOf: [
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "MapScriptRaster", dependencies: ["CRsvg", "MapScriptData"]),
    ])
    if let command = package.targets.first(where: { $0.name == "mapscript" }) {
        command.dependencies.append("MapScriptRaster")
        command.swiftSettings = (command.swiftSettings ?? []) + [.define("MAPSCRIPT_RASTER")]
    }
    // The command-line tests decode the PNGs the command writes with cairo, to look at pixels.
    if let tests = package.targets.first(where: { $0.name == "MapScriptCLITests" }) {
        tests.dependencies.append("CRsvg")
        tests.swiftSettings = (tests.swiftSettings ?? []) + [.define("MAPSCRIPT_RASTER")]
    }
    // The base map's tests read the pixels librsvg draws.
    package.targets.first(where: { $0.name == "MapScriptSVGTests" })?.dependencies.append("CRsvg")
}
