import MapScriptGeometry

/// How a session runs scripts: the command line's options.
public struct RunOptions {
    /// `--seed`: the seed of `random`.
    public var seed: UInt64 = 0
    /// `--max-steps`: a bound on evaluation steps; past it, an error.
    public var maxSteps: Int? = nil
    /// `--max-memory`: a bound on the bytes script values hold; past it, an error.
    public var maxMemory: Int? = MemorySize.defaultLimit
    /// `--set NAME=VALUE`: a top-level `let NAME` yields to it.
    public var constants: [String: ScriptConstant] = [:]
    /// `--allow-read`: folders scripts may read besides their own.
    public var allowedReadDirectories: [String] = []
    /// False for `check`: `render(path)` in a script checks its path and writes nothing.
    public var writesFiles = true
    /// True for a command whose run ends in an output of its own (`mapscript FILE -o OUT`):
    /// the files `render(path)` stages wait for it, committed by `commitRenderedFiles()` once
    /// the output is ready, so that a run failing at its last step writes nothing at all.
    public var holdsRenderedFiles = false
    /// Draws the SVG (which stands alone: local tiles and images are in it) as a PNG or a PDF.
    /// The command sets it when it is built with librsvg; without it, PNG and PDF are errors
    /// that say so.
    public var rasterizer: Rasterizer? = nil
    public typealias Rasterizer = @Sendable (_ svg: [UInt8], _ format: ExportFormat) throws -> [UInt8]
    /// True for the live page: tiles stay links, which the page fetches from the script's
    /// folder as it needs them, rather than being embedded in every picture sent.
    public var linksTiles = false
    /// `--size WxH`: overrides `map.size`.
    public var viewSize: Size? = nil
    /// How deep script calls may nest before a "stack overflow" error; nil for the
    /// interpreter's default. (Tests lower it to reach the error quickly.)
    public var maxCallDepth: Int? = nil

    /// The step bound of each run or entry in `watch`, the REPL and any other long-lived host
    /// when none is given, so that a runaway loop ends in an error within seconds instead of
    /// hanging the host. A plain render has no bound by default.
    public static let interactiveMaxSteps = 100_000_000

    public init() {}
}
