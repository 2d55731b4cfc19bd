import MapScriptScene

/// The scene's enumerations as script enums. Each script enum lists the Swift enum's cases in
/// the same order, so a case's `rawValue` (its 0-based index) is the Swift `rawValue` and the
/// conversion either way is an array index.
enum BuiltinEnums {
    static let overlayLevel = EnumType(name: "OverlayLevel", caseNames: OverlayLevel.allCases.map(\.scriptName))
    static let dragState = EnumType(name: "DragState", caseNames: DragState.allCases.map(\.scriptName))
    static let pinColor = EnumType(name: "PinColor", caseNames: PinColor.allCases.map(\.scriptName))
    static let touchPhase = EnumType(name: "TouchPhase", caseNames: TouchPhase.allCases.map(\.scriptName))
    static let calloutSide = EnumType(name: "CalloutSide", caseNames: CalloutSide.allCases.map(\.scriptName))
    static let accessoryKind = EnumType(name: "AccessoryKind", caseNames: CalloutAccessory.Kind.allCases.map(\.scriptName))
    static let lineCap = EnumType(name: "LineCap", caseNames: LineCap.allCases.map(\.scriptName))
    static let lineJoin = EnumType(name: "LineJoin", caseNames: LineJoin.allCases.map(\.scriptName))
    static let mapType = EnumType(name: "MapType", caseNames: MapType.allCases.map(\.scriptName))
    static let collisionMode = EnumType(name: "CollisionMode", caseNames: CollisionMode.allCases.map(\.scriptName))
    static let featureVisibility = EnumType(name: "FeatureVisibility", caseNames: FeatureVisibility.allCases.map(\.scriptName))
    static let collisionState = EnumType(name: "CollisionState", caseNames: CollisionState.allCases.map(\.scriptName))
    static let userInterfaceStyle = EnumType(name: "UserInterfaceStyle", caseNames: UserInterfaceStyle.allCases.map(\.scriptName))
    static let pathFillRule = EnumType(name: "PathFillRule", caseNames: FillRule.allCases.map(\.scriptName))
    static let gestureRecognizerState = EnumType(name: "GestureRecognizerState", caseNames: GestureRecognizerState.allCases.map(\.scriptName))

    static let all: [EnumType] = [overlayLevel, dragState, pinColor, touchPhase, calloutSide, accessoryKind, lineCap, lineJoin,
                                   mapType, collisionMode, collisionState, featureVisibility, userInterfaceStyle, pathFillRule,
                                   gestureRecognizerState]

    /// The script case of a Swift case.
    static func value<E: RawRepresentable>(_ swiftCase: E, in type: EnumType) -> Value where E.RawValue == Int {
        guard let c = type.case(rawValue: swiftCase.rawValue) else { return .nil }
        return .enumCase(c)
    }

    /// The Swift case a script value names (`DragState.ending` or `.ending`).
    static func swiftCase<E: RawRepresentable>(_ value: Value, in type: EnumType, context: some CustomStringConvertible) throws -> E where E.RawValue == Int {
        let scriptCase = try type.resolve(value, context: context.description)
        guard let result = E(rawValue: scriptCase.rawValue) else {
            throw RuntimeError("\(context) expects \(Value.article(type.name)) \(type.name) case")
        }
        return result
    }
}

// A case's script name is its Swift name (`aboveRoads`, `none`, `began`), written out rather
// than reflected with `"\(self)"`: reflection costs a fifth of a run's start-up, and the
// exhaustive switches stop a new Swift case from compiling without its script name.

extension OverlayLevel {
    var scriptName: String {
        switch self {
        case .aboveRoads: return "aboveRoads"
        case .aboveLabels: return "aboveLabels"
        }
    }
}

extension DragState {
    var scriptName: String {
        switch self {
        case .`none`: return "none"
        case .starting: return "starting"
        case .dragging: return "dragging"
        case .canceling: return "canceling"
        case .ending: return "ending"
        }
    }
}

extension PinColor {
    var scriptName: String {
        switch self {
        case .red: return "red"
        case .green: return "green"
        case .purple: return "purple"
        }
    }
}

extension TouchPhase {
    var scriptName: String {
        switch self {
        case .began: return "began"
        case .moved: return "moved"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }
}

extension CalloutSide {
    var scriptName: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        }
    }
}

extension CalloutAccessory.Kind {
    var scriptName: String {
        switch self {
        case .detailDisclosure: return "detailDisclosure"
        case .infoLight: return "infoLight"
        case .infoDark: return "infoDark"
        case .contactAdd: return "contactAdd"
        case .image: return "image"
        }
    }
}

extension LineCap {
    var scriptName: String {
        switch self {
        case .butt: return "butt"
        case .round: return "round"
        case .square: return "square"
        }
    }
}

extension LineJoin {
    var scriptName: String {
        switch self {
        case .miter: return "miter"
        case .round: return "round"
        case .bevel: return "bevel"
        }
    }
}

extension MapType {
    var scriptName: String {
        switch self {
        case .standard: return "standard"
        case .mutedStandard: return "mutedStandard"
        case .`none`: return "none"
        case .satellite: return "satellite"
        case .hybrid: return "hybrid"
        case .satelliteFlyover: return "satelliteFlyover"
        case .hybridFlyover: return "hybridFlyover"
        }
    }
}

extension CollisionMode {
    var scriptName: String {
        switch self {
        case .rectangle: return "rectangle"
        case .circle: return "circle"
        case .`none`: return "none"
        }
    }
}

extension CollisionState {
    var scriptName: String {
        switch self {
        case .shown: return "shown"
        case .hidden: return "hidden"
        case .clustered: return "clustered"
        }
    }
}

extension FeatureVisibility {
    var scriptName: String {
        switch self {
        case .adaptive: return "adaptive"
        case .hidden: return "hidden"
        case .visible: return "visible"
        }
    }
}

extension UserInterfaceStyle {
    var scriptName: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}

/// CGPathFillRule's names: `.winding` is the non-zero rule.
extension FillRule {
    var scriptName: String {
        switch self {
        case .nonZero: return "winding"
        case .evenOdd: return "evenOdd"
        }
    }
}
