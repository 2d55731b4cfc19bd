/// What separates the fields of a CSV file: a comma, a semicolon (spreadsheets where the decimal
/// mark is a comma) or a tab (tab-separated values). The header chooses it, or the `.tsv`
/// extension does; its name is how messages speak of it, since a tab printed between quotes
/// cannot be seen.
public enum CSVSeparator: UInt8, Sendable {
    case comma = 0x2C
    case semicolon = 0x3B
    case tab = 0x09

    /// "','", "';'" or "a tab", for messages.
    var name: String {
        switch self {
        case .comma: return "','"
        case .semicolon: return "';'"
        case .tab: return "a tab"
        }
    }
}
