import MapScriptGeometry

/// What an annotation view looks like, for writers that switch on it: the built-in pin, marker
/// and user-location dot, a view showing an `image`, or a view that draws itself.
public enum AnnotationViewKind: Int, CaseIterable, Sendable {
    case pin
    case marker
    case image
    case custom
    case userLocation
}

extension AnnotationViewKind {
    /// The size a view of a built-in kind has until it is given another; zero for other views.
    static func size(of kind: AnnotationViewKind?) -> Size {
        switch kind {
        case .pin: PinAnnotationView.pinSize
        case .marker: MarkerAnnotationView.markerSize
        case .userLocation: UserLocationView.dotSize
        case .image, .custom, nil: Size(width: 0, height: 0)
        }
    }

    /// The centre offset a view of a built-in kind has until it is given another: a pin and a
    /// marker are lifted by half their height, so that the needle's tip or the balloon's point
    /// is on the coordinate; zero for other views.
    static func centerOffset(of kind: AnnotationViewKind?) -> Point {
        switch kind {
        case .pin: Point(x: 0, y: -PinAnnotationView.pinSize.height / 2)
        case .marker: Point(x: 0, y: -MarkerAnnotationView.markerSize.height / 2)
        case .userLocation, .image, .custom, nil: Point(x: 0, y: 0)
        }
    }
}
