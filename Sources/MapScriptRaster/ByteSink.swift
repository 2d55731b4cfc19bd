import CRsvg

/// Collects what cairo writes to a stream (a PNG or a PDF) in memory.
final class ByteSink {
    var bytes: [UInt8] = []

    /// cairo's write function: `closure` is the sink.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
