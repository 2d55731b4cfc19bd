/// Behaviour that the owner of a scene object puts in place of some of its built-in methods,
/// without subclassing: the map asks the slot first and falls back to the class's own method
/// when the slot has no override. A client that extends scene classes at run time (a script
/// class extending `AnnotationView`, say) fills the slot; the class's own method stays
/// reachable by calling it directly, which is what such a client's `super` call does.
///
/// The slot may also stand for the object's owner (a script instance whose fields live
/// elsewhere), which is why annotations that have no overridable method still carry one.
public protocol OverrideSlot: AnyObject {
    /// Runs the override of `call.method` on `object`, or returns nil when there is none.
    func perform(_ call: OverrideCall, on object: AnyObject) throws -> OverrideAnswer?
    /// Whether the slot has an override of `method`.
    func provides(_ method: OverridableMethod) -> Bool
    /// Whether the owner holds the object's coordinate fixed (a script class that declares
    /// `coordinate` with `let`): such an annotation cannot be dragged, as MapKit drags only an
    /// annotation whose coordinate can be set.
    var fixesCoordinate: Bool { get }
}
