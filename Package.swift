// swift-tools-version:6.0
//
// mapscript: a scripted map scene engine. The targets follow the pipeline, and imports
// only point down it:
//
//   MapScriptSyntax ─► MapScriptRuntime ─► mapscript (the command and the REPL)
//   MapScriptGeometry ─► MapScriptScene ─► MapScriptSVG ─┘
//                                      └─► MapScriptData ┘
//
// MapScriptData (the file loaders and the GeoJSON writer) is its own target rather than a
// folder of the runtime so that its parsers are tested without an interpreter, and so the
// runtime is one client of it.
import PackageDescription

let package = Package(
    name: "mapscript",
    products: [
        .executable(name: "mapscript", targets: ["mapscript"]),
        .library(name: "MapScriptRuntime", targets: ["MapScriptRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "MapScriptSyntax"),
        .target(name: "MapScriptGeometry"),
        .target(name: "MapScriptScene", dependencies: ["MapScriptGeometry"]),
        .target(name: "MapScriptSVG", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        .target(name: "MapScriptData", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        .target(
            name: "MapScriptRuntime",
            dependencies: ["MapScriptSyntax", "MapScriptGeometry", "MapScriptScene", "MapScriptSVG", "MapScriptData"]
        ),
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .executableTarget(
            name: "mapscript",
            dependencies: [
                "MapScriptRuntime", "MapScriptSyntax", "MapScriptGeometry", "MapScriptData", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Prints figures for the hot paths; run `swift run -c release mapscript-benchmarks`.
        .executableTarget(
            name: "mapscript-benchmarks",
            dependencies: ["MapScriptRuntime", "MapScriptSyntax", "MapScriptSVG", "MapScriptData", "MapScriptScene", "MapScriptGeometry"],
            path: "Benchmarks/MapScriptBenchmarks"
        ),
        .testTarget(name: "MapScriptSyntaxTests", dependencies: ["MapScriptSyntax"], exclude: ["Goldens", "GrammarCorpus"]),
        .testTarget(name: "MapScriptGeometryTests", dependencies: ["MapScriptGeometry"], exclude: ["Reference"]),
        .testTarget(name: "MapScriptSceneTests", dependencies: ["MapScriptScene", "MapScriptGeometry"]),
        // What several test targets share: the in-process XML well-formedness check.
        .target(name: "MapScriptTestSupport", path: "Tests/MapScriptTestSupport"),
        .testTarget(name: "MapScriptSVGTests", dependencies: ["MapScriptSVG", "MapScriptScene", "MapScriptGeometry", "MapScriptTestSupport"]),
        .testTarget(name: "MapScriptDataTests", dependencies: ["MapScriptData", "MapScriptScene", "MapScriptGeometry"], exclude: ["Fixtures"]),
        .testTarget(name: "MapScriptRuntimeTests", dependencies: ["MapScriptRuntime", "MapScriptSyntax"]),
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
