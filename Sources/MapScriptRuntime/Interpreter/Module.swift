/// An imported file: compiled once, run once per session.
final class Module {
    let body: Closure
    var hasRun = false
    var isRunning = false
    /// The classes the file declares (and those of the files it imports), by global slot,
    /// for the compilers of the files that import it later.
    let classShapes: [Int: ClassShape]

    init(body: Closure, classShapes: [Int: ClassShape]) {
        self.body = body
        self.classShapes = classShapes
    }
}
