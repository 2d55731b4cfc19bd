import MapScriptScene

/// The action of a gesture recognizer a script made: its function, called with the recognizer
/// (or with nothing, for a function that takes nothing, as UIKit's action may leave out its
/// sender). The interpreter is held weakly: a recognizer outliving its script does nothing.
struct GestureAction {
    let function: Value
    let passesRecognizer: Bool
    weak var interpreter: Interpreter?

    init(function: Value, _ context: ValueContext, interpreter: Interpreter) throws {
        switch function {
        case .function(let closure):
            let count = closure.parameterNames.count
            guard count <= 1 else {
                throw RuntimeError("\(context) expects a function of the recognizer or of nothing, got one of \(count) parameters")
            }
            passesRecognizer = count == 1
        case .builtin, .boundMethod:
            passesRecognizer = true
        default:
            throw RuntimeError("\(context) expects a function, got \(function.typeName)")
        }
        self.function = function
        self.interpreter = interpreter
    }

    func run(_ recognizer: GestureRecognizer) throws {
        guard let interpreter else { return }
        _ = try interpreter.call(function, arguments: passesRecognizer ? [SceneValue.of(recognizer)] : [])
    }
}
