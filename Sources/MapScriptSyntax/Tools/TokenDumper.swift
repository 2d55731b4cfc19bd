/// The token stream, one token a line (`mapscript tokens`): `LINE:COL KIND 'text'`, with line
/// breaks, tabs and other control characters of the text escaped so each token stays on its line.
public enum TokenDumper {
    public static func dump(_ tokens: [Token], in file: SourceFile) -> String {
        var out = ""
        for token in tokens {
            let (line, column) = file.location(of: token.span.start)
            out += "\(line):\(column) \(token.kind.name) '\(escaped(file.text(of: token.span)))'\n"
        }
        return out
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "'": out += "\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
