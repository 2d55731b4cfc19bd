/// A Swift object that scripts can hold, read and call: a scene object, the map, a drawing
/// context, the `random` generator.
///
/// The bridge conforms its wrappers (or the scene classes themselves, by extension) and
/// answers the descriptor that lists what scripts may do with the object. Identity is the
/// object's identity: two `Value.native` holding the same object are `==`.
public protocol NativeObject: AnyObject {
    var nativeClass: NativeClass { get }
}
