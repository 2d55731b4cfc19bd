import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct SpatialIndexTests {
    private func randomRect(_ rng: inout SeededGenerator, maxSide: Double) -> MapRect {
        let world = MapProjection.worldSize
        let w = Double.random(in: 0...maxSide, using: &rng), h = Double.random(in: 0...maxSide, using: &rng)
        return MapRect(x: Double.random(in: -1000...(world - w + 1000), using: &rng), y: Double.random(in: 0...(world - h), using: &rng),
                       width: w, height: h)
    }

    @Test func queriesMatchABruteForceScanOnRandomData() {
        var rng = SeededGenerator(state: 42)
        var index = SpatialIndex()
        var rects: [MapRect?] = []
        let world = MapProjection.worldSize
        for id in 0..<5000 {
            // Mostly points, clustered in places so buckets split deep; some large rects.
            let rect: MapRect
            switch id % 5 {
            case 0: rect = randomRect(&rng, maxSide: world / 3)
            case 1: rect = MapRect(x: 1000 + Double(id % 7), y: 2000, width: 0, height: 0)  // many equal points
            default: rect = randomRect(&rng, maxSide: 0)
            }
            index.insert(id: id, rect: rect)
            rects.append(rect)
        }
        // Remove and move some.
        for id in stride(from: 3, to: 5000, by: 11) { index.remove(id: id); rects[id] = nil }
        for id in stride(from: 7, to: 5000, by: 13) where rects[id] != nil {
            let rect = randomRect(&rng, maxSide: 5000)
            index.insert(id: id, rect: rect)
            rects[id] = rect
        }
        #expect(index.count == rects.compactMap { $0 }.count)
        for q in 0..<200 {
            let query = q == 0 ? MapRect(x: 1000, y: 2000, width: 10, height: 0) : randomRect(&rng, maxSide: q % 2 == 0 ? world / 50 : world / 2)
            var found: [Int] = []
            index.query(query, into: &found)
            let expected = rects.indices.filter { rects[$0].map { $0.intersects(query) } ?? false }
            #expect(found.sorted() == expected, "query \(q)")
        }
    }

    /// Points filed together (into an empty index, the tree built from their Morton order;
    /// into a filled one, in that order, each trying the leaf of the one before) are found as
    /// a scan finds them: clustered points that split leaves deep, equal points past
    /// the deepest level, and points on the world's edges, which only the root holds.
    @Test func pointsFiledTogetherMatchABruteForceScan() {
        var rng = SeededGenerator(state: 99)
        let world = MapProjection.worldSize
        var points: [(id: Int, point: MapPoint)] = []
        for id in 0..<12000 {
            let point: MapPoint
            switch id % 6 {
            case 0: point = MapPoint(x: 5e7 + Double.random(in: 0...3e4, using: &rng), y: 9e7 + Double.random(in: 0...3e4, using: &rng))
            case 1: point = MapPoint(x: 1234, y: 5678)
            case 2: point = MapPoint(x: id % 12 == 2 ? world : Double.random(in: 0..<world, using: &rng), y: world)
            default: point = MapPoint(x: Double.random(in: 0..<world, using: &rng), y: Double.random(in: 0..<world, using: &rng))
            }
            points.append((id, point))
        }
        var index = SpatialIndex()
        // Built straight from the Morton order (the index is empty), with points it cannot file.
        index.insert(points: points + [(12000, MapPoint(x: .nan, y: 5)), (12001, MapPoint(x: 5, y: .infinity))])
        #expect(index.count == points.count)
        #expect(!index.contains(id: 12000) && !index.contains(id: 12001))
        // Then changed as a map changes it: removals, moves, and more points filed into the
        // tree that is there.
        for id in stride(from: 5, to: 12000, by: 17) { index.remove(id: id) }
        points.removeAll { $0.id % 17 == 5 }
        for position in stride(from: 0, to: points.count, by: 23) {
            points[position].point = MapPoint(x: Double.random(in: 0..<world, using: &rng), y: Double.random(in: 0..<world, using: &rng))
            index.insert(id: points[position].id, rect: MapRect(origin: points[position].point, size: MapSize(width: 0, height: 0)))
        }
        let more = (12002..<18002).map { id in
            (id: id, point: MapPoint(x: 5e7 + Double.random(in: 0...3e4, using: &rng), y: 9e7 + Double.random(in: 0...3e4, using: &rng)))
        }
        index.insert(points: more)
        points += more
        #expect(index.count == points.count)
        for q in 0..<300 {
            let side = q % 3 == 0 ? 4e4 : (q % 3 == 1 ? world / 40 : world / 3)
            // Most queries are small ones inside the cluster, where leaves are smallest.
            let query = q == 0 ? MapRect(x: 1234, y: 5678, width: 0, height: 0)
                : q == 1 ? MapRect(x: world - 10, y: world - 10, width: 10, height: 10)
                : q < 200 ? MapRect(x: 5e7 + Double.random(in: 0...3e4, using: &rng), y: 9e7 + Double.random(in: 0...3e4, using: &rng),
                                    width: Double.random(in: 0...2e3, using: &rng), height: Double.random(in: 0...2e3, using: &rng))
                : MapRect(x: Double.random(in: 0...world, using: &rng), y: Double.random(in: 0...world, using: &rng), width: side, height: side)
            var found: [Int] = []
            index.query(query, into: &found)
            let expected = points.filter { query.intersects(MapRect(origin: $0.point, size: MapSize(width: 0, height: 0))) }.map(\.id)
            #expect(found.sorted() == expected, "query \(q)")
        }
        // Emptied, the index is built afresh from the next points filed together.
        for p in points { index.remove(id: p.id) }
        index.insert(points: more)
        var found: [Int] = []
        index.query(MapRect(x: 0, y: 0, width: world, height: world), into: &found)
        #expect(found.sorted() == more.map(\.id))
    }

    @Test func mapViewQueriesMatchABruteForceScan() throws {
        var rng = SeededGenerator(state: 7)
        let map = MapView(size: Size(width: 640, height: 480))
        var annotations: [PointAnnotation] = []
        for i in 0..<3000 {
            annotations.append(PointAnnotation(coordinate: Coordinate(latitude: Double.random(in: -80...80, using: &rng),
                                                                      longitude: Double.random(in: -180...180, using: &rng)),
                                               title: "p\(i)"))
        }
        map.addAnnotations(annotations)
        map.removeAnnotations(Array(annotations[0..<2500]))  // sparse enough to compact
        for a in annotations[2500..<2600] { a.coordinate = Coordinate(latitude: a.coordinate.latitude / 2, longitude: a.coordinate.longitude) }
        expectQueriesMatchABruteForceScan(map, queries: 50, largestSide: 5e7, using: &rng)
    }

    /// `annotations(in:)` over random rects of at most `largestSide` gives what a scan of every
    /// annotation gives, in the same order.
    func expectQueriesMatchABruteForceScan(_ map: MapView, queries: Int, largestSide: Double, using rng: inout SeededGenerator) {
        for _ in 0..<queries {
            let rect = MapRect(x: Double.random(in: 0...2e8, using: &rng), y: Double.random(in: 0...2e8, using: &rng),
                               width: Double.random(in: 0...largestSide, using: &rng), height: Double.random(in: 0...largestSide, using: &rng))
            let found = map.annotations(in: rect).map { $0.title ?? "" }
            let expected = map.annotations.filter { rect.contains(MapPoint($0.coordinate)) }.map { $0.title ?? "" }
            #expect(found == expected)
        }
    }

    /// Annotations added one at a time wait to be filed in the index together; moves, removals
    /// and a compaction of the slots that come while they wait must still leave every query right.
    @Test func annotationsAddedOneByOneAreFoundThroughMovesRemovalsAndCompaction() throws {
        var rng = SeededGenerator(state: 13)
        let map = MapView(size: Size(width: 640, height: 480))
        func randomCoordinate() -> Coordinate {
            Coordinate(latitude: Double.random(in: -80...80, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
        }
        func expectQueriesMatch() {
            expectQueriesMatchABruteForceScan(map, queries: 20, largestSide: 8e7, using: &rng)
        }
        var added: [PointAnnotation] = []
        func addOneByOne(_ count: Int) {
            for _ in 0..<count {
                let annotation = PointAnnotation(coordinate: randomCoordinate(), title: "p\(added.count)")
                added.append(annotation)
                map.addAnnotation(annotation)
            }
        }
        addOneByOne(2000)
        // Moved and removed before the index was ever used.
        for a in added[0..<100] { a.coordinate = randomCoordinate() }
        map.removeAnnotations(Array(added[100..<200]))
        expectQueriesMatch()
        addOneByOne(1000)
        for a in added[2500..<2600] { a.coordinate = randomCoordinate() }
        // Sparse enough to compact the slots while the last ones still wait.
        addOneByOne(50)
        map.removeAnnotations(Array(added[200..<2900]))
        expectQueriesMatch()
        addOneByOne(10)
        try map.setCenter(Coordinate(latitude: 10, longitude: 20))
        try map.layout()
        #expect(map.annotations.count == 2000 - 100 + 1000 + 50 - 2700 + 10)
        expectQueriesMatch()
    }

    @Test func worldCopyQueriesMatchABruteForceScan() {
        var rng = SeededGenerator(state: 11)
        let world = MapProjection.worldSize
        var index = SpatialIndex()
        var rects: [MapRect] = []
        for id in 0..<3000 {
            // Points and rects, some reaching past either edge of the world, some on its right
            // or bottom edge (x = 2^28 is the antimeridian; y = 2^28 where southern latitudes clamp).
            let side = id % 3 == 0 ? Double.random(in: 0...(world / 4), using: &rng) : 0
            let x = id % 50 == 1 ? world : Double.random(in: (-world / 8)...(world * 9 / 8 - side), using: &rng)
            let y = id % 50 == 2 ? world - side : Double.random(in: 0...(world - side), using: &rng)
            let rect = MapRect(x: x, y: y, width: side, height: side)
            index.insert(id: id, rect: rect)
            rects.append(rect)
        }
        let map = MapView()
        for q in 0..<300 {
            let width = q % 10 == 0 ? Double.random(in: world...(2 * world), using: &rng) : Double.random(in: 0...(world / 3), using: &rng)
            let query = MapRect(x: q % 7 == 0 ? 0 : Double.random(in: -world...(2 * world), using: &rng),
                                y: Double.random(in: 0...world, using: &rng), width: width,
                                height: Double.random(in: 0...(world / 3), using: &rng))
            let expected = rects.indices.filter { query.intersectsAnyWorldCopy(of: rects[$0]) }
            #expect(map.ids(in: index, meeting: query) == expected, "query \(q)")
        }
    }

    @Test func aVisibleRectAcrossTheAntimeridianFindsBothSides() throws {
        let map = MapView(size: Size(width: 800, height: 600))
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 180), span: Span(latitudeDelta: 10, longitudeDelta: 20)))
        let east = point(0, 175, "east"), west = point(0, -175, "west"), far = point(0, 0, "far")
        map.addAnnotations([east, west, far])
        #expect(map.annotations(in: map.visibleMapRect).map { $0.title ?? "" } == ["east", "west"])
        let westView = try #require(try map.view(for: west))
        #expect(try map.view(for: far) == nil)
        #expect(westView.center.x > 400, "the western point is drawn east of the seam, next to the centre")
    }
}
