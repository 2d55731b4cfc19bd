/// The token stream, one token a line (`mapscript tokens`): `LINE:COL KIND 'text'`.
public enum TokenDumper {
    public static func dump(_ tokens: [Token], in file: SourceFile) -> String {
        var out = ""
        for token in tokens {
            let (line, column) = file.location(of: token.span.start)
            out += "\(line):\(column) \(token.kind.name) '\(file.text(of: token.span))'\n"
        }
        return out
    }
}
