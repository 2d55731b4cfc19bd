/// A CSV file as read, before its rows become objects: the header's column names and every
/// row's fields in one array, row after row.
///
/// A reader that makes its own records of the rows (the runtime makes script dictionaries that
/// share one key table) takes this rather than `CSVParser.parse`'s objects, which would cost an
/// array and an object per row only to be converted and thrown away.
public struct CSVTable: Sendable {
    /// The header's names, distinct, in the file's order.
    public let names: [String]
    /// The fields of every row, row after row: field `column` of row `row` is at
    /// `row * names.count + column`. Each row has exactly one field per name.
    public let fields: [DataValue]

    init(names: [String], fields: [DataValue]) {
        self.names = names
        self.fields = fields
    }

    public var rowCount: Int { names.isEmpty ? 0 : fields.count / names.count }

    /// The rows as objects keyed by the column names, in order (what `CSVParser.parse` gives).
    public var objects: DataValue {
        let width = names.count
        var rows: [DataValue] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            rows.append(.object(DataObject(distinctKeys: names, values: Array(fields[row * width..<(row + 1) * width]))))
        }
        return .array(rows)
    }
}
