/// The views clustering was given, in their order, with the identifiers their groups number
/// and the groups it found: the same views give the same groups, so a layout that changed
/// nothing of them reuses the groups instead of gathering 100,000 views again.
struct ClusteringResult {
    let items: [CollisionItem]
    let identifiers: [String]
    let grouping: ClusterGrouping
}
