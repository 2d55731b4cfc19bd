/// A variable captured by a closure. Captured locals live in boxes so a closure and the
/// scope that declared the variable share it by reference; each declaration (and each loop
/// iteration) makes a fresh box, so closures created in a loop keep their own binding.
public final class Box {
    @exclusivity(unchecked) public var value: Value
    @inline(__always) public init(_ value: Value) { self.value = value }

    deinit {
        DeferredRelease.release(&value)
    }
}
