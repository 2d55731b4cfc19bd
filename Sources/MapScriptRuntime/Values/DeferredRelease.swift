/// Frees chains of script objects without recursing on the native stack.
///
/// Swift frees an object's stored values as part of freeing the object, so a linked list of
/// a million instances (`n.next = head` in a loop), or a list nested a million deep, would be
/// freed by a million nested deinitializers, far deeper than any thread's stack. Instead, each
/// object that holds script values (a list, a dictionary, an instance, a captured variable's
/// box) hands them here from its `deinit`:
///
/// - When no release is in progress on this thread, the object becomes the outermost one: it
///   marks the thread as draining, drops its values (the children they free hand their own
///   values here rather than dropping them), then drops what was handed over, one array at a
///   time, until nothing is left.
/// - While a release is in progress, the values are only queued, an O(1) move of the array.
///
/// So the native stack holds at most two deinitializers at once whatever the shape of the
/// data, and the work stays proportional to what is freed. The queue is per thread, as each
/// thread frees its own objects.
enum DeferredRelease {
    /// Takes `values` out of a dying object and frees them without nesting.
    /// Values that cannot start a chain (numbers, strings, the rows of a CSV file) are left
    /// for Swift to free in place: they free nothing that frees more, and a file of 100,000
    /// rows then frees each row without a trip through the queue.
    @inline(__always)
    static func release(_ values: inout [Value]) {
        // The scan ends before the slow path starts: an iterator still alive there would
        // hold the array, which would then be freed in place when the iterator goes.
        if values.contains(where: canStartChain) { releaseSlow(&values) }
    }

    /// Takes a dying box's value.
    @inline(__always)
    static func release(_ value: inout Value) {
        guard canStartChain(value) else { return }
        var single = [Value.nil]
        swap(&single[0], &value)
        releaseSlow(&single)
    }

    /// Whether freeing `value` may free script objects that hold values in turn.
    @inline(__always)
    private static func canStartChain(_ value: Value) -> Bool {
        switch value {
        case .list, .dictionary, .instance, .function, .boundMethod: return true
        default: return false
        }
    }

    private static func releaseSlow(_ values: inout [Value]) {
        let queue = ReleaseQueue.current
        var taken: [Value] = []
        swap(&taken, &values)
        if queue.isDraining {
            queue.pending.append(taken)
            return
        }
        queue.isDraining = true
        // Children freed here queue their values instead of freeing them in place.
        taken = []
        while let next = queue.pending.popLast() {
            // `next` dies at the end of this iteration; what it frees is queued in turn.
            _ = next
        }
        queue.isDraining = false
    }
}
