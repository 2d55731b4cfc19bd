import MapScriptGeometry

/// Which of the views laid out so far lie near a rectangle, in view points: a uniform grid of
/// square cells over the views' extent (`GridCells`), each cell a linked list of the items
/// whose rectangle meets it. Collision resolution asks it once per view, so finding a view's
/// neighbours costs the few items of a few cells rather than a scan of every view: with cells
/// about the size of a view, the resolution of n views is the sort that orders them plus
/// linear work.
///
/// Items may be added while queries run (a view is added once it is shown), which is why the
/// cells are linked lists in flat arrays rather than buckets filled ahead (as `ClusterGrid`'s
/// are, for clustering, where every item is known first).
struct CollisionGrid {
    private let cells: GridCells
    /// The first entry of each cell, -1 when empty.
    private var cellHeads: [Int32]
    /// Per entry: the item it holds and the next entry of the same cell.
    private var entryItems: [Int32] = []
    private var entryNext: [Int32] = []

    init(cells: GridCells, expectedItems: Int) {
        self.cells = cells
        cellHeads = Array(repeating: -1, count: cells.count)
        entryItems.reserveCapacity(expectedItems)
        entryNext.reserveCapacity(expectedItems)
    }

    mutating func insert(_ item: Int, rect: Rect) {
        let range = cells.cells(of: rect)
        for row in range.rows {
            for column in range.columns {
                let cell = row * cells.columns + column
                entryItems.append(Int32(item))
                entryNext.append(cellHeads[cell])
                cellHeads[cell] = Int32(entryItems.count - 1)
            }
        }
    }

    /// Calls `body` with each item whose cells meet `rect` (an item spanning several cells may
    /// come more than once) until it returns false. A cell gives its items newest first.
    func forEachItem(near rect: Rect, _ body: (Int) -> Bool) {
        let range = cells.cells(of: rect)
        for row in range.rows {
            for column in range.columns {
                var entry = cellHeads[row * cells.columns + column]
                while entry >= 0 {
                    if !body(Int(entryItems[Int(entry)])) { return }
                    entry = entryNext[Int(entry)]
                }
            }
        }
    }
}
