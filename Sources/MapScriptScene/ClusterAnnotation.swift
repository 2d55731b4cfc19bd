import MapScriptGeometry

/// Annotations whose views collide and share a clustering identifier, shown as one
/// (MKClusterAnnotation). The map makes one for each such group at layout, or takes the one
/// its delegate's `clusterAnnotationFor` gives, and places it at the centre of its members.
///
/// As MapKit's, it takes its title from one of its members (the first added that has one) and
/// says in its subtitle how many more there are; when none has a title it is "N items" with no
/// subtitle, as Maps labels such a cluster. A script may set either afterwards.
open class ClusterAnnotation: Annotation {
    public let memberAnnotations: [Annotation]
    /// The map that placed this cluster, while it shows it: such a cluster is the map's, made
    /// and dropped by layout, and is not among the annotations scripts added.
    @exclusivity(unchecked) var placedBy: MapReference?

    public init(memberAnnotations: [Annotation]) {
        self.memberAnnotations = memberAnnotations
        let count = memberAnnotations.count
        let named = memberAnnotations.first { $0.hasTitle }?.title
        super.init(coordinate: memberAnnotations.first?.coordinate ?? Coordinate(latitude: 0, longitude: 0),
                   title: named ?? (count == 1 ? "1 item" : "\(count) items"),
                   subtitle: named == nil || count < 2 ? nil : "\(count - 1) more")
    }

    /// Refuses a cluster of no members: MKClusterAnnotation stands in for annotations, and one
    /// of none would show "0 items" for nothing.
    package static func requireMembers(_ members: [Annotation]) throws {
        guard !members.isEmpty else { throw SceneError("a ClusterAnnotation needs at least 1 member annotation, got 0") }
    }

    /// True when `map` made this cluster and shows it.
    func isPlaced(on map: MapView) -> Bool { placedBy === map.reference }

    /// Whether the cluster's members are `members`, in any order: a cluster made from the
    /// members it was given, perhaps sorted or reversed first.
    package func hasMembers(_ members: [Annotation]) -> Bool {
        guard memberAnnotations.count == members.count else { return false }
        if zip(memberAnnotations, members).allSatisfy({ $0 === $1 }) { return true }
        var unmatched = Dictionary(members.map { (ObjectIdentifier($0), 1) }, uniquingKeysWith: +)
        for member in memberAnnotations {
            let key = ObjectIdentifier(member)
            guard let count = unmatched[key], count > 0 else { return false }
            unmatched[key] = count - 1
        }
        return true
    }
}
