import MapScriptGeometry

/// What a `DrawingContext` recorded: operations in order, the clips they refer to, and the area
/// drawn into (a renderer's visible part of its overlay, or a view's frame), in view points.
public struct Drawing: Hashable, Sendable {
    public var commands: [DrawingCommand]
    public var clips: [ClipRegion]
    public var bounds: Rect

    public init(commands: [DrawingCommand] = [], clips: [ClipRegion] = [], bounds: Rect) {
        self.commands = commands
        self.clips = clips
        self.bounds = bounds
    }

    public var isEmpty: Bool { commands.isEmpty }
}
