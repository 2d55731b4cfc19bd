/// The delegate hooks a script may declare with `on`, and their parameters (language
/// reference §6).
enum KnownHooks {
    static let parameters: [(name: String, parameters: [String])] = [
        ("viewFor", ["annotation"]),
        ("rendererFor", ["overlay"]),
        ("didAddRenderers", ["renderers"]),
        ("didAddViews", ["views"]),
        ("regionWillChange", ["animated"]),
        ("regionDidChange", ["animated"]),
        ("didSelect", ["view"]),
        ("didDeselect", ["view"]),
        ("calloutAccessoryTapped", ["view", "control"]),
        ("didChangeDragState", ["view", "newState", "oldState"]),
    ]

    static func parameters(of name: String) -> [String]? {
        parameters.first { $0.name == name }?.parameters
    }

    static var names: [String] { parameters.map(\.name) }
}
