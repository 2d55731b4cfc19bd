import MapScriptGeometry

/// Colours at locations along a linear gradient (CGGradient).
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    /// One location in 0...1 per colour, ascending.
    public var locations: [Double]

    /// Without locations, or with a location list that does not match the colours one to one,
    /// the colours are spread evenly, as CGGradient does for a nil location list.
    public init(colors: [Color], locations: [Double]? = nil) {
        self.colors = colors
        if let locations, locations.count == colors.count, locations.allSatisfy({ $0.isFinite }) {
            self.locations = locations.map { min(max($0, 0), 1) }
        } else if colors.count > 1 {
            let last = Double(colors.count - 1)
            self.locations = colors.indices.map { Double($0) / last }
        } else {
            self.locations = colors.map { _ in 0 }
        }
    }
}
