/// Up to seven series coefficients held inline, so that solving a geodesic never touches the
/// heap (index 0 is unused by the sine series, as in GeographicLib).
struct SeriesCoefficients {
    private var storage: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)

    init() {}

    @inline(__always)
    subscript(index: Int) -> Double {
        get {
            precondition(index >= 0 && index < 7)
            return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index &* 8, as: Double.self) }
        }
        set {
            precondition(index >= 0 && index < 7)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: index &* 8, as: Double.self) }
        }
    }

    /// Clenshaw summation of sum(c[l] sin(2 l x), l = 1...count-1) when `sine`, or
    /// sum(c[l] cos((2 l + 1) x), l = 0...count-1) otherwise.
    @inline(__always)
    func series(sine: Bool, count: Int, sinx: Double, cosx: Double) -> Double {
        var k = count
        var n = count - (sine ? 1 : 0)
        let ar = 2 * (cosx - sinx) * (cosx + sinx)  // 2 cos(2x)
        var y0 = 0.0, y1 = 0.0
        if n & 1 != 0 {
            k -= 1
            y0 = self[k]
        }
        n /= 2
        while n > 0 {
            n -= 1
            k -= 1; y1 = ar * y0 - y1 + self[k]
            k -= 1; y0 = ar * y1 - y0 + self[k]
        }
        return sine ? 2 * sinx * cosx * y0 : cosx * (y0 - y1)
    }
}
