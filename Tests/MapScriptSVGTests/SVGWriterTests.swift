import Testing
@testable import MapScriptSVG
import MapScriptScene

@Suite struct SVGWriterTests {
    @Test func closesElementsInStackOrderAndSelfClosesEmptyOnes() {
        var writer = SVGWriter()
        writer.open("svg")
        writer.attribute("width", 10.5)
        writer.open("g")
        writer.attribute("class", literal: "overlay")
        writer.element("title", text: "a<b")
        writer.open("use")
        writer.attribute("href", "#p1")
        let text = String(decoding: writer.finish(), as: UTF8.self)
        #expect(text == "<svg width=\"10.5\"><g class=\"overlay\"><title>a&lt;b</title><use href=\"#p1\"/></g></svg>\n")
    }

    @Test func attributeValuesAreEscaped() {
        var writer = SVGWriter()
        writer.open("g")
        writer.attribute("data-name", "\"><script>x</script>")
        let text = String(decoding: writer.finish(), as: UTF8.self)
        #expect(text == "<g data-name=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\"/>\n")
    }

    @Test func base64MatchesRFC4648Vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors.sorted(by: { $0.key < $1.key }) {
            #expect(Base64.encode(Array(plain.utf8)) == encoded)
        }
    }

    @Test func urlPolicyAllowsOnlyWebAndRelativeLinks() {
        for url in ["https://tile.example/1/2/3.png", "HTTP://a/b", "tiles/3/4/5.png", "/abs/x.png", "x.png?a=b:c"] {
            #expect(URLPolicy.isLinkable(url), "\(url)")
        }
        for url in ["javascript:alert(1)", "  JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "file:///etc/passwd", "vbscript:x", ""] {
            #expect(!URLPolicy.isLinkable(url), "\(url)")
        }
    }

    @Test func textMetricsUseHelveticaWidths() {
        #expect(TextMetrics.width(of: "Hello", fontSize: 10) == 22.78)
        #expect(TextMetrics.width(of: "H", fontSize: 10, weight: .bold) == 7.22)
        #expect(TextMetrics.width(of: "公园", fontSize: 10) == 20)
        let cut = TextMetrics.truncated(String(repeating: "m", count: 100), toWidth: 50, fontSize: 10)
        #expect(cut.hasSuffix("\u{2026}"))
        #expect(TextMetrics.width(of: cut, fontSize: 10) <= 50)
    }
}
