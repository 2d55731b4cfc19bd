import MapScriptGeometry

/// The grid clustering gathers views through: the cells of `GridCells`, filled once with every
/// item of a pass, each item in the one cell its frame's centre falls in. A walk widens the
/// rectangle it looks near by the farthest any filed frame reaches from its centre, so it
/// meets every item whose frame may overlap the rectangle.
///
/// Filing an item once, rather than in every cell its frame covers, files 100,000 markers in
/// 100,000 entries instead of about 400,000, and spares the list of each item's cells: the
/// grid of the first clustering pass took 5 MB and most of its time in fresh pages. An entry
/// carries what the gathering tests first (the item's clustering group and frame), so a walk
/// reads its cell's entries one after the other; entries of items taken into a cluster are
/// dropped from their cells as walks meet them, so later walks do not step over them again.
///
/// A cell's entries are in order of clustering group, and a walk reads only its group's:
/// views of many groups at one place (a clustering identifier per annotation) would otherwise
/// make every walk step over all of them, and a pass take time in the square of their number.
/// A walk drops the gone entries of its group by moving the group's kept ones forward; the
/// places left behind become tombstones, skipped, unless the group is the cell's last, whose
/// end then simply moves in (one group a cell, the usual case, leaves none).
///
/// An item larger than a cell (or without a finite frame) is not filed in a cell, which would
/// widen every walk: it waits in a list that every walk reads.
///
/// In what order a walk meets the items is left open: clustering sums the members' positions
/// in an order of its own.
struct ClusterGrid {
    /// An item as the gathering tests it first: its clustering group and its frame, rounded
    /// outwards to single precision (so the test lets through every item whose frame truly
    /// overlaps, and the exact test follows), in 24 bytes.
    private struct Entry {
        /// The item, or -1 for a tombstone (the place of an entry a walk dropped).
        var item: Int32
        let group: Int32
        let minX, minY, maxX, maxY: Float

        init(_ item: CollisionItem, at index: Int) {
            let frame = item.frame
            self.item = Int32(index)
            group = item.group
            minX = Float(frame.minX).nextDown
            minY = Float(frame.minY).nextDown
            maxX = Float(frame.maxX).nextUp
            maxY = Float(frame.maxY).nextUp
        }

        @inline(__always)
        func mayOverlap(group: Int32, minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
            self.group == group && minX < Double(self.maxX) && Double(self.minX) < maxX
                && minY < Double(self.maxY) && Double(self.minY) < maxY
        }
    }

    private let cells: GridCells
    /// Each cell's entries are `entries[starts[cell]..<ends[cell]]`.
    private var starts: [Int32]
    private var ends: [Int32]
    private var entries: [Entry]
    /// The items filed in no cell, which every walk reads.
    private var unfiled: [Entry] = []
    /// How far the frames filed in cells reach from their centres, across and down.
    private let reachX, reachY: Double

    init(_ items: [CollisionItem], cells: GridCells) {
        self.cells = cells
        // Each item's cell, or -1 for an item filed in none.
        var cellOfItem = [Int32](repeating: -1, count: items.count)
        var firsts = [Int32](repeating: 0, count: cells.count + 1)
        var reachX = 0.0, reachY = 0.0
        var unfiled: [Entry] = []
        cellOfItem.withUnsafeMutableBufferPointer { cellOfItem in
            firsts.withUnsafeMutableBufferPointer { firsts in
                for (index, item) in items.enumerated() {
                    let frame = item.frame
                    let halfWidth = frame.width / 2, halfHeight = frame.height / 2
                    guard halfWidth <= cells.cellSize, halfHeight <= cells.cellSize,
                          let cell = cells.cell(containing: Point(x: frame.midX, y: frame.midY)) else {
                        unfiled.append(Entry(item, at: index))
                        continue
                    }
                    reachX = max(reachX, halfWidth)
                    reachY = max(reachY, halfHeight)
                    cellOfItem[index] = Int32(cell)
                    firsts[cell + 1] += 1
                }
                for cell in 0..<cells.count { firsts[cell + 1] += firsts[cell] }
            }
        }
        let filed = Int(firsts[cells.count])
        var fill = firsts
        let entries = [Entry](unsafeUninitializedCapacity: filed) { buffer, initialized in
            fill.withUnsafeMutableBufferPointer { fill in
                for (index, cell) in cellOfItem.enumerated() where cell >= 0 {
                    (buffer.baseAddress! + Int(fill[Int(cell)])).initialize(to: Entry(items[index], at: index))
                    fill[Int(cell)] += 1
                }
            }
            // Each cell in order of group; the sort is deterministic, and the order within a
            // group is left open. Cells of one group, the usual case, are sorted already.
            for cell in 0..<cells.count {
                var cellEntries = UnsafeMutableBufferPointer(rebasing: buffer[Int(firsts[cell])..<Int(firsts[cell + 1])])
                if !cellEntries.isEmpty, zip(cellEntries, cellEntries.dropFirst()).contains(where: { $0.group > $1.group }) {
                    cellEntries.sort { $0.group < $1.group }
                }
            }
            initialized = filed
        }
        starts = firsts
        ends = Array(firsts.dropFirst())
        self.entries = entries
        self.unfiled = unfiled
        self.reachX = reachX
        self.reachY = reachY
    }

    /// Calls `body` with each item of `group` whose frame may overlap `rect` (a first test:
    /// the caller makes the exact one), each once. Entries of items `isGone` says are gone for
    /// good are dropped instead.
    @inline(__always)
    mutating func forEachItem(near rect: Rect, inGroup group: Int32, droppingGone isGone: (Int) -> Bool, _ body: (Int) -> Void) {
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let range = cells.cells(of: Rect(x: minX - reachX, y: minY - reachY,
                                         width: maxX - minX + 2 * reachX, height: maxY - minY + 2 * reachY))
        for row in range.rows {
            for column in range.columns {
                let cell = row * cells.columns + column
                let start = Int(starts[cell]), end = Int(ends[cell])
                guard start < end else { continue }
                let groupStart = ClusterGrid.firstEntry(of: group, in: entries, from: start, to: end)
                let groupEnd = ClusterGrid.firstEntry(of: group + 1, in: entries, from: groupStart, to: end)
                guard groupStart < groupEnd else { continue }
                let kept = ClusterGrid.walk(&entries, from: groupStart, to: groupEnd) { entry in
                    if entry.item < 0 || isGone(Int(entry.item)) { return false }
                    if entry.mayOverlap(group: group, minX: minX, minY: minY, maxX: maxX, maxY: maxY) { body(Int(entry.item)) }
                    return true
                }
                if groupEnd == end {
                    ends[cell] = Int32(kept)
                } else {
                    for place in kept..<groupEnd { entries[place].item = -1 }
                }
            }
        }
        if !unfiled.isEmpty {
            unfiled.removeSubrange(ClusterGrid.walk(&unfiled, from: 0, to: unfiled.count) { entry in
                if isGone(Int(entry.item)) { return false }
                if entry.mayOverlap(group: group, minX: minX, minY: minY, maxX: maxX, maxY: maxY) { body(Int(entry.item)) }
                return true
            }..<unfiled.count)
        }
    }

    /// The first of `entries[start..<end]` (in order of group) whose group is `group` or
    /// later: a binary search, tombstones keeping their group's place in the order.
    @inline(never)
    private static func firstEntry(of group: Int32, in entries: [Entry], from start: Int, to end: Int) -> Int {
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].group < group { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `visit` with `entries[start..<end]` in turn, keeping those it returns true for
    /// (in their order) from `start` on; returns where the kept ones end.
    @inline(__always)
    private static func walk(_ entries: inout [Entry], from start: Int, to end: Int, _ visit: (Entry) -> Bool) -> Int {
        var write = start
        for read in start..<end {
            let entry = entries[read]
            guard visit(entry) else { continue }
            if write != read { entries[write] = entry }
            write += 1
        }
        return write
    }
}
