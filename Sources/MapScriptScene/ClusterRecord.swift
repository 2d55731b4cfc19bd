/// A cluster a map shows, with what identifies it from one layout to the next: its clustering
/// identifier and the additions of its members (ascending). A layout that finds the same
/// members colliding again keeps the cluster, its view and its selection, rather than asking
/// the delegate for them anew.
struct ClusterRecord {
    struct Key: Hashable {
        let identifier: String
        let memberAdditions: [Int]
    }

    let key: Key
    let annotation: ClusterAnnotation
}
