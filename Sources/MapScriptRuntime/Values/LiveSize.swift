/// An estimate of the memory script values hold, for the memory bound (`--max-memory`).
///
/// Design: the interpreter charges what the runtime makes as it makes it (a string built by
/// `+`, a list grown by `append`, a record loaded from a file) and does not track frees,
/// which would cost every object a hook on its way out. When the charges pass a checkpoint,
/// this walk measures what is really still reachable from the interpreter's roots (globals,
/// the value stack, captured variables, hooks), so garbage charged earlier is forgiven and
/// only live data counts against the bound. The walk is iterative (any depth of nesting) and
/// visits each shared object once, so its cost is proportional to the live objects; as the
/// next checkpoint is set at least half the live size further on, the walks cost amortised
/// O(1) per byte charged, as a tracing collector's do.
///
/// Sizes follow the layout of the Swift objects: a value slot is `MemoryLayout<Value>.stride`
/// bytes, an object has a header of two words, and a string longer than 15 UTF-8 bytes keeps
/// them on the heap. A scene object counts its own `memoryFootprint`: a fixed size, and what it
/// holds (a shape's vertices, a path's elements, the map's annotations and overlays).
enum LiveSize {
    static let slot = MemoryLayout<Value>.stride
    static let objectHeader = 32
    /// What a string of `byteCount` UTF-8 bytes takes on the heap (small ones are inline).
    @inline(__always)
    static func string(byteCount: Int) -> Int {
        byteCount > 15 ? objectHeader + byteCount : 0
    }

    /// A list of `count` elements.
    @inline(__always)
    static func list(count: Int) -> Int {
        objectHeader * 2 + count * slot
    }

    /// A dictionary of `count` entries.
    @inline(__always)
    static func dictionary(count: Int) -> Int {
        objectHeader * 4 + count * dictionaryEntry
    }

    /// One entry of a dictionary: its key and value side by side, and the hash index (the
    /// key again and a position).
    static let dictionaryEntry = 3 * slot + 8

    /// What adding one element to a container holding `count` in room for `capacity` takes:
    /// its share, and when the room is full the buffer twice as large that Swift moves the
    /// elements to, alive beside the old one while they are copied. Charged before the
    /// growth, it keeps the bound ahead of the allocator's peak, not only of the live size.
    @inline(__always)
    static func growth(count: Int, capacity: Int, perElement: Int) -> Int {
        count < capacity ? perElement : perElement + 2 * max(capacity, 1) * perElement
    }

    /// An instance with `fieldCount` fields.
    @inline(__always)
    static func instance(fieldCount: Int) -> Int {
        objectHeader * 2 + fieldCount * slot
    }

    /// The bytes reachable from `roots`, each object counted once.
    static func measure(_ roots: [Value]) -> Int {
        var walk = Walk(remembersVisits: true)
        for root in roots { walk.add(root) }
        walk.run()
        return walk.total
    }

    /// The bytes of a value just made as a tree, such as what `load()` read from a file: no
    /// object in it is shared or reachable twice, so the walk keeps no set of visited objects
    /// (hashing each of 100,000 rows into one cost more than reading them).
    static func measure(tree root: Value) -> Int {
        var walk = Walk(remembersVisits: false)
        walk.add(root)
        walk.run()
        return walk.total
    }

    /// The state of one measurement: objects still to open, and those already counted.
    private struct Walk {
        let remembersVisits: Bool
        var pending: [Value] = []
        var visited = Set<ObjectIdentifier>()
        var total = 0

        /// Counts a value that holds no objects at once; queues one that does, so a list of
        /// a million numbers or strings does not pass through the queue.
        mutating func add(_ value: Value) {
            switch value {
            case .string(let s): total += LiveSize.string(byteCount: s.utf8.count)
            case .rect, .mapRect, .region, .edgeInsets, .color: total += objectHeader
            case .list, .dictionary, .instance, .function, .boundMethod, .native: pending.append(value)
            default: break
            }
        }

        mutating func run() {
            while let value = pending.popLast() {
                switch value {
                case .list(let list):
                    guard firstVisit(list) else { continue }
                    total += LiveSize.list(count: list.elements.capacity)
                    for element in list.elements { add(element) }
                case .dictionary(let dictionary):
                    guard firstVisit(dictionary) else { continue }
                    total += LiveSize.dictionary(count: dictionary.count)
                    for key in dictionary.keys { add(key) }
                    for element in dictionary.values { add(element) }
                case .instance(let instance):
                    guard firstVisit(instance) else { continue }
                    total += LiveSize.instance(fieldCount: instance.fields.count)
                    for field in instance.fields { add(field) }
                    if let native = instance.native { total += native.memoryFootprint }
                case .function(let closure):
                    guard firstVisit(closure) else { continue }
                    total += objectHeader * 2 + closure.captures.count * 8
                    for box in closure.captures where firstVisit(box) {
                        total += objectHeader + slot
                        add(box.value)
                    }
                case .boundMethod(let method):
                    guard firstVisit(method) else { continue }
                    total += objectHeader + slot
                    add(method.receiver)
                case .native(let object):
                    if firstVisit(object) { total += object.memoryFootprint }
                default:
                    continue
                }
            }
        }

        private mutating func firstVisit(_ object: AnyObject) -> Bool {
            !remembersVisits || visited.insert(ObjectIdentifier(object)).inserted
        }
    }

    /// A scene object counted as a whole: the object, its title and a view.
    static let nativeObject = 256
    /// One vertex of a shape: its coordinate and its map point.
    static let vertex = 32
    /// One element of a path or command of a drawing: its kind and its points.
    static let drawingCommand = 96

    /// What making `value` takes, when it is a scene object just made (`Polyline(list)`, a
    /// declaration), charged as it is made.
    static func footprint(ofMade value: Value) -> Int {
        switch value {
        case .native(let object): return object.memoryFootprint
        case .instance(let instance): return instance.native?.memoryFootprint ?? 0
        default: return 0
        }
    }
}
