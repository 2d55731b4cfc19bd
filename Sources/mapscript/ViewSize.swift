import ArgumentParser
import MapScriptGeometry
import MapScriptScene

/// The value of `--size WxH`: two positive numbers of view points, such as `800x600`.
struct ViewSize: Equatable {
    var width: Double
    var height: Double

    var size: Size { Size(width: width, height: height) }

    /// The largest side accepted, the map's own (a typo such as `8000000x600` is caught).
    static let maximumSide = MapView.maximumSide

    static func parse(_ argument: String) throws -> ViewSize {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]) else {
            throw ValidationError("'\(argument)' is not a size: expected WIDTHxHEIGHT, such as 800x600")
        }
        // The bounds of a script's map.size: a side of less than a point draws nothing.
        guard width >= 1, height >= 1 else {
            throw ValidationError("'\(argument)' is too small: each side is at least 1")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw ValidationError("'\(argument)' is too large: each side is at most \(Int(maximumSide))")
        }
        return ViewSize(width: width, height: height)
    }

    /// Digits with at most one decimal point, perhaps after a minus sign; `Double.init` alone
    /// would also take `inf`, `nan` and `1e3`, which are not sizes anyone means.
    private static func number(_ text: Substring) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              digits.filter({ $0 == "." }).count <= 1 else { return nil }
        return Double(text)
    }
}
