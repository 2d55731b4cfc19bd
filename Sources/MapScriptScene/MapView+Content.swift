// How much a map holds, counted rather than measured: the program that owns the map (the
// language runtime) bounds the memory a script holds, and a map of millions of annotations,
// or of shapes of millions of vertices, is held by the script through the one `map`.

extension MapView {
    /// The objects the map holds (annotation slots, clusters among them, views, overlays and
    /// their renderers) and the vertices of its shapes.
    public var contentCount: (objects: Int, vertices: Int) {
        var objects = annotationSlots.count + viewedSlots.count, vertices = 0
        for index in annotationSlots.indices {
            if let annotation = annotationSlots[index].annotation { vertices += annotation.vertexCount }
        }
        for case let entry? in overlayEntries {
            objects += entry.renderer == nil ? 1 : 2
            vertices += entry.overlay.vertexCount
        }
        return (objects, vertices)
    }
}
