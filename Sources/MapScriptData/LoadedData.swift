/// What `DataLoader.load` read: the file's real path (for watching it) and its content.
public struct LoadedData {
    public enum Content {
        /// CSV (an array of objects), JSON or a property list.
        case value(DataValue)
        /// CSV as a table, when the loader was asked for one (`DataLoader.readsCSVAsTable`).
        case table(CSVTable)
        /// GeoJSON: features with scene shapes.
        case features([GeoJSONFeature])
    }

    /// The absolute path after resolving links, as the sandbox allowed it.
    public var resolvedPath: String
    public var format: DataFormat
    public var content: Content

    public init(resolvedPath: String, format: DataFormat, content: Content) {
        self.resolvedPath = resolvedPath
        self.format = format
        self.content = content
    }
}
