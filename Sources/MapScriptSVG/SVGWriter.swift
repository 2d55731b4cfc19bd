/// The only code in mapscript that writes markup.
///
/// It appends bytes to one growing buffer. Element and attribute names are `StaticString`s, so
/// only the renderer's own code chooses them (never a script), and every dynamic string goes
/// through `XMLEscaping`. Numbers go through `SVGNumberFormat`. Open elements are kept on a
/// stack: `close()` always closes the innermost one and `finish()` closes whatever is left, so
/// the output is well-formed by construction. An element with no content is written
/// self-closing (`<use .../>`).
///
/// Attributes are written in the order the caller gives them; each drawing routine writes a
/// fixed order, which makes the output deterministic and diff-friendly.
public struct SVGWriter: ~Copyable {
    var bytes: ByteBuffer
    private var stack: [StaticString] = []
    /// True between `<name` and the `>` that ends the start tag (attributes may still come).
    private var startTagOpen = false

    public init(reservingCapacity capacity: Int = 1 << 16) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// A writer that writes into `storage` until it is full (see `ByteBuffer.init(borrowing:)`).
    init(writingInto storage: UnsafeMutableBufferPointer<UInt8>) {
        bytes = ByteBuffer(borrowing: storage)
    }

    public var depth: Int { stack.count }

    /// How many bytes are written so far.
    public var byteCount: Int { bytes.count }

    // MARK: Elements

    public mutating func open(_ name: StaticString) {
        endStartTag()
        bytes.append(UInt8(ascii: "<"))
        appendLiteral(name)
        stack.append(name)
        startTagOpen = true
    }

    /// Opens an element with fixed attributes given as one literal (`" class=\"a\""`, with its
    /// leading space): the hot paths write their constant attributes in one piece.
    public mutating func open(_ name: StaticString, attributes: StaticString) {
        open(name)
        bytes.append(attributes)
    }

    /// Closes the innermost open element.
    public mutating func close() {
        guard let name = stack.popLast() else { return }
        if startTagOpen {
            bytes.append(UInt8(ascii: "/"))
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        } else {
            bytes.append(UInt8(ascii: "<"))
            bytes.append(UInt8(ascii: "/"))
            appendLiteral(name)
            bytes.append(UInt8(ascii: ">"))
        }
    }

    /// Closes open elements until only `depth` remain.
    public mutating func close(toDepth depth: Int) {
        while stack.count > depth { close() }
    }

    /// Closes everything and hands over the bytes.
    public mutating func finish() -> [UInt8] {
        close(toDepth: 0)
        bytes.append(UInt8(ascii: "\n"))
        return bytes.array
    }

    /// Hands the bytes written so far to `receive` and forgets them; the elements still open
    /// stay open. A large body goes out this way in pieces (`BodySpill`), so it is never held
    /// whole. Only between elements: a number or a path must not be cut in two.
    mutating func handOverBytes(to receive: (UnsafeRawBufferPointer) -> Void) {
        bytes.withBytes { receive(UnsafeRawBufferPointer($0)) }
        bytes.removeAll()
    }

    /// Writes an element holding only escaped text: `<name>text</name>`.
    public mutating func element(_ name: StaticString, text: String) {
        // What `open`, `text` and `close` write, without the trip through the stack of open
        // elements: one of these per pin (its `<title>`).
        endStartTag()
        bytes.append(UInt8(ascii: "<"))
        appendLiteral(name)
        bytes.append(UInt8(ascii: ">"))
        XMLEscaping.append(text, context: .text, to: &bytes)
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        appendLiteral(name)
        bytes.append(UInt8(ascii: ">"))
    }

    // MARK: Content

    public mutating func text(_ string: String) {
        endStartTag()
        XMLEscaping.append(string, context: .text, to: &bytes)
    }

    /// Content written by the renderer itself (the style sheet); never script data.
    public mutating func literalText(_ text: StaticString) {
        endStartTag()
        appendLiteral(text)
    }

    /// Ends the current start tag, so the element is written `<g …></g>` even when empty.
    public mutating func beginContent() {
        endStartTag()
    }

    /// A line break between elements, for people reading the file.
    public mutating func newline() {
        endStartTag()
        bytes.append(UInt8(ascii: "\n"))
    }

    // MARK: Attributes

    public mutating func attribute(_ name: StaticString, _ value: String) {
        beginAttribute(name)
        XMLEscaping.append(value, context: .attribute, to: &bytes)
        endAttribute()
    }

    public mutating func attribute(_ name: StaticString, literal value: StaticString) {
        beginAttribute(name)
        appendLiteral(value)
        endAttribute()
    }

    public mutating func attribute(_ name: StaticString, _ value: Double) {
        beginAttribute(name)
        SVGNumberFormat.append(value, to: &bytes)
        endAttribute()
    }

    public mutating func attribute(_ name: StaticString, _ value: Int) {
        beginAttribute(name)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        SVGNumberFormat.appendDigits(value.magnitude.toUInt64, to: &bytes)
        endAttribute()
    }

    /// Starts an attribute whose value is built piecewise with the `append…` methods below.
    public mutating func beginAttribute(_ name: StaticString) {
        assert(startTagOpen, "attributes belong right after open()")
        assert(!name.hasEventHandlerPrefix, "event attributes are never written")
        bytes.append(UInt8(ascii: " "))
        appendLiteral(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func endAttribute() {
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Pieces of an attribute value

    @inline(__always)
    public mutating func appendNumber(_ value: Double) {
        SVGNumberFormat.append(value, to: &bytes)
    }

    @inline(__always)
    public mutating func appendHundredths(_ value: Int64) {
        SVGNumberFormat.appendHundredths(value, to: &bytes)
    }

    @inline(__always)
    public mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    @inline(__always)
    public mutating func appendLiteral(_ text: StaticString) {
        bytes.append(text)
    }

    public mutating func appendEscaped(_ string: String) {
        XMLEscaping.append(string, context: .attribute, to: &bytes)
    }

    public mutating func appendBase64(_ data: [UInt8]) {
        Base64.append(data, to: &bytes)
    }

    /// Appends bytes produced by the renderer's own builders (path data, colours).
    mutating func appendBuilt(_ built: [UInt8]) {
        bytes.append(built)
    }

    // MARK: Private

    private mutating func endStartTag() {
        if startTagOpen {
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }
}

private extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}

private extension StaticString {
    /// `on…` attributes run script in browsers; the writer refuses to name one.
    var hasEventHandlerPrefix: Bool {
        withUTF8Buffer { $0.count > 2 && ($0[0] | 0x20) == UInt8(ascii: "o") && ($0[1] | 0x20) == UInt8(ascii: "n") }
    }
}
