import MapScriptGeometry

/// The map's gesture recognizers (see `GestureRecognizer`): attached and detached as UIView
/// does, and told of each touch by the touch handling of `MapView+Touches` after the map's
/// own gestures have had it. Each action runs with the recognizer's new state; the recognizers
/// are those attached when the gesture began (a tap's at its lift), in the order attached.
extension MapView {
    /// UIView.addGestureRecognizer: a recognizer attached to another map leaves it first, and
    /// attaching one twice keeps it once.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, gestureRecognizers.contains(where: { $0 === recognizer }) { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// UIView.removeGestureRecognizer: one not attached here is left as it is. A long press
    /// in progress hears no more of its touch.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
        recognizer.state = .possible
        activeTouch?.pressRecognizers.removeAll { $0 === recognizer }
    }

    /// A tap has ended at `point`, the `tapCount`-th in succession: the action of each enabled
    /// tap recognizer whose taps it completes runs once, in `.ended`.
    func recognizeTap(at point: Point, tapCount: Int) throws {
        // The list as it was at the lift; one an earlier action detached is skipped.
        for case let recognizer as TapGestureRecognizer in gestureRecognizers
        where recognizer.isEnabled && recognizer.view === self && recognizer.isCompleted(byTap: tapCount) {
            try send(recognizer, .ended, at: point)
        }
    }

    /// A held touch has begun at `point`: each enabled long-press recognizer begins, and
    /// follows the touch to its end.
    func recognizePressBegan(_ touch: TouchInProgress, at point: Point) throws {
        let recognizers = gestureRecognizers.compactMap { $0 as? LongPressGestureRecognizer }.filter(\.isEnabled)
        touch.pressRecognizers = recognizers
        for recognizer in recognizers where recognizer.view === self {
            try send(recognizer, .began, at: point)
        }
    }

    /// The held touch moved, ended or was cancelled: its recognizers change state with it. One
    /// disabled since it began is cancelled instead, once.
    func recognizePress(_ touch: TouchInProgress, _ state: GestureRecognizerState, at point: Point) throws {
        let recognizers = touch.pressRecognizers
        if state != .changed { touch.pressRecognizers = [] }
        for recognizer in recognizers where recognizer.view === self {
            if recognizer.isEnabled {
                try send(recognizer, state, at: point)
            } else if recognizer.state == .began || recognizer.state == .changed {
                touch.pressRecognizers.removeAll { $0 === recognizer }
                try send(recognizer, .cancelled, at: point)
            }
        }
    }

    /// Sets the state and location and runs the action; a gesture that ended or was cancelled
    /// leaves its recognizer `.possible` again, ready for the next, even when its action fails.
    private func send(_ recognizer: GestureRecognizer, _ state: GestureRecognizerState, at point: Point) throws {
        recognizer.state = state
        recognizer.location = point
        defer { if state == .ended || state == .cancelled || state == .failed { recognizer.state = .possible } }
        try recognizer.action?(recognizer)
    }

    /// After a gesture failed in a hook or action: no recognizer is left in the middle of it.
    func resetGestureRecognizers() {
        for recognizer in gestureRecognizers { recognizer.state = .possible }
    }
}
