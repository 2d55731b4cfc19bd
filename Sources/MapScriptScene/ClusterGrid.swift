import MapScriptGeometry

/// The grid clustering gathers views through: the cells of `GridCells`, filled once with every
/// item of a pass and stored cell after cell, beside a small key per item with what the
/// gathering tests first (its clustering group and frame).
///
/// `CollisionGrid` links each cell's entries through arrays in the order the items came, so a
/// walk of a dense cell jumped around memory, and tested each item by reading its 72-byte
/// record: gathering 100,000 pins was mostly waiting for memory. Here a cell's entries lie
/// together, the keys take 20 bytes, and the entries of items taken into a cluster are dropped
/// from their cells as walks meet them, so later walks do not step over them again.
///
/// A cell gives its items newest first, as `CollisionGrid`'s do: clustering adds up the
/// members' positions in the order it meets them, so that order decides the last bits of a
/// cluster's centre, and the picture stays as it was.
struct ClusterGrid {
    /// What the gathering tests first about an item: its clustering group and its frame,
    /// rounded outwards to single precision (so the test lets through every item whose
    /// frame truly overlaps, and the exact test follows).
    struct Key {
        var group: Int32
        var minX, minY, maxX, maxY: Float

        init(_ item: CollisionItem) {
            let frame = item.frame
            group = item.group
            minX = Float(frame.minX).nextDown
            minY = Float(frame.minY).nextDown
            maxX = Float(frame.maxX).nextUp
            maxY = Float(frame.maxY).nextUp
        }
    }

    private let cells: GridCells
    /// Each cell's items are `entries[starts[cell]..<ends[cell]]`.
    private var starts: [Int32]
    private var ends: [Int32]
    private var entries: [Int32]
    private let keys: [Key]

    /// The cells an item covers, in 16 bytes where two ranges take 32 (a grid has at most
    /// `GridCells.maximumCellCount` cells, so every index fits).
    private struct CellSpan {
        let firstColumn, lastColumn, firstRow, lastRow: Int32

        init(_ range: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) {
            firstColumn = Int32(range.columns.lowerBound)
            lastColumn = Int32(range.columns.upperBound)
            firstRow = Int32(range.rows.lowerBound)
            lastRow = Int32(range.rows.upperBound)
        }

        /// Calls `body` with the index of each cell of the span, row by row.
        @inline(__always)
        func forEachCell(columns: Int, _ body: (Int) -> Void) {
            for row in Int(firstRow)...Int(lastRow) {
                for column in Int(firstColumn)...Int(lastColumn) { body(row * columns + column) }
            }
        }
    }

    init(_ items: [CollisionItem], cells: GridCells) {
        self.cells = cells
        let columns = cells.columns
        // Each item's cells are found once, and both passes read them back: finding them was
        // most of the cost of filling the grid for 100,000 views.
        var spans: [CellSpan] = []
        spans.reserveCapacity(items.count)
        var firsts = [Int32](repeating: 0, count: cells.count + 1)
        firsts.withUnsafeMutableBufferPointer { firsts in
            for item in items {
                let span = CellSpan(cells.cells(of: item.frame))
                spans.append(span)
                span.forEachCell(columns: columns) { firsts[$0 + 1] += 1 }
            }
            for cell in 0..<cells.count { firsts[cell + 1] += firsts[cell] }
        }
        var fill = firsts
        var entries = [Int32](repeating: 0, count: Int(firsts[cells.count]))
        fill.withUnsafeMutableBufferPointer { fill in
            entries.withUnsafeMutableBufferPointer { entries in
                for index in spans.indices.reversed() {
                    spans[index].forEachCell(columns: columns) { cell in
                        entries[Int(fill[cell])] = Int32(index)
                        fill[cell] += 1
                    }
                }
            }
        }
        starts = firsts
        ends = Array(firsts.dropFirst())
        self.entries = entries
        keys = items.map(Key.init)
    }

    /// Calls `body` with each item of `group` whose frame may overlap `rect` (a first test:
    /// the caller makes the exact one), cell by cell; an item spanning several cells may come
    /// more than once. Entries of items `isGone` says are gone for good are dropped instead,
    /// keeping the order of the others.
    mutating func forEachItem(near rect: Rect, inGroup group: Int32, droppingGone isGone: (Int) -> Bool, _ body: (Int) -> Void) {
        let range = cells.cells(of: rect)
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        for row in range.rows {
            for column in range.columns {
                let cell = row * cells.columns + column
                var write = Int(starts[cell])
                for read in write..<Int(ends[cell]) {
                    let item = Int(entries[read])
                    if isGone(item) { continue }
                    if write != read { entries[write] = Int32(item) }
                    write += 1
                    let key = keys[item]
                    if key.group == group, minX < Double(key.maxX), Double(key.minX) < maxX,
                       minY < Double(key.maxY), Double(key.minY) < maxY { body(item) }
                }
                ends[cell] = Int32(write)
            }
        }
    }
}
