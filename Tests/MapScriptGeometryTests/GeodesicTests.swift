import Testing
@testable import MapScriptGeometry

@Suite struct GeodesicTests {
    let geodesic = Geodesic.wgs84

    @Test(arguments: ReferenceData.shared.inverse)
    func inverseMatchesGeographicLib(_ c: ReferenceData.InverseCase) {
        let r = geodesic.inverse(Coordinate(latitude: c.lat1, longitude: c.lon1),
                                 Coordinate(latitude: c.lat2, longitude: c.lon2))
        #expect(abs(r.distance - c.s12) <= 1e-6, "distance \(r.distance) vs \(c.s12)")
        #expect(angleDifference(r.azimuth1, c.azi1) <= 1e-9, "azimuth1 \(r.azimuth1) vs \(c.azi1)")
        #expect(angleDifference(r.azimuth2, c.azi2) <= 1e-9, "azimuth2 \(r.azimuth2) vs \(c.azi2)")
    }

    @Test(arguments: ReferenceData.shared.direct)
    func directMatchesGeographicLib(_ c: ReferenceData.DirectCase) {
        let r = geodesic.directWithAzimuth(from: Coordinate(latitude: c.lat1, longitude: c.lon1),
                                           azimuth: c.azi1, distance: c.s12)
        #expect(abs(r.coordinate.latitude - c.lat2) <= 1e-9, "latitude \(r.coordinate.latitude) vs \(c.lat2)")
        #expect(angleDifference(r.coordinate.longitude, c.lon2) <= 1e-9, "longitude \(r.coordinate.longitude) vs \(c.lon2)")
        #expect(angleDifference(r.azimuth, c.azi2) <= 1e-9, "azimuth \(r.azimuth) vs \(c.azi2)")
    }
}
