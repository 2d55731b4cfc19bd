// The compass of a turned map (MKMapView.showsCompass): drawn top right only while north is
// not up, its pointer where north lies in the view, its dark face only in a picture that has
// it, and the base map's names giving way to it as they do to the scale bar.
import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

struct CompassTests {
    @Test func northIsWhereTheHeadingTurnedIt() throws {
        let size = Size(width: 400, height: 300)
        #expect(CompassLayout(viewSize: size, heading: 0) == nil)
        #expect(CompassLayout(viewSize: size, heading: 360) == nil)
        #expect(CompassLayout(viewSize: size, heading: -720) == nil)
        // Facing 60 degrees east of north, north lies 60 degrees to the left of up.
        #expect(try #require(CompassLayout(viewSize: size, heading: 60)).northAngle == 300)
        #expect(try #require(CompassLayout(viewSize: size, heading: -30)).northAngle == 30)
        #expect(try #require(CompassLayout(viewSize: size, heading: 540)).northAngle == 180)
    }

    @Test func aTurnedMapShowsItUnlessTheMapSaysNot() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1),
                                         size: Size(width: 400, height: 300))
        map.mapType = .none
        let upright = try SVGTestSupport.text(map)
        #expect(!upright.contains("compass"))
        map.heading = 180
        let turned = try SVGTestSupport.text(map)
        // Top right, 16 points in, the pointer reaching past the rim at the bottom, where north is.
        #expect(turned.contains(#"<g class="compass"><circle class="compass-face" cx="366" cy="34" r="18""#))
        #expect(turned.contains(#"<path class="compass-north" d="M366 56"#))
        #expect(turned.contains("#chrome .compass-face{fill:#2c2c2e;stroke:#fff}"))
        map.showsCompass = false
        #expect(try SVGTestSupport.text(map) == upright)
    }

    @Test func aNameUnderTheCompassIsLeftOut() throws {
        // Berlin falls in the top right corner of this view of France, where the compass is.
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 48.5, longitude: 3), span: Span(latitudeDelta: 12, longitudeDelta: 16),
                                         size: Size(width: 400, height: 300))
        map.heading = 1
        map.showsCompass = false
        #expect(try SVGTestSupport.text(map).contains(">Berlin</text>"))
        map.showsCompass = true
        let svg = try SVGTestSupport.text(map)
        #expect(!svg.contains(">Berlin</text>") && svg.contains(">Paris</text>"))
    }
}
