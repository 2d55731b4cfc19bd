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

    static let all: [EnumType] = [overlayLevel, dragState, pinColor, touchPhase, calloutSide, accessoryKind, lineCap, lineJoin]

    /// The script case of a Swift case.
    static func value<E: RawRepresentable>(_ swiftCase: E, in type: EnumType) -> Value where E.RawValue == Int {
        guard let c = type.case(rawValue: swiftCase.rawValue) else { return .nil }
        return .enumCase(c)
    }

    /// The Swift case a script value names (`DragState.ending` or `.ending`).
    static func swiftCase<E: RawRepresentable>(_ value: Value, in type: EnumType, context: String) throws -> E where E.RawValue == Int {
        let scriptCase = try type.resolve(value, context: context)
        guard let result = E(rawValue: scriptCase.rawValue) else {
            throw RuntimeError("\(context) expects a \(type.name) case")
        }
        return result
    }
}

// A case's script name is its Swift name (`aboveRoads`, `none`, `began`).
extension OverlayLevel { var scriptName: String { "\(self)" } }
extension DragState { var scriptName: String { "\(self)" } }
extension PinColor { var scriptName: String { "\(self)" } }
extension TouchPhase { var scriptName: String { "\(self)" } }
extension CalloutSide { var scriptName: String { "\(self)" } }
extension CalloutAccessory.Kind { var scriptName: String { "\(self)" } }
extension LineCap { var scriptName: String { "\(self)" } }
extension LineJoin { var scriptName: String { "\(self)" } }
