import Foundation
import MapScriptGeometry

/// Helpers the shape overlays share.
enum ShapeGeometry {
    /// MapKit puts a shape's `coordinate` at the centre of its bounding map rect.
    static func centerCoordinate(of bounds: MapRect, fallback: Coordinate?) -> Coordinate {
        bounds.isNull ? (fallback ?? Coordinate(latitude: 0, longitude: 0)) : bounds.center.coordinate
    }

    /// Points along the great circle from `a` to `b`, `a` excluded and `b` included, about one
    /// per `stepDegrees` of arc. Longitudes are unwrapped so a path over the antimeridian stays
    /// continuous (its x may pass the world's edge, as MKGeodesicPolyline's does).
    static func greatCircle(from a: Coordinate, to b: Coordinate, stepDegrees: Double) -> [Coordinate] {
        let rad = Double.pi / 180
        let (φ1, λ1, φ2, λ2) = (a.latitude * rad, a.longitude * rad, b.latitude * rad, b.longitude * rad)
        let p1 = (cos(φ1) * cos(λ1), cos(φ1) * sin(λ1), sin(φ1))
        let p2 = (cos(φ2) * cos(λ2), cos(φ2) * sin(λ2), sin(φ2))
        let dot = min(max(p1.0 * p2.0 + p1.1 * p2.1 + p1.2 * p2.2, -1), 1)
        let angle = acos(dot)
        let count = max(1, min(4096, Int((angle / rad / stepDegrees).rounded(.up))))
        let sinAngle = sin(angle)
        var result: [Coordinate] = []
        result.reserveCapacity(count)
        var previousLongitude = a.longitude
        for i in 1...count {
            let t = Double(i) / Double(count)
            var p: Coordinate
            if sinAngle < 1e-12 || !sinAngle.isFinite {
                // Coincident or antipodal ends: no unique great circle, so go straight.
                p = Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t,
                               longitude: a.longitude + (b.longitude - a.longitude) * t)
            } else {
                let wa = sin((1 - t) * angle) / sinAngle, wb = sin(t * angle) / sinAngle
                let x = wa * p1.0 + wb * p2.0, y = wa * p1.1 + wb * p2.1, z = wa * p1.2 + wb * p2.2
                p = Coordinate(latitude: atan2(z, (x * x + y * y).squareRoot()) / rad, longitude: atan2(y, x) / rad)
            }
            var longitude = p.longitude
            while longitude - previousLongitude > 180 { longitude -= 360 }
            while longitude - previousLongitude < -180 { longitude += 360 }
            previousLongitude = longitude
            result.append(Coordinate(latitude: p.latitude, longitude: longitude))
        }
        return result
    }

    /// The map point of a coordinate whose longitude may lie outside ±180 (unwrapped paths).
    static func unwrappedMapPoint(_ coordinate: Coordinate) -> MapPoint {
        let p = MapPoint(Coordinate(latitude: coordinate.latitude, longitude: 0))
        return MapPoint(x: (coordinate.longitude + 180) / 360 * MapProjection.worldSize, y: p.y)
    }
}
