import Foundation

/// A geodesic leaving a point at a given azimuth: the direct problem, solved once for the
/// line's constants so that each further point along it costs a few series evaluations
/// (GeographicLib's GeodesicLine, distance input, position and azimuth output).
public struct GeodesicLine: Sendable {
    /// The starting point, as given.
    public let start: Coordinate
    /// The azimuth at the start, reduced to [-180, 180].
    public let azimuth: Double

    private let b: Double
    private let f1: Double
    private let salp0: Double, calp0: Double
    private let ssig1: Double, csig1: Double
    private let somg1: Double, comg1: Double
    private let k2: Double
    private let a1m1: Double
    private let a3c: Double
    private let b11: Double, b31: Double
    private let stau1: Double, ctau1: Double
    private let flattening: Double
    private let c1a: SeriesCoefficients
    private let c1pa: SeriesCoefficients
    private let c3a: SeriesCoefficients

    init(_ geodesic: Geodesic, latitude: Double, longitude: Double, azimuth azimuthIn: Double) {
        start = Coordinate(latitude: latitude, longitude: longitude)
        azimuth = GeodesicMath.angleNormalize(azimuthIn)
        b = geodesic.b
        f1 = geodesic.f1
        flattening = geodesic.flattening
        let (salp1, calp1) = GeodesicMath.sinCosDegrees(GeodesicMath.angleRound(azimuthIn))

        var (sbet1, cbet1) = GeodesicMath.sinCosDegrees(GeodesicMath.angleRound(GeodesicMath.latitudeFix(latitude)))
        sbet1 *= geodesic.f1
        (sbet1, cbet1) = GeodesicMath.normalize(sbet1, cbet1)
        cbet1 = max(Geodesic.tiny, cbet1)

        salp0 = salp1 * cbet1  // alp0 in [0, pi/2 - |bet1|]
        calp0 = hypot(calp1, salp1 * sbet1)
        somg1 = salp0 * sbet1
        // A line leaving the equator due north or south starts at sigma = 0, not pi/2.
        let c = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        comg1 = c
        (ssig1, csig1) = GeodesicMath.normalize(sbet1, c)

        k2 = calp0 * calp0 * geodesic.ep2
        let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)

        a1m1 = Geodesic.a1m1(eps)
        var c1 = SeriesCoefficients()
        Geodesic.c1(eps, &c1)
        c1a = c1
        b11 = c1.series(sine: true, count: 7, sinx: ssig1, cosx: csig1)
        let s = sin(b11), co = cos(b11)
        stau1 = ssig1 * co + csig1 * s
        ctau1 = csig1 * co - ssig1 * s

        var c1p = SeriesCoefficients()
        Geodesic.c1p(eps, &c1p)
        c1pa = c1p

        var c3 = SeriesCoefficients()
        geodesic.c3(eps, &c3)
        c3a = c3
        a3c = -geodesic.flattening * salp0 * geodesic.a3(eps)
        b31 = c3.series(sine: true, count: 6, sinx: ssig1, cosx: csig1)
    }

    /// The point `distance` metres along the line (negative: behind the start), longitude in
    /// [-180, 180].
    public func coordinate(atDistance distance: Double) -> Coordinate {
        position(atDistance: distance).coordinate
    }

    /// The point `distance` metres along the line and the azimuth of the line there.
    public func position(atDistance s12: Double) -> (coordinate: Coordinate, azimuth: Double) {
        let p = solve(s12, unroll: false)
        return (Coordinate(latitude: p.latitude, longitude: p.longitude), p.azimuth)
    }

    /// Like `coordinate(atDistance:)`, but the longitude counts whole turns around the earth
    /// from the start's, so successive points never jump by 360°.
    public func unrolledCoordinate(atDistance distance: Double) -> Coordinate {
        let p = solve(distance, unroll: true)
        return Coordinate(latitude: p.latitude, longitude: p.longitude)
    }

    private func solve(_ s12: Double, unroll: Bool) -> (latitude: Double, longitude: Double, azimuth: Double) {
        // Distance to arc length on the auxiliary sphere, through the reverted series C1'.
        var tau12 = s12 / (b * (1 + a1m1))
        if !tau12.isFinite { tau12 = .nan }
        let s = sin(tau12), c = cos(tau12)
        var b12 = -c1pa.series(sine: true, count: 7, sinx: stau1 * c + ctau1 * s, cosx: ctau1 * c - stau1 * s)
        var sig12 = tau12 - (b12 - b11)
        var ssig12 = sin(sig12), csig12 = cos(sig12)
        if abs(flattening) > 0.01 {
            // The reverted series is not accurate enough for flat ellipsoids: one Newton step.
            let ssig2 = ssig1 * csig12 + csig1 * ssig12
            let csig2 = csig1 * csig12 - ssig1 * ssig12
            b12 = c1a.series(sine: true, count: 7, sinx: ssig2, cosx: csig2)
            let serr = (1 + a1m1) * (sig12 + (b12 - b11)) - s12 / b
            sig12 -= serr / (1 + k2 * ssig2 * ssig2).squareRoot()
            ssig12 = sin(sig12); csig12 = cos(sig12)
        }

        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        let sbet2 = calp0 * ssig2
        var cbet2 = hypot(salp0, calp0 * csig2)
        if cbet2 == 0 {
            // At a pole: keep the azimuth defined.
            cbet2 = Geodesic.tiny
            csig2 = Geodesic.tiny
        }
        let salp2 = salp0, calp2 = calp0 * csig2

        let somg2 = salp0 * ssig2, comg2 = csig2
        let omg12: Double
        if unroll {
            let e = GeodesicMath.copySign(1, salp0)
            omg12 = e * (sig12 - (atan2(ssig2, csig2) - atan2(ssig1, csig1))
                         + (atan2(e * somg2, comg2) - atan2(e * somg1, comg1)))
        } else {
            omg12 = atan2(somg2 * comg1 - comg2 * somg1, comg2 * comg1 + somg2 * somg1)
        }
        let lam12 = omg12 + a3c * (sig12 + (c3a.series(sine: true, count: 6, sinx: ssig2, cosx: csig2) - b31))
        let lon12 = lam12 * GeodesicMath.degreesPerRadian
        let longitude = unroll
            ? start.longitude + lon12
            : GeodesicMath.angleNormalize(GeodesicMath.angleNormalize(start.longitude) + GeodesicMath.angleNormalize(lon12))
        let latitude = GeodesicMath.atan2Degrees(sbet2, f1 * cbet2)
        let azimuth = GeodesicMath.atan2Degrees(salp2, calp2)
        return (latitude, longitude, azimuth)
    }
}
