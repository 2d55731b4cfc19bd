/// Views that clustering found colliding under one identifier: the slots of their annotations,
/// ascending, and the highest display priority among them (that of the view the group formed
/// around, which resolution order takes first).
struct ClusterGroup {
    let identifier: String
    let slots: [Int]
    let priority: Double
}
