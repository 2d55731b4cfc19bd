import MapScriptData
import Testing

@Suite struct PropertyListParserTests {
    private func parse(_ body: String) throws -> DataValue {
        try PropertyListParser.parse(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"# + body + "</plist>", file: "t.plist")
    }

    private func message(_ text: String) -> String? {
        dataError { try PropertyListParser.parse(text, file: "t.plist") }?.description
    }

    @Test func theTutorialsParkFile() throws {
        let park = try PropertyListParser.parse(Fixtures.bytes("MagicMountain.plist"), file: "MagicMountain.plist")
        #expect(park.objectValue?.keys == ["midCoord", "overlayTopLeftCoord", "overlayTopRightCoord", "overlayBottomLeftCoord", "boundary"])
        #expect(park["midCoord"] == .string("{34.4248,-118.5971}"))
        #expect(park["overlayTopLeftCoord"] == .string("{34.4311,-118.6012}"))
        let boundary = try #require(park["boundary"]?.arrayValue)
        #expect(boundary.count == 9)
        #expect(boundary.first == .string("{34.4313,-118.5989}"))
        let coordinates = try boundary.map { try CoordinateParser.parse(try #require($0.stringValue)) }
        #expect(coordinates[1].latitude == 34.4274)
        #expect(coordinates[1].longitude == -118.60246)
    }

    @Test func aLargeDictionaryKeepsKeyOrderAndTheLastOfRepeatedKeys() throws {
        // Enough keys that repeats are found through an index rather than by scanning.
        let count = 20_000
        var body = "<dict>"
        for i in 0..<count { body += "<key>k\(i)</key><integer>\(i)</integer>" }
        body += "<key>k3</key><string>again</string><key>k19999</key><true/></dict>"
        let object = try #require(try parse(body).objectValue)
        #expect(object.count == count)
        #expect(object.keys.first == "k0" && object.keys.last == "k19999")
        #expect(object["k3"] == .string("again"))
        #expect(object["k4"] == .number(4))
        #expect(object["k19999"] == .bool(true))
    }

    @Test func theTutorialsAttractionsShape() throws {
        let attractions = try parse("""
            <array>
              <dict>
                <key>name</key><string>Goliath</string>
                <key>location</key><string>{34.4262,-118.5963}</string>
                <key>type</key><string>1</string>
                <key>subtitle</key><string>Hyper coaster &amp; more &#x1F3A2;</string>
              </dict>
            </array>
            """)
        let first = try #require(attractions[0])
        #expect(first.objectValue?.keys == ["name", "location", "type", "subtitle"])
        #expect(first["type"] == .string("1"))
        #expect(first["subtitle"] == .string("Hyper coaster & more 🎢"))
    }

    @Test func everyValueType() throws {
        let value = try parse("""
            <dict>
              <key>s</key><string>a &lt;b&gt; &quot;c&quot; &apos;d&apos; &#65;</string>
              <key>empty</key><string/>
              <key>cdata</key><string><![CDATA[<not a tag> & raw]]></string>
              <key>i</key><integer> -42 </integer>
              <key>hex</key><integer>0x1F</integer>
              <key>r</key><real>2.5e1</real>
              <key>t</key><true/>
              <key>f</key><false></false>
              <key>d</key><date>2026-11-21T20:14:37Z</date>
              <key>data</key><data>
                AAEC
                Aw==
              </data>
              <key>list</key><array><integer>1</integer><array/><dict/></array>
            </dict>
            """)
        #expect(value["s"] == .string("a <b> \"c\" 'd' A"))
        #expect(value["empty"] == .string(""))
        #expect(value["cdata"] == .string("<not a tag> & raw"))
        #expect(value["i"] == .number(-42))
        #expect(value["hex"] == .number(31))
        #expect(value["r"] == .number(25))
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["d"] == .string("2026-11-21T20:14:37Z"))
        #expect(value["data"] == .string("AAECAw=="))
        #expect(value["list"] == .array([.number(1), .array([]), .object(DataObject())]))
    }

    @Test func entitiesAreNeverExpanded() {
        let billionLaughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <plist version="1.0"><string>&lol2;</string></plist>
            """
        #expect(message(billionLaughs) == "t.plist:2:17: document type declarations with an internal subset are not supported (entities are never expanded)")
        #expect(message(#"<plist><string>&lol;</string></plist>"#) == "t.plist:1:16: unknown entity '&lol;'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed")
        #expect(message(#"<plist><string>&#0;</string></plist>"#) == "t.plist:1:16: invalid character reference '&#0;'")
        #expect(message(#"<plist><string>a & b</string></plist>"#) == "t.plist:1:18: '&' must start an entity reference such as &amp;")
    }

    @Test func structuralErrors() {
        #expect(message("bplist00\u{0}\u{1}") == "t.plist:1:1: binary property lists are not supported; convert it with `plutil -convert xml1 FILE`")
        #expect(message(#"<dict></dict>"#) == "t.plist:1:1: expected <plist> as the root element, found <dict>")
        #expect(message("<plist>\n  <dict><key>a</key></dict></plist>") == "t.plist:2:9: key \"a\" has no value")
        #expect(message("<plist><dict><string>x</string></dict></plist>") == "t.plist:1:14: expected <key> or </dict>, found <string>")
        #expect(message("<plist><dict><key>a</key><string>x</dict></plist>") == "t.plist:1:35: expected </string>, found </dict>")
        #expect(message("<plist><array><number>1</number></array></plist>") == "t.plist:1:15: unknown property list element <number>; expected dict, array, string, integer, real, true, false, date or data")
        #expect(message("<plist><integer>1.5</integer></plist>") == "t.plist:1:8: invalid integer \"1.5\"")
        #expect(message("<plist><real>nan</real></plist>") == "t.plist:1:8: invalid real number \"nan\"")
        #expect(message("<plist><date>2026-13-01T00:00:00Z</date></plist>") == "t.plist:1:8: invalid date \"2026-13-01T00:00:00Z\"; expected the form 2026-11-21T20:14:37Z")
        #expect(message("<plist><data>AB=C</data></plist>") == "t.plist:1:8: invalid base64 in <data>")
        #expect(message("<plist><string>a</string><string>b</string></plist>") == "t.plist:1:26: expected </plist> (a plist holds one value), found <string>")
        #expect(message("<plist><string>a</string></plist><plist/>") == "t.plist:1:34: content after the root element")
        #expect(message("<plist><string>a<b/></string></plist>") == "t.plist:1:17: <string> holds text only, found <b>")
        #expect(message("<plist><array><string>x</string>") == "t.plist:1:33: unexpected end of file; expected </array>")
        #expect(message("<plist><string a=b>x</string></plist>") == "t.plist:1:18: expected a quoted value for attribute a")
        #expect(message("<plist></plist>") == "t.plist:1:1: <plist> holds no value")
        #expect(message("") == "t.plist:1:1: unexpected end of file; expected an element")
    }

    @Test func nestingIsBounded() {
        let deep = "<plist>" + String(repeating: "<array>", count: 2000) + String(repeating: "</array>", count: 2000) + "</plist>"
        #expect(message(deep) == "t.plist:1:3585: elements are nested deeper than 512 levels")
    }
}
