import Foundation

/// Checks GeoJSON as RFC 7946 asks, read with Foundation so that the check shares nothing with
/// the writer: positions of two finite numbers in range, LineStrings of 2 positions or more,
/// linear rings closed and of 4 positions or more, exteriors counter-clockwise and holes
/// clockwise (§3.1.6).
enum GeoJSONShape {
    static func features(_ bytes: [UInt8]) throws -> [[String: Any]] {
        let collection = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        guard collection?["type"] as? String == "FeatureCollection", let features = collection?["features"] as? [[String: Any]] else {
            throw CocoaError(.coderInvalidValue)
        }
        return features
    }

    /// What is wrong with a feature, in words; empty when it is valid.
    static func problems(_ feature: [String: Any]) -> [String] {
        guard feature["type"] as? String == "Feature", feature["properties"] is [String: Any],
              let geometry = feature["geometry"] as? [String: Any], let type = geometry["type"] as? String else {
            return ["not a Feature with properties and a geometry"]
        }
        let coordinates = geometry["coordinates"]
        switch type {
        case "Point": return positionProblems([coordinates as Any])
        case "LineString": return lineProblems(coordinates)
        case "MultiLineString": return (coordinates as? [Any] ?? [1]).flatMap(lineProblems)
        case "Polygon": return polygonProblems(coordinates)
        case "MultiPolygon": return (coordinates as? [Any] ?? [1]).flatMap(polygonProblems)
        default: return ["unexpected geometry type \(type)"]
        }
    }

    private static func positions(_ value: Any?) -> [(Double, Double)]? {
        guard let list = value as? [[Double]], list.allSatisfy({ $0.count == 2 }) else { return nil }
        return list.map { ($0[0], $0[1]) }
    }

    private static func positionProblems(_ list: [Any]) -> [String] {
        guard let points = positions(list) else { return ["a position is not two numbers"] }
        return points.filter { !(abs($0.0) <= 180 && abs($0.1) <= 90) }.map { "position \($0) out of range" }
    }

    private static func lineProblems(_ value: Any?) -> [String] {
        guard let list = value as? [Any], list.count >= 2 else { return ["a line of fewer than 2 positions"] }
        return positionProblems(list)
    }

    private static func polygonProblems(_ value: Any?) -> [String] {
        guard let rings = value as? [Any], !rings.isEmpty else { return ["a polygon without rings"] }
        var problems: [String] = []
        for (index, ring) in rings.enumerated() {
            guard let list = ring as? [Any], let points = positions(list), points.count >= 4 else {
                problems.append("ring \(index): fewer than 4 positions")
                continue
            }
            problems += positionProblems(list)
            if points.first! != points.last! { problems.append("ring \(index) is not closed") }
            var area = 0.0
            for (a, b) in zip(points, points.dropFirst()) { area += a.0 * b.1 - b.0 * a.1 }
            if (index == 0) != (area > 0) { problems.append("ring \(index) runs the wrong way") }
        }
        return problems
    }
}
