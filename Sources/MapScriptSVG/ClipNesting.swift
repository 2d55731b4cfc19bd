import MapScriptScene

/// The clips of one drawing as SVG: each `ClipRegion` becomes a `<clipPath>`, written the
/// first time an element uses it, and a clip nested in others is their intersection.
///
/// SVG lets a `<clipPath>` carry a `clip-path` of its own, which is how it intersects clips,
/// but librsvg (and so every PNG and PDF) ignores that attribute, there and on a clip's
/// children. What every renderer honours is a `clip-path` on a group, so an element whose clip
/// has ancestors is written inside one `<g clip-path>` per ancestor, root first, and the
/// groups stay open while the elements that follow share them. The XML parser under librsvg
/// refuses a document nested more than 256 deep, so only the outermost `groupLimit` ancestors
/// become groups; a clip deeper than that refers to its parent in the SVG way, which browsers
/// follow.
struct ClipNesting {
    static let groupLimit = 64

    private let clips: [ClipRegion]
    /// How many ancestors each clip has.
    private var depths: [Int]
    /// For a clip deeper than `groupLimit`, its ancestor at depth `groupLimit`, whose own
    /// ancestors are the groups an element of the deeper clip is written in.
    private var cuts: [Int]
    private var ids: [String?]
    /// The clips whose groups are open, root first.
    private var openGroups: [Int] = []

    init(_ drawing: Drawing) {
        clips = drawing.clips
        depths = Array(repeating: 0, count: clips.count)
        cuts = Array(clips.indices)
        ids = Array(repeating: nil, count: clips.count)
        for index in clips.indices {
            // A parent index is always lower than its child's; anything else ends the chain.
            guard let parent = validParent(of: index) else { continue }
            depths[index] = depths[parent] + 1
            if depths[index] > ClipNesting.groupLimit { cuts[index] = cuts[parent] }
        }
    }

    /// Before an element clipped by clip `index` (nil: unclipped) is written: closes the groups
    /// of other clips, opens those of its ancestors and writes the definitions they and it
    /// need, root first. The id its `clip-path` names.
    mutating func prepare(_ index: Int?, _ writer: inout SVGWriter, _ counters: inout DrawingWriter.IDCounters) -> String? {
        guard let index, clips.indices.contains(index) else {
            closeGroups(&writer)
            return nil
        }
        var groups: [Int] = []
        var ancestor = validParent(of: cuts[index])
        while let clip = ancestor {
            groups.append(clip)
            ancestor = validParent(of: clip)
        }
        groups.reverse()
        var shared = 0
        while shared < min(groups.count, openGroups.count), groups[shared] == openGroups[shared] { shared += 1 }
        while openGroups.count > shared {
            writer.close()
            openGroups.removeLast()
        }
        for clip in groups[shared...] {
            let groupID = reference(clip, &writer, &counters)
            writer.open("g")
            DrawingWriter.writeClip(groupID, &writer)
            openGroups.append(clip)
        }
        return reference(index, &writer, &counters)
    }

    /// Closes the open groups, at the end of the drawing or before an unclipped element.
    mutating func closeGroups(_ writer: inout SVGWriter) {
        for _ in openGroups { writer.close() }
        openGroups.removeAll()
    }

    /// The id of a clip, writing its `<clipPath>` the first time (and, for a clip deeper than
    /// the groups reach, those of the ancestors it refers to). Iterative: a script may nest
    /// clips without bound.
    private mutating func reference(_ index: Int, _ writer: inout SVGWriter, _ counters: inout DrawingWriter.IDCounters) -> String {
        if let id = ids[index] { return id }
        var chain = [index]
        var current = index
        while refersToParent(current), let parent = validParent(of: current), ids[parent] == nil {
            chain.append(parent)
            current = parent
        }
        for clipIndex in chain.reversed() {
            let region = clips[clipIndex]
            counters.clip += 1
            let id = "c\(counters.clip)"
            ids[clipIndex] = id
            writer.open("clipPath")
            writer.attribute("id", id)
            if refersToParent(clipIndex) { DrawingWriter.writeClip(validParent(of: clipIndex).flatMap { ids[$0] }, &writer) }
            writer.open("path")
            writer.beginAttribute("d")
            if let d = DrawingWriter.pathData(region.path) { writer.appendBuilt(d) } else { writer.appendLiteral("M0 0") }
            writer.endAttribute()
            if region.rule == .evenOdd { writer.attribute("clip-rule", literal: "evenodd") }
            writer.close()
            writer.close()
        }
        return ids[index]!
    }

    /// Whether a clip's `<clipPath>` names its parent: only past the groups' reach.
    private func refersToParent(_ index: Int) -> Bool {
        depths[index] > ClipNesting.groupLimit
    }

    private func validParent(of index: Int) -> Int? {
        guard let parent = clips[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }
}
