import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// UIGestureRecognizer, as the map's recognizers share it; scripts make a tap or a long
    /// press recognizer, give it a function as its action, and attach it with
    /// `map.addGestureRecognizer`.
    static let gestureRecognizer = ClassRows.declare("GestureRecognizer", GestureRecognizer.self,
                                                     summary: "What a tap or long press recognizer attached to the map shares (UIGestureRecognizer).") { rows in
        rows.property("state", .enumCase(BuiltinEnums.gestureRecognizerState), \.state,
                      summary: "Where the gesture is: .began, .changed, .ended or .cancelled while the action runs, .possible between gestures (UIGestureRecognizer.state).")
        rows.property("isEnabled", .bool, get: \.isEnabled, set: { try $0.setEnabled($1) },
                      summary: "Whether the recognizer takes part in gestures; turned off during a long press, that press is cancelled at once (UIGestureRecognizer.isEnabled).")
        rows.property("view", .optional(.object("MapView")), \.view,
                      summary: "The map the recognizer is attached to, or nil (UIGestureRecognizer.view).")
        rows.method("location", .init("in", .pointSpace), returns: .point,
                    summary: "Where the finger is, as a point of the map view (the map, or nil for the window it fills), or of an annotation view, whose points start at its top left (UIGestureRecognizer.location(in:)).") {
            $0.location(in: $1)
        }
        rows.action("require", .init("toFail", .object("GestureRecognizer")),
                    summary: "Waits for another recognizer to fail before recognizing, and fails when it recognizes: a single tap that requires a double tap to fail runs once the taps are over (UIGestureRecognizer.require(toFail:)).") {
            try $0.require(toFail: $1)
        }
    }

    static let tapGestureRecognizer = recognizerClass(
        "TapGestureRecognizer", TapGestureRecognizer.init,
        "Runs its action, in state .ended, when a finger taps the map: down and up without being held or moving away (UITapGestureRecognizer)."
    ) { rows in
        rows.property("numberOfTapsRequired", .integer.checked("at least 1", { $0 >= 1 }, describe: { String($0) }), \.numberOfTapsRequired,
                      summary: "How many taps in quick succession the gesture is: 1 by default, 2 for a double tap (UITapGestureRecognizer.numberOfTapsRequired).")
    }

    static let longPressGestureRecognizer = recognizerClass(
        "LongPressGestureRecognizer", LongPressGestureRecognizer.init,
        "Runs its action when a finger is held on the map (.began), as it moves (.changed) and when it lifts (.ended) (UILongPressGestureRecognizer)."
    )

    /// `Name(action: f)`, UIKit's `init(target:action:)` with the function as both: the map calls
    /// `f(recognizer)` at each change of the gesture's state, or `f()` when `f` takes nothing.
    private static func recognizerClass<Recognizer: GestureRecognizer>(_ name: String, _ make: @escaping () -> Recognizer,
                                                                       _ summary: String,
                                                                       members: (ClassRows<Recognizer>) -> Void = { _ in }) -> NativeClass {
        ClassRows.declare(name, Recognizer.self, extends: gestureRecognizer, summary: summary) { rows in
            rows.nativeClass.construct = { interpreter, args in
                try args.expect(count: 1, 1, labels: ["action"])
                let action = try args.read(0, "action") { try GestureAction(function: $0, $1, interpreter: interpreter) }
                let recognizer = make()
                recognizer.action = action.run
                return .native(recognizer)
            }
            rows.describe(.initializer, name, "(action: (GestureRecognizer) -> any)")
            members(rows)
        }
    }
}
