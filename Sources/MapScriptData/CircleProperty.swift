import MapScriptGeometry

/// The `"mapscript:circle": {"center": [lon, lat], "radius": metres}` property with which
/// `GeoJSONWriter` writes a circle, read back.
///
/// The GeoJSON reader checks it where it reads a feature's properties, so that a wrong one is
/// reported at its line and column and under the feature's own path (`features[3]`, or none
/// for a file that is one Feature); the decoder then makes the `Circle` of a checked one.
struct CircleProperty {
    static let key = "mapscript:circle"

    var center: Coordinate
    var radius: Double

    /// What is wrong, and in which member (`center`, `radius`, or nil for the whole value).
    struct Problem: Error {
        var member: String?
        var message: String
    }

    private static let expected = "expected {\"center\": [longitude, latitude], \"radius\": metres above 0}"

    init(_ value: DataValue) throws(Problem) {
        guard case .object(let members) = value else {
            throw Problem(member: nil, message: "\(CircleProperty.expected), found \(value.kindDescription)")
        }
        guard let longitude = members["center"]?[0]?.numberValue, let latitude = members["center"]?[1]?.numberValue,
              members["center"]?.arrayValue?.count == 2 else {
            throw Problem(member: "center", message: CircleProperty.expected)
        }
        guard abs(latitude) <= 90, abs(longitude) <= 180 else {
            throw Problem(
                member: "center",
                message: "[\(NumberText.shortest(longitude)), \(NumberText.shortest(latitude))] is out of range; longitude -180...180, latitude -90...90")
        }
        guard let radius = members["radius"]?.numberValue, radius > 0, radius.isFinite else {
            throw Problem(member: "radius", message: CircleProperty.expected)
        }
        center = Coordinate(latitude: latitude, longitude: longitude)
        self.radius = radius
    }

    /// The path of the problem below the properties object's path.
    static func path(_ problem: Problem, under properties: JSONPath) -> JSONPath {
        var path = properties.appending(.key(key))
        if let member = problem.member { path.push(.key(member)) }
        return path
    }
}
