import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// How a marker's title is broken into the lines drawn below it, and the frames of those lines.
@Suite struct MarkerTitleLinesTests {
    typealias Marker = MarkerAnnotationView

    func width(_ text: String) -> Double {
        TextMetrics.width(of: text, fontSize: Marker.titleFontSize, weight: .bold)
    }

    /// Every line fits the maximum width and there are one or two of them.
    func expectWithinBounds(_ lines: [String], _ comment: Comment? = nil) {
        #expect((1...Marker.maximumTitleLines).contains(lines.count), comment)
        for line in lines { #expect(width(line) <= Marker.maximumTitleWidth, comment) }
    }

    @Test func aShortTitleIsOneLineAsItIs() {
        #expect(Marker.titleLines("Golden Gate Park") == ["Golden Gate Park"])
        #expect(Marker.titleLines("  two  spaces ") == ["  two  spaces "], "a title that fits is not rewritten")
        #expect(Marker.titleLines("") == [""])
    }

    @Test func aLongTitleWrapsAtASpaceOntoTwoLines() {
        #expect(Marker.titleLines("Metropolitan Museum of Art") == ["Metropolitan Museum", "of Art"])
        #expect(Marker.titleLines("Metropolitan Museum of Art and its Gardens") == ["Metropolitan Museum", "of Art and its Gardens"])
        #expect(Marker.titleLines("Metropolitan\nMuseum \t of Art") == ["Metropolitan Museum", "of Art"],
                "wrapped lines are the words joined by single spaces")
    }

    @Test func whatTheSecondLineCannotHoldEndsInAnEllipsis() {
        let lines = Marker.titleLines("Metropolitan Museum of Art and its Gardens by the Lake")
        #expect(lines == ["Metropolitan Museum", "of Art and its Garden\u{2026}"])
        expectWithinBounds(lines)
        let many = Marker.titleLines(String(repeating: "word ", count: 200))
        #expect(many == ["word word word word", "word word word wor\u{2026}"])
        expectWithinBounds(many)
    }

    @Test func aWordWiderThanALineIsCut() {
        let lines = Marker.titleLines("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch station")
        #expect(lines == ["Llanfairpwllgwyngyll\u{2026}", "station"])
        let second = Marker.titleLines("Station Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch")
        #expect(second == ["Station", "Llanfairpwllgwyngyll\u{2026}"])
        let alone = Marker.titleLines(String(repeating: "m", count: 100))
        #expect(alone.count == 1, "nothing is left for a second line")
        #expect(alone[0].hasSuffix("\u{2026}"))
        expectWithinBounds(alone)
    }

    @Test func textThatExactlyFitsIsNotBroken() {
        let title = "Exactly this wide"
        #expect(Marker.titleLines(title, width: width(title)) == [title])
        #expect(Marker.titleLines(title, width: width(title).nextDown) == ["Exactly this", "wide"])
        // A line that fills the width exactly takes its last word.
        #expect(Marker.titleLines("Exactly this wide too", width: width("Exactly this wide")) == ["Exactly this wide", "too"])
        #expect(Marker.titleLines("Exactly this wide", width: width("Exactly this")) == ["Exactly this", "wide"])
    }

    @Test func aNoBreakSpaceKeepsItsWordsTogether() {
        let lines = Marker.titleLines("Metropolitan Museum\u{00A0}of Art")
        #expect(lines == ["Metropolitan", "Museum\u{00A0}of Art"])
    }

    @Test func textIsNeverCutInsideACharacter() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let flag = "\u{1F1EB}\u{1F1F7}"
        let accented = "e\u{0301}"
        for piece in [family, flag, accented, "\u{6771}"] {
            let lines = Marker.titleLines(String(repeating: piece, count: 60))
            expectWithinBounds(lines, "\(piece.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(lines.count == 1)
            let kept = lines[0].dropLast()
            #expect(lines[0].last == "\u{2026}")
            #expect(!kept.isEmpty && kept.allSatisfy { String($0) == piece }, "whole characters only: \(lines[0])")
        }
        // Between words of such characters, the break is at the space.
        let words = Marker.titleLines("Caf\u{00E9} \(family)\(family) na\u{00EF}ve \(flag) " + String(repeating: "\u{00C5}", count: 12))
        expectWithinBounds(words)
        #expect(words == ["Caf\u{00E9} \(family)\(family)", "na\u{00EF}ve \(flag) " + String(repeating: "\u{00C5}", count: 9) + "\u{2026}"])
    }

    @Test func theSubtitleIsOneLineCutWithAnEllipsis() {
        #expect(Marker.subtitleLine("Fifth Avenue") == "Fifth Avenue")
        let cut = Marker.subtitleLine("Fifth Avenue at 82nd Street, Manhattan, New York City")
        #expect(cut.hasSuffix("\u{2026}"))
        #expect(!cut.hasSuffix(" \u{2026}"), "no space before the ellipsis")
        #expect(TextMetrics.width(of: cut, fontSize: Marker.subtitleFontSize) <= Marker.maximumTitleWidth)
        #expect("Fifth Avenue at 82nd Street, Manhattan, New York City".hasPrefix(cut.dropLast()))
    }

    @Test func theFramesFollowTheLines() throws {
        let tip = Point(x: 100, y: 50)
        let short = MarkerTitleLayout(title: "Alone", subtitle: nil, below: tip)
        #expect(short.titleLines == ["Alone"])
        #expect(short.titleFrame == Rect(x: 100 - width("Alone") / 2, y: 52, width: width("Alone"), height: 13))
        #expect(short.subtitleFrame == nil && short.frame == short.titleFrame)

        let long = MarkerTitleLayout(title: "Metropolitan Museum of Art", subtitle: "Fifth Avenue", below: tip)
        #expect(long.titleLines == ["Metropolitan Museum", "of Art"])
        let titleWidth = width("Metropolitan Museum")
        #expect(long.titleFrame == Rect(x: 100 - titleWidth / 2, y: 52, width: titleWidth, height: 26))
        let subtitle = try #require(long.subtitleFrame)
        #expect(subtitle.minY == long.titleFrame.maxY, "the subtitle goes below the title's last line")
        #expect(subtitle.height == Marker.titleLineHeight)
        #expect(long.subtitleLine == "Fifth Avenue")
        #expect(long.frame.minX == long.titleFrame.minX && long.frame.minY == 52 && long.frame.height == 39)
        #expect(abs(long.frame.width - titleWidth) < 1e-9, "the wider title sets the width")
        #expect(long.frame.width <= Marker.maximumTitleWidth)
    }
}
