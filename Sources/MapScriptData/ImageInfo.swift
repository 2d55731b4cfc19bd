/// What `ImageProbe` learnt of an image: its format and natural size (pixels for raster
/// images, CSS pixels for SVG).
public struct ImageInfo: Equatable, Sendable {
    public var format: ImageFormat
    public var width: Double
    public var height: Double

    public init(format: ImageFormat, width: Double, height: Double) {
        self.format = format
        self.width = width
        self.height = height
    }

    public var mimeType: String { format.mimeType }
}
