import Testing
@testable import MapScriptScene

/// The linear-time orderings layout uses in place of comparison sorts give exactly what the
/// sorts gave.
@Suite struct OrderingTests {
    /// A small deterministic generator, so that a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
    }

    @Test(arguments: [0, 1, 2, 3, 40, 1000, 5000])
    func idsAreAscendingWithoutRepeatsDenseOrSparse(count: Int) {
        var generator = Generator(state: UInt64(count) + 1)
        for range in [4, count + 1, count * 3 + 1, 1_000_000] {
            let ids = (0..<count).map { _ in Int(generator.next() % UInt64(range)) }
            #expect(SortedIds.ascendingWithoutRepeats(ids) == Array(Set(ids)).sorted())
        }
    }

    @Test func orderedBitsFollowTheNumbers() {
        let values: [Double] = [-.greatestFiniteMagnitude, -1e300, -2, -1, -0.5, -1e-300, 0, 1e-300, 0.5, 1, 2, 1000, 1e300,
                                .greatestFiniteMagnitude]
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(RadixSort.orderedBits(a) < RadixSort.orderedBits(b), "\(a) < \(b)")
        }
        #expect(RadixSort.orderedBits(-0.0) == RadixSort.orderedBits(0.0))
    }

    @Test(arguments: [0, 1, 2, 7, 300, 4000])
    func radixOrderIsTheStableSortedOrder(count: Int) {
        var generator = Generator(state: UInt64(count) * 7 + 3)
        // Few distinct keys (many ties, which must keep their order), and keys of all sizes.
        for spread in [UInt64(3), 1 << 20, UInt64.max] {
            let keys = (0..<count).map { _ in spread == .max ? generator.next() << 11 ^ generator.next() : generator.next() % spread }
            let expected = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            #expect(RadixSort.stableOrder(of: keys).map { Int($0) } == expected)
        }
    }
}
