/// One case of an enum: `rawValue` is its 0-based position, `name` its name.
public final class EnumCase {
    public let type: EnumType
    public let rawValue: Int
    public let name: String

    init(type: EnumType, rawValue: Int, name: String) {
        self.type = type
        self.rawValue = rawValue
        self.name = name
    }
}
