/// MapKit's named drawing priorities (MKAnnotationViewZPriority): views are drawn in ascending
/// priority, so a higher one is in front. A selected view is drawn at its `selectedZPriority`.
public enum ZPriority {
    public static let min = 0.0
    public static let defaultUnselected = 500.0
    public static let defaultSelected = 1000.0
    public static let max = 1000.0

    /// The named priorities, as scripts write them (`.defaultSelected`).
    public static let named: [(name: String, value: Double)] = [
        ("min", min), ("defaultUnselected", defaultUnselected), ("defaultSelected", defaultSelected), ("max", max),
    ]
}
