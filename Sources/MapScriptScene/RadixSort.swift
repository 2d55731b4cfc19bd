/// A stable least-significant-digit radix sort of 64-bit keys, for orders over many views
/// (the drawing order) where a comparison sort costs n log n comparisons of tuples.
enum RadixSort {
    /// Bits of `value` whose unsigned order is the numeric order of the values: negative
    /// numbers have all bits flipped, others only the sign bit; -0 counts as 0.
    @inline(__always)
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The positions of `keys` in ascending order of key; equal keys keep their order. Bytes
    /// that every key shares are skipped, so keys that differ in few bits take few passes.
    static func stableOrder(of keys: [UInt64]) -> [Int32] {
        var order = (0..<Int32(keys.count)).map { $0 }
        guard keys.count > 1 else { return order }
        var same = UInt64.max
        for key in keys { same &= ~(key ^ keys[0]) }
        var scratch = order
        var counts = [Int](repeating: 0, count: 256)
        for byte in 0..<8 {
            let shift = UInt64(byte * 8)
            if (same >> shift) & 0xFF == 0xFF { continue }
            for i in 0..<256 { counts[i] = 0 }
            for key in keys { counts[Int((key >> shift) & 0xFF)] += 1 }
            var total = 0
            for i in 0..<256 {
                let count = counts[i]
                counts[i] = total
                total += count
            }
            for index in order {
                let digit = Int((keys[Int(index)] >> shift) & 0xFF)
                scratch[counts[digit]] = index
                counts[digit] += 1
            }
            swap(&order, &scratch)
        }
        return order
    }
}
