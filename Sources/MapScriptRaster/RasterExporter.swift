import CRsvg
import Foundation

/// Draws an SVG document as a PNG or a PDF through librsvg and cairo.
public enum RasterExporter {
    public enum Format: String, Sendable {
        case png, pdf
    }

    /// Why a picture could not be drawn, in words for the command line.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The largest side of a PNG, in pixels: past it cairo cannot make the surface, and the
    /// memory it would take (4 bytes a pixel) is no picture anyone wants.
    public static let maximumPixels = 32_767

    /// `svg` drawn as `format`; `scale` is pixels per view point for a PNG (2 for a
    /// high-density screen) and is ignored for a PDF, which is vector.
    /// `memoryLimit` (the run's `--max-memory`, described as `limitName`) bounds the PNG's
    /// pixels, 4 bytes each, held whole while librsvg draws them, and the images a PDF's
    /// shadows are drawn through: past it the system would kill the process instead of the
    /// run reporting why.
    /// The SVG must stand alone (mapscript embeds local tiles and images): no base is set, so
    /// nothing outside the document is read.
    public static func render(_ svg: [UInt8], as format: Format, scale: Double = 1,
                              memoryLimit: Int? = nil, limitName: String = "") throws -> [UInt8] {
        guard let handle = rsvg_handle_new_with_flags(RSVG_HANDLE_FLAGS_NONE) else {
            throw Failure(description: "librsvg cannot make a handle")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var error: UnsafeMutablePointer<GError>?
        let read = svg.withUnsafeBufferPointer { bytes -> gboolean in
            // The stream does not copy the bytes; they outlive it, as it is read right here.
            let stream = g_memory_input_stream_new_from_data(bytes.baseAddress, gssize(bytes.count), nil)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            return rsvg_handle_read_stream_sync(handle, stream, nil, &error)
        }
        guard read != 0 else { throw Failure(description: "librsvg cannot read the SVG: \(message(of: error))") }

        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            throw Failure(description: "the SVG has no width and height to draw at")
        }
        switch format {
        case .png:
            let pixels = try png(handle, width: width, height: height, scale: scale, memoryLimit: memoryLimit, limitName: limitName)
            let texts = [("Title", title(of: svg)), ("Copyright", credit(of: svg))].compactMap { keyword, text in
                text.flatMap { $0.isEmpty ? nil : (keyword, $0) }
            }
            return PNGText.adding(texts, to: pixels)
        case .pdf:
            try requirePDFFits(width: width, height: height, drawsFilters: firstIndex(of: Array("filter=\"url(".utf8), in: svg, from: 0) != nil,
                               memoryLimit: memoryLimit, limitName: limitName)
            return try pdf(handle, width: width, height: height, title: title(of: svg), credit: credit(of: svg))
        }
    }

    private static func png(_ handle: UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double, scale: Double,
                            memoryLimit: Int?, limitName: String) throws -> [UInt8] {
        // Rounding a side under one pixel up to one would change the picture's shape, and a
        // picture of one pixel is none: such a scale is a mistake to name.
        guard width * scale >= 1, height * scale >= 1 else {
            throw Failure(description: "a PNG of \(format(width)) by \(format(height)) points at scale \(format(scale)) "
                          + "is \(format(width * scale)) by \(format(height * scale)) pixels: a side is under one pixel; "
                          + "use a larger --scale or --size")
        }
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        guard pixelWidth <= Double(maximumPixels), pixelHeight <= Double(maximumPixels) else {
            throw Failure(description: "a PNG of \(Int(pixelWidth)) by \(Int(pixelHeight)) pixels is too large "
                          + "(at most \(maximumPixels) a side); use a smaller --scale or --size")
        }
        let pixelBytes = Int(pixelWidth) * Int(pixelHeight) * 4
        if let memoryLimit, pixelBytes > memoryLimit {
            throw Failure(description: "a PNG of \(Int(pixelWidth)) by \(Int(pixelHeight)) pixels takes "
                          + "\(approximateSize(pixelBytes)) to draw, more than the limit of \(limitName) (--max-memory); "
                          + "use a smaller --scale or --size, or a larger --max-memory")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw Failure(description: "cairo cannot make a surface of \(Int(pixelWidth)) by \(Int(pixelHeight)) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo cannot make a surface of \(Int(pixelWidth)) by \(Int(pixelHeight)) pixels: "
                          + String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        try draw(handle, on: surface, width: width, height: height, scale: scale)
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo cannot write the PNG: " + String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// Bytes a PDF takes to draw for each square point of its page when the SVG uses a filter
    /// (the callout's shadow): librsvg draws a filtered element on an image of the whole page,
    /// about one and a half of them at once (2 GB for a page of 20,000 points a side).
    static let filterBytesPerSquarePoint = 6

    /// A PDF is vector, but a page past cairo's largest side cannot be made, and one with a
    /// shadow is drawn through images of the whole page: bounded, as a PNG's pixels are, by
    /// the run's memory limit, so that the run says why rather than the system killing it.
    private static func requirePDFFits(width: Double, height: Double, drawsFilters: Bool, memoryLimit: Int?, limitName: String) throws {
        let pointWidth = width.rounded(.up), pointHeight = height.rounded(.up)
        guard pointWidth <= Double(maximumPixels), pointHeight <= Double(maximumPixels) else {
            throw Failure(description: "a PDF page of \(Int(pointWidth)) by \(Int(pointHeight)) points is too large "
                          + "(at most \(maximumPixels) a side); use a smaller --size")
        }
        let bytes = Int(pointWidth) * Int(pointHeight) * filterBytesPerSquarePoint
        if drawsFilters, let memoryLimit, bytes > memoryLimit {
            throw Failure(description: "a PDF page of \(Int(pointWidth)) by \(Int(pointHeight)) points takes about "
                          + "\(approximateSize(bytes)) to draw, its shadows being drawn as images of the whole page, more than "
                          + "the limit of \(limitName) (--max-memory); use a smaller --size, or a larger --max-memory")
        }
    }

    private static func pdf(_ handle: UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double, title: String?,
                            credit: String?) throws -> [UInt8] {
        let sink = ByteSink()
        // A view point is a PDF point (1/72 inch), as UIKit draws a view into a PDF context
        // (UIGraphicsPDFRenderer): a 400 by 300 map is a 400 by 300 point page, and an 11 point
        // title prints at 11 points. (Browsers print CSS pixels at 96 to the inch, which made
        // the page and its type three quarters of their size.)
        let pointsPerViewPoint = 1.0
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(),
                                                          width * pointsPerViewPoint, height * pointsPerViewPoint)
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo cannot make a PDF surface")
        }
        // Same input, same bytes: the creation date would otherwise be the time of the render.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "mapscript")
        // The SVG's title (map.title, or the script's name) is the document's, which a PDF
        // viewer shows in its window and a screen reader announces, as the SVG's <title> is.
        if let title, !title.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        // The base map's credit, which the SVG keeps in its <metadata>, goes with the picture:
        // as its subject, the one fitting field cairo 1.16 writes (custom keys came later).
        if let credit, !credit.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, credit) }
        do {
            try draw(handle, on: surface, width: width, height: height, scale: pointsPerViewPoint)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        // Finishing writes the rest of the document to the sink.
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cairo cannot write the PDF: " + String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    private static func draw(_ handle: UnsafeMutablePointer<RsvgHandle>, on surface: OpaquePointer, width: Double, height: Double, scale: Double) throws {
        guard let context = cairo_create(surface) else { throw Failure(description: "cairo cannot draw") }
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw Failure(description: "librsvg cannot draw the SVG: \(message(of: error))")
        }
    }

    /// A size or scale for a message, to six significant digits, as a script writes numbers
    /// (`400`, `0.001`), without the binary noise of a product (`0.30000000000000004`).
    static func format(_ number: Double) -> String {
        String(format: "%.6g", number)
    }

    /// `bytes` in the largest binary unit it reaches, with one decimal, rounded up so that it
    /// never reads as within a limit it exceeds (`3.4 GiB`, `7.7 MiB`).
    static func approximateSize(_ bytes: Int) -> String {
        let (shift, unit) = bytes >= 1 << 30 ? (30, "GiB") : bytes >= 1 << 20 ? (20, "MiB") : (10, "KiB")
        let tenths = Int((Double(bytes) / Double(1 << shift) * 10).rounded(.up))
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }

    /// The text of the SVG's `<title id="map-title">`, unescaped; nil when the document has
    /// none. The writer (MapScriptSVG's `XMLEscaping`, text context) escapes only the five
    /// markup characters, by name, so those are all there is to undo; `&amp;` goes last, so
    /// that `&amp;lt;` reads back as `&lt;`.
    static func title(of svg: [UInt8]) -> String? {
        text(between: "<title id=\"map-title\">", and: "</title>", in: svg)
    }

    /// The text of the SVG's `<metadata>`, the base map's credit when it is drawn.
    static func credit(of svg: [UInt8]) -> String? {
        text(between: "<metadata>", and: "</metadata>", in: svg)
    }

    /// The text of the first element opened by `openTag`, unescaped (see `title(of:)`).
    private static func text(between openTag: String, and closeTag: String, in svg: [UInt8]) -> String? {
        let open = Array(openTag.utf8), close = Array(closeTag.utf8)
        guard let start = firstIndex(of: open, in: svg, from: 0),
              let end = firstIndex(of: close, in: svg, from: start + open.count) else { return nil }
        var text = String(decoding: svg[(start + open.count)..<end], as: UTF8.self)
        for (escaped, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: escaped, with: character)
        }
        return text
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
