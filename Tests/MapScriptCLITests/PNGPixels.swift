#if MAPSCRIPT_RASTER
import CRsvg
#endif

/// A PNG the command wrote, decoded by cairo, to read the colour of a pixel: the tests look at
/// the picture, not only at its size.
struct PNGPixels {
    /// Whether the command was built with librsvg, and so writes PNG and PDF: the package builds
    /// both the command and these tests with it, or both without (Package.swift).
    #if MAPSCRIPT_RASTER
    static let commandDrawsRaster = true
    #else
    static let commandDrawsRaster = false
    #endif

    let width: Int
    let height: Int
    /// Cairo's ARGB32 rows: premultiplied, one native-endian 32-bit word a pixel.
    private let words: [UInt32]
    private let stride: Int

    /// Red, green, blue and alpha, 0 to 255, not premultiplied.
    struct Colour: Equatable, CustomStringConvertible {
        var red: Int, green: Int, blue: Int, alpha: Int
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether each channel is within `tolerance` of `other`'s (anti-aliasing and resampling
        /// move colours a little).
        func isClose(to other: Colour, tolerance: Int = 8) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }
    }

    #if MAPSCRIPT_RASTER
    init?(_ png: [UInt8]) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(png)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let raw = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), count: stride * height)
        words = opaque ? raw.map { $0 | 0xFF00_0000 } : Array(raw)
    }

    func colour(x: Int, y: Int) -> Colour {
        let word = words[y * stride + x]
        let alpha = Int(word >> 24)
        func channel(_ shift: UInt32) -> Int {
            let premultiplied = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (premultiplied * 255 + alpha / 2) / alpha)
        }
        return Colour(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
    #endif
}
