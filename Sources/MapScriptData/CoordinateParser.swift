import MapScriptGeometry

/// Reads the coordinate strings of the park tutorial's property lists: `{34.4248,-118.5971}`,
/// CGPointFromString's format, with x the latitude and y the longitude (as the tutorial reads
/// them). Blanks are allowed around the braces, the numbers and the comma. Errors carry no
/// file: the caller knows where the text came from and places the message there.
public enum CoordinateParser {
    public static func parse(_ text: String) throws(DataError) -> Coordinate {
        var scalars = Substring(text).unicodeScalars[...]
        func skipBlanks() {
            while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        }
        func take(_ scalar: Unicode.Scalar) -> Bool {
            skipBlanks()
            guard scalars.first == scalar else { return false }
            scalars.removeFirst()
            return true
        }
        func number() -> Double? {
            skipBlanks()
            var digits = ""
            while let first = scalars.first, first == "-" || first == "+" || first == "." || first == "e" || first == "E"
                || ("0"..."9").contains(first) {
                digits.unicodeScalars.append(first)
                scalars.removeFirst()
            }
            guard let value = Double(digits), value.isFinite else { return nil }
            return value
        }
        let shown = JSONByteWriter.quoted(text)
        let failure = DataError(file: "", message: "expected a coordinate like \"{34.4248,-118.5971}\", found \(shown)")
        guard take("{"), let latitude = number(), take(","), let longitude = number(), take("}") else { throw failure }
        skipBlanks()
        guard scalars.isEmpty else { throw failure }
        guard abs(latitude) <= 90 else {
            throw DataError(file: "", message: "latitude \(NumberText.shortest(latitude)) in \(shown) is out of range -90...90")
        }
        guard abs(longitude) <= 180 else {
            throw DataError(file: "", message: "longitude \(NumberText.shortest(longitude)) in \(shown) is out of range -180...180")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
