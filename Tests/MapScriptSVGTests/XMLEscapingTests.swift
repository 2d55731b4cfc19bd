import Testing
@testable import MapScriptSVG

@Suite struct XMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(XMLEscaping.escaped("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
    }

    @Test func hostileTitleBecomesText() {
        let escaped = XMLEscaping.escaped("</title><script>alert(1)</script>")
        #expect(escaped == "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(!escaped.contains("<"))
    }

    @Test func dropsCharactersXMLForbids() {
        #expect(XMLEscaping.escaped("a\u{0}b\u{1}c\u{8}d\u{B}e\u{C}f\u{1F}g") == "abcdefg")
        #expect(XMLEscaping.escaped("x\u{FFFE}y\u{FFFF}z") == "xyz")
    }

    @Test func keepsWhitespaceInTextAndEncodesItInAttributes() {
        #expect(XMLEscaping.escaped("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(XMLEscaping.escaped("a\tb\nc\rd", context: .attribute) == "a&#9;b&#10;c&#13;d")
    }

    @Test func keepsNonASCIIText() {
        #expect(XMLEscaping.escaped("Парк 公园 🎢 é") == "Парк 公园 🎢 é")
    }
}
