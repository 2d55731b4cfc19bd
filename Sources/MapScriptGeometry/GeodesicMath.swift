import Foundation

/// The small numerical helpers of Karney's geodesic algorithms (GeographicLib's `Math` class),
/// kept exact in the ways the algorithms rely on: angles in degrees are reduced before they
/// are converted to radians, so that sin(180°) is 0 and not 1.2e-16, and tiny angles are
/// rounded so that nearly-singular cases collapse onto the singular ones the code handles.
enum GeodesicMath {
    // Conversions multiply by one rounded constant, as GeographicLib does: the azimuth of a
    // line micrometres long depends on the last bit of the latitudes' sines.
    static let radiansPerDegree = Double.pi / 180
    static let degreesPerRadian = 180 / Double.pi

    /// `sign` with the magnitude of `magnitude` (C's copysign(magnitude, sign)).
    @inline(__always)
    static func copySign(_ magnitude: Double, _ sign: Double) -> Double {
        Double(signOf: sign, magnitudeOf: magnitude)
    }

    /// (x, y) scaled to unit length.
    @inline(__always)
    static func normalize(_ x: Double, _ y: Double) -> (Double, Double) {
        let r = hypot(x, y)
        return (x / r, y / r)
    }

    /// The error-free sum: `s` = round(u + v) and `t` the rounding error, so u + v = s + t.
    @inline(__always)
    static func sum(_ u: Double, _ v: Double) -> (s: Double, t: Double) {
        let s = u + v
        var up = s - v
        var vpp = s - up
        up -= u
        vpp -= v
        let t = s == 0 ? s : 0.0 - (up + vpp)
        return (s, t)
    }

    /// Rounds an angle so that values below 1/2^57 of a degree (0.7 pm on the earth)
    /// underflow to zero, which keeps nearly-singular inputs away from trouble.
    @inline(__always)
    static func angleRound(_ x: Double) -> Double {
        let z = 1.0 / 16.0
        var y = abs(x)
        // z - (z - y) is not y: it drops the digits of y below the resolution of z.
        if y < z { y = z - (z - y) }
        return copySign(y, x)
    }

    /// IEEE remainder of x / y in [-y/2, y/2]; NaN for a non-finite x.
    @inline(__always)
    static func remainder(_ x: Double, _ y: Double) -> Double {
        x.isFinite ? x.remainder(dividingBy: y) : .nan
    }

    /// An angle reduced to [-180, 180], keeping the sign of ±180.
    static func angleNormalize(_ x: Double) -> Double {
        let y = remainder(x, 360)
        return abs(y) == 180 ? copySign(180, x) : y
    }

    /// NaN for a latitude beyond ±90, so that invalid input cannot pass for a point.
    @inline(__always)
    static func latitudeFix(_ x: Double) -> Double {
        abs(x) > 90 ? .nan : x
    }

    /// y - x reduced to [-180, 180], computed exactly: `d` the rounded difference and `t` its
    /// error, so that longitudes a hair either side of the antimeridian stay distinct.
    static func angleDifference(_ x: Double, _ y: Double) -> (d: Double, t: Double) {
        var (d, t) = sum(remainder(-x, 360), remainder(y, 360))
        (d, t) = sum(remainder(d, 360), t)
        if d == 0 || abs(d) == 180 {
            d = copySign(d, t == 0 ? y - x : -t)
        }
        return (d, t)
    }

    /// The sine and cosine of an angle in degrees, exact at multiples of 90°.
    static func sinCosDegrees(_ x: Double) -> (sin: Double, cos: Double) {
        var r = x.isFinite ? x.truncatingRemainder(dividingBy: 360) : .nan
        let q = r.isNaN ? 0 : Int((r / 90).rounded())
        r -= 90 * Double(q)
        r *= radiansPerDegree
        return quadrant(sin(r), cos(r), q, x)
    }

    /// The sine and cosine of x + t degrees, x in [-180, 180] and t a small correction.
    static func sinCosDegrees(_ x: Double, plus t: Double) -> (sin: Double, cos: Double) {
        let q = x.isFinite ? Int((x / 90).rounded()) : 0
        let r = angleRound(x - 90 * Double(q) + t) * radiansPerDegree
        return quadrant(sin(r), cos(r), q, x)
    }

    @inline(__always)
    private static func quadrant(_ s0: Double, _ c0: Double, _ q: Int, _ x: Double) -> (sin: Double, cos: Double) {
        var s = s0, c = c0
        switch q & 3 {
        case 1: (s, c) = (c0, -s0)
        case 2: (s, c) = (-s0, -c0)
        case 3: (s, c) = (-c0, s0)
        default: break
        }
        c += 0.0  // turns -0 into +0
        if s == 0 { s = copySign(s, x) }
        return (s, c)
    }

    /// atan2(y, x) in degrees, exact for the axes: atan2d(1, 0) is exactly 90.
    static func atan2Degrees(_ y0: Double, _ x0: Double) -> Double {
        var x = x0, y = y0
        var q = 0
        if abs(y) > abs(x) { q = 2; swap(&x, &y) }
        if x < 0 { q += 1; x = -x }
        var angle = atan2(y, x) * degreesPerRadian
        switch q {
        case 1: angle = copySign(180, y) - angle
        case 2: angle = 90 - angle
        case 3: angle = -90 + angle
        default: break
        }
        return angle
    }

    /// p[start] x^n + ... + p[start + n] (Horner).
    @inline(__always)
    static func polynomial(_ n: Int, _ p: [Double], _ start: Int, _ x: Double) -> Double {
        if n < 0 { return 0 }
        var y = p[start]
        var i = start
        var k = n
        while k > 0 {
            k -= 1; i += 1
            y = y * x + p[i]
        }
        return y
    }
}
