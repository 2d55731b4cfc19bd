/// A parsed file: its top-level statements, in order.
public struct Program: Sendable {
    public var file: SourceFile
    public var statements: [Stmt]

    public init(file: SourceFile, statements: [Stmt]) {
        self.file = file
        self.statements = statements
    }
}
