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
        guard parts.count == 2, let width = positiveNumber(parts[0]), let height = positiveNumber(parts[1]) else {
            throw ValidationError("'\(argument)' is not a size: expected WIDTHxHEIGHT, such as 800x600")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw ValidationError("'\(argument)' is too large: each side is at most \(Int(maximumSide))")
        }
        return ViewSize(width: width, height: height)
    }

    /// Digits with at most one decimal point; `Double.init` alone would also take `inf`, `nan`
    /// and `1e3`, which are not sizes anyone means.
    private static func positiveNumber(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1,
              let value = Double(text), value > 0 else { return nil }
        return value
    }
}
