import MapScriptGeometry

/// An image placed by an affine map from its own unit square (the top-left corner at (0, 0),
/// the bottom-right at (1, 1)) to view points. A general map, not a rectangle, because Core
/// Graphics draws an image with its top at the rectangle's maximum y: in a y-down context it
/// is upside down, which is why code such as the park tutorial's flips the context first.
public struct ImageOperation: Hashable, Sendable {
    public var image: Image
    public var placement: AffineTransform
    public var opacity: Double
    public var clip: Int?

    /// The rectangle the image fills when it is upright and not flipped (the placement only
    /// scales by positive factors and moves), else nil.
    public var uprightRect: Rect? {
        guard placement.b == 0, placement.c == 0, placement.a >= 0, placement.d >= 0 else { return nil }
        return Rect(x: placement.tx, y: placement.ty, width: placement.a, height: placement.d)
    }

    /// The smallest axis-aligned rectangle holding the placed image.
    public var bounds: Rect { placement.apply(to: Rect(x: 0, y: 0, width: 1, height: 1)) }
}
