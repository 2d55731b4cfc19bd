import Foundation

/// Geodesics on an ellipsoid of revolution (WGS84 by default), after C. F. F. Karney,
/// "Algorithms for geodesics", J. Geodesy 87, 43–55 (2013), following the structure of his
/// GeographicLib (MIT licence) with the series to order 6.
///
/// The inverse problem (distance and azimuths between two points) is solved on the auxiliary
/// sphere: a starting azimuth from a spherical or, for nearly antipodal points, astroid
/// approximation, then Newton's method on the longitude difference, falling back to bisection
/// when a step would leave the bracket. Meridional and equatorial geodesics are solved
/// directly. The result agrees with GeographicLib to round-off (nanometres) everywhere,
/// including points within a hair of being antipodal, where simpler methods (Vincenty) fail
/// to converge.
///
/// Inputs are assumed valid (`Coordinate.validated()`): a latitude beyond ±90 gives NaN.
public struct Geodesic: Sendable {
    /// Equatorial radius in metres.
    public let equatorialRadius: Double
    /// Flattening.
    public let flattening: Double

    let f1: Double       // 1 - f
    let e2: Double       // eccentricity squared
    let ep2: Double      // second eccentricity squared
    let n: Double        // third flattening
    let b: Double        // polar semi-axis
    let etol2: Double
    let a3x: [Double]    // coefficients of A3 in powers of eps, evaluated at n
    let c3x: [Double]    // coefficients of C3[l]

    /// The WGS84 ellipsoid: a = 6378137 m, f = 1/298.257223563.
    public static let wgs84 = Geodesic(equatorialRadius: 6_378_137, flattening: 1 / 298.257223563)

    static let order = 6
    static let tiny = Double.leastNormalMagnitude.squareRoot()
    static let tol0 = Double.ulpOfOne
    static let tol1 = 200 * tol0
    static let tol2 = tol0.squareRoot()
    static let tolb = tol0
    static let xthresh = 1000 * tol2
    static let maxit1 = 20
    static let maxit2 = maxit1 + Double.significandBitCount + 1 + 10

    /// An ellipsoid with the given equatorial radius (metres, > 0) and flattening (< 1).
    public init(equatorialRadius a: Double, flattening f: Double) {
        equatorialRadius = a
        flattening = f
        f1 = 1 - f
        e2 = f * (2 - f)
        ep2 = e2 / (f1 * f1)
        n = f / (2 - f)
        b = a * f1
        etol2 = 0.1 * Geodesic.tol2 / (max(0.001, abs(f)) * min(1.0, 1 - f / 2) / 2).squareRoot()
        a3x = Geodesic.a3Coefficients(n)
        c3x = Geodesic.c3Coefficients(n)
    }

    // MARK: Public problems

    /// The geodesic distance in metres between two coordinates.
    public func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        inverse(a, b).distance
    }

    /// The inverse problem: the shortest geodesic from `a` to `b`, its length in metres and
    /// the azimuths (degrees clockwise from north, in [-180, 180]) at `a` and at `b`, the
    /// latter being the direction of travel on arrival.
    public func inverse(_ a: Coordinate, _ b: Coordinate) -> (distance: Double, azimuth1: Double, azimuth2: Double) {
        let r = solveInverse(a.latitude, a.longitude, b.latitude, b.longitude)
        return (r.s12, GeodesicMath.atan2Degrees(r.salp1, r.calp1), GeodesicMath.atan2Degrees(r.salp2, r.calp2))
    }

    /// The direct problem: the point reached from `start` after `distance` metres (negative
    /// goes backwards) along the geodesic leaving at `azimuth` degrees. Its longitude is in
    /// [-180, 180].
    public func direct(from start: Coordinate, azimuth: Double, distance: Double) -> Coordinate {
        line(from: start, azimuth: azimuth).coordinate(atDistance: distance)
    }

    /// The direct problem with the azimuth at the end point as well.
    public func directWithAzimuth(from start: Coordinate, azimuth: Double, distance: Double) -> (coordinate: Coordinate, azimuth: Double) {
        line(from: start, azimuth: azimuth).position(atDistance: distance)
    }

    /// The geodesic leaving `start` at `azimuth`, to find many points along it cheaply.
    public func line(from start: Coordinate, azimuth: Double) -> GeodesicLine {
        GeodesicLine(self, latitude: start.latitude, longitude: start.longitude, azimuth: azimuth)
    }

    /// The geodesic distance in metres between two map points (MKMetersBetweenMapPoints, but
    /// on the ellipsoid rather than MapKit's sphere). Map points outside the world in x stand
    /// for the same longitudes as their copies inside it.
    public func metersBetween(_ a: MapPoint, _ b: MapPoint) -> Double {
        distance(a.coordinate, b.coordinate)
    }

    // MARK: Series (Karney 2013, eqs. 17, 18, 20, 21, 23-25, with GeographicLib's coefficients)

    /// A1 - 1.
    static func a1m1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = ((eps2 + 4) * eps2 + 64) * eps2 / 256
        return (t + eps) / (1 - eps)
    }

    /// A2 - 1.
    static func a2m1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = ((-11 * eps2 - 28) * eps2 - 192) * eps2 / 256
        return (t - eps) / (1 + eps)
    }

    private static let c1Table: [Double] = [
        -1, 6, -16, 32,
        -9, 64, -128, 2048,
        9, -16, 768,
        3, -5, 512,
        -7, 1280,
        -7, 2048,
    ]
    private static let c1pTable: [Double] = [
        205, -432, 768, 1536,
        4005, -4736, 3840, 12288,
        -225, 116, 384,
        -7173, 2695, 7680,
        3467, 7680,
        38081, 61440,
    ]
    private static let c2Table: [Double] = [
        1, 2, 16, 32,
        35, 64, 384, 2048,
        15, 80, 768,
        7, 35, 512,
        63, 1280,
        77, 2048,
    ]

    /// Fills c[1...6] from a table of polynomials in eps^2, each followed by its divisor.
    @inline(__always)
    private static func fill(_ table: [Double], _ eps: Double, _ c: inout SeriesCoefficients) {
        let eps2 = eps * eps
        var d = eps
        var o = 0
        for l in 1...order {
            let m = (order - l) / 2
            c[l] = d * GeodesicMath.polynomial(m, table, o, eps2) / table[o + m + 1]
            o += m + 2
            d *= eps
        }
    }

    static func c1(_ eps: Double, _ c: inout SeriesCoefficients) { fill(c1Table, eps, &c) }
    static func c1p(_ eps: Double, _ c: inout SeriesCoefficients) { fill(c1pTable, eps, &c) }
    static func c2(_ eps: Double, _ c: inout SeriesCoefficients) { fill(c2Table, eps, &c) }

    private static func a3Coefficients(_ n: Double) -> [Double] {
        let table: [Double] = [
            -3, 128,
            -2, -3, 64,
            -1, -3, -1, 16,
            3, -1, -2, 8,
            1, -1, 2,
            1, 1,
        ]
        var result: [Double] = []
        var o = 0
        for j in stride(from: order - 1, through: 0, by: -1) {
            let m = min(order - j - 1, j)
            result.append(GeodesicMath.polynomial(m, table, o, n) / table[o + m + 1])
            o += m + 2
        }
        return result
    }

    private static func c3Coefficients(_ n: Double) -> [Double] {
        let table: [Double] = [
            3, 128,
            2, 5, 128,
            -1, 3, 3, 64,
            -1, 0, 1, 8,
            -1, 1, 4,
            5, 256,
            1, 3, 128,
            -3, -2, 3, 64,
            1, -3, 2, 32,
            7, 512,
            -10, 9, 384,
            5, -9, 5, 192,
            7, 512,
            -14, 7, 512,
            21, 2560,
        ]
        var result: [Double] = []
        var o = 0
        for l in 1..<order {
            for j in stride(from: order - 1, through: l, by: -1) {
                let m = min(order - j - 1, j)
                result.append(GeodesicMath.polynomial(m, table, o, n) / table[o + m + 1])
                o += m + 2
            }
        }
        return result
    }

    func a3(_ eps: Double) -> Double {
        GeodesicMath.polynomial(Geodesic.order - 1, a3x, 0, eps)
    }

    /// Fills c[1...5].
    func c3(_ eps: Double, _ c: inout SeriesCoefficients) {
        var mult = 1.0
        var o = 0
        for l in 1..<Geodesic.order {
            let m = Geodesic.order - l - 1
            mult *= eps
            c[l] = mult * GeodesicMath.polynomial(m, c3x, o, eps)
            o += m + 1
        }
    }

    // MARK: Inverse problem

    /// Reduced distance s12/b and reduced length m12/b (and m0), as needed.
    private func lengths(eps: Double, sig12: Double,
                         ssig1: Double, csig1: Double, dn1: Double,
                         ssig2: Double, csig2: Double, dn2: Double,
                         distance: Bool,
                         c1a: inout SeriesCoefficients, c2a: inout SeriesCoefficients)
        -> (s12b: Double, m12b: Double, m0: Double)
    {
        // The reduced length is always wanted here: Newton's method and the meridian test use it.
        var a1 = Geodesic.a1m1(eps)
        Geodesic.c1(eps, &c1a)
        var a2 = Geodesic.a2m1(eps)
        Geodesic.c2(eps, &c2a)
        let m0x = a1 - a2
        a2 += 1
        a1 += 1
        var s12b = Double.nan
        let j12: Double
        if distance {
            let b1 = c1a.series(sine: true, count: 7, sinx: ssig2, cosx: csig2)
                - c1a.series(sine: true, count: 7, sinx: ssig1, cosx: csig1)
            s12b = a1 * (sig12 + b1)
            let b2 = c2a.series(sine: true, count: 7, sinx: ssig2, cosx: csig2)
                - c2a.series(sine: true, count: 7, sinx: ssig1, cosx: csig1)
            j12 = m0x * sig12 + (a1 * b1 - a2 * b2)
        } else {
            for l in 1...Geodesic.order {
                c2a[l] = a1 * c1a[l] - a2 * c2a[l]
            }
            j12 = m0x * sig12 + (c2a.series(sine: true, count: 7, sinx: ssig2, cosx: csig2)
                                 - c2a.series(sine: true, count: 7, sinx: ssig1, cosx: csig1))
        }
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (s12b, m12b, m0x)
    }

    /// Solves the astroid equation k^4 + 2 k^3 - (x^2 + y^2 - 1) k^2 - 2 y^2 k - y^2 = 0 for
    /// its positive root (Karney 2013, eq. 55): the starting guess for nearly antipodal points.
    static func astroid(_ x: Double, _ y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        if q == 0 && r <= 0 { return 0 }
        let s = p * q / 4
        let r2 = r * r
        let r3 = r * r2
        let disc = s * (s + 2 * r3)
        var u = r
        if disc >= 0 {
            var t3 = s + r3
            // Pick the sign of the root that avoids cancellation.
            t3 += t3 < 0 ? -disc.squareRoot() : disc.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let angle = atan2((-disc).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }

    private struct InverseStart {
        var sig12: Double
        var salp1: Double, calp1: Double
        var salp2: Double, calp2: Double
        var dnm: Double
    }

    /// A starting azimuth for Newton's method, or (sig12 >= 0) the whole answer for short lines.
    private func inverseStart(sbet1: Double, cbet1: Double, dn1: Double,
                              sbet2: Double, cbet2: Double, dn2: Double,
                              lam12: Double, slam12: Double, clam12: Double,
                              c1a: inout SeriesCoefficients, c2a: inout SeriesCoefficients) -> InverseStart {
        var result = InverseStart(sig12: -1, salp1: .nan, calp1: .nan, salp2: .nan, calp2: .nan, dnm: .nan)
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        var sbet12a = sbet2 * cbet1
        sbet12a += cbet2 * sbet1

        let shortLine = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12: Double, comg12: Double
        if shortLine {
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            result.dnm = (1 + ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (f1 * result.dnm)
            somg12 = sin(omg12); comg12 = cos(omg12)
        } else {
            somg12 = slam12; comg12 = clam12
        }

        var salp1 = cbet2 * somg12
        var calp1 = comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)

        let ssig12 = hypot(salp1, calp1)
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12

        if shortLine && ssig12 < etol2 {
            // Really short: the spherical solution, scaled, is accurate enough.
            let salp2 = cbet1 * somg12
            let calp2 = sbet12 - cbet1 * sbet2 * (comg12 >= 0 ? somg12 * somg12 / (1 + comg12) : 1 - comg12)
            (result.salp2, result.calp2) = GeodesicMath.normalize(salp2, calp2)
            result.sig12 = atan2(ssig12, csig12)
        } else if abs(n) >= 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(n) * .pi * cbet1 * cbet1 {
            // Not nearly antipodal: the spherical guess stands.
        } else {
            // Nearly antipodal: scale into the astroid problem (Karney 2013, sec. 5).
            let lam12x = atan2(-slam12, -clam12)
            let x: Double, y: Double, lamscale: Double
            if flattening >= 0 {
                let k2 = sbet1 * sbet1 * ep2
                let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
                lamscale = flattening * cbet1 * a3(eps) * .pi
                let betscale = lamscale * cbet1
                x = lam12x / lamscale
                y = sbet12a / betscale
            } else {
                let cbet12a = cbet2 * cbet1 - sbet2 * sbet1
                let bet12a = atan2(sbet12a, cbet12a)
                let l = lengths(eps: n, sig12: .pi + bet12a, ssig1: sbet1, csig1: -cbet1, dn1: dn1,
                                ssig2: sbet2, csig2: cbet2, dn2: dn2, distance: false, c1a: &c1a, c2a: &c2a)
                x = -1 + l.m12b / (cbet1 * cbet2 * l.m0 * .pi)
                let betscale = x < -0.01 ? sbet12a / x : -flattening * cbet1 * cbet1 * .pi
                lamscale = betscale / cbet1
                y = lam12x / lamscale
            }
            if y > -Geodesic.tol1 && x > -1 - Geodesic.xthresh {
                // Strictly antipodal on the equator or close to it.
                if flattening >= 0 {
                    salp1 = min(1.0, -x)
                    calp1 = -(1 - salp1 * salp1).squareRoot()
                } else {
                    calp1 = max(x > -Geodesic.tol1 ? 0.0 : -1.0, x)
                    salp1 = (1 - calp1 * calp1).squareRoot()
                }
            } else {
                let k = Geodesic.astroid(x, y)
                let omg12a = lamscale * (flattening >= 0 ? -x * k / (1 + k) : -y * (1 + k) / k)
                somg12 = sin(omg12a); comg12 = -cos(omg12a)
                salp1 = cbet2 * somg12
                calp1 = sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
            }
        }
        if salp1 > 0 {
            (salp1, calp1) = GeodesicMath.normalize(salp1, calp1)
        } else {
            salp1 = 1; calp1 = 0
        }
        result.salp1 = salp1
        result.calp1 = calp1
        return result
    }

    private struct Lambda12 {
        var lam12: Double
        var salp2: Double, calp2: Double
        var sig12: Double
        var ssig1: Double, csig1: Double, ssig2: Double, csig2: Double
        var eps: Double
        var dlam12: Double
    }

    /// The longitude difference reached by the geodesic leaving at azimuth alp1, minus the
    /// target (the "hybrid" problem), and its derivative with respect to alp1.
    private func lambda12(sbet1: Double, cbet1: Double, dn1: Double,
                          sbet2: Double, cbet2: Double, dn2: Double,
                          salp1: Double, calp1 calp1In: Double,
                          slam120: Double, clam120: Double, derivative: Bool,
                          c1a: inout SeriesCoefficients, c2a: inout SeriesCoefficients,
                          c3a: inout SeriesCoefficients) -> Lambda12 {
        var calp1 = calp1In
        if sbet1 == 0 && calp1 == 0 {
            // Break the degeneracy of equatorial lines.
            calp1 = -Geodesic.tiny
        }
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)

        let somg1 = salp0 * sbet1
        let comg1 = calp1 * cbet1
        let (ssig1, csig1) = GeodesicMath.normalize(sbet1, comg1)

        let salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
        let calp2: Double
        if cbet2 != cbet1 || abs(sbet2) != -sbet1 {
            let t = cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)
            calp2 = ((calp1 * cbet1) * (calp1 * cbet1) + t).squareRoot() / cbet2
        } else {
            calp2 = abs(calp1)
        }
        let somg2 = salp0 * sbet2
        let comg2 = calp2 * cbet2
        let (ssig2, csig2) = GeodesicMath.normalize(sbet2, comg2)

        let sig12 = atan2(max(0.0, csig1 * ssig2 - ssig1 * csig2) + 0.0, csig1 * csig2 + ssig1 * ssig2)
        let somg12 = max(0.0, comg1 * somg2 - somg1 * comg2) + 0.0
        let comg12 = comg1 * comg2 + somg1 * somg2
        let eta = atan2(somg12 * clam120 - comg12 * slam120, comg12 * clam120 + somg12 * slam120)

        let k2 = calp0 * calp0 * ep2
        let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
        c3(eps, &c3a)
        let b312 = c3a.series(sine: true, count: 6, sinx: ssig2, cosx: csig2)
            - c3a.series(sine: true, count: 6, sinx: ssig1, cosx: csig1)
        let domg12 = -flattening * a3(eps) * salp0 * (sig12 + b312)
        let lam12 = eta + domg12

        var dlam12 = Double.nan
        if derivative {
            if calp2 == 0 {
                dlam12 = -2 * f1 * dn1 / sbet1
            } else {
                let l = lengths(eps: eps, sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                                ssig2: ssig2, csig2: csig2, dn2: dn2, distance: false, c1a: &c1a, c2a: &c2a)
                dlam12 = l.m12b * f1 / (calp2 * cbet2)
            }
        }
        return Lambda12(lam12: lam12, salp2: salp2, calp2: calp2, sig12: sig12,
                        ssig1: ssig1, csig1: csig1, ssig2: ssig2, csig2: csig2, eps: eps, dlam12: dlam12)
    }

    struct InverseSolution {
        var s12: Double
        var salp1: Double, calp1: Double
        var salp2: Double, calp2: Double
    }

    /// Karney's inverse solution (GeographicLib's GenInverse, distance and azimuths only).
    func solveInverse(_ lat1In: Double, _ lon1: Double, _ lat2In: Double, _ lon2: Double) -> InverseSolution {
        // Put the points in canonical position: lon12 >= 0, |lat1| >= |lat2|, lat1 <= 0.
        var (lon12, lon12s) = GeodesicMath.angleDifference(lon1, lon2)
        var lonsign = GeodesicMath.copySign(1, lon12)
        lon12 *= lonsign
        lon12s *= lonsign
        let lam12 = lon12 * GeodesicMath.radiansPerDegree
        let (slam12, clam12) = GeodesicMath.sinCosDegrees(lon12, plus: lon12s)
        lon12s = (180 - lon12) - lon12s  // the supplementary longitude difference

        var lat1 = GeodesicMath.angleRound(GeodesicMath.latitudeFix(lat1In))
        var lat2 = GeodesicMath.angleRound(GeodesicMath.latitudeFix(lat2In))
        let swapp: Double = abs(lat1) < abs(lat2) || lat2.isNaN ? -1 : 1
        if swapp < 0 {
            lonsign *= -1
            swap(&lat1, &lat2)
        }
        let latsign = GeodesicMath.copySign(1, -lat1)
        lat1 *= latsign
        lat2 *= latsign

        var (sbet1, cbet1) = GeodesicMath.sinCosDegrees(lat1)
        sbet1 *= f1
        (sbet1, cbet1) = GeodesicMath.normalize(sbet1, cbet1)
        cbet1 = max(Geodesic.tiny, cbet1)
        var (sbet2, cbet2) = GeodesicMath.sinCosDegrees(lat2)
        sbet2 *= f1
        (sbet2, cbet2) = GeodesicMath.normalize(sbet2, cbet2)
        cbet2 = max(Geodesic.tiny, cbet2)

        // Make |bet1| and |bet2| exactly equal when the latitudes are, so the symmetric
        // cases below are recognised despite rounding.
        if cbet1 < -sbet1 {
            if cbet2 == cbet1 { sbet2 = GeodesicMath.copySign(sbet1, sbet2) }
        } else if abs(sbet2) == -sbet1 {
            cbet2 = cbet1
        }

        let dn1 = (1 + ep2 * sbet1 * sbet1).squareRoot()
        let dn2 = (1 + ep2 * sbet2 * sbet2).squareRoot()

        var c1a = SeriesCoefficients(), c2a = SeriesCoefficients(), c3a = SeriesCoefficients()

        var salp1 = 0.0, calp1 = 0.0, salp2 = 0.0, calp2 = 0.0
        var s12x = 0.0
        var meridian = lat1 == -90 || slam12 == 0

        if meridian {
            // Along a meridian (or from a pole): the azimuths are known, only the length is not.
            calp1 = clam12; salp1 = slam12
            calp2 = 1; salp2 = 0
            let ssig1 = sbet1, csig1 = calp1 * cbet1
            let ssig2 = sbet2, csig2 = calp2 * cbet2
            var sig12 = atan2(max(0.0, csig1 * ssig2 - ssig1 * csig2) + 0.0, csig1 * csig2 + ssig1 * ssig2)
            let l = lengths(eps: n, sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                            ssig2: ssig2, csig2: csig2, dn2: dn2, distance: true, c1a: &c1a, c2a: &c2a)
            s12x = l.s12b
            var m12x = l.m12b
            // A meridian is the shortest path only until its conjugate point (m12 < 0 beyond it).
            if sig12 < Geodesic.tol2 || m12x >= 0 {
                if sig12 < 3 * Geodesic.tiny || (sig12 < Geodesic.tol0 && (s12x < 0 || m12x < 0)) {
                    sig12 = 0; m12x = 0; s12x = 0
                }
                s12x *= b
            } else {
                meridian = false
            }
        }

        if !meridian && sbet1 == 0 && (flattening <= 0 || lon12s >= flattening * 180) {
            // Along the equator, as long as that is shorter than going over a pole.
            calp1 = 0; calp2 = 0; salp1 = 1; salp2 = 1
            s12x = equatorialRadius * lam12
        } else if !meridian {
            let start = inverseStart(sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                                     lam12: lam12, slam12: slam12, clam12: clam12, c1a: &c1a, c2a: &c2a)
            salp1 = start.salp1; calp1 = start.calp1
            if start.sig12 >= 0 {
                // Short line solved by the scaled sphere.
                salp2 = start.salp2; calp2 = start.calp2
                s12x = start.sig12 * b * start.dnm
            } else {
                // Newton's method on alp1, kept inside a shrinking bracket [alp1a, alp1b].
                var numit = 0
                var tripn = false, tripb = false
                var salp1a = Geodesic.tiny, calp1a = 1.0
                var salp1b = Geodesic.tiny, calp1b = -1.0
                var step: Lambda12
                while true {
                    step = lambda12(sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                                    salp1: salp1, calp1: calp1, slam120: slam12, clam120: clam12,
                                    derivative: numit < Geodesic.maxit1, c1a: &c1a, c2a: &c2a, c3a: &c3a)
                    let v = step.lam12
                    if tripb || !(abs(v) >= (tripn ? 8 : 1) * Geodesic.tol0) || numit == Geodesic.maxit2 {
                        break
                    }
                    if v > 0 && (numit > Geodesic.maxit1 || calp1 / salp1 > calp1b / salp1b) {
                        salp1b = salp1; calp1b = calp1
                    } else if v < 0 && (numit > Geodesic.maxit1 || calp1 / salp1 < calp1a / salp1a) {
                        salp1a = salp1; calp1a = calp1
                    }
                    numit += 1
                    if numit < Geodesic.maxit1 && step.dlam12 > 0 {
                        let dalp1 = -v / step.dlam12
                        if abs(dalp1) < .pi {
                            let sdalp1 = sin(dalp1), cdalp1 = cos(dalp1)
                            let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                            if nsalp1 > 0 {
                                calp1 = calp1 * cdalp1 - salp1 * sdalp1
                                salp1 = nsalp1
                                (salp1, calp1) = GeodesicMath.normalize(salp1, calp1)
                                // Within a few ulps of the root, demand a little less next time.
                                tripn = abs(v) <= 16 * Geodesic.tol0
                                continue
                            }
                        }
                    }
                    // Newton failed or jumped out of the bracket: bisect.
                    salp1 = (salp1a + salp1b) / 2
                    calp1 = (calp1a + calp1b) / 2
                    (salp1, calp1) = GeodesicMath.normalize(salp1, calp1)
                    tripn = false
                    tripb = abs(salp1a - salp1) + (calp1a - calp1) < Geodesic.tolb
                        || abs(salp1 - salp1b) + (calp1 - calp1b) < Geodesic.tolb
                }
                salp2 = step.salp2; calp2 = step.calp2
                let l = lengths(eps: step.eps, sig12: step.sig12, ssig1: step.ssig1, csig1: step.csig1, dn1: dn1,
                                ssig2: step.ssig2, csig2: step.csig2, dn2: dn2, distance: true, c1a: &c1a, c2a: &c2a)
                s12x = l.s12b * b
            }
        }

        // Undo the canonical placement.
        if swapp < 0 {
            swap(&salp1, &salp2)
            swap(&calp1, &calp2)
        }
        salp1 *= swapp * lonsign; calp1 *= swapp * latsign
        salp2 *= swapp * lonsign; calp2 *= swapp * latsign
        return InverseSolution(s12: 0.0 + s12x, salp1: salp1, calp1: calp1, salp2: salp2, calp2: calp2)
    }
}
