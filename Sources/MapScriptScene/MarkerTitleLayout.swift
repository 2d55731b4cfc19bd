import MapScriptGeometry

/// A marker's title and subtitle as drawn below it: their lines and their frames. Layout makes
/// room for these frames, the base map's names keep out of them and the writer draws these
/// lines at these places, so the three always agree.
public struct MarkerTitleLayout {
    /// One or two lines; see `MarkerAnnotationView.titleLines`.
    public let titleLines: [String]
    /// The subtitle's one line, when it is shown.
    public let subtitleLine: String?
    /// Centred below the marker's point, one `titleLineHeight` for each line.
    public let titleFrame: Rect
    /// Centred below the title's last line.
    public let subtitleFrame: Rect?

    /// For a marker whose point (the bottom centre of its frame) is at `tip`; `subtitle` is
    /// the subtitle when it is shown, nil otherwise.
    public init(title: String, subtitle: String?, below tip: Point) {
        typealias Marker = MarkerAnnotationView
        let (lines, width) = Marker.wrappedTitle(title, width: Marker.maximumTitleWidth)
        titleLines = lines
        titleFrame = Rect(x: tip.x - width / 2, y: tip.y + Marker.titleGap, width: width,
                          height: Double(titleLines.count) * Marker.titleLineHeight)
        if let subtitle {
            let (line, width) = Marker.cutSubtitle(subtitle, width: Marker.maximumTitleWidth)
            subtitleLine = line
            subtitleFrame = Rect(x: tip.x - width / 2, y: titleFrame.maxY, width: width, height: Marker.titleLineHeight)
        } else {
            subtitleLine = nil
            subtitleFrame = nil
        }
    }

    /// The title's frame, and the subtitle's when it is shown: what the marker's text covers.
    public var frame: Rect {
        guard let below = subtitleFrame else { return titleFrame }
        let minX = min(titleFrame.minX, below.minX), maxX = max(titleFrame.maxX, below.maxX)
        return Rect(x: minX, y: titleFrame.minY, width: maxX - minX, height: below.maxY - titleFrame.minY)
    }
}
