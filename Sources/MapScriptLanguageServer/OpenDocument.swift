import Foundation
import MapScriptSyntax

/// A script open in the editor: its URI, the file path it stands for, and its recent versions.
/// Earlier versions are kept (a few) so that a request naming one is answered for the text
/// the editor had then, not for what arrived since.
struct OpenDocument {
    /// How many versions are kept; older ones are answered with an invalid-params error.
    static let keptVersions = 8

    let uri: String
    /// The path of a `file:` URI; otherwise the URI itself, shown in diagnostics.
    let path: String
    private(set) var versions: [(number: Int, text: String)]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        path = OpenDocument.path(ofURI: uri)
        versions = [(version, text)]
    }

    var latestVersion: Int { versions[versions.count - 1].number }
    var text: String { versions[versions.count - 1].text }

    mutating func update(version: Int, text: String) {
        versions.append((version, text))
        if versions.count > OpenDocument.keptVersions { versions.removeFirst(versions.count - OpenDocument.keptVersions) }
    }

    func text(ofVersion number: Int) -> String? {
        versions.last { $0.number == number }?.text
    }

    /// The folder relative paths in the script start from: the file's, or the current folder
    /// for a URI that is not a file (an unsaved buffer).
    var folder: String {
        guard uri.hasPrefix("file:") else { return FileManager.default.currentDirectoryPath }
        return (path as NSString).deletingLastPathComponent
    }

    func sourceFile(_ text: String) -> SourceFile {
        SourceFile(path: path, text: text)
    }

    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
