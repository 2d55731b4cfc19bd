import MapScriptSyntax

/// A span together with its file.
struct SourceLocation {
    let file: SourceFile
    let span: SourceSpan
}
