/// A stable least-significant-digit radix sort of 64-bit keys, for orders over many views
/// (the drawing order) and points (the spatial index's Morton order) where a comparison sort
/// costs n log n comparisons of tuples.
enum RadixSort {
    /// Bits of `value` whose unsigned order is the numeric order of the values: negative
    /// numbers have all bits flipped, others only the sign bit; -0 counts as 0.
    @inline(__always)
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// Eleven-bit digits: six passes cover 64 bits, and each pass's 2,048 counters (16 KB)
    /// stay in the first-level cache, where bytes took eight passes.
    private static let digitBits = 11
    private static let radix = 1 << digitBits
    private static let passes = (64 + digitBits - 1) / digitBits
    /// Up to this many keys, a comparison sort is cheaper than the passes' counters.
    private static let smallCount = 512

    /// The positions of `keys` in ascending order of key; equal keys keep their order.
    ///
    /// The counts of all six digits are taken in one pass over the keys, and a digit that
    /// every key shares (one bucket holds them all) costs no pass, so keys that differ in few
    /// bits take few passes. Each pass moves the keys with their positions, so it reads both
    /// in order instead of looking keys up at random.
    ///
    /// The keys are taken (`consume` them): their array becomes the first of the two the
    /// passes move keys between, where a copy of 100,000 keys was made for each.
    static func stableOrder(of keys: consuming [UInt64]) -> [Int32] {
        // A few keys are ordered by comparison, without the sorted keys `stableSort` makes.
        keys.count <= smallCount ? comparisonOrder(of: keys) : stableSort(keys).order
    }

    /// `stableOrder(of:)` with the keys in that order.
    static func stableSort(_ keys: consuming [UInt64]) -> (keys: [UInt64], order: [Int32]) {
        let n = keys.count
        // A few keys are sorted by comparison: the radix passes start by clearing 12,288
        // counters.
        if n <= smallCount {
            let order = comparisonOrder(of: keys)
            return (order.map { keys[Int($0)] }, order)
        }
        var order = (0..<Int32(n)).map { $0 }
        let firstKey = keys[0]
        var sortedKeys = consume keys
        let mask = UInt64(radix - 1)
        var counts = [Int](repeating: 0, count: radix * passes)
        counts.withUnsafeMutableBufferPointer { counts in
            for key in sortedKeys {
                var rest = key
                for pass in 0..<passes {
                    counts[pass &* radix &+ Int(rest & mask)] &+= 1
                    rest >>= UInt64(digitBits)
                }
            }
        }
        var scratchKeys = [UInt64](repeating: 0, count: n)
        var scratchOrder = [Int32](repeating: 0, count: n)
        for pass in 0..<passes {
            let base = pass * radix
            let shift = UInt64(pass * digitBits)
            // Skipped when every key has the same digit here.
            if counts[base + Int((firstKey >> shift) & mask)] == n { continue }
            counts.withUnsafeMutableBufferPointer { counts in
                var total = 0
                for digit in base..<base + radix {
                    let count = counts[digit]
                    counts[digit] = total
                    total &+= count
                }
                sortedKeys.withUnsafeBufferPointer { fromKeys in
                    order.withUnsafeBufferPointer { fromOrder in
                        scratchKeys.withUnsafeMutableBufferPointer { toKeys in
                            scratchOrder.withUnsafeMutableBufferPointer { toOrder in
                                for i in 0..<n {
                                    let key = fromKeys[i]
                                    let slot = base &+ Int((key >> shift) & mask)
                                    let to = counts[slot]
                                    counts[slot] = to &+ 1
                                    toKeys[to] = key
                                    toOrder[to] = fromOrder[i]
                                }
                            }
                        }
                    }
                }
            }
            swap(&sortedKeys, &scratchKeys)
            swap(&order, &scratchOrder)
        }
        return (sortedKeys, order)
    }

    /// `stableOrder(of:)` by comparison, ties by position, so the order is the same.
    private static func comparisonOrder(of keys: [UInt64]) -> [Int32] {
        var order = (0..<Int32(keys.count)).map { $0 }
        order.sort { keys[Int($0)] != keys[Int($1)] ? keys[Int($0)] < keys[Int($1)] : $0 < $1 }
        return order
    }
}
