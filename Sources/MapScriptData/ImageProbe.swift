/// Identifies image bytes (PNG, JPEG, GIF or SVG) by their content and reads their natural size
/// without decoding pixels, refusing anything else, or anything corrupt or huge, with a clear
/// error. Images are embedded in the SVG output as `data:` URLs, so what is embedded must be
/// what it claims to be.
///
/// - PNG: the signature, then every chunk's length and CRC; IHDR first with a valid size, bit
///   depth and colour type; at least one IDAT; IEND.
/// - JPEG: SOI, then the marker segments, the first start-of-frame's height and width the size
///   (EXIF orientation is not applied: this is the stored size), through the scans' data to
///   the end-of-image marker, so that a file cut short is refused.
/// - GIF: the 87a/89a header's logical screen size, the global colour table in bounds, and the
///   trailer byte.
/// - SVG: well-formed XML (read by `XMLReader`: no entity expansion) with an `svg` root; the size
///   comes from `width`/`height` (px, pt, pc, mm, cm, in or unitless) and `viewBox`, as a browser
///   would size it: both given, one scaled by the viewBox's aspect, or the viewBox alone, else
///   the 300 x 150 default of a replaced element. Scripts and event attributes are refused.
public enum ImageProbe {
    /// The largest width or height accepted for raster images, in pixels.
    public static let maximumDimension = 32_768

    public static func probe(_ bytes: [UInt8], file: String) throws(DataError) -> ImageInfo {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try probePNG(bytes, file: file) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try probeJPEG(bytes, file: file) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return try probeGIF(bytes, file: file) }
        if looksLikeXML(bytes) { return try probeSVG(bytes, file: file) }
        throw DataError(file: file, message: "not a PNG, JPEG, GIF or SVG image")
    }

    // MARK: Raster sizes

    private static func checked(_ format: ImageFormat, width: Int, height: Int, file: String) throws(DataError) -> ImageInfo {
        let name = format.displayName
        guard width > 0, height > 0 else {
            throw DataError(file: file, message: "corrupt \(name) image: its size is \(width) x \(height)")
        }
        guard width <= maximumDimension, height <= maximumDimension else {
            throw DataError(file: file, message: "\(name) image is too large (\(width) x \(height) pixels; the limit is \(maximumDimension) on each side)")
        }
        return ImageInfo(format: format, width: Double(width), height: Double(height))
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    private static func probePNG(_ bytes: [UInt8], file: String) throws(DataError) -> ImageInfo {
        func corrupt(_ detail: String) -> DataError { DataError(file: file, message: "corrupt PNG image: \(detail)") }
        var offset = 8
        var size: (width: Int, height: Int)? = nil
        var sawData = false
        while true {
            guard offset + 12 <= bytes.count else { throw corrupt("it ends before its IEND chunk") }
            let length = Int(bigEndian32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw corrupt("a chunk runs past the end of the file") }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let dataStart = offset + 8
            let storedCRC = bigEndian32(bytes, dataStart + length)
            guard CRC32.checksum(bytes[(offset + 4)..<(dataStart + length)]) == storedCRC else {
                throw corrupt("the checksum of chunk \(String(decoding: type, as: UTF8.self)) does not match")
            }
            if size == nil {
                guard type == Array("IHDR".utf8), length == 13 else { throw corrupt("it does not start with an IHDR chunk") }
                let width = Int(bigEndian32(bytes, dataStart)), height = Int(bigEndian32(bytes, dataStart + 4))
                let depth = bytes[dataStart + 8], colourType = bytes[dataStart + 9]
                let allowedDepths: [UInt8]
                switch colourType {
                case 0: allowedDepths = [1, 2, 4, 8, 16]
                case 3: allowedDepths = [1, 2, 4, 8]
                case 2, 4, 6: allowedDepths = [8, 16]
                default: throw corrupt("unknown colour type \(colourType)")
                }
                guard allowedDepths.contains(depth) else { throw corrupt("bit depth \(depth) is not allowed with colour type \(colourType)") }
                guard bytes[dataStart + 10] == 0, bytes[dataStart + 11] == 0, bytes[dataStart + 12] <= 1 else {
                    throw corrupt("unknown compression, filter or interlace method")
                }
                size = (width, height)
            } else if type == Array("IDAT".utf8) {
                sawData = true
            } else if type == Array("IEND".utf8) {
                guard sawData, let size else { throw corrupt("it has no image data (IDAT)") }
                return try checked(.png, width: size.width, height: size.height, file: file)
            }
            offset = dataStart + length + 4
        }
    }

    private static func probeJPEG(_ bytes: [UInt8], file: String) throws(DataError) -> ImageInfo {
        func corrupt(_ detail: String) -> DataError { DataError(file: file, message: "corrupt JPEG image: \(detail)") }
        var size: (width: Int, height: Int)?
        var offset = 2
        while true {
            guard offset < bytes.count else { throw corrupt(size == nil ? "it ends before its frame header" : cutShort) }
            guard bytes[offset] == 0xFF else { throw corrupt("expected a marker at byte \(offset)") }
            // Any number of 0xFF fill bytes may precede a marker code.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw corrupt(size == nil ? "it ends before its frame header" : cutShort) }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7:
                continue
            case 0xD9:
                // The end of the image: what follows it (padding some cameras add) is not read.
                guard let size else { throw corrupt("it has no frame header before its image data") }
                return try checked(.jpeg, width: size.width, height: size.height, file: file)
            case 0xDA where size == nil:
                throw corrupt("it has no frame header before its image data")
            default:
                break
            }
            guard offset + 2 <= bytes.count else { throw corrupt("it ends inside a segment") }
            let length = bigEndian16(bytes, offset)
            guard length >= 2, offset + length <= bytes.count else { throw corrupt("a segment runs past the end of the file") }
            let isFrameHeader = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrameHeader, size == nil {
                guard length >= 8 else { throw corrupt("its frame header is too short") }
                let height = bigEndian16(bytes, offset + 3), width = bigEndian16(bytes, offset + 5)
                if height == 0 { throw DataError(file: file, message: "JPEG images whose height is given after the image data (DNL) are not supported") }
                size = (width, height)
            }
            offset += length
            if marker == 0xDA {
                guard let next = endOfScan(bytes, from: offset) else { throw corrupt(cutShort) }
                offset = next
            }
        }
    }

    /// Why a JPEG whose data stops before its end marker is refused: a file cut short (a
    /// download stopped halfway) that would be drawn as nothing, or half.
    private static let cutShort = "it is cut short: its image data ends before the end-of-image marker"

    /// Where the marker after a scan's entropy-coded data starts, or nil when the file ends
    /// first. In the data an 0xFF byte is followed by 0x00 (a stuffed byte) or a restart
    /// marker; any other marker ends the scan.
    private static func endOfScan(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == 0x00 || (0xD0...0xD7).contains(next) {
                index += 2
            } else if next == 0xFF {
                index += 1
            } else {
                return index
            }
        }
        return nil
    }

    private static func probeGIF(_ bytes: [UInt8], file: String) throws(DataError) -> ImageInfo {
        func corrupt(_ detail: String) -> DataError { DataError(file: file, message: "corrupt GIF image: \(detail)") }
        guard bytes.count >= 13 else { throw corrupt("its header is cut short") }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
        let packed = bytes[10]
        let tableSize = packed & 0x80 != 0 ? 3 * (1 << (Int(packed & 0x07) + 1)) : 0
        guard bytes.count >= 13 + tableSize + 1 else { throw corrupt("its colour table is cut short") }
        guard bytes[bytes.count - 1] == 0x3B else { throw corrupt("it does not end with the GIF trailer") }
        return try checked(.gif, width: width, height: height, file: file)
    }

    // MARK: SVG

    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    private static func probeSVG(_ bytes: [UInt8], file: String) throws(DataError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> ImageInfo in
            var reader = XMLReader(bytes: buffer, file: file, maximumDepth: 256)
            var rootAttributes: [XMLReader.Attribute]? = nil
            while true {
                let event: XMLReader.Event
                do throws(DataError) {
                    event = try reader.next()
                } catch {
                    throw DataError(file: error.file, line: error.line, column: error.column, message: "not a valid SVG image: \(error.message)")
                }
                switch event {
                case .start(let name, let attributes, _, let offset):
                    if rootAttributes == nil {
                        guard localName(name) == "svg" else {
                            throw reader.error("not an SVG image: the root element is <\(name)>, not <svg>", at: offset)
                        }
                        rootAttributes = attributes
                    }
                    if localName(name) == "script" { throw reader.error("SVG images may not contain scripts", at: offset) }
                    for attribute in attributes where isActive(attribute) {
                        throw reader.error("SVG images may not contain scripts (attribute \(attribute.name))", at: offset)
                    }
                    // Embedded in the picture as a data: URL, the image has no folder to find
                    // another file in, and browsers load nothing from an image anyway: the part
                    // would be missing, unseen.
                    for attribute in attributes where refersToAnotherFile(attribute) {
                        throw reader.error("an SVG image cannot use another file (\(attribute.name)=\(JSONByteWriter.quoted(attribute.value)) "
                                           + "on <\(name)>): the picture embeds the image alone; put that file inside it as a data: URL",
                                           at: offset)
                    }
                case .end, .text:
                    continue
                case .endOfDocument:
                    return try svgSize(rootAttributes ?? [], file: file)
                }
            }
        }
    }

    private static func localName(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }

    /// Event handlers (`onload`...) and `javascript:` links.
    private static func isActive(_ attribute: XMLReader.Attribute) -> Bool {
        if attribute.name.lowercased().hasPrefix("on") { return true }
        let name = localName(attribute.name)
        if name == "href" {
            let value = attribute.value.lowercased().filter { !$0.isWhitespace }
            return value.hasPrefix("javascript:")
        }
        return false
    }

    /// An `href` to anything but a part of the image itself (`#id`) or data in the URL.
    private static func refersToAnotherFile(_ attribute: XMLReader.Attribute) -> Bool {
        guard localName(attribute.name) == "href" else { return false }
        let value = attribute.value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return !value.isEmpty && !value.hasPrefix("#") && !value.hasPrefix("data:")
    }

    private static func svgSize(_ attributes: [XMLReader.Attribute], file: String) throws(DataError) -> ImageInfo {
        func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        let width = value("width").flatMap(cssPixels)
        let height = value("height").flatMap(cssPixels)
        var viewBox: (width: Double, height: Double)? = nil
        if let text = value("viewBox") {
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { Double($0) }
            guard numbers.count == 4, let w = numbers[2], let h = numbers[3], w.isFinite, h.isFinite, w > 0, h > 0 else {
                throw DataError(file: file, message: "not a valid SVG image: its viewBox \(JSONByteWriter.quoted(text)) is not four numbers with a positive width and height")
            }
            viewBox = (w, h)
        }
        let size: (Double, Double)
        switch (width, height, viewBox) {
        case let (w?, h?, _): size = (w, h)
        case let (w?, nil, box?): size = (w, w * box.height / box.width)
        case let (nil, h?, box?): size = (h * box.width / box.height, h)
        case let (nil, nil, box?): size = (box.width, box.height)
        case let (w?, nil, nil): size = (w, 150)
        case let (nil, h?, nil): size = (300, h)
        case (nil, nil, nil): size = (300, 150)
        }
        guard size.0 > 0, size.1 > 0, size.0.isFinite, size.1.isFinite else {
            throw DataError(file: file, message: "not a valid SVG image: its size is not positive")
        }
        return ImageInfo(format: .svg, width: size.0, height: size.1)
    }

    /// A CSS length in pixels (96 per inch); nil for percentages and font-relative units, which
    /// give no natural size.
    private static func cssPixels(_ text: String) -> Double? {
        let trimmed = text.trimmingBlanks()
        let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        for (unit, scale) in units where trimmed.hasSuffix(unit) {
            guard let number = Double(trimmed.dropLast(unit.count)), number.isFinite, number > 0 else { return nil }
            return number * scale
        }
        guard let number = Double(trimmed), number.isFinite, number > 0 else { return nil }
        return number
    }
}

private extension String {
    func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
