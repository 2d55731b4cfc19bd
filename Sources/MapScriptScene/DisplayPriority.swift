/// MapKit's named display priorities (MKFeatureDisplayPriority). A priority is any number; views
/// of lower priority give way to those of higher priority where they collide, and a view at
/// `required` or above is never hidden.
public enum DisplayPriority {
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let defaultLow = 250.0

    /// The named priorities, as scripts write them (`.required`).
    public static let named: [(name: String, value: Double)] = [
        ("required", required), ("defaultHigh", defaultHigh), ("defaultLow", defaultLow),
    ]
}
