/// A Swift object that scripts can hold, read and call: a scene object, the map, a drawing
/// context, the `random` generator.
///
/// The bridge conforms its wrappers (or the scene classes themselves, by extension) and
/// answers the descriptor that lists what scripts may do with the object. Identity is the
/// object's identity: two `Value.native` holding the same object are `==`.
public protocol NativeObject: AnyObject {
    var nativeClass: NativeClass { get }
    /// About how many bytes the object holds, its contents included (a shape's vertices, a
    /// path's elements, the map's annotations), for the memory bound (`LiveSize`).
    var memoryFootprint: Int { get }
}

extension NativeObject {
    public var memoryFootprint: Int { LiveSize.nativeObject }
}

/// An object that its own methods make larger, one element at a time (a path, a drawing
/// context) and whose `memoryFootprint` is quick to tell: each call of one of its methods is
/// charged what it added, so that a loop of them meets the memory bound.
protocol GrowingNativeObject: NativeObject {
    /// Why the last call added less than it was asked to (a drawing that holds all it may),
    /// for an error at that call; nil when it added everything.
    var growthRefusal: String? { get }
}

extension GrowingNativeObject {
    var growthRefusal: String? { nil }
}
