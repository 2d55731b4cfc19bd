// The small enumerations of the scene, kept together because each is a handful of MapKit cases.
// Their case order is their `rawValue` (a script's `.rawValue` is the 0-based index).

/// Where an overlay sits among the map's layers (MKOverlayLevel).
public enum OverlayLevel: Int, CaseIterable, Sendable {
    case aboveRoads
    case aboveLabels
}

/// The drag states of an annotation view (MKAnnotationView.DragState).
public enum DragState: Int, CaseIterable, Sendable {
    case none
    case starting
    case dragging
    case canceling
    case ending
}

/// The legacy pin colours of MKPinAnnotationView.
public enum PinColor: Int, CaseIterable, Sendable {
    case red
    case green
    case purple

    public var color: Color {
        switch self {
        case .red: return .red
        case .green: return .green
        case .purple: return .purple
        }
    }
}

/// How the ends of stroked lines are drawn (CGLineCap).
public enum LineCap: Int, CaseIterable, Sendable {
    case butt
    case round
    case square
}

/// How the corners of stroked paths are drawn (CGLineJoin).
public enum LineJoin: Int, CaseIterable, Sendable {
    case miter
    case round
    case bevel
}

/// Which points a path encloses when filled or used as a clip (CGPathFillRule).
public enum FillRule: Int, CaseIterable, Sendable {
    case nonZero
    case evenOdd
}

/// The phases of a simulated touch (UITouch.Phase).
public enum TouchPhase: Int, CaseIterable, Sendable {
    case began
    case moved
    case ended
    case cancelled
}

/// The side of a callout an accessory sits on.
public enum CalloutSide: Int, CaseIterable, Sendable {
    case left
    case right
}
