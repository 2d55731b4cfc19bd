import MapScriptGeometry

/// Annotations whose views collide and share a clustering identifier, shown as one
/// (MKClusterAnnotation). The map makes one for each such group at layout, or takes the one
/// its delegate's `clusterAnnotationFor` gives, and places it at the centre of its members.
///
/// As MapKit's, it takes its title from one of its members (the first added that has one) and
/// says in its subtitle how many more there are; when none has a title it is "N items" with no
/// subtitle, as Maps labels such a cluster. Each layout that keeps the cluster takes them
/// again, so a member renamed shows; a script may set either, and then it stays.
open class ClusterAnnotation: Annotation {
    public let memberAnnotations: [Annotation]

    open override var memberCount: Int { memberAnnotations.count }
    /// The map that placed this cluster, while it shows it: such a cluster is the map's, made
    /// and dropped by layout, and is not among the annotations scripts added.
    @exclusivity(unchecked) var placedBy: MapReference?

    /// The title and subtitle the cluster last took from its members (see `refreshTitles`).
    private var titlesFromMembers: (title: String?, subtitle: String?)

    public convenience init(memberAnnotations: [Annotation]) {
        self.init(memberAnnotations: memberAnnotations, at: ClusterAnnotation.centre(of: memberAnnotations))
    }

    /// A cluster the map makes where it has already found its members' centre.
    init(memberAnnotations: [Annotation], at coordinate: Coordinate) {
        self.memberAnnotations = memberAnnotations
        let titles = ClusterAnnotation.titles(of: memberAnnotations)
        titlesFromMembers = titles
        super.init(coordinate: coordinate, title: titles.title, subtitle: titles.subtitle)
    }

    /// Where a cluster of `members` stands before a map places it: the centre of their map
    /// points, each taken in the world copy nearest the first, so that a cluster made in
    /// `clusterAnnotationFor` already has (but for the last digits) the coordinate the map
    /// then gives it, not its first member's.
    private static func centre(of members: [Annotation]) -> Coordinate {
        guard let first = members.first else { return Coordinate(latitude: 0, longitude: 0) }
        let reference = MapPoint(first.coordinate).x
        var sum = MapPoint(x: 0, y: 0)
        for member in members {
            let point = MapPoint(member.coordinate).nearestWorldCopy(to: reference)
            sum.x += point.x
            sum.y += point.y
        }
        let count = Double(members.count)
        return MapPoint(x: sum.x / count, y: sum.y / count).wrappedIntoWorld.coordinate
    }

    /// The title of the first member that has one and "N more", or "N items" and none.
    private static func titles(of members: [Annotation]) -> (title: String?, subtitle: String?) {
        let count = members.count
        let named = members.first { $0.hasTitle }?.title
        return (named ?? (count == 1 ? "1 item" : "\(count) items"), named == nil || count < 2 ? nil : "\(count - 1) more")
    }

    /// Takes the title and subtitle from the members again, as a layout that keeps the cluster
    /// does, so that a member renamed since shows in it; a title or subtitle a script set
    /// itself stays.
    func refreshTitles() {
        // A subtitle of the script's own leaves the title following the members; a title of
        // its own keeps the subtitle too, as "N more" counts the members besides the one
        // whose title it follows.
        guard title == titlesFromMembers.title else { return }
        let titles = ClusterAnnotation.titles(of: memberAnnotations)
        if titles.title != title { title = titles.title }
        titlesFromMembers.title = titles.title
        guard subtitle == titlesFromMembers.subtitle else { return }
        if titles.subtitle != subtitle { subtitle = titles.subtitle }
        titlesFromMembers.subtitle = titles.subtitle
    }

    /// Refuses a cluster of no members: MKClusterAnnotation stands in for annotations, and one
    /// of none would show "0 items" for nothing. Refuses a member given twice too: MapKit's
    /// groups "distinct annotations", and one counted twice showed "2" and "1 more" for one.
    package static func requireMembers(_ members: [Annotation]) throws {
        guard !members.isEmpty else { throw SceneError("a ClusterAnnotation needs at least 1 member annotation, got 0") }
        guard members.count > 1 else { return }
        var seen: [ObjectIdentifier: Int] = [:]
        seen.reserveCapacity(members.count)
        for (index, member) in members.enumerated() {
            if let first = seen.updateValue(index, forKey: ObjectIdentifier(member)) {
                throw SceneError("a ClusterAnnotation's members must be distinct annotations: member \(index) is member \(first) again")
            }
        }
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
