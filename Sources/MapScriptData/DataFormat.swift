/// The file formats `DataLoader` reads, chosen by the file's extension (case-insensitive).
public enum DataFormat: String, CaseIterable, Sendable {
    /// `.tsv` is CSV separated by tabs, read by the same parser.
    case csv, tsv, json, geojson, plist

    /// The format of a path, or nil for an unsupported extension.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// ".csv, .tsv, .json, .geojson and .plist", for messages.
    public static var supportedList: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
