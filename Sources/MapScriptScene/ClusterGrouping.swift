/// What clustering found: the groups, in the order found, and the members of them all in one
/// list, ascending by slot, each with the index of its group.
///
/// One list rather than a list per group, because the members of a group lie all over the
/// slot table (views collide where they are drawn, not where they were added): a pass over
/// one group's slots reads a slot, an annotation and a view far from the last ones at each
/// step, where a pass over every member in slot order reads each of them one after the other.
/// Placing clusters reads the members in such passes.
struct ClusterGrouping {
    let groups: [ClusterGroup]
    let memberSlots: [Int32]
    let memberGroups: [Int32]

    static let none = ClusterGrouping(groups: [], memberSlots: [], memberGroups: [])

    /// The slots of each group's members, ascending, by group.
    func slotsOfEachGroup() -> [[Int]] {
        var lists = [[Int]](repeating: [], count: groups.count)
        for (slot, group) in zip(memberSlots, memberGroups) { lists[Int(group)].append(Int(slot)) }
        return lists
    }
}
