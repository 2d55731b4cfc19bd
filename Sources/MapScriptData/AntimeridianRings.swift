import MapScriptGeometry

/// Cuts a polygon whose longitudes run on continuously past ±180 (a circle or a custom
/// overlay's rect drawn across the antimeridian) into parts that each lie within -180...180,
/// as RFC 7946 §3.1.9 asks: readers draw every edge the short way in longitude and latitude,
/// so a ring from 170° to 190° must become two rings meeting at ±180.
///
/// Each world copy the polygon reaches is clipped out (Sutherland–Hodgman against its two
/// meridians, exact for the straight edges of the longitude/latitude plane) and moved back by
/// whole turns. A ring that goes once around the world is first closed over a pole, so its
/// parts cover the cap; a circle known to be around a pole is made one ring by `polarCap`
/// instead. Holes go with the part they fall in.
enum AntimeridianRings {
    /// The parts, each its exterior ring first then its holes, rings open (not repeating their
    /// first point). One part, unchanged, when nothing lies past ±180.
    static func split(_ rings: [[Coordinate]]) -> [[[Coordinate]]] {
        guard var exterior = rings.first, exterior.count >= 3 else { return [rings] }
        let holes = Array(rings.dropFirst())
        exterior = closedOverPole(exterior)
        let all = ([exterior] + holes).joined()
        let west = all.map(\.longitude).min() ?? 0, east = all.map(\.longitude).max() ?? 0
        guard west < -180 || east > 180, west.isFinite, east.isFinite else { return [[exterior] + holes] }
        let firstCopy = Int(((west + 180) / 360).rounded(.down))
        let lastCopy = Int(((east + 180) / 360).rounded(.up)) - 1
        var parts: [[[Coordinate]]] = []
        for copy in firstCopy...max(firstCopy, lastCopy) {
            let shift = 360 * Double(copy)
            guard let outer = clipped(exterior, from: shift - 180, to: shift + 180, shift: shift) else { continue }
            let inner = holes.compactMap { clipped($0, from: shift - 180, to: shift + 180, shift: shift) }
            parts.append([outer] + inner)
        }
        return parts.isEmpty ? [[exterior] + holes] : parts
    }

    /// The cap of a circle around a pole as one ring within -180...180: along the circle from
    /// the antimeridian across every longitude back to the antimeridian, then up it to the
    /// pole, along the pole and down again. `ring` runs once around the pole with longitudes
    /// running on continuously; the edge from its last point back to its first is part of the
    /// circle too, so the ring is first carried on to its first point a turn further, which
    /// leaves no wedge between its last longitude and its first. nil when the ring does not go
    /// once around.
    static func polarCap(_ ring: [Coordinate], pole: Double) -> [Coordinate]? {
        guard let first = ring.first, let last = ring.last, ring.count >= 3 else { return nil }
        var path = ring + [Coordinate(latitude: first.latitude,
                                      longitude: last.longitude + (first.longitude - last.longitude).remainder(dividingBy: 360))]
        let span = path[path.count - 1].longitude - first.longitude
        guard abs(span - 360) < 1e-9 || abs(span + 360) < 1e-9 else { return nil }
        // Seen eastward (`sign` 1) the path runs from a start in -180..<180 to a turn further
        // and crosses 180 once; westward, mirrored.
        let sign: Double = span > 0 ? 1 : -1
        // Exactly a turn on, so the crossing below is found however the sums rounded.
        path[path.count - 1] = Coordinate(latitude: first.latitude, longitude: first.longitude + sign * 360)
        let turns = ((sign * first.longitude + 180) / 360).rounded(.down)
        path = path.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude - sign * 360 * turns) }
        guard let crossing = zip(path.indices, path.dropFirst().indices).first(where: { sign * path[$0.0].longitude < 180 && sign * path[$0.1].longitude >= 180 })?.0 else { return nil }
        let a = path[crossing], b = path[crossing + 1]
        let t = (sign * 180 - a.longitude) / (b.longitude - a.longitude)
        let latitude = a.latitude + t * (b.latitude - a.latitude)
        // From the crossing's far side: the points past it a turn back, then those before it.
        var cap = [Coordinate(latitude: latitude, longitude: -sign * 180)]
        cap += path[(crossing + 1)..<(path.count - 1)].map { Coordinate(latitude: $0.latitude, longitude: $0.longitude - sign * 360) }
        cap += path[...crossing]
        cap += [Coordinate(latitude: latitude, longitude: sign * 180),
                Coordinate(latitude: pole, longitude: sign * 180), Coordinate(latitude: pole, longitude: -sign * 180)]
        var deduplicated: [Coordinate] = []
        for coordinate in cap where deduplicated.last != coordinate { deduplicated.append(coordinate) }
        if deduplicated.count > 1, deduplicated.first == deduplicated.last { deduplicated.removeLast() }
        return deduplicated
    }

    /// A ring whose longitude gains or loses a whole turn from its first point to its last
    /// encloses a pole: it is closed along the meridians over that pole (the one on the side of
    /// the ring's mean latitude) so it bounds an area in the plane.
    private static func closedOverPole(_ ring: [Coordinate]) -> [Coordinate] {
        guard let first = ring.first, let last = ring.last, abs(last.longitude - first.longitude) > 180 else { return ring }
        let meanLatitude = ring.reduce(0) { $0 + $1.latitude } / Double(ring.count)
        let pole: Double = meanLatitude >= 0 ? 90 : -90
        return ring + [Coordinate(latitude: pole, longitude: last.longitude), Coordinate(latitude: pole, longitude: first.longitude)]
    }

    /// The ring's part between two meridians, moved `shift` degrees west; nil when less than a
    /// triangle is left.
    private static func clipped(_ ring: [Coordinate], from west: Double, to east: Double, shift: Double) -> [Coordinate]? {
        var inside = clip(ring, keeping: { $0.longitude >= west }, boundary: west)
        inside = clip(inside, keeping: { $0.longitude <= east }, boundary: east)
        var part: [Coordinate] = []
        for coordinate in inside {
            let moved = Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude - shift)
            if part.last != moved { part.append(moved) }
        }
        if part.count > 1, part.first == part.last { part.removeLast() }
        guard part.count >= 3, GeoJSONWriter.signedArea(part) != 0 else { return nil }
        return part
    }

    /// One Sutherland–Hodgman pass against the meridian at `boundary`.
    private static func clip(_ ring: [Coordinate], keeping isInside: (Coordinate) -> Bool, boundary: Double) -> [Coordinate] {
        guard var previous = ring.last else { return [] }
        var output: [Coordinate] = []
        output.reserveCapacity(ring.count + 2)
        for current in ring {
            let currentInside = isInside(current), previousInside = isInside(previous)
            if currentInside != previousInside {
                let t = (boundary - previous.longitude) / (current.longitude - previous.longitude)
                output.append(Coordinate(latitude: previous.latitude + t * (current.latitude - previous.latitude), longitude: boundary))
            }
            if currentInside { output.append(current) }
            previous = current
        }
        return output
    }
}
