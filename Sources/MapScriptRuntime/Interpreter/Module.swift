/// An imported file: compiled once, run once per session.
final class Module {
    let body: Closure
    var hasRun = false
    var isRunning = false
    /// The classes the file declares (and those of the files it imports), by global slot,
    /// for the compilers of the files that import it later.
    let classShapes: [Int: ClassShape]
    /// The top-level names the file declares (and those of the files it imports), with where:
    /// a file that imports it may not declare them again.
    let declarations: [String: SourceLocation]

    init(body: Closure, classShapes: [Int: ClassShape], declarations: [String: SourceLocation]) {
        self.body = body
        self.classShapes = classShapes
        self.declarations = declarations
    }
}
