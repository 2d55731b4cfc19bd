import MapScriptGeometry
import MapScriptScene

extension Value: CustomStringConvertible {
    /// The value as `print` writes it and the REPL echoes it: strings as they are, every
    /// other value as `repr` gives it.
    public var description: String {
        text(limit: Value.descriptionLimit) ?? "<too large to show>"
    }

    /// The value as the REPL echoes it, with strings quoted (as they appear inside lists).
    public var representation: String {
        quotedText(limit: Value.descriptionLimit) ?? "<too large to show>"
    }

    /// `description`, or nil when it would be longer than `limit` bytes (then building it
    /// stops there: a list holding another many times over can describe to more text than
    /// memory holds).
    public func text(limit: Int) -> String? {
        if case .string(let s) = self { return s }
        // `String(i)` and interpolated numbers: the formatted text as it is, not appended
        // to an empty string first.
        if case .number(let n) = self { return Value.format(n) }
        return quotedText(limit: limit)
    }

    /// `representation`, or nil when it would be longer than `limit` bytes.
    public func quotedText(limit: Int) -> String? {
        // A list that holds another many times over describes to more text than could ever
        // be built: found from its shape first, at once, where building the text up to the
        // limit would take minutes and as much memory again as the limit.
        guard leastTextBytes(limit: limit) <= limit else { return nil }
        var out = ""
        guard appendRepresentation(to: &out, depth: 0, limit: limit), out.utf8.count <= limit else { return nil }
        return out
    }

    /// Collections nest at most this deep when printed, so a list holding itself prints
    /// `[[...]]` instead of recursing forever, and the native stack stays shallow however
    /// deep the data.
    private static let maximumPrintDepth = 64
    /// What `description` and `representation` show at most, for callers without a memory
    /// bound of their own (error messages, `:scene`).
    private static let descriptionLimit = 1 << 24

    /// At most the bytes of `representation` (and of `description` but for a string), found
    /// from the value's shape in time proportional to its distinct collections, not to the
    /// text; `limit + 1` once it is past `limit`.
    func leastTextBytes(limit: Int) -> Int {
        switch self {
        case .list, .dictionary:
            var measured: [CollectionAtDepth: Int] = [:]
            return leastRepresentationBytes(depth: 0, measured: &measured, limit: limit)
        default: return 0
        }
    }

    /// A collection met at a depth of printing: the same list shared many times is measured
    /// once at each depth it appears (its text depends on the depth only through the cut at
    /// `maximumPrintDepth`).
    private struct CollectionAtDepth: Hashable {
        let collection: ObjectIdentifier
        let depth: Int
    }

    /// At most the bytes of the representation, in time proportional to the distinct
    /// collections reached, not to the text: numbers and other single values count for one
    /// byte and strings for their bytes and quotes, collections for their brackets and
    /// separators exactly. Past `limit` it stops counting and answers `limit + 1`.
    private func leastRepresentationBytes(depth: Int, measured: inout [CollectionAtDepth: Int], limit: Int) -> Int {
        let key: CollectionAtDepth, elements: [Value], separators: Int
        switch self {
        case .nil: return 3
        case .bool: return 4
        case .string(let s): return min(limit + 1, s.utf8.count + 2)
        case .list(let list) where depth < Value.maximumPrintDepth:
            key = CollectionAtDepth(collection: ObjectIdentifier(list), depth: depth)
            elements = list.elements
            separators = 2 + 2 * max(0, elements.count - 1)
        case .dictionary(let dictionary) where depth < Value.maximumPrintDepth && dictionary.count > 0:
            key = CollectionAtDepth(collection: ObjectIdentifier(dictionary), depth: depth)
            elements = dictionary.keys + dictionary.values
            // Brackets, a ", " between entries and a ": " in each.
            separators = 2 + 2 * (dictionary.count - 1) + 2 * dictionary.count
        case .dictionary where depth < Value.maximumPrintDepth: return 3
        case .list, .dictionary: return 5
        default: return 1
        }
        if let known = measured[key] { return known }
        var total = separators
        for element in elements where total <= limit {
            total += element.leastRepresentationBytes(depth: depth + 1, measured: &measured, limit: limit)
        }
        total = min(total, limit + 1)
        // The root is met once (a list holding itself meets it again deeper): not noted, so
        // that printing a list of plain values allocates nothing here.
        if depth > 0 { measured[key] = total }
        return total
    }

    /// Appends the representation; false, having stopped, once `out` is longer than `limit`.
    private func appendRepresentation(to out: inout String, depth: Int, limit: Int) -> Bool {
        switch self {
        case .nil: out += "nil"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Value.format(n)
        case .string(let s): Value.appendQuoted(s, to: &out)
        case .list(let list):
            guard depth < Value.maximumPrintDepth else { out += "[...]"; return true }
            out += "["
            for (i, element) in list.elements.enumerated() {
                if i > 0 { out += ", " }
                guard element.appendRepresentation(to: &out, depth: depth + 1, limit: limit),
                      out.utf8.count <= limit else { return false }
            }
            out += "]"
        case .dictionary(let dictionary):
            guard depth < Value.maximumPrintDepth else { out += "[...]"; return true }
            if dictionary.count == 0 { out += "[:]"; return true }
            out += "["
            for i in 0..<dictionary.count {
                if i > 0 { out += ", " }
                guard dictionary.keys[i].appendRepresentation(to: &out, depth: depth + 1, limit: limit) else { return false }
                out += ": "
                guard dictionary.values[i].appendRepresentation(to: &out, depth: depth + 1, limit: limit),
                      out.utf8.count <= limit else { return false }
            }
            out += "]"
        case .range(let r):
            out += Value.format(r.lower) + (r.isClosed ? "..." : "..<") + Value.format(r.upper)
        case .function(let c): out += "<func \(c.name)>"
        case .builtin(let b): out += "<func \(b.name)>"
        case .boundMethod(let m): out += "<method \(m.name)>"
        case .class(let c): out += "<class \(c.name)>"
        case .instance(let i):
            if let native = i.native, let describe = native.nativeClass.describe {
                out += "\(i.scriptClass.name)(\(describe(native)))"
            } else {
                out += "<\(i.scriptClass.name) instance>"
            }
        case .enumType(let e): out += "<enum \(e.name)>"
        case .enumCase(let c): out += "\(c.type.name).\(c.name)"
        case .native(let o):
            if let describe = o.nativeClass.describe { out += describe(o) } else { out += "<\(o.nativeClass.name)>" }
        case .nativeClass(let c): out += "<class \(c.name)>"
        case .implicitMember(let name): out += "." + name
        case .coordinate(let c): out += "@(\(Value.format(c.latitude)), \(Value.format(c.longitude)))"
        case .point(let p): out += "Point(\(Value.format(p.x)), \(Value.format(p.y)))"
        case .size(let s): out += "Size(\(Value.format(s.width)), \(Value.format(s.height)))"
        case .mapPoint(let p): out += "MapPoint(\(Value.format(p.x)), \(Value.format(p.y)))"
        case .mapSize(let s): out += "MapSize(\(Value.format(s.width)), \(Value.format(s.height)))"
        case .span(let s): out += "Span(\(Value.format(s.latitudeDelta)), \(Value.format(s.longitudeDelta)))"
        case .rect(let r):
            out += "Rect(\(Value.format(r.minX)), \(Value.format(r.minY)), \(Value.format(r.width)), \(Value.format(r.height)))"
        case .mapRect(let r):
            out += "MapRect(\(Value.format(r.minX)), \(Value.format(r.minY)), \(Value.format(r.width)), \(Value.format(r.height)))"
        case .edgeInsets(let e):
            out += "EdgeInsets(top: \(Value.format(e.top)), left: \(Value.format(e.left)), "
                + "bottom: \(Value.format(e.bottom)), right: \(Value.format(e.right)))"
        case .color(let c):
            out += "Color(\(Value.format(c.red)), \(Value.format(c.green)), \(Value.format(c.blue)), \(Value.format(c.alpha)))"
        case .region(let r):
            out += "Region(center: @(\(Value.format(r.center.latitude)), \(Value.format(r.center.longitude))), span: Span(\(Value.format(r.span.latitudeDelta)), \(Value.format(r.span.longitudeDelta))))"
        }
        return true
    }

    /// Whole numbers without `.0`; others in the shortest form that reads back exactly.
    public static func format(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e16 {
            let whole = Int64(n)
            if whole >= 0, whole < smallWholeNumbers.count { return smallWholeNumbers[Int(whole)] }
            return formatWhole(whole)
        }
        if n.isNaN { return "nan" }
        if n.isInfinite { return n > 0 ? "inf" : "-inf" }
        return n.description
    }

    /// The digits of 0 to 255, made once: counters, indices and `String(i % 10)` in loops
    /// take an array read instead of formatting and validating the same few bytes again.
    private static let smallWholeNumbers: [String] = (0..<256).map { formatWhole(Int64($0)) }

    /// The decimal digits of a whole number below 1e16 in magnitude. Written into a stack
    /// buffer and decoded once: at most 17 bytes, so the result is usually a small string
    /// (no allocation), where `String(Int64)` goes through a generic description and an
    /// interpolation (`String(i % 10)` in a loop was a tenth of the string benchmark).
    private static func formatWhole(_ value: Int64) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var magnitude = value.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude != 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            // Other control characters are written as the language's own escape, so quoted text
            // reads back as a string literal and never drives a terminal.
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
