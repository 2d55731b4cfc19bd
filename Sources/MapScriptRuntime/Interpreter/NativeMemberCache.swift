/// What a member node found on a built-in class the last time: the class, and its property of
/// the node's name (nil when the class has none, so methods and errors take the slow path).
///
/// Finding a property walks the class chain and hashes the name at each class; a node sees
/// objects of one class nearly always (`view.clusteringIdentifier = ...` in `viewFor` runs
/// once per annotation), so remembering the last answer makes the lookup a pointer compare.
struct NativeMemberCache {
    private var nativeClass: NativeClass?
    private var property: NativeProperty?

    @inline(__always)
    mutating func property(of object: any NativeObject, named name: String) -> NativeProperty? {
        let objectClass = object.nativeClass
        if objectClass !== nativeClass {
            nativeClass = objectClass
            property = objectClass.property(named: name)
        }
        return property
    }
}
