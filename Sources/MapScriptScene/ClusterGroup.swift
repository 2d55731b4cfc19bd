/// Views that clustering found colliding under one identifier: how many they are, and the
/// highest display priority among them (that of the view the group formed around, which
/// resolution order takes first). Which views they are is in the `ClusterGrouping`.
struct ClusterGroup {
    let identifier: String
    let memberCount: Int
    let priority: Double
}
