import MapScriptGeometry

/// Where a callout bubble goes and how big it is, computed from built-in font metrics.
///
/// The bubble sits above its anchor (the top centre of the annotation view, moved by
/// `calloutOffset`) with a pointer whose tip touches the anchor. It is shifted sideways to stay
/// inside the view, with a small inset; the pointer's base moves along but stays between the
/// rounded corners, and its tip stays on the anchor. When there is no room above, and there is
/// room below, it hangs below the view instead (`lowerAnchor`, the bottom of the view), its
/// pointer turned up. With room on neither side, it goes where less of it is cut and is then
/// moved inside the view, over its annotation view. Text that would make the bubble wider
/// than the view is cut with an ellipsis.
public struct CalloutLayout: Equatable {
    public static let titleFontSize = 15.0
    public static let subtitleFontSize = 12.5
    public static let horizontalPadding = 12.0
    public static let accessoryGap = 8.0
    public static let cornerRadius = 9.0
    public static let pointerWidth = 18.0
    public static let pointerHeight = 9.0
    public static let inset = 4.0
    public static let minimumWidth = 64.0
    public static let maximumWidth = 340.0
    /// Room for readers that fall back from Helvetica to a wider sans-serif (DejaVu Sans sets
    /// text 10 to 18% wider, bold the most): the bubble is sized for text this much wider than
    /// measured.
    public static let fallbackAllowance = 1.18

    /// The bubble's rectangle in view points (the pointer hangs below it).
    public var bubble: Rect
    /// The pointer's tip (the anchor) and the centre of its base.
    public var anchor: Point
    /// True when the bubble hangs below its anchor (no room above).
    public var isBelow: Bool
    public var pointerBaseX: Double
    public var title: String
    public var subtitle: String?
    /// Baselines and left edge of the text, in view points.
    public var textX: Double
    public var titleBaseline: Double
    public var subtitleBaseline: Double
    public var leftAccessoryOrigin: Point?
    public var rightAccessoryOrigin: Point?

    public init(anchor upperAnchor: Point, lowerAnchor: Point? = nil, title: String, subtitle: String?,
                hasLeftAccessory: Bool, hasRightAccessory: Bool, viewSize: Size) {
        let subtitle = (subtitle ?? "").isEmpty ? nil : subtitle
        let accessories = (hasLeftAccessory ? CalloutAccessory.size + Self.accessoryGap : 0)
            + (hasRightAccessory ? CalloutAccessory.size + Self.accessoryGap : 0)
        let widest = min(Self.maximumWidth, max(Self.minimumWidth, viewSize.width - 2 * Self.inset))
        let textRoom = max(20, widest - 2 * Self.horizontalPadding - accessories) / Self.fallbackAllowance
        let shownTitle = TextMetrics.truncated(title, toWidth: textRoom, fontSize: Self.titleFontSize, weight: .bold)
        let shownSubtitle = subtitle.map { TextMetrics.truncated($0, toWidth: textRoom, fontSize: Self.subtitleFontSize) }
        let textWidth = max(TextMetrics.width(of: shownTitle, fontSize: Self.titleFontSize, weight: .bold),
                            shownSubtitle.map { TextMetrics.width(of: $0, fontSize: Self.subtitleFontSize) } ?? 0)
        let width = max(Self.minimumWidth, (2 * Self.horizontalPadding + accessories + textWidth * Self.fallbackAllowance).rounded(.up))
        let height = shownSubtitle == nil ? 40.0 : 50.0

        let above = upperAnchor.y - Self.pointerHeight - height
        var anchor = upperAnchor
        var y = above
        isBelow = false
        if above < Self.inset, let lower = lowerAnchor {
            let below = lower.y + Self.pointerHeight
            let roomBelow = viewSize.height - Self.inset - (below + height)
            // Below when it fits there, or, fitting neither way, when it is cut less there.
            if roomBelow >= 0 || roomBelow > above - Self.inset {
                anchor = lower
                y = below
                isBelow = true
            }
        }
        // Fitting neither way, the bubble is held inside the view over its own view, as a
        // callout no one can read or tap is none; the pointer's tip stays on the anchor.
        y = max(Self.inset, min(y, viewSize.height - Self.inset - height))
        var x = anchor.x - width / 2
        x = min(x, viewSize.width - Self.inset - width)
        x = max(x, Self.inset)
        bubble = Rect(x: x, y: y, width: width, height: height)
        self.anchor = anchor
        let low = x + Self.cornerRadius + Self.pointerWidth / 2, high = x + width - Self.cornerRadius - Self.pointerWidth / 2
        pointerBaseX = min(max(anchor.x, low), high)
        self.title = shownTitle
        self.subtitle = shownSubtitle
        textX = x + Self.horizontalPadding + (hasLeftAccessory ? CalloutAccessory.size + Self.accessoryGap : 0)
        if shownSubtitle == nil {
            titleBaseline = y + 25.5
            subtitleBaseline = titleBaseline
        } else {
            titleBaseline = y + 21.5
            subtitleBaseline = y + 38.5
        }
        let accessoryY = y + (height - CalloutAccessory.size) / 2
        leftAccessoryOrigin = hasLeftAccessory ? Point(x: x + Self.horizontalPadding, y: accessoryY) : nil
        rightAccessoryOrigin = hasRightAccessory
            ? Point(x: x + width - Self.horizontalPadding - CalloutAccessory.size, y: accessoryY) : nil
    }

    /// Whether a point of the view is on the callout: its bubble or its pointer, which is drawn
    /// as part of it and takes a touch as the bubble does.
    public func contains(_ point: Point) -> Bool {
        if bubble.contains(point) { return true }
        // The pointer: a triangle from its base on the bubble's edge to its tip on the anchor.
        let baseY = isBelow ? bubble.minY : bubble.maxY
        let depth = anchor.y - baseY
        guard depth != 0 else { return false }
        let towardTip = (point.y - baseY) / depth
        guard towardTip >= 0, towardTip <= 1 else { return false }
        let middle = pointerBaseX + (anchor.x - pointerBaseX) * towardTip
        return abs(point.x - middle) <= Self.pointerWidth / 2 * (1 - towardTip)
    }
}
