/// The one-line description of each property a kind of value answers, for the editor's hover
/// and completion (`SceneReference.valueMembers`), keyed by the kind as values name it and
/// the property: `"Point.x"`. A test requires one for every property `BuiltinProperty.get`
/// answers, so a new one is described where it is added.
enum BuiltinPropertySummaries {
    static func summary(of property: String, onA kind: String) -> String {
        table["\(kind).\(property)"] ?? ""
    }

    /// The shared wording of rects in view points and in map points (CGRect's and MKMapRect's accessors).
    private static func rectSummaries(_ kind: String, units: String, mapKitName: String) -> [String: String] {
        [
            "\(kind).origin": "The corner with the smallest x and y, the top left (\(mapKitName).origin).",
            "\(kind).size": "The width and height, in \(units) (\(mapKitName).size).",
            "\(kind).center": "The point at the middle of the rect.",
            "\(kind).x": "The x of the origin, in \(units); writing it moves the rect.",
            "\(kind).y": "The y of the origin, in \(units); writing it moves the rect.",
            "\(kind).width": "The width, in \(units) (\(mapKitName).width).",
            "\(kind).height": "The height, in \(units) (\(mapKitName).height).",
            "\(kind).minX": "The smallest x, the left edge (\(mapKitName).minX).",
            "\(kind).midX": "The x of the middle (\(mapKitName).midX).",
            "\(kind).maxX": "The largest x, the right edge (\(mapKitName).maxX).",
            "\(kind).minY": "The smallest y, the top edge (\(mapKitName).minY).",
            "\(kind).midY": "The y of the middle (\(mapKitName).midY).",
            "\(kind).maxY": "The largest y, the bottom edge (\(mapKitName).maxY).",
            "\(kind).isEmpty": "Whether the rect has no area, its width or height being 0 or less (\(mapKitName).isEmpty).",
        ]
    }

    /// The shared wording of what holds elements, `one` and `many` naming them.
    private static func collectionSummaries(_ kind: String, one: String, many: String, firstAndLast: Bool = true) -> [String: String] {
        var summaries = [
            "\(kind).count": "How many \(many) the \(kind) has.",
            "\(kind).isEmpty": "Whether the \(kind) has no \(many).",
        ]
        if firstAndLast {
            summaries["\(kind).first"] = "The first \(one), or nil when the \(kind) is empty."
            summaries["\(kind).last"] = "The last \(one), or nil when the \(kind) is empty."
        }
        return summaries
    }

    private static let table: [String: String] = {
        var table: [String: String] = [
            "dictionary.keys": "The keys, in the order they were first added.",
            "dictionary.values": "The values, in the order of their keys.",
            "range.count": "How many whole steps the range holds: 3 for 0..<3 and for 0...2.",
            "range.isEmpty": "Whether the range holds no number, as 2..<2 does.",
            "range.lowerBound": "The number the range starts at, the first it holds.",
            "range.first": "The number the range starts at (its lowerBound).",
            "range.upperBound": "The number the range ends at: held by a...b, not by a..<b.",
            "range.last": "The last number the range holds, or nil when it is empty.",
            "Coordinate.latitude": "Degrees north of the equator, negative to the south, -90 to 90 (CLLocationCoordinate2D.latitude).",
            "Coordinate.longitude": "Degrees east of Greenwich, negative to the west (CLLocationCoordinate2D.longitude).",
            "Point.x": "The horizontal coordinate in points, growing to the right (CGPoint.x).",
            "Point.y": "The vertical coordinate in points, growing downward (CGPoint.y).",
            "Size.width": "The width in points (CGSize.width).",
            "Size.height": "The height in points (CGSize.height).",
            "MapPoint.x": "Map points east of the world's left edge at 180° west, 2^28 to the whole world (MKMapPoint.x).",
            "MapPoint.y": "Map points south of the world's top edge at about 85° north (MKMapPoint.y).",
            "MapPoint.coordinate": "The coordinate this map point projects from (MKMapPoint.coordinate).",
            "MapSize.width": "The width in map points (MKMapSize.width).",
            "MapSize.height": "The height in map points (MKMapSize.height).",
            "Span.latitudeDelta": "Degrees of latitude from the region's top edge to its bottom (MKCoordinateSpan.latitudeDelta).",
            "Span.longitudeDelta": "Degrees of longitude from the region's left edge to its right (MKCoordinateSpan.longitudeDelta).",
            "Region.center": "The coordinate at the middle of the region (MKCoordinateRegion.center).",
            "Region.span": "How much of the map the region spans, in degrees (MKCoordinateRegion.span).",
            "MapRect.isNull": "Whether this is MKMapRect's null rect, what the intersection of rects that do not meet gives (MKMapRect.isNull).",
            "EdgeInsets.top": "The room at the top, in points (UIEdgeInsets.top).",
            "EdgeInsets.left": "The room on the left, in points (UIEdgeInsets.left).",
            "EdgeInsets.bottom": "The room at the bottom, in points (UIEdgeInsets.bottom).",
            "EdgeInsets.right": "The room on the right, in points (UIEdgeInsets.right).",
            "Color.red": "The red component, 0 to 1.",
            "Color.green": "The green component, 0 to 1.",
            "Color.blue": "The blue component, 0 to 1.",
            "Color.alpha": "The opacity, 0 (clear) to 1 (opaque).",
        ]
        let shared = [
            collectionSummaries("list", one: "element", many: "elements"),
            collectionSummaries("string", one: "character, as a string", many: "characters"),
            collectionSummaries("dictionary", one: "entry", many: "entries", firstAndLast: false),
            rectSummaries("Rect", units: "points", mapKitName: "CGRect"), rectSummaries("MapRect", units: "map points", mapKitName: "MKMapRect"),
        ]
        for summaries in shared { table.merge(summaries) { mine, _ in mine } }
        return table
    }()
}
