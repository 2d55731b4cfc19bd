import MapScriptSyntax

/// An enum: declared in a script (`enum Kind { case ride, food }`) or built in (drag
/// states, overlay levels, pin colours). Its cases are made once, so comparing two cases is
/// comparing two references.
///
/// Built-in enums are made by the bridge with `EnumType(name:caseNames:)` and registered as
/// globals; a setter or method that expects one calls `resolve(_:context:)`, which accepts
/// `Type.case` and the leading-dot `.case`.
public final class EnumType {
    public let name: String
    public private(set) var cases: [EnumCase] = []
    private var caseIndex: [String: Int] = [:]
    /// Methods declared in a script enum, by interned name.
    var methods: [Int: Closure] = [:]
    var methodsByName: [String: Closure] = [:]

    public init(name: String, caseNames: [String]) {
        self.name = name
        for caseName in caseNames where caseIndex[caseName] == nil {
            caseIndex[caseName] = cases.count
            cases.append(EnumCase(type: self, rawValue: cases.count, name: caseName))
        }
    }

    public func `case`(named name: String) -> EnumCase? {
        guard let index = caseIndex[name] else { return nil }
        return cases[index]
    }

    public func `case`(rawValue: Int) -> EnumCase? {
        rawValue >= 0 && rawValue < cases.count ? cases[rawValue] : nil
    }

    public var caseNames: [String] { cases.map(\.name) }

    func addMethod(_ closure: Closure, symbol: Int) {
        methods[symbol] = closure
        methodsByName[closure.name] = closure
    }

    /// The error for a leading-dot name this enum lacks, with the closest case it has (or, when
    /// none is close, them all): at run time, and from the compiler where the name meets a
    /// property of this enum (`EnumProperties`).
    func unknownCase(_ caseName: String) -> RuntimeError {
        let suggestion = Suggestions.closest(to: caseName, among: caseNames).map { "." + $0 }
        return RuntimeError("'.\(caseName)' is not a case of \(name)", suggestion: suggestion,
                            help: suggestion == nil ? "the cases of \(name) are \(caseNames.map { "." + $0 }.joined(separator: ", "))" : nil)
    }

    /// The case a value stands for: one of this enum's cases, or a leading-dot name of one.
    /// Anything else fails with a message naming `context` (the property or parameter).
    public func resolve(_ value: Value, context: String) throws -> EnumCase {
        switch value {
        case .enumCase(let c) where c.type === self:
            return c
        case .implicitMember(let caseName):
            if let c = self.case(named: caseName) { return c }
            throw unknownCase(caseName)
        default:
            throw RuntimeError("\(context) expects \(Value.article(name)) \(name) case, got \(value.typeName)")
        }
    }
}
