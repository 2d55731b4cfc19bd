import Testing
@testable import MapScriptSVG

@Suite struct SVGNumberFormatTests {
    func text(_ value: Double) -> String { SVGNumberFormat.text(value) }

    @Test func roundsToTwoDecimalsAndDropsTrailingZeros() {
        #expect(text(123.456) == "123.46")
        #expect(text(100) == "100")
        #expect(text(0.1) == "0.1")
        #expect(text(-12.3) == "-12.3")
        #expect(text(12.3049) == "12.3")
        #expect(text(2.5e-7) == "0")
    }

    @Test func halvesRoundAwayFromZero() {
        #expect(text(0.005) == "0.01")
        #expect(text(-0.005) == "-0.01")
        #expect(text(0.125) == "0.13")
        #expect(text(1.005) == "1")  // 1.005 is stored as 1.00499999...: the binary value decides
    }

    @Test func neverWritesNegativeZero() {
        #expect(text(-0.001) == "0")
        #expect(text(-0.0) == "0")
        #expect(text(-0.0049) == "0")
    }

    @Test func neverWritesExponents() {
        #expect(text(1e21) == "1000000000000000000000")
        #expect(text(-1e17) == "-100000000000000000")
        #expect(text(9.2e16) == "92000000000000000")
        #expect(text(123_456_789.987) == "123456789.99")
        let huge = text(1e300)
        #expect(huge.count == 301 && huge.allSatisfy(\.isNumber))
    }

    @Test func nonFiniteNumbersAreNeverWritten() {
        #expect(text(.nan) == "0")
        #expect(text(.infinity) == "0")
        #expect(text(-.infinity) == "0")
    }

    @Test func lengthMatchesWrittenText() {
        for h: Int64 in [0, 1, -1, 10, 99, 100, 101, -150, 123_456, -9_999_999, 1_000_000_000_000] {
            var bytes = ByteBuffer()
            SVGNumberFormat.appendHundredths(h, to: &bytes)
            #expect(bytes.count == SVGNumberFormat.length(ofHundredths: h), "length of \(h)")
        }
    }
}
