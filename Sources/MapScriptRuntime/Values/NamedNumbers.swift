import MapScriptScene
import MapScriptSyntax

/// MapKit's names for numbers (`.required` is the display priority 1000, `.max` the drawing
/// priority 1000): a property of such a kind takes a name or a number and reads back the
/// number, so `view.displayPriority == .required` compares that number with the name's.
/// Every name belongs to one kind, so a name alone says which number it is.
enum NamedNumbers {
    /// The kinds, by the name their errors give, each with its names.
    static let kinds: [(kind: String, names: [(name: String, value: Double)])] = [
        ("DisplayPriority", DisplayPriority.named),
        ("ZPriority", ZPriority.named),
    ]

    /// The number `.name` stands for, nil when no kind has that name.
    static func value(named name: String) -> Double? {
        for kind in kinds {
            if let named = kind.names.first(where: { $0.name == name }) { return named.value }
        }
        return nil
    }

    /// The number a leading-dot name stands for where it meets a number (`==`, `<`, a `case`
    /// of a `switch` over a number); a name no kind has is an error, never a silent mismatch.
    static func number(for name: String, span: SourceSpan? = nil) throws -> Double {
        if let value = value(named: name) { return value }
        let names = kinds.flatMap { $0.names.map(\.name) }
        throw RuntimeError("'.\(name)' is not a number's name; a number compares with a number or with one of "
                           + names.map { "." + $0 }.joined(separator: ", "),
                           span: span, suggestion: Suggestions.closest(to: name, among: names).map { "." + $0 })
    }
}
