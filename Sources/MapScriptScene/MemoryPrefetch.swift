import CPrefetch

/// Asks the processor to start loading an object's memory before it is read.
///
/// The loops that visit 100,000 views in drawing order (`viewsInDrawingOrder`,
/// `recordAnnotations`, the SVG writer) jump around memory, since drawing order is not the
/// order the views were made in: without a hint, each view and annotation is a wait for main
/// memory. A loop asks for the objects a few places ahead (`distance`), which arrive while it
/// works on this one.
package enum MemoryPrefetch {
    /// How many places ahead a loop asks: enough to cover a load from memory.
    package static let distance = 8

    /// Starts loading the first `bytes` of the object at `address`
    /// (`Unmanaged.passUnretained(object).toOpaque()`: an object passed as such would be
    /// retained first, and the retain waits for the very load this is meant to start early).
    @inlinable @inline(__always)
    package static func load(_ address: UnsafeMutableRawPointer, bytes: Int = 64) {
        var offset = 0
        while offset < bytes {
            mapscript_prefetch(address + offset)
            offset += 64
        }
    }

    /// Starts loading the object whose reference (optional or not) is stored at `field`,
    /// reading the reference as a plain address: taking it as a reference would retain it.
    @inlinable @inline(__always)
    package static func loadObject(referencedAt field: UnsafeRawPointer, bytes: Int = 64) {
        guard let object = field.load(as: UnsafeMutableRawPointer?.self) else { return }
        load(object, bytes: bytes)
    }

    /// The bytes of a view worth asking for: its stored properties and a subclass's few.
    package static let viewBytes = 256
}
