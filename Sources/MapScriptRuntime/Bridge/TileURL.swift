import Foundation

/// What a tile's URL names: a remote picture (`http:`, `https:`), a local file (a path,
/// relative or absolute, or a `file:` URL), or something no picture is drawn from
/// (`javascript:`, `data:`...). A file path loses its query and fragment and is
/// percent-decoded, as a browser resolving the same relative URL would read it.
enum TileURL: Equatable {
    case remote
    case file(path: String)
    case refused

    init(_ url: String) {
        switch TileURL.scheme(of: url)?.lowercased() {
        case "http", "https":
            self = .remote
        case "file":
            var rest = Substring(url.drop { $0 != ":" }.dropFirst())
            if rest.hasPrefix("//") {
                // `file://host/path`: only this machine's files, named with an empty host or localhost.
                rest = rest.dropFirst(2)
                let host = rest.prefix { $0 != "/" }
                guard host.isEmpty || host.lowercased() == "localhost" else { self = .refused; return }
                rest = rest.dropFirst(host.count)
            }
            self = TileURL.localFile(rest)
        case nil:
            self = TileURL.localFile(Substring(url))
        default:
            self = .refused
        }
    }

    private static func localFile(_ text: Substring) -> TileURL {
        let path = text.prefix { $0 != "?" && $0 != "#" }
        guard !path.isEmpty else { return .refused }
        return .file(path: String(path).removingPercentEncoding ?? String(path))
    }

    /// The scheme, when the URL has one: letters, digits, `+`, `-` and `.` after a letter,
    /// ended by `:` before any `/`, `?` or `#` (RFC 3986 §3.1).
    private static func scheme(of url: String) -> String? {
        var scheme = ""
        for character in url {
            if character == ":" { return scheme.isEmpty ? nil : scheme }
            let allowed = character.isASCII && (character.isLetter || (!scheme.isEmpty && (character.isNumber || "+-.".contains(character))))
            guard allowed else { return nil }
            scheme.append(character)
        }
        return nil
    }
}
