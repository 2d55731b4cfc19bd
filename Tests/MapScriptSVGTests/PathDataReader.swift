import MapScriptGeometry

/// Reads back the vertices of path data made of `M m L l H h V v Z z` (what overlays write),
/// so tests can check positions instead of spellings.
enum PathDataReader {
    static func vertices(_ d: String) -> [Point] {
        subpaths(d).flatMap { $0 }
    }

    /// The vertices of each subpath (each `M`/`m` starts one): the rings of a filled path.
    static func subpaths(_ d: String) -> [[Point]] {
        var tokens: [String] = []
        var number = ""
        func flush() { if !number.isEmpty { tokens.append(number); number = "" } }
        for ch in d {
            if ch.isLetter { flush(); tokens.append(String(ch)) }
            else if ch == " " || ch == "," { flush() }
            else if ch == "-" { flush(); number = "-" }
            else { number.append(ch) }
        }
        flush()
        var result: [[Point]] = []
        var command: Character = "M"
        var current = Point.zero, start = Point.zero
        var i = 0
        func next() -> Double { defer { i += 1 }; return i < tokens.count ? Double(tokens[i]) ?? 0 : 0 }
        while i < tokens.count {
            if let c = tokens[i].first, c.isLetter {
                command = c
                i += 1
                if c == "z" || c == "Z" { current = start; continue }
            }
            switch command {
            case "M": current = Point(x: next(), y: next()); start = current; command = "L"; result.append([])
            case "m": current = Point(x: current.x + next(), y: current.y + next()); start = current; command = "l"; result.append([])
            case "L": current = Point(x: next(), y: next())
            case "l": current = Point(x: current.x + next(), y: current.y + next())
            case "H": current.x = next()
            case "h": current.x += next()
            case "V": current.y = next()
            case "v": current.y += next()
            default: i += 1; continue
            }
            if result.isEmpty { result.append([]) }
            result[result.count - 1].append(current)
        }
        return result
    }
}
