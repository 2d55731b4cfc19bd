/// A clip set by `DrawingContext.clip`: its path in view points, intersected with its parent.
public struct ClipRegion: Hashable, Sendable {
    public var path: Path
    public var rule: FillRule
    public var parent: Int?
}
