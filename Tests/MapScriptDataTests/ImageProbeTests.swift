import MapScriptData
import Testing

@Suite struct ImageProbeTests {
    private func probe(_ bytes: [UInt8]) throws -> ImageInfo {
        try ImageProbe.probe(bytes, file: "img")
    }

    private func message(_ bytes: [UInt8]) -> String? {
        dataError { try ImageProbe.probe(bytes, file: "img") }?.description
    }

    private func message(_ svg: String) -> String? {
        message(Array(svg.utf8))
    }

    @Test func realImagesGiveTheirFormatAndSize() throws {
        #expect(try probe(Fixtures.bytes("images/dot.png")) == ImageInfo(format: .png, width: 3, height: 2))
        #expect(try probe(Fixtures.bytes("images/dot.gif")) == ImageInfo(format: .gif, width: 5, height: 4))
        #expect(try probe(Fixtures.bytes("images/dot.jpg")) == ImageInfo(format: .jpeg, width: 16, height: 8))
        // width="24" height="12pt": 12pt is 16 CSS pixels.
        #expect(try probe(Fixtures.bytes("images/dot.svg")) == ImageInfo(format: .svg, width: 24, height: 16))
        #expect(ImageFormat.allCases.map(\.mimeType) == ["image/png", "image/jpeg", "image/gif", "image/svg+xml"])
    }

    @Test func svgSizesFollowTheBrowsersRules() throws {
        let ns = #"xmlns="http://www.w3.org/2000/svg""#
        #expect(try probe(Array("<svg \(ns) viewBox=\"0 0 40 30\"/>".utf8)) == ImageInfo(format: .svg, width: 40, height: 30))
        #expect(try probe(Array("<svg \(ns) width=\"80\" viewBox=\"0,0,40,30\"/>".utf8)) == ImageInfo(format: .svg, width: 80, height: 60))
        #expect(try probe(Array("<svg \(ns) height=\"1in\" viewBox=\"0 0 40 30\"/>".utf8)) == ImageInfo(format: .svg, width: 128, height: 96))
        #expect(try probe(Array("<svg \(ns) width=\"100%\" height=\"50%\" viewBox=\"0 0 10 20\"/>".utf8)) == ImageInfo(format: .svg, width: 10, height: 20))
        #expect(try probe(Array("<svg \(ns)><rect width=\"5\" height=\"5\"/></svg>".utf8)) == ImageInfo(format: .svg, width: 300, height: 150))
        #expect(try probe(Array("\u{FEFF}<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x.dtd\"><svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" width=\"2mm\" height=\"3px\"/>".utf8))
            == ImageInfo(format: .svg, width: 2 * 96 / 25.4, height: 3))
    }

    @Test func svgWithScriptsOrBadStructureIsRefused() throws {
        #expect(message("<html><body/></html>") == "img:1:1: not an SVG image: the root element is <html>, not <svg>")
        #expect(message("<svg><script>alert(1)</script></svg>") == "img:1:6: SVG images may not contain scripts")
        #expect(message("<svg onload=\"alert(1)\"/>") == "img:1:1: SVG images may not contain scripts (attribute onload)")
        #expect(message("<svg><a href=\" JavaScript:alert(1)\"/></svg>") == "img:1:6: SVG images may not contain scripts (attribute href)")
        // Another file, which the embedded image could not load; its own parts and data URLs are fine.
        #expect(message("<svg><image href=\"other.png\"/></svg>")
            == "img:1:6: an SVG image cannot use another file (href=\"other.png\" on <image>): the picture embeds the image alone; put that file inside it as a data: URL")
        #expect(message("<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"><use xlink:href=\"https://example.com/a.svg#b\"/></svg>")?
            .hasPrefix("img:1:49: an SVG image cannot use another file (xlink:href=") == true)
        #expect(try probe(Array("<svg><use href=\"#dot\"/><image href=\"data:image/png;base64,AAAA\"/></svg>".utf8)).format == .svg)
        #expect(message("<svg><g></svg>") == "img:1:9: not a valid SVG image: expected </g>, found </svg>")
        #expect(message("<svg width=\"10\"") == "img:1:1: not a valid SVG image: unexpected end of file in tag <svg>")
        #expect(message("<!DOCTYPE svg [<!ENTITY x \"y\">]><svg/>") == "img:1:15: not a valid SVG image: document type declarations with an internal subset are not supported (entities are never expanded)")
        #expect(message("<svg viewBox=\"0 0 0 10\"/>") == "img: not a valid SVG image: its viewBox \"0 0 0 10\" is not four numbers with a positive width and height")
    }

    @Test func garbageIsNotAnImage() {
        #expect(message([UInt8]()) == "img: not a PNG, JPEG, GIF or SVG image")
        #expect(message(Array("hello, world".utf8)) == "img: not a PNG, JPEG, GIF or SVG image")
        #expect(message([0x00, 0x01, 0x02, 0x03]) == "img: not a PNG, JPEG, GIF or SVG image")
    }

    @Test func corruptPNGs() throws {
        let good = try Fixtures.bytes("images/dot.png")
        var flipped = good
        flipped[17] ^= 0x01
        #expect(message(flipped) == "img: corrupt PNG image: the checksum of chunk IHDR does not match")
        #expect(message(Array(good.prefix(50))) == "img: corrupt PNG image: a chunk runs past the end of the file")
        #expect(message(Array(good.prefix(40))) == "img: corrupt PNG image: it ends before its IEND chunk")
        #expect(message(Array(good.prefix(good.count - 12))) == "img: corrupt PNG image: it ends before its IEND chunk")
        #expect(message(png(width: 40_000, height: 2)) == "img: PNG image is too large (40000 x 2 pixels; the limit is 32768 on each side)")
        #expect(message(png(width: 0, height: 2)) == "img: corrupt PNG image: its size is 0 x 2")
        #expect(message(png(width: 2, height: 2, colourType: 7)) == "img: corrupt PNG image: unknown colour type 7")
        #expect(message(png(width: 2, height: 2, withData: false)) == "img: corrupt PNG image: it has no image data (IDAT)")
        #expect(try probe(png(width: 2, height: 2)) == ImageInfo(format: .png, width: 2, height: 2))
    }

    @Test func corruptJPEGsAndGIFs() throws {
        let jpeg = try Fixtures.bytes("images/dot.jpg")
        #expect(message(Array(jpeg.prefix(30))) == "img: corrupt JPEG image: a segment runs past the end of the file")
        #expect(message([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) == "img: corrupt JPEG image: it has no frame header before its image data")
        #expect(message([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x02, 0x12]) == "img: corrupt JPEG image: expected a marker at byte 6")
        // A file cut short in its image data (a download stopped halfway) would be drawn as
        // nothing; one with bytes after its end marker is whole.
        let cutShort = "img: corrupt JPEG image: it is cut short: its image data ends before the end-of-image marker"
        #expect(message(Array(jpeg.dropLast(2))) == cutShort)
        #expect(message(Array(jpeg.dropLast(3))) == cutShort)
        #expect(try probe(jpeg + [0, 0, 0]) == ImageInfo(format: .jpeg, width: 16, height: 8))
        let gif = try Fixtures.bytes("images/dot.gif")
        #expect(message(Array(gif.dropLast())) == "img: corrupt GIF image: it does not end with the GIF trailer")
        #expect(message(Array(gif.prefix(12))) == "img: corrupt GIF image: its header is cut short")
        var flat = gif
        flat[6] = 0
        flat[7] = 0
        #expect(message(flat) == "img: corrupt GIF image: its size is 0 x 4")
    }

    @Test func dataURLs() {
        #expect(DataURL.base64(Array("Man".utf8)) == "TWFu")
        #expect(DataURL.base64(Array("Ma".utf8)) == "TWE=")
        #expect(DataURL.base64(Array("M".utf8)) == "TQ==")
        #expect(DataURL.base64([]) == "")
        #expect(DataURL.base64([0xFB, 0xFF, 0xBF]) == "+/+/")
        #expect(DataURL.make(mimeType: ImageFormat.svg.mimeType, bytes: Array("<svg/>".utf8)) == "data:image/svg+xml;base64,PHN2Zy8+")
    }

    /// A PNG built here with its own checksum code, independent of the probe's.
    private func png(width: UInt32, height: UInt32, colourType: UInt8 = 2, withData: Bool = true) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, colourType, 0, 0, 0]
        // Stored (uncompressed) deflate of two empty rows: enough for the probe, which never inflates.
        let data = chunk("IDAT", [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + (withData ? data : []) + chunk("IEND", [])
    }
}
