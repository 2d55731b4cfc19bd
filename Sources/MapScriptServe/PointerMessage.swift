import MapScriptData
import MapScriptGeometry

/// One message from the page: pointer and keyboard input on the map, in view points. A hold
/// is sent by the page when the pointer has stayed down without moving for the long-press
/// delay.
public enum PointerMessage: Equatable, Sendable {
    /// A finger down; `taps` is which tap it may be of taps in quick succession at one place
    /// (UITouch.tapCount, known as the touch begins), as the page counts them: 1 for a first.
    case down(Point, taps: Int = 1)
    case move(Point)
    case hold
    case up(Point)
    /// The double-tap interval passed after a tap without another finger down: the taps in
    /// succession are over (`MapView.endTapSequence`).
    case tapsEnded
    case cancel
    /// A step of the wheel or a pinch: zoom by `factor` about `point`.
    case zoom(factor: Double, about: Point)
    /// The pinch or the turning of the wheel ended (its fingers lifted, the wheel still a moment).
    case zoomEnd
    /// An arrow key: move what the map shows by (dx, dy) view points.
    case pan(dx: Double, dy: Double)

    /// Reads a message such as `{"t":"down","x":12,"y":30}`; nil for anything else (a message
    /// of another kind, a missing or non-finite number, a value out of range).
    public init?(json bytes: [UInt8]) {
        guard bytes.count <= PointerMessage.maximumSize, let fields = try? JSONParser.parse(bytes, file: "message"),
              let type = fields["t"]?.stringValue else { return nil }
        func point() -> Point? {
            guard let x = fields["x"]?.numberValue, let y = fields["y"]?.numberValue,
                  abs(x) <= PointerMessage.coordinateLimit, abs(y) <= PointerMessage.coordinateLimit else { return nil }
            return Point(x: x, y: y)
        }
        switch type {
        case "down":
            guard let p = point() else { return nil }
            let taps = fields["taps"]?.numberValue ?? 1
            guard taps >= 1, taps <= PointerMessage.tapLimit, taps.rounded() == taps else { return nil }
            self = .down(p, taps: Int(taps))
        case "move": guard let p = point() else { return nil }; self = .move(p)
        case "up": guard let p = point() else { return nil }; self = .up(p)
        case "hold": self = .hold
        case "cancel": self = .cancel
        case "zoomend": self = .zoomEnd
        case "tapsend": self = .tapsEnded
        case "pan":
            guard let dx = fields["dx"]?.numberValue, let dy = fields["dy"]?.numberValue,
                  abs(dx) <= PointerMessage.coordinateLimit, abs(dy) <= PointerMessage.coordinateLimit else { return nil }
            self = .pan(dx: dx, dy: dy)
        case "zoom":
            guard let p = point(), let factor = fields["factor"]?.numberValue, factor >= 0.25, factor <= 4 else { return nil }
            self = .zoom(factor: factor, about: p)
        default: return nil
        }
    }

    /// Whether the message starts a gesture (a finger down, a zoom's first step, a key), rather
    /// than continuing or ending one.
    var startsGesture: Bool {
        switch self {
        case .down, .zoom, .pan: return true
        case .move, .hold, .up, .cancel, .zoomEnd, .tapsEnded: return false
        }
    }

    /// The longest message the page sends is well under this; longer ones are not read.
    public static let maximumSize = 256

    /// More taps in succession than any finger makes.
    static let tapLimit = 100.0

    /// Coordinates beyond this are no pointer on any screen.
    static let coordinateLimit = 100_000.0
}
