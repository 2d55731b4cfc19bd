import Foundation
import MapScriptGeometry

/// The scale bar of the chrome layer: a bar of a round length (1, 2 or 5 times a power of ten
/// metres) no longer than `maximumLength` points, measured at the view's centre latitude, with
/// its label. Drawn bottom left with a halo so it reads on any background. The writers draw it
/// from this, and the layout of marker titles keeps adaptive ones clear of it, so the two agree
/// on where it is.
public struct ScaleBar: Equatable, Sendable {
    public static let maximumLength = 100.0
    public static let margin = 16.0

    public var metres: Double
    public var length: Double
    public var label: String

    /// nil when the scale is degenerate (a whole-world view has no single scale worth showing).
    public init?(zoomScale: Double, latitude: Double) {
        let metresPerPoint = 1 / (zoomScale * MapProjection.mapPointsPerMeter(atLatitude: latitude))
        guard metresPerPoint.isFinite, metresPerPoint > 0 else { return nil }
        let budget = Self.maximumLength * metresPerPoint
        var power = pow(10, floor(log10(budget)))
        var best = power
        for factor in [1.0, 2.0, 5.0] where factor * power <= budget { best = factor * power }
        guard best.isFinite, best >= 0.01, best <= 2e7 else { return nil }
        power = best
        metres = power
        length = power / metresPerPoint
        label = power >= 1000 ? "\(Self.whole(power / 1000)) km" : "\(Self.whole(power)) m"
    }

    /// Whole numbers without ".0"; sub-metre lengths keep their decimals (0.5 m).
    private static func whole(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The space the bar and its label take in a view of `viewSize`, halo included: what the
    /// base map's place names and adaptive marker titles keep clear of.
    public func frame(viewSize: Size) -> Rect {
        let width = max(length, 4 + TextMetrics.width(of: label, fontSize: 11))
        return Rect(x: Self.margin - 2, y: viewSize.height - Self.margin - 19, width: width + 4, height: 21)
    }
}
