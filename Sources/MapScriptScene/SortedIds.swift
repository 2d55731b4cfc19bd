/// Ascending lists of small non-negative ids (annotation slots, overlay ids) without repeats.
///
/// A query that finds most of the map's annotations (a view fitted to all of them) returns
/// ids in the index's order; sorting 100,000 of them was a tenth of a large render. When the
/// ids are dense, marking them in a bitmap as large as the greatest id and reading it back
/// gives the same list in linear time; sparse results are sorted as usual.
enum SortedIds {
    static func ascendingWithoutRepeats(_ ids: [Int]) -> [Int] {
        guard ids.count > 1 else { return ids }
        var greatest = 0
        for id in ids { greatest = max(greatest, id) }
        if greatest / 64 <= ids.count {
            return fromBitmap(ids, greatest: greatest)
        }
        var sorted = ids
        sorted.sort()
        var kept = 0
        for id in sorted where kept == 0 || sorted[kept - 1] != id {
            sorted[kept] = id
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    private static func fromBitmap(_ ids: [Int], greatest: Int) -> [Int] {
        var words = [UInt64](repeating: 0, count: greatest / 64 + 1)
        for id in ids { words[id >> 6] |= 1 << UInt64(id & 63) }
        var result: [Int] = []
        result.reserveCapacity(ids.count)
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                result.append(index << 6 | rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }
}
