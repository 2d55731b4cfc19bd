/// One row of the hook table (`Hook.row`).
struct HookRow {
    /// The parameter names a declaration must have, in order (only their count is checked).
    let parameters: [String]
    /// What the map passes for each parameter, as the class reference writes value types
    /// ("AnnotationView", "[Annotation]"): what editor help knows of a hook's parameters.
    let parameterTypes: [String]
    /// What the map expects back.
    let returns: HookResult
    /// The MKMapViewDelegate method the hook stands for, as MapKit's Swift spells it.
    let delegateMethod: String
    /// Names a MapKit programmer may type for it (Objective-C selector pieces), for suggestions.
    let mapKitNames: [String]
    /// When the map calls it, as the reference says.
    let calledWhen: String
}
