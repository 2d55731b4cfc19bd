/// What editor help says of one hook: its name, parameters, what the map expects back, when it
/// is called and the MapKit delegate method it stands for. Made from the hook table's rows
/// (`Hook.row`), so completion and hover read the same facts as the compiler's checks.
public struct HookReference: Equatable, Sendable {
    public let name: String
    public let parameters: [String]
    /// What the map passes for each parameter ("AnnotationView", "[Annotation]").
    public let parameterTypes: [String]
    /// The value type the map expects back ("AnnotationView?"), nil when it ignores the result.
    public let result: String?
    public let calledWhen: String
    public let delegateMethod: String

    init(_ hook: Hook) {
        let row = hook.row
        name = hook.name
        parameters = row.parameters
        parameterTypes = row.parameterTypes
        result = row.returns.typeName
        calledWhen = row.calledWhen
        delegateMethod = row.delegateMethod
    }
}
