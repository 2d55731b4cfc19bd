/// Methods of lists: `append insert remove contains map filter sorted reversed joined`.
enum ListMethods {
    /// The methods that change the list they are called on (the others make a new value).
    static let changingInPlace: Set<String> = ["append", "insert", "remove", "removeLast"]

    static let table: [String: NativeMethod] = {
        var table: [String: NativeMethod] = [:]
        func add(_ name: String, _ signature: String, _ summary: String, _ body: @escaping (Interpreter, ListObject, Arguments) throws -> Value) {
            // Spelled once here rather than interpolated again on every call.
            let qualifiedName = "list.\(name)"
            table[name] = NativeMethod(name: name, qualifiedName: qualifiedName, described: (signature, summary)) { ip, receiver, args in
                guard case .list(let list) = receiver else { throw RuntimeError("'\(name)' needs a list") }
                return try body(ip, list, args)
            }
        }
        add("append", "(any)", "Adds a value at the end of the list.") { ip, list, args in
            try args.expect(count: 1)
            try ip.allocate(LiveSize.growth(count: list.elements.count, capacity: list.elements.capacity, perElement: LiveSize.slot), nil)
            list.elements.append(args[0])
            return .nil
        }
        add("insert", "(any, at: number)", "Puts a value at an index, moving the elements from there on one place up.") { ip, list, args in
            try args.expect(count: 1, 1, labels: ["at"])
            let index = try args.integer(1, "at")
            guard index >= 0, index <= list.elements.count else {
                throw RuntimeError("insert position \(index) is out of range 0...\(list.elements.count)")
            }
            try ip.step(list.elements.count - index, nil)
            try ip.allocate(LiveSize.growth(count: list.elements.count, capacity: list.elements.capacity, perElement: LiveSize.slot), nil)
            list.elements.insert(try args.required(0), at: index)
            return .nil
        }
        add("remove", "(at: number) -> any", "Takes out the element at an index and gives it.") { ip, list, args in
            try args.expect(count: 0, 1, labels: ["at"])
            let index = try args.integer(0, "at")
            guard index >= 0, index < list.elements.count else {
                throw RuntimeError("index \(index) is out of range for a list of \(list.elements.count) element\(list.elements.count == 1 ? "" : "s")")
            }
            try ip.step(list.elements.count - index, nil)
            return list.elements.remove(at: index)
        }
        add("removeLast", "() -> any", "Takes out the last element and gives it; an error on an empty list.") { _, list, args in
            try args.expect(count: 0)
            guard !list.elements.isEmpty else { throw RuntimeError("removeLast on an empty list") }
            return list.elements.removeLast()
        }
        add("contains", "(any) -> bool", "Whether an element equals a value (==).") { ip, list, args in
            try args.expect(count: 1)
            try ip.step(list.elements.count, nil)
            let needle = args[0]
            return .bool(list.elements.contains { $0.isEqual(to: needle) })
        }
        add("firstIndex", "(of: any) -> number?", "The index of the first element equal to a value; nil when none is.") { ip, list, args in
            try args.expect(count: 0, 1, labels: ["of"])
            try ip.step(list.elements.count, nil)
            let needle = try args.required(0, "of")
            return list.elements.firstIndex { $0.isEqual(to: needle) }.map { .number(Double($0)) } ?? .nil
        }
        add("map", "((any) -> any) -> [any]", "What a function gives for each element, in order.") { ip, list, args in
            try args.expect(count: 1)
            let f = args[0]
            try ip.makeList(count: list.elements.count, nil)
            var result: [Value] = []
            result.reserveCapacity(list.elements.count)
            for element in list.elements { result.append(try ip.callFromNative(f, [element])) }
            return .list(ListObject(result))
        }
        add("filter", "((any) -> bool) -> [any]", "The elements for which a function gives a true value, in order.") { ip, list, args in
            try args.expect(count: 1)
            let f = args[0]
            try ip.makeList(count: list.elements.count, nil)
            var result: [Value] = []
            for element in list.elements where try ip.callFromNative(f, [element]).isTruthy { result.append(element) }
            return .list(ListObject(result))
        }
        add("sorted", "(by: ((any, any) -> bool)? = nil) -> [any]",
            "The elements in order: numbers or strings ascending, or as a function says whether its first argument goes first.") { ip, list, args in
            try args.expect(count: 0, 0, labels: ["by"])
            // A merge sort: a pass over the elements for each doubling of the runs.
            let count = list.elements.count
            try ip.makeList(count: count, nil)
            try ip.step(count * (Int.bitWidth - count.leadingZeroBitCount), nil)
            var elements = list.elements
            if let f = args.keyword("by") {
                try MergeSort.sort(&elements) { a, b in try ip.callFromNative(f, [a, b]).isTruthy }
            } else {
                try MergeSort.sort(&elements) { a, b in try Comparison.less(a, b) }
            }
            return .list(ListObject(elements))
        }
        add("reversed", "() -> [any]", "The elements in the opposite order.") { ip, list, args in
            try args.expect(count: 0)
            try ip.makeList(count: list.elements.count, nil)
            return .list(ListObject(list.elements.reversed()))
        }
        add("joined", "(separator: string = \"\") -> string",
            "The text of the elements, as print writes each, one after another with a separator between.") { ip, list, args in
            try args.expect(count: 0, 1, labels: ["separator"])
            let separator = args.value(0, "separator") == nil ? "" : try args.string(0, "separator")
            try ip.step(list.elements.count, nil)
            var pieces: [String] = []
            pieces.reserveCapacity(list.elements.count)
            var byteCount = 0
            for element in list.elements {
                let piece = try ip.text(of: element, nil)
                byteCount += piece.utf8.count + separator.utf8.count
                pieces.append(piece)
            }
            // The pieces made of values were charged as they were made; the joined text here.
            try ip.makeText(byteCount: byteCount, nil)
            return .string(pieces.joined(separator: separator))
        }
        return table
    }()
}

/// A stable merge sort whose comparison may throw (a script comparator can fail).
enum MergeSort {
    static func sort(_ elements: inout [Value], by less: (Value, Value) throws -> Bool) throws {
        guard elements.count > 1 else { return }
        var buffer = elements
        var width = 1
        let n = elements.count
        while width < n {
            var start = 0
            while start < n {
                let middle = min(start + width, n)
                let end = min(start + 2 * width, n)
                var i = start, j = middle, k = start
                while i < middle && j < end {
                    if try less(elements[j], elements[i]) {
                        buffer[k] = elements[j]; j += 1
                    } else {
                        buffer[k] = elements[i]; i += 1
                    }
                    k += 1
                }
                while i < middle { buffer[k] = elements[i]; i += 1; k += 1 }
                while j < end { buffer[k] = elements[j]; j += 1; k += 1 }
                start = end
            }
            swap(&elements, &buffer)
            width *= 2
        }
    }
}
