/// The image formats a map may embed.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, svg

    /// The MIME type, for `data:` URLs.
    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .gif: return "image/gif"
        case .svg: return "image/svg+xml"
        }
    }

    var displayName: String { rawValue.uppercased() }
}
