import MapScriptGeometry

/// A picture an annotation view, a callout accessory or a drawing can show: a built-in icon,
/// the bytes of an image file (read by the client; this module never touches the file system),
/// or a linked URL (the tiles of a tile overlay).
public struct Image: Hashable, Sendable {
    /// The icons every map has without a file.
    public enum Icon: String, CaseIterable, Sendable {
        case pin, star, ride, food, firstaid, bullseye
    }

    public enum Source: Hashable, Sendable {
        case icon(Icon)
        /// An embedded file: its bytes and MIME type (`image/png`, `image/jpeg`, `image/svg+xml`).
        case file(bytes: [UInt8], mimeType: String)
        /// A picture referenced by URL, never embedded (map tiles).
        case link(url: String)
    }

    public var source: Source
    /// The natural size in view points (one pixel is one point).
    public var size: Size
    /// A name for descriptions and diagnostics: the icon name or the file name.
    public var name: String

    /// The natural size of every built-in icon.
    public static let iconSize = Size(width: 24, height: 24)

    public init(icon: Icon) {
        source = .icon(icon)
        size = Image.iconSize
        name = icon.rawValue
    }

    /// A built-in icon by name, or nil when there is none of that name.
    public init?(iconNamed name: String) {
        guard let icon = Icon(rawValue: name) else { return nil }
        self.init(icon: icon)
    }

    public init(name: String, bytes: [UInt8], mimeType: String, pixelSize: Size) {
        source = .file(bytes: bytes, mimeType: mimeType)
        size = pixelSize
        self.name = name
    }

    public init(linkTo url: String, size: Size) {
        source = .link(url: url)
        self.size = size
        name = url
    }
}
