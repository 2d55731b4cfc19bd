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
        pendingTaps.removeAll { $0.recognizer === recognizer }
    }

    /// A tap has ended at `point`, the `tapCount`-th in succession: each enabled tap recognizer
    /// whose taps it completes recognizes, in `.ended`, unless it requires another to fail.
    /// Then it fails when one of those recognizes this tap, and otherwise waits (`pendingTaps`)
    /// while one of them may recognize a later tap of the succession: a tap recognizer can,
    /// and a long press recognizer cannot, as its finger lifted without a hold.
    func recognizeTap(at point: Point, tapCount: Int) throws {
        // A tap waiting since before for a recognizer turned off or detached since goes first.
        try releaseTapsNoLongerWaiting()
        // The list as it was at the lift; one an earlier action detached is skipped.
        let completed = gestureRecognizers.compactMap { $0 as? TapGestureRecognizer }
            .filter { $0.isEnabled && $0.isCompleted(byTap: tapCount) }
        func recognizes(_ other: GestureRecognizer) -> Bool { completed.contains { $0 === other } }
        // A tap waiting for one that has just recognized fails.
        pendingTaps.removeAll { $0.recognizer.recognizersRequiredToFail.contains(where: recognizes) }
        for recognizer in completed where recognizer.view === self {
            let awaited = tapRecognizersAwaited(by: recognizer)
            if awaited.contains(where: recognizes) { continue }
            if awaited.isEmpty {
                try send(recognizer, .ended, at: point)
            } else if !pendingTaps.contains(where: { $0.recognizer === recognizer }) {
                // As UIKit's, a recognizer waiting with its first tap takes no other.
                pendingTaps.append(PendingTap(recognizer: recognizer, point: point))
            }
        }
    }

    /// The recognizers `recognizer` waits for that could still recognize a tap: attached here,
    /// enabled tap recognizers (a long press cannot, its finger having lifted unheld).
    private func tapRecognizersAwaited(by recognizer: GestureRecognizer) -> [GestureRecognizer] {
        recognizer.recognizersRequiredToFail.filter { $0 is TapGestureRecognizer && $0.isEnabled && $0.view === self }
    }

    /// Recognizes the waiting taps that wait for nothing any more, in the order recognized: the
    /// recognizers they waited for were turned off or detached, which fails them, as UIKit
    /// resets a disabled recognizer.
    func releaseTapsNoLongerWaiting() throws {
        var released: [PendingTap] = []
        pendingTaps.removeAll { tap in
            guard tapRecognizersAwaited(by: tap.recognizer).isEmpty else { return false }
            released.append(tap)
            return true
        }
        for tap in released where tap.recognizer.isEnabled && tap.recognizer.view === self {
            try send(tap.recognizer, .ended, at: tap.point)
        }
    }

    /// Whether a tap recognizer waits for the taps in succession to be over (`endTapSequence`).
    package var hasPendingTaps: Bool { !pendingTaps.isEmpty }

    /// The taps in quick succession are over (the double-tap interval passed, another gesture
    /// began, or the script or REPL entry ended): the recognizers the waiting taps required
    /// to fail have failed, so each waiting tap recognizer still attached and enabled
    /// recognizes its tap now, in `.ended`, in the order recognized.
    public func endTapSequence() throws {
        lastTapInSuccession = nil
        guard !pendingTaps.isEmpty else { return }
        let waiting = pendingTaps
        pendingTaps = []
        try nested("the end of a tap") {
            for tap in waiting where tap.recognizer.isEnabled && tap.recognizer.view === self {
                try send(tap.recognizer, .ended, at: tap.point)
            }
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
    /// turned off during the press was cancelled then and is no longer among them; one that an
    /// action of this same change turned off is cancelled instead.
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

    /// A recognizer turned off (`setEnabled(false)`): in the middle of the long press it
    /// follows, it is cancelled at once, where the finger last was, and hears no more of it;
    /// a tap waiting for it to fail waits no more.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) throws {
        try nested("isEnabled") {
            try cancelPress(of: recognizer)
            try releaseTapsNoLongerWaiting()
        }
    }

    private func cancelPress(of recognizer: GestureRecognizer) throws {
        guard let touch = activeTouch, touch.pressRecognizers.contains(where: { $0 === recognizer }),
              recognizer.state == .began || recognizer.state == .changed else { return }
        touch.pressRecognizers.removeAll { $0 === recognizer }
        try send(recognizer, .cancelled, at: recognizer.location)
    }

    /// Sets the state and location and runs the action; a gesture that ended or was cancelled
    /// leaves its recognizer `.possible` again, ready for the next, even when its action fails.
    private func send(_ recognizer: GestureRecognizer, _ state: GestureRecognizerState, at point: Point) throws {
        recognizer.state = state
        recognizer.location = point
        do {
            defer { if state == .ended || state == .cancelled || state == .failed { recognizer.state = .possible } }
            recognizer.isRunningAction = true
            defer { recognizer.isRunningAction = false }
            try recognizer.action?(recognizer)
        }
        // An action that turned its own recognizer off cancels the press it is in.
        if !recognizer.isEnabled { try recognizerWasDisabled(recognizer) }
    }

    /// After a gesture failed in a hook or action: no recognizer is left in the middle of it.
    func resetGestureRecognizers() {
        for recognizer in gestureRecognizers { recognizer.state = .possible }
        pendingTaps = []
    }
}
