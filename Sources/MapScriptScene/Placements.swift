/// The maps an annotation or overlay is on, with its slot in each. Nearly always one map, so the
/// first placement is stored inline and only further ones allocate.
struct Placements {
    private var first: AnnotationPlacement?
    private var rest: [AnnotationPlacement] = []

    /// The slot on `map`, if the object is on it.
    func slot(on map: MapView) -> Int? {
        let reference = map.reference
        if let first, first.reference === reference { return first.slot }
        for placement in rest where placement.reference === reference { return placement.slot }
        return nil
    }

    mutating func add(map: MapView, slot: Int) {
        if first == nil || first?.map == nil { first = AnnotationPlacement(reference: map.reference, slot: slot) } else {
            rest.append(AnnotationPlacement(reference: map.reference, slot: slot))
        }
    }

    mutating func remove(map: MapView) {
        let reference = map.reference
        if let f = first, f.reference === reference || f.map == nil {
            first = rest.isEmpty ? nil : rest.removeFirst()
        }
        rest.removeAll { $0.reference === reference || $0.map == nil }
    }

    mutating func setSlot(_ slot: Int, on map: MapView) {
        let reference = map.reference
        if first?.reference === reference { first?.slot = slot; return }
        for i in rest.indices where rest[i].reference === reference { rest[i].slot = slot }
    }

    func forEach(_ body: (AnnotationPlacement) -> Void) {
        if let first { body(first) }
        for placement in rest { body(placement) }
    }
}

/// The slot of an annotation or overlay in one map's storage.
struct AnnotationPlacement {
    let reference: MapReference
    var slot: Int

    /// The map, while it lives.
    var map: MapView? { reference.map }
}
