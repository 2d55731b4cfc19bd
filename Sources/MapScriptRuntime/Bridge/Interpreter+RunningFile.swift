import MapScriptSyntax

extension Interpreter {
    /// The file of the script code running now (the caller of a built-in): what `load`,
    /// `Image` and `render` read paths relative to.
    var runningFile: SourceFile { currentClosure.prototype.file }
}
