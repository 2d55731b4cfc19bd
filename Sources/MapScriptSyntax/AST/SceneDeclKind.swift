public enum SceneDeclKind: Sendable {
    /// `at COORD`
    case annotation(coordinate: Expr)
    /// `COORDS`: an expression giving a list of coordinates.
    case polygon(coordinates: Expr)
    case polyline(coordinates: Expr)
    /// `at COORD radius METRES`
    case circle(center: Expr, radius: Expr)
    /// `(args)`: the arguments passed to the type's initializer.
    case overlay(arguments: [Argument])

    /// The declaration word.
    public var keyword: String {
        switch self {
        case .annotation: "annotation"
        case .polygon: "polygon"
        case .polyline: "polyline"
        case .circle: "circle"
        case .overlay: "overlay"
        }
    }
}
