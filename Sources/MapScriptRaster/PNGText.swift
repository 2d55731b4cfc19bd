import MapScriptData

/// Text written into a PNG beside its pixels: the picture's title and the base map's credit,
/// which an SVG carries in its `<title>` and `<metadata>`, so a picture published as a PNG
/// keeps them. cairo writes no text chunks; they are added after the header as `iTXt`
/// chunks (UTF-8, uncompressed), which every PNG reader lists with the file's properties.
enum PNGText {
    /// `png` with a chunk for each entry of `texts` (keyword, text) after its header; `png`
    /// as it is when it has no header where cairo writes it.
    static func adding(_ texts: [(keyword: String, text: String)], to png: [UInt8]) -> [UInt8] {
        // The signature (8 bytes), then IHDR: length, type, 13 bytes of data, CRC.
        let headerEnd = 8 + 4 + 4 + 13 + 4
        guard png.count >= headerEnd, Array(png[12..<16]) == Array("IHDR".utf8), !texts.isEmpty else { return png }
        var out = Array(png[..<headerEnd])
        for (keyword, text) in texts { out += chunk(keyword: keyword, text: text) }
        out += png[headerEnd...]
        return out
    }

    /// An `iTXt` chunk: keyword, no compression, no language tag or translated keyword.
    private static func chunk(keyword: String, text: String) -> [UInt8] {
        let data = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        let typed = Array("iTXt".utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed[...]))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
