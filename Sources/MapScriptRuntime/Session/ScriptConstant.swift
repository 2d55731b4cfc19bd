/// A value given on the command line with `--set NAME=VALUE`.
public enum ScriptConstant: Equatable {
    case number(Double), bool(Bool), string(String)

    var value: Value {
        switch self {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        }
    }
}
