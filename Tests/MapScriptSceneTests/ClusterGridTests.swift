import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// The grid clustering gathers through files each item once, in the cell of its frame's
/// centre, and widens each walk instead: a walk must still meet every item whose frame
/// overlaps, whatever the sizes, and drop the items said to be gone.
@Suite struct ClusterGridTests {
    /// A small deterministic generator (the same items on every run).
    struct Generator {
        var state: UInt64
        mutating func next(_ range: Range<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// Markers of two groups, a few views many cells wide, and frames that are not finite.
    func items() -> [CollisionItem] {
        var generator = Generator(state: 42)
        return (0..<600).map { index in
            let width: Double, height: Double
            switch index % 50 {
            case 0: width = 400; height = 30        // wider than many cells
            case 1: width = 20; height = 250        // taller than many cells
            default: width = generator.next(10..<40); height = generator.next(10..<40)
            }
            var frame = Rect(x: generator.next(-50..<950), y: generator.next(-50..<650), width: width, height: height)
            if index == 77 { frame = Rect(x: .nan, y: 10, width: 20, height: 20) }
            if index == 78 { frame = Rect(x: -.infinity, y: 10, width: .infinity, height: 20) }
            var item = CollisionItem(slot: index, frame: frame, isCircle: false, priority: 0, weight: 1)
            item.group = Int32(index % 3 == 0 ? 1 : 0)
            return item
        }
    }

    /// The items of `group` whose frames overlap `rect`, found by looking at every one.
    func overlapping(_ rect: Rect, group: Int32, in items: [CollisionItem], except gone: Set<Int>) -> Set<Int> {
        Set(items.indices.filter { index in
            let frame = items[index].frame
            return !gone.contains(index) && items[index].group == group
                && frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
        })
    }

    @Test func aWalkMeetsEveryOverlappingItemOnceWhateverItsSize() {
        let items = items()
        var grid = ClusterGrid(items, cells: GridCells(for: items))
        for (index, item) in items.enumerated() where item.frame.minX.isFinite {
            var met: [Int] = []
            grid.forEachItem(near: item.frame, inGroup: item.group, droppingGone: { _ in false }) { met.append($0) }
            #expect(met.count == Set(met).count, "item \(index): each item is met once")
            let expected = overlapping(item.frame, group: item.group, in: items, except: [])
            #expect(expected.isSubset(of: Set(met)), "item \(index) missed \(expected.subtracting(met).sorted())")
        }
    }

    @Test func itemsGoneAreDroppedAndTheOthersStillMet() {
        let items = items()
        var grid = ClusterGrid(items, cells: GridCells(for: items))
        var gone = Set<Int>()
        for (index, item) in items.enumerated() where index % 4 == 0 {
            gone.insert(index)
            var met: [Int] = []
            grid.forEachItem(near: item.frame, inGroup: item.group, droppingGone: { gone.contains($0) }) { met.append($0) }
            #expect(gone.isDisjoint(with: met), "item \(index): a gone item is not met")
        }
        // A walk over everything, after the drops, meets exactly the items that stayed.
        let everything = Rect(x: -1000, y: -1000, width: 3000, height: 3000)
        for group: Int32 in [0, 1] {
            var met: [Int] = []
            grid.forEachItem(near: everything, inGroup: group, droppingGone: { gone.contains($0) }) { met.append($0) }
            #expect(Set(met) == overlapping(everything, group: group, in: items, except: gone),
                    "group \(group): every item that stayed, and no other")
        }
    }

    /// Many groups at one place (a clustering identifier per view): a walk reads its own
    /// group's entries only, so a pass is not the square of their number.
    func crowd(groups: Int, perGroup: Int) -> [CollisionItem] {
        (0..<groups * perGroup).map { index in
            var item = CollisionItem(slot: index, frame: Rect(x: 100, y: 100, width: 20, height: 30), isCircle: false, priority: 0, weight: 1)
            item.group = Int32((index * 7) % groups)  // the groups interleaved as views come
            return item
        }
    }

    @Test func aWalkReadsOnlyItsGroupsEntries() {
        let items = crowd(groups: 1000, perGroup: 1)
        var grid = ClusterGrid(items, cells: GridCells(for: items))
        var asked = 0
        var met: [Int] = []
        grid.forEachItem(near: items[3].frame, inGroup: items[3].group, droppingGone: { _ in asked += 1; return false }) { met.append($0) }
        #expect(met == [3])
        #expect(asked == 1, "a walk for one group asked about \(asked) entries")
    }

    @Test func dropsInAGroupThatIsNotACellsLastLeaveTheOthersWhole() {
        let items = crowd(groups: 5, perGroup: 40)
        var grid = ClusterGrid(items, cells: GridCells(for: items))
        let gone = Set(items.indices.filter { items[$0].group == 2 && $0 % 2 == 0 })
        let everything = Rect(x: -1000, y: -1000, width: 3000, height: 3000)
        for _ in 0..<2 {
            for group: Int32 in 0..<5 {
                var met: [Int] = []
                grid.forEachItem(near: everything, inGroup: group, droppingGone: { gone.contains($0) }) { met.append($0) }
                #expect(met.count == Set(met).count, "group \(group): each item met once")
                #expect(Set(met) == overlapping(everything, group: group, in: items, except: gone), "group \(group): every item that stayed")
            }
        }
    }
}
