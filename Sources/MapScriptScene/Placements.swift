/// The maps an annotation or overlay is on, with its slot in each. Nearly always one map, so the
/// first placement is stored inline and only further ones allocate.
struct Placements {
    private var first: AnnotationPlacement?
    private var rest: [AnnotationPlacement] = []

    /// The slot on `map`, if the object is on it.
    func slot(on map: MapView) -> Int? {
        if let first, first.map === map { return first.slot }
        for placement in rest where placement.map === map { return placement.slot }
        return nil
    }

    mutating func add(map: MapView, slot: Int) {
        if first == nil || first?.map == nil { first = AnnotationPlacement(map: map, slot: slot) } else {
            rest.append(AnnotationPlacement(map: map, slot: slot))
        }
    }

    mutating func remove(map: MapView) {
        if let f = first, f.map === map || f.map == nil {
            first = rest.isEmpty ? nil : rest.removeFirst()
        }
        rest.removeAll { $0.map === map || $0.map == nil }
    }

    mutating func setSlot(_ slot: Int, on map: MapView) {
        if first?.map === map { first?.slot = slot; return }
        for i in rest.indices where rest[i].map === map { rest[i].slot = slot }
    }

    func forEach(_ body: (AnnotationPlacement) -> Void) {
        if let first { body(first) }
        for placement in rest { body(placement) }
    }
}

/// The slot of an annotation or overlay in one map's storage.
struct AnnotationPlacement {
    weak var map: MapView?
    var slot: Int
}
