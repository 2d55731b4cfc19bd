/// An imported file: compiled once, run once per session.
final class Module {
    let body: Closure
    var hasRun = false
    var isRunning = false

    init(body: Closure) {
        self.body = body
    }
}
