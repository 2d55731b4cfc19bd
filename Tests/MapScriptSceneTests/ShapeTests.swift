import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct ShapeTests {
    @Test func circleBoundsUseMapKitsPointsPerMetre() {
        let center = Coordinate(latitude: 60, longitude: 10)
        let circle = Circle(center: center, radius: 1000)
        let perMetre = 268_435_456 / (40_075_016.68557849 * 0.5)
        #expect(isClose(circle.mapRadius, 1000 * perMetre, 1e-6))
        #expect(isClose(circle.boundingMapRect.width, 2000 * perMetre, 1e-6))
        #expect(circle.shapeKind == .circle)
        circle.radius = 2000
        #expect(isClose(circle.boundingMapRect.width, 4000 * perMetre, 1e-6), "the bounds follow the radius")
    }

    @Test func kindsAreFixedBySubclassingRoot() {
        final class MyCircle: Circle {}
        final class MyOverlay: Overlay {}
        #expect(MyCircle(center: Coordinate(latitude: 0, longitude: 0), radius: 1).shapeKind == .circle)
        #expect(MyOverlay().shapeKind == .custom)
        #expect(Polyline(coordinates: []).shapeKind == .polyline)
        #expect(Polyline(coordinates: []).boundingMapRect.isNull)
        #expect(TileOverlay(urlTemplate: nil).shapeKind == .tile)
    }

    @Test func geodesicPolylineIsDenseAndContinuousOverTheAntimeridian() {
        let tokyo = Coordinate(latitude: 35.68, longitude: 139.69), sanFrancisco = Coordinate(latitude: 37.77, longitude: -122.42)
        let line = GeodesicPolyline(coordinates: [tokyo, sanFrancisco])
        #expect(line.shapeKind == .geodesicPolyline)
        #expect(line.points.count > 100)
        #expect(line.coordinates == [tokyo, sanFrancisco])
        for (a, b) in zip(line.points, line.points.dropFirst()) {
            #expect(abs(b.x - a.x) < MapProjection.worldSize / 100, "no jump across the world")
        }
        #expect(line.points.last!.x > MapProjection.worldSize, "it crosses the Pacific, past the world's edge")
        // The great circle bends north of both ends.
        #expect(line.points.map(\.y).min()! < min(MapPoint(tokyo).y, MapPoint(sanFrancisco).y))
    }

    @Test func tileURLsAndTheTilesOfAView() throws {
        let tiles = TileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}@{scale}x.png")
        #expect(try tiles.url(forTile: TilePath(x: 3, y: 5, z: 4)) == "https://tiles.example/4/3/5@1x.png")
        tiles.isGeometryFlipped = true
        #expect(try tiles.url(forTile: TilePath(x: 3, y: 5, z: 4)) == "https://tiles.example/4/3/10@1x.png")
        // Paths a script makes up must not crash the URL: extreme rows and scales.
        #expect(try tiles.url(forTile: TilePath(x: 0, y: Int.min, z: 4)).hasPrefix("https://tiles.example/4/0/"))
        #expect(try tiles.url(forTile: TilePath(x: 0, y: 0, z: 4, contentScaleFactor: 1e300)).hasSuffix("@1e+300x.png"))
        #expect(try tiles.url(forTile: TilePath(x: 0, y: 0, z: 4, contentScaleFactor: .infinity)).hasSuffix("@infx.png"))
        #expect(try tiles.url(forTile: TilePath(x: 0, y: 0, z: 4, contentScaleFactor: 2)).hasSuffix("@2x.png"))
        // At a zoom scale where one tile is 256 points at z = 3.
        let scale = 256 * 8 / MapProjection.worldSize
        #expect(tiles.zoomLevel(forZoomScale: scale) == 3)
        tiles.maximumZ = 2
        #expect(tiles.zoomLevel(forZoomScale: scale) == 2)
        tiles.maximumZ = 21
        let side = MapProjection.worldSize / 8
        let view = MapRect(x: side * 2.5, y: side * 3, width: side, height: side)  // touches row 4 only at an edge
        let found = tiles.tiles(in: view, zoomScale: scale)
        #expect(found.tiles.map(\.path) == [TilePath(x: 2, y: 3, z: 3), TilePath(x: 3, y: 3, z: 3)] && found.leftOut == 0)
        // Below minimumZ, as MapKit's, no tiles at all; the view's own level is still known.
        tiles.minimumZ = 4
        #expect(tiles.zoomLevel(forZoomScale: scale) == nil && tiles.viewZoomLevel(forZoomScale: scale) == 3)
        #expect(tiles.tiles(in: view, zoomScale: scale).tiles.isEmpty)
        // A maximumZ below minimumZ draws nothing below minimumZ all the same.
        tiles.maximumZ = 2
        #expect(tiles.zoomLevel(forZoomScale: scale) == nil)
        #expect(tiles.zoomLevel(forZoomScale: scale * 4) == 4)
        tiles.maximumZ = 21
        tiles.minimumZ = 0
        // A view of more tiles than one drawing draws: the first rows, and the count left out.
        let fine = 256 * 1024 / MapProjection.worldSize
        let many = tiles.tiles(in: MapRect(x: 0, y: 0, width: side, height: side), zoomScale: fine)
        #expect(many.tiles.count == TileOverlay.maximumTileCount && many.leftOut == 128 * 128 - TileOverlay.maximumTileCount)
    }

    @Test func tileRendererLinksTileImages() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in TileOverlayRenderer(tileOverlay: o as! TileOverlay) }
        let map = try coloradoMap(delegate: delegate)
        let tiles = TileOverlay(urlTemplate: "https://t/{z}/{x}/{y}.png")
        map.addOverlay(tiles, level: .aboveRoads)
        let drawing = try #require(try map.snapshot().overlays.first?.drawing)
        #expect(!drawing.commands.isEmpty)
        for command in drawing.commands {
            guard case .image(let image) = command, case .link(let url) = image.image.source else {
                Issue.record("tiles are linked images"); continue
            }
            #expect(url.hasPrefix("https://t/"))
            let rect = try #require(image.uprightRect, "tiles are drawn upright")
            #expect(isClose(rect.width, rect.height, 1e-6))
        }
    }
}
