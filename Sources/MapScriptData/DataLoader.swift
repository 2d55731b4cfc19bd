/// `load(path)`: reads a data file through the sandbox and parses it by its extension: `.csv`,
/// `.tsv`, `.json`, `.geojson` and `.plist` (case-insensitive). Errors name the path as the script gave
/// it, so a message reads `park/rides.csv:4:9: row has 3 fields; the header has 4 (no value for "open")`.
public struct DataLoader {
    public var sandbox: FileSandbox
    public var geoJSONDecoder: GeoJSONDecoder
    public var limits: ParseLimits
    /// Whether a CSV file comes back as a `CSVTable` (`.table`) rather than as objects
    /// (`.value`): for a reader that makes its own records of the rows.
    public var readsCSVAsTable = false

    public init(sandbox: FileSandbox, geoJSONDecoder: GeoJSONDecoder = GeoJSONDecoder(), limits: ParseLimits = .standard) {
        self.sandbox = sandbox
        self.geoJSONDecoder = geoJSONDecoder
        self.limits = limits
    }

    public func load(_ path: String) throws(DataError) -> LoadedData {
        guard let format = DataFormat(path: path) else {
            throw DataError(file: path, message: "cannot load this kind of file; load reads \(DataFormat.supportedList) files")
        }
        let (resolved, bytes) = try sandbox.readResolving(path, limit: limits.maximumBytes)
        switch format {
        case .csv, .tsv:
            // A .tsv file is separated by tabs whatever its header holds; a .csv by its header's choice.
            let separator: CSVSeparator? = format == .tsv ? .tab : nil
            if readsCSVAsTable {
                let table = try CSVParser.parseTable(bytes, file: path, separator: separator, limits: limits)
                return LoadedData(resolvedPath: resolved, format: format, content: .table(table))
            }
            return LoadedData(resolvedPath: resolved, format: format,
                              content: .value(try CSVParser.parse(bytes, file: path, separator: separator, limits: limits)))
        case .json:
            return LoadedData(resolvedPath: resolved, format: format, content: .value(try JSONParser.parse(bytes, file: path, limits: limits)))
        case .plist:
            return LoadedData(resolvedPath: resolved, format: format, content: .value(try PropertyListParser.parse(bytes, file: path, limits: limits)))
        case .geojson:
            var decoder = geoJSONDecoder
            decoder.limits = limits
            return LoadedData(resolvedPath: resolved, format: format, content: .features(try decoder.decode(bytes, file: path)))
        }
    }
}
