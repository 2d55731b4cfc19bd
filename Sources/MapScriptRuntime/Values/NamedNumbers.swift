import MapScriptScene
import MapScriptSyntax

/// MapKit's names for numbers (`.required` is the display priority 1000, `.max` the drawing
/// priority 1000). A property of such a kind takes a name or a number and reads back the
/// number; where a name meets such a property (`view.displayPriority == .required`, `case
/// .max:` in a switch over `view.zPriority`) the compiler puts the name's number in its place
/// (`Compiler.namedNumber(_:meeting:)`). Elsewhere a number has no kind, so a name is not
/// guessed: `count < .max` stays an error.
public enum NamedNumbers {
    struct Kind {
        /// As errors name it.
        let name: String
        let names: [(name: String, value: Double)]

        var listed: String { names.map { "." + $0.name }.joined(separator: ", ") }

        func value(named name: String) -> Double? { names.first { $0.name == name }?.value }

        /// The error for a name this kind lacks, with the closest it has.
        func unknown(_ name: String) -> RuntimeError {
            RuntimeError("'.\(name)' is not \(Value.article(self.name)) \(self.name) (a number, or one of \(listed))",
                         suggestion: Suggestions.closest(to: name, among: names.map(\.name)).map { "." + $0 })
        }
    }

    static let displayPriority = Kind(name: "DisplayPriority", names: DisplayPriority.named)
    static let zPriority = Kind(name: "ZPriority", names: ZPriority.named)

    /// The names of the numbers of the kind `kindName` (`DisplayPriority`, `ZPriority`, as
    /// the class reference types the priority properties), for editors to offer and describe;
    /// nil for any other name.
    public static func names(ofKind kindName: String) -> [(name: String, value: Double)]? {
        [displayPriority, zPriority].first { $0.name == kindName }?.names
    }

    /// The help for arithmetic on a name (`.defaultHigh + 1`): a priority between MapKit's
    /// names is a number, as Swift writes `MKFeatureDisplayPriority(rawValue: 751)`, and the
    /// name's own number is what to start from. Nil when `name` is none of MapKit's names of
    /// numbers. `operation` writes the expression with the name's number in its place.
    static func arithmeticHelp(forName name: String, in operation: (String) -> String) -> String? {
        for kind in [displayPriority, zPriority] {
            guard let value = kind.value(named: name) else { continue }
            let number = Value.format(value)
            return "'.\(name)' is \(number) only where it meets a priority property; "
                + "a \(kind.name) between MapKit's names is a number: write \(operation(number))"
        }
        return nil
    }

    /// The properties of the scene classes that hold a named number, by name (the rows of
    /// `SceneClasses+Views` that use `ValueType.displayPriority` and `.zPriority`).
    static func kind(ofProperty name: String) -> Kind? {
        switch name {
        case "displayPriority": return displayPriority
        case "zPriority", "selectedZPriority": return zPriority
        default: return nil
        }
    }
}
