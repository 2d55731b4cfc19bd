/// The colour a gradient has at a place along it, for a line coloured along its length
/// (`GradientPolylineRenderer`). Components are interpolated in sRGB, alpha with them, as an
/// SVG gradient's stops are, so a piece drawn as one colour matches its neighbours drawn as
/// gradients.
extension Gradient {
    /// The colour at `t`: the first colour up to the first location, the last from the last
    /// one, and between two locations the mix of their colours. Where two locations are equal
    /// (a hard stop), a `t` there takes the later colour.
    public func color(at t: Double) -> Color {
        guard let first = colors.first, let last = colors.last, locations.count == colors.count else { return .clear }
        guard let lowest = locations.first, t > lowest else { return first }
        guard let highest = locations.last, t < highest else { return last }
        // The last location not past t: the one after it is past t, so the span is not empty.
        var index = 0
        while index + 1 < locations.count && locations[index + 1] <= t { index += 1 }
        return mix(from: index, at: t)
    }

    /// The colour a line has as it reaches `t`: at a hard stop, the earlier colour, so that a
    /// piece ending there does not take on the colour after it.
    public func color(justBefore t: Double) -> Color {
        guard let first = colors.first, let last = colors.last, locations.count == colors.count else { return .clear }
        guard let lowest = locations.first, t > lowest else { return first }
        guard let highest = locations.last, t <= highest else { return last }
        // The first location not before t: the one before it is before t, so the span is not empty.
        var index = locations.count - 1
        while index - 1 > 0 && locations[index - 1] >= t { index -= 1 }
        return mix(from: index - 1, at: t)
    }

    /// The mix at `t` of the colours at `index` and the one after it.
    private func mix(from index: Int, at t: Double) -> Color {
        let from = locations[index], to = locations[index + 1]
        return Gradient.mix(colors[index], colors[index + 1], (t - from) / (to - from))
    }

    /// The stops of the part of the gradient from `t0` to `t1`, as offsets from 0 to 1 of that
    /// part: its two ends and every location strictly between them.
    public func stops(from t0: Double, to t1: Double) -> Gradient {
        var colors = [color(at: t0)]
        var offsets = [0.0]
        let span = t1 - t0
        if span > 0 {
            for (color, location) in zip(self.colors, locations) where location > t0 && location < t1 {
                colors.append(color)
                offsets.append((location - t0) / span)
            }
        }
        colors.append(color(justBefore: t1))
        offsets.append(1)
        return Gradient(colors: colors, locations: offsets)
    }

    /// The largest difference of one component, alpha included, between two colours.
    public static func difference(_ a: Color, _ b: Color) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }

    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
              blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
