/// The syntax tree as indented text (`mapscript ast`).
public enum ASTDumper {
    public static func dump(_ program: Program) -> String { "(program)\n" }
}
