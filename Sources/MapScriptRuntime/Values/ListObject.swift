/// A script list. Lists are shared by reference, so `Value.list` holds this object.
public final class ListObject {
    @exclusivity(unchecked) public var elements: [Value]

    public init(_ elements: [Value] = []) {
        self.elements = elements
    }

    deinit {
        DeferredRelease.release(&elements)
    }
}
