/// A growable run of bytes owned by one writer.
///
/// `[UInt8].append` pays for a uniqueness check and a generic copy on every call, which is most
/// of the cost of writing a pin (a dozen short pieces). This buffer is a plain pointer, a count
/// and a capacity in a non-copyable struct: appending is a bounds check and a store, and the
/// memory is freed exactly once, when the buffer goes away.
///
/// A buffer may start in memory it borrows (`init(borrowing:)`): the array a whole document is
/// assembled in, so that a large picture's body is written where the document will hold it
/// rather than copied there. It moves to memory of its own if it outgrows what it borrowed.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count: Int
    private var capacity: Int
    /// Whether `base` is this buffer's to free.
    private var ownsMemory = true

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        count = 0
    }

    /// A buffer that writes into `storage` until it is full; `storage` must outlive it.
    init(borrowing storage: UnsafeMutableBufferPointer<UInt8>) {
        if let start = storage.baseAddress, storage.count >= 16 {
            base = start
            capacity = storage.count
            ownsMemory = false
        } else {
            capacity = 16
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }
        count = 0
    }

    deinit { if ownsMemory { base.deallocate() } }

    /// Where the bytes are: in the borrowed storage, or (nil) in memory of the buffer's own.
    var borrowedStart: UnsafeMutablePointer<UInt8>? { ownsMemory ? nil : base }

    var isEmpty: Bool { count == 0 }

    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// The bytes, copied into an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far, without copying.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the memory for the next ones.
    mutating func removeAll() {
        count = 0
    }

    mutating func reserve(_ additional: Int) {
        if count + additional > capacity { grow(additional) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        if count + n > capacity { grow(n) }
        if n <= 32 {
            // Short pieces (tags, attribute names) are most of the calls: a loop beats memcpy's call.
            var i = 0
            while i < n {
                base[count + i] = source[i]
                i += 1
            }
        } else {
            (base + count).update(from: source, count: n)
        }
        count += n
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ other: borrowing ByteBuffer) {
        other.withBytes { append($0) }
    }

    /// Reverses bytes `from..<count` in place (digits are produced least significant first).
    @inline(__always)
    mutating func reverseTail(from start: Int) {
        var i = start, j = count - 1
        while i < j {
            let t = base[i]
            base[i] = base[j]
            base[j] = t
            i += 1
            j -= 1
        }
    }

    private mutating func grow(_ additional: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + additional { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsMemory = true
    }
}
