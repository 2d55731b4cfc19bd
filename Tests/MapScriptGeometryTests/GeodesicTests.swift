import Testing
@testable import MapScriptGeometry

@Suite struct GeodesicTests {
    let geodesic = Geodesic.wgs84

    @Test(arguments: ReferenceData.shared.inverse)
    func inverseMatchesGeographicLib(_ c: ReferenceData.InverseCase) {
        let r = geodesic.inverse(Coordinate(latitude: c.lat1, longitude: c.lon1),
                                 Coordinate(latitude: c.lat2, longitude: c.lon2))
        #expect(abs(r.distance - c.s12) <= 1e-6, "distance \(r.distance) vs \(c.s12)")
        // The azimuth of a short line is ill-conditioned: a few ulps in the inputs' sines
        // (one libm's hypot against another's) move its ends by nanometres, turning a line s
        // metres long by about 5e-9 / s radians. Lines over a few metres are held to 1e-9°, and
        // so are coincident points, whose azimuths follow GeographicLib's convention.
        let tolerance = c.s12 == 0 ? 1e-9 : max(1e-9, 5e-9 / c.s12 * 180 / .pi)
        #expect(angleDifference(r.azimuth1, c.azi1) <= tolerance, "azimuth1 \(r.azimuth1) vs \(c.azi1)")
        #expect(angleDifference(r.azimuth2, c.azi2) <= tolerance, "azimuth2 \(r.azimuth2) vs \(c.azi2)")
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

@Suite struct GeodesicPathTests {
    @Test(arguments: ReferenceData.shared.paths)
    func pathPointsMatchGeographicLib(_ c: ReferenceData.PathCase) {
        let points = GeodesicPath.points(from: Coordinate(latitude: c.lat1, longitude: c.lon1),
                                         to: Coordinate(latitude: c.lat2, longitude: c.lon2), spacing: c.spacing)
        #expect(points.count == c.points.count)
        for (p, q) in zip(points, c.points) {
            #expect(abs(p.latitude - q[0]) <= 1e-9)
            #expect(angleDifference(p.longitude, q[1]) <= 1e-9)
        }
        #expect(points.first == Coordinate(latitude: c.lat1, longitude: c.lon1))
        #expect(points.last?.latitude == c.lat2)
    }

    @Test func tokyoToSanFranciscoIsUnrolledAcrossThePacific() {
        let points = GeodesicPath.points(from: Coordinate(latitude: 35.6762, longitude: 139.6503),
                                         to: Coordinate(latitude: 37.7749, longitude: -122.4194), spacing: 100_000)
        for i in 1..<points.count {
            #expect(abs(points[i].longitude - points[i - 1].longitude) < 180)
        }
        #expect(abs(points[points.count - 1].longitude - (360 - 122.4194)) < 1e-9)
        // The great-circle route goes north of both ends, past 45°N over the North Pacific.
        #expect(points.map(\.latitude).max()! > 45)
    }

    @Test func spacingIsEvenAndNoWiderThanAsked() {
        let a = Coordinate(latitude: 41.000512, longitude: -109.050116)
        let b = Coordinate(latitude: 36.993076, longitude: -102.041981)
        let points = GeodesicPath.points(from: a, to: b, spacing: 100_000)
        // 752 km at most 100 km apart: 8 segments of 94 km.
        #expect(points.count == 9)
        let total = Geodesic.wgs84.distance(a, b)
        for i in 1..<points.count {
            let step = Geodesic.wgs84.distance(points[i - 1], points[i])
            #expect(abs(step - total / 8) < 1e-6)
        }
    }

    @Test func requestsStayBounded() {
        let a = Coordinate(latitude: 0, longitude: 0)
        let b = Coordinate(latitude: 10, longitude: 100)
        #expect(GeodesicPath.points(from: a, to: b, spacing: 1).count == GeodesicPath.defaultMaximumCount)
        #expect(GeodesicPath.points(from: a, to: b, spacing: 1e-300, maximumCount: 50).count == 50)
        #expect(GeodesicPath.points(from: a, to: b, spacing: 1, maximumCount: 0).count == 2)
        #expect(GeodesicPath.points(from: a, to: b, spacing: 0) == [a, b])
        #expect(GeodesicPath.points(from: a, to: b, spacing: .nan) == [a, b])
        #expect(GeodesicPath.points(from: a, to: b, spacing: .infinity) == [a, b])
        #expect(GeodesicPath.points(from: a, to: a, spacing: 10) == [a, a])
        // Even without intermediate points the end is unrolled next to the start.
        let across = GeodesicPath.points(from: Coordinate(latitude: 0, longitude: 170), to: Coordinate(latitude: 0, longitude: -170), spacing: 0)
        #expect(across == [Coordinate(latitude: 0, longitude: 170), Coordinate(latitude: 0, longitude: 190)])
    }
}

@Suite struct GeodesicEdgeTests {
    let geodesic = Geodesic.wgs84

    @Test func coloradoDistancesOfTheBenchmark() {
        let nw = Coordinate(latitude: 41.000512, longitude: -109.050116)
        let ne = Coordinate(latitude: 41.002371, longitude: -102.052066)
        let se = Coordinate(latitude: 36.993076, longitude: -102.041981)
        let sw = Coordinate(latitude: 36.99892, longitude: -109.045267)
        #expect(abs(geodesic.distance(nw, ne) - 588611.7921769089) < 1e-6)
        #expect(abs(geodesic.distance(ne, se) - 445094.8903904279) < 1e-6)
        #expect(abs(geodesic.distance(se, sw) - 623266.5464969731) < 1e-6)
        #expect(abs(geodesic.distance(sw, nw) - 444239.23018401634) < 1e-6)
        #expect(abs(geodesic.distance(nw, se) - 752254.8035989541) < 1e-6)
        #expect(abs(geodesic.distance(ne, sw) - 750925.6852855275) < 1e-6)
    }

    @Test func metersBetweenMapPoints() {
        let a = Coordinate(latitude: 41.000512, longitude: -109.050116)
        let b = Coordinate(latitude: 41.002371, longitude: -102.052066)
        #expect(abs(geodesic.metersBetween(MapPoint(a), MapPoint(b)) - 588611.7921769089) < 1e-5)
        // A copy one world over is the same place.
        let shifted = MapPoint(x: MapPoint(b).x + MapProjection.worldSize, y: MapPoint(b).y)
        #expect(abs(geodesic.metersBetween(MapPoint(a), shifted) - 588611.7921769089) < 1e-5)
    }

    @Test func symmetryAndZero() {
        let a = Coordinate(latitude: -33.8688, longitude: 151.2093)
        let b = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let ab = geodesic.inverse(a, b), ba = geodesic.inverse(b, a)
        #expect(abs(ab.distance - ba.distance) < 1e-8)
        #expect(angleDifference(ab.azimuth1, ba.azimuth2 + 180) < 1e-9)
        #expect(geodesic.distance(a, a) == 0)
        #expect(geodesic.distance(Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: 90, longitude: 77)) == 0)
        #expect(geodesic.distance(Coordinate(latitude: 10, longitude: 180), Coordinate(latitude: 10, longitude: -180)) == 0)
    }

    @Test func directThenInverseRoundTrips() {
        var generator = SplitMix64(seed: 2013)
        for _ in 0..<300 {
            let start = Coordinate(latitude: generator.uniform(-90, 90), longitude: generator.uniform(-180, 180))
            let azimuth = generator.uniform(-180, 180)
            let distance = generator.uniform(0, 19_000_000)
            let end = geodesic.direct(from: start, azimuth: azimuth, distance: distance)
            #expect(abs(geodesic.distance(start, end) - distance) < 1e-6)
        }
    }

    @Test func noNaNForValidInputAtTheExtremes() {
        let latitudes: [Double] = [-90, -89.999999999, -45, -1e-300, 0, 1e-12, 60, 89.9999999, 90]
        let longitudes: [Double] = [-180, -179.9999999999, -90, 0, 1e-300, 90, 179.99999999, 180]
        var points: [Coordinate] = []
        for lat in latitudes { for lon in longitudes { points.append(Coordinate(latitude: lat, longitude: lon)) } }
        for a in points {
            for b in points {
                let r = geodesic.inverse(a, b)
                #expect(r.distance.isFinite && r.distance >= 0 && r.distance < 20_004_000)
                #expect(r.azimuth1.isFinite && r.azimuth2.isFinite)
            }
            for azimuth in [-180.0, -90, 0, 45, 90, 180] {
                for distance in [0.0, 1e-9, 1, 1e6, 2e7, 4.1e7, -5e6] {
                    let r = geodesic.directWithAzimuth(from: a, azimuth: azimuth, distance: distance)
                    #expect(r.coordinate.isValid && r.azimuth.isFinite)
                }
            }
        }
    }

    @Test func antipodesAreHalfAMeridianApart() {
        // Any antipodal pair on a meridian: the geodesic runs over a pole, half the meridian.
        let halfMeridian = 20_003_931.458625447  // GeographicLib: Inverse(0, 0, 0, 180)
        #expect(abs(geodesic.distance(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180)) - halfMeridian) < 1e-6)
        #expect(abs(geodesic.distance(Coordinate(latitude: 30, longitude: 40), Coordinate(latitude: -30, longitude: -140)) - halfMeridian) < 1e-6)
    }

    @Test func astroidSolvesItsEquation() {
        for (x, y) in [(-0.5, 0.3), (-1.2, 0.01), (0.2, 2.0), (-3.0, -0.4)] {
            let k = Geodesic.astroid(x, y)
            let residual = k * k * k * k + 2 * k * k * k - (x * x + y * y - 1) * k * k - 2 * y * y * k - y * y
            #expect(k > 0 && abs(residual) < 1e-12)
        }
    }
}
