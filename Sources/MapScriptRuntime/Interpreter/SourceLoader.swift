import MapScriptSyntax

/// Reads the files that scripts `import`. The session supplies it (it knows the script's
/// folder and which folders may be read).
public protocol SourceLoader: AnyObject {
    /// The file at `path` as written in `import "path"`, relative to the importing file.
    /// `canonicalPath` of the result identifies it: a file imported twice runs once.
    /// Throws a `RuntimeError` (just a message) when it cannot be read.
    func loadSource(_ path: String, importedFrom importer: SourceFile) throws -> SourceFile
}
