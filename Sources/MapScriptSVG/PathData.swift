import MapScriptGeometry

/// Compact SVG path data (`d`), built from view points.
///
/// Every coordinate is first rounded to hundredths of a point (integers from then on), so a
/// relative step is exactly the difference of two written absolute positions and rounding
/// never drifts along a long path. For each segment the shorter of the absolute and the
/// relative spelling is chosen (`L`/`l`, and `H`/`h`/`V`/`v` for axis-parallel steps,
/// `C`/`c` for curves), a repeated command letter is left out, and numbers are separated by a
/// space only where a minus sign does not already separate them. The first point of a path is
/// always absolute. Segments that round to zero length are dropped.
struct PathData: ~Copyable {
    private var buffer: ByteBuffer
    /// The command that a bare list of numbers continues (after `M` it is `L`, as SVG says).
    private var continuing: UInt8 = 0
    private var currentX: Int64 = 0, currentY: Int64 = 0
    private var startX: Int64 = 0, startY: Int64 = 0
    private var hasCurrentPoint = false

    init(reservingCapacity capacity: Int = 64) {
        buffer = ByteBuffer(capacity: capacity)
    }

    var isEmpty: Bool { buffer.isEmpty }

    /// The path data written so far.
    var bytes: [UInt8] { buffer.array }

    @inline(__always)
    static func hundredths(_ value: Double) -> Int64 {
        // Callers pass clipped, finite view coordinates; anything else pins to 0 rather than trap.
        SVGNumberFormat.hundredths(value) ?? 0
    }

    mutating func move(to point: Point) {
        let x = Self.hundredths(point.x), y = Self.hundredths(point.y)
        if !hasCurrentPoint || buffer.isEmpty {
            writeCommand(UInt8(ascii: "M"), x, y)
            continuing = UInt8(ascii: "L")
        } else {
            let dx = x - currentX, dy = y - currentY
            if cost(UInt8(ascii: "m"), dx, dy) < cost(UInt8(ascii: "M"), x, y) {
                writeCommand(UInt8(ascii: "m"), dx, dy)
                continuing = UInt8(ascii: "l")
            } else {
                writeCommand(UInt8(ascii: "M"), x, y)
                continuing = UInt8(ascii: "L")
            }
        }
        currentX = x; currentY = y
        startX = x; startY = y
        hasCurrentPoint = true
    }

    mutating func line(to point: Point) {
        guard hasCurrentPoint else { return move(to: point) }
        let x = Self.hundredths(point.x), y = Self.hundredths(point.y)
        let dx = x - currentX, dy = y - currentY
        if dx == 0 && dy == 0 { return }
        if dy == 0 {
            let absolute = cost(UInt8(ascii: "H"), x), relative = cost(UInt8(ascii: "h"), dx)
            relative <= absolute ? writeCommand(UInt8(ascii: "h"), dx) : writeCommand(UInt8(ascii: "H"), x)
        } else if dx == 0 {
            let absolute = cost(UInt8(ascii: "V"), y), relative = cost(UInt8(ascii: "v"), dy)
            relative <= absolute ? writeCommand(UInt8(ascii: "v"), dy) : writeCommand(UInt8(ascii: "V"), y)
        } else {
            let absolute = cost(UInt8(ascii: "L"), x, y), relative = cost(UInt8(ascii: "l"), dx, dy)
            relative <= absolute ? writeCommand(UInt8(ascii: "l"), dx, dy) : writeCommand(UInt8(ascii: "L"), x, y)
        }
        currentX = x; currentY = y
    }

    mutating func curve(to point: Point, control1: Point, control2: Point) {
        guard hasCurrentPoint else { return move(to: point) }
        let x1 = Self.hundredths(control1.x), y1 = Self.hundredths(control1.y)
        let x2 = Self.hundredths(control2.x), y2 = Self.hundredths(control2.y)
        let x = Self.hundredths(point.x), y = Self.hundredths(point.y)
        let absolute = [x1, y1, x2, y2, x, y]
        let relative = [x1 - currentX, y1 - currentY, x2 - currentX, y2 - currentY, x - currentX, y - currentY]
        if cost(UInt8(ascii: "c"), relative) <= cost(UInt8(ascii: "C"), absolute) {
            writeCommand(UInt8(ascii: "c"), relative)
        } else {
            writeCommand(UInt8(ascii: "C"), absolute)
        }
        currentX = x; currentY = y
    }

    /// A circular arc to `point` (always absolute: arcs are rare, in callout bubbles).
    mutating func arc(to point: Point, radius: Double, sweepClockwise: Bool = true) {
        guard hasCurrentPoint else { return move(to: point) }
        let x = Self.hundredths(point.x), y = Self.hundredths(point.y)
        let r = Self.hundredths(radius)
        writeLetter(UInt8(ascii: "A"))
        writeNumber(r); writeNumber(r)
        buffer.append(UInt8(ascii: " ")); buffer.append(UInt8(ascii: "0"))
        buffer.append(UInt8(ascii: " ")); buffer.append(UInt8(ascii: "0"))
        buffer.append(UInt8(ascii: " ")); buffer.append(sweepClockwise ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        writeNumber(x); writeNumber(y)
        currentX = x; currentY = y
    }

    mutating func close() {
        guard hasCurrentPoint else { return }
        buffer.append(UInt8(ascii: "z"))
        continuing = 0
        currentX = startX; currentY = startY
    }

    /// A whole polyline or ring.
    mutating func add(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        if closed { close() }
    }

    // MARK: Writing

    private func letterCost(_ command: UInt8, firstNumber: Int64) -> Int {
        command == continuing ? (firstNumber < 0 ? 0 : 1) : 1
    }

    private func cost(_ command: UInt8, _ a: Int64) -> Int {
        letterCost(command, firstNumber: a) + SVGNumberFormat.length(ofHundredths: a)
    }

    private func cost(_ command: UInt8, _ a: Int64, _ b: Int64) -> Int {
        cost(command, a) + (b < 0 ? 0 : 1) + SVGNumberFormat.length(ofHundredths: b)
    }

    private func cost(_ command: UInt8, _ numbers: [Int64]) -> Int {
        var total = letterCost(command, firstNumber: numbers[0])
        for (i, n) in numbers.enumerated() {
            if i > 0 && n >= 0 { total += 1 }
            total += SVGNumberFormat.length(ofHundredths: n)
        }
        return total
    }

    private mutating func writeCommand(_ command: UInt8, _ a: Int64) {
        writeLetter(command)
        writeNumber(a)
    }

    private mutating func writeCommand(_ command: UInt8, _ a: Int64, _ b: Int64) {
        writeLetter(command)
        writeNumber(a)
        writeNumber(b)
    }

    private mutating func writeCommand(_ command: UInt8, _ numbers: [Int64]) {
        writeLetter(command)
        for n in numbers { writeNumber(n) }
    }

    @inline(__always)
    private mutating func writeLetter(_ command: UInt8) {
        if command != continuing {
            buffer.append(command)
            continuing = command
            if command == UInt8(ascii: "M") { continuing = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { continuing = UInt8(ascii: "l") }
        }
    }

    @inline(__always)
    private mutating func writeNumber(_ value: Int64) {
        if value >= 0, let last = buffer.last, last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9") || last == UInt8(ascii: ".") {
            buffer.append(UInt8(ascii: " "))
        }
        SVGNumberFormat.appendHundredths(value, to: &buffer)
    }
}
