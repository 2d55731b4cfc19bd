/// The generator behind `random`: xoshiro256** seeded through SplitMix64, as its authors
/// recommend. The same seed gives the same sequence on every platform, so `--seed` makes
/// output reproducible.
///
/// - `random.number()`: 53 random bits scaled to [0, 1).
/// - `random.int(a...b)`: uniform in the range, by rejection (no modulo bias).
/// - `random.choice(list)`: `list[random.int(0..<count)]`.
public final class RandomGenerator {
    /// Where the generator is in its sequence. Setting it back replays the same numbers: the
    /// REPL does so around an export, so that exporting an unchanged scene twice draws the
    /// same numbers in the hooks and gives the same bytes.
    public var state: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64) {
        var splitMix = seed
        func next() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (next(), next(), next(), next())
    }

    public func nextUInt64() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotate(state.3, 45)
        return result
    }

    /// A number in [0, 1).
    public func nextUnit() -> Double {
        Double(nextUInt64() >> 11) * 0x1.0p-53
    }

    /// A whole number in 0..<bound (bound > 0), without modulo bias.
    public func next(below bound: UInt64) -> UInt64 {
        let threshold = (0 &- bound) % bound
        while true {
            let r = nextUInt64()
            if r >= threshold { return r % bound }
        }
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
