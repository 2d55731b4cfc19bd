import MapScriptScene
import Testing

/// The colours a gradient line has along it: mixed between locations, the end colours beyond,
/// and at a hard stop the earlier colour for a piece that ends there, the later for one that
/// starts there.
@Suite struct GradientSamplingTests {
    let hardStop = Gradient(colors: [.green, .green, .red, .red], locations: [0.2, 0.5, 0.5, 0.8])

    @Test func endColoursHoldAndColoursMixBetween() {
        let gradient = Gradient(colors: [.blue, .red], locations: [0.25, 0.75])
        #expect(gradient.color(at: 0) == .blue && gradient.color(at: 1) == .red)
        #expect(gradient.color(at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(gradient.color(justBefore: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
    }

    @Test func aHardStopGivesEachSideItsColour() {
        #expect(hardStop.color(at: 0.5) == .red)
        #expect(hardStop.color(justBefore: 0.5) == .green)
        #expect(hardStop.color(justBefore: 1) == .red && hardStop.color(justBefore: 0) == .green)
    }

    @Test func stopsOfAPartEndInTheColoursReachedThere() {
        let before = hardStop.stops(from: 0, to: 0.5)
        #expect(before.colors == [.green, .green, .green] && before.locations == [0, 0.4, 1])
        let after = hardStop.stops(from: 0.5, to: 1)
        #expect(after.colors == [.red, .red, .red] && abs(after.locations[1] - 0.6) < 1e-12)
        let across = hardStop.stops(from: 0.4, to: 0.6)
        #expect(across.colors == [.green, .green, .red, .red] && across.locations == [0, 0.5, 0.5, 1])
    }
}
