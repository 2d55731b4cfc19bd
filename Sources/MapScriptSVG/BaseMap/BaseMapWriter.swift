import Foundation
import MapScriptGeometry
import MapScriptScene

/// Draws the base map (`map.mapType`) from the embedded data: water, land, lakes, rivers and
/// borders beneath every overlay, and the names of countries and cities between the
/// `.aboveRoads` and `.aboveLabels` overlays, where MapKit puts its labels.
///
/// The resolution follows the zoom; only features whose bounding box meets the view are
/// decoded, each once per copy of the world the view shows (a view across the antimeridian
/// shows two). Points are projected to view points, thinned to half a point (finer detail
/// cannot show) and clipped to the view grown by a margin, so the bytes written follow what
/// can be seen, not the size of the data.
struct BaseMapWriter {
    /// The credit written in the picture's `<metadata>` when the base map is drawn.
    static let attribution = "Base map: GSHHG shorelines, rivers and borders (Wessel and Smith, "
        + "LGPL-3.0-or-later); Natural Earth 1:110m countries and populated places (public domain)."

    /// Vertices nearer than this to the previous kept one are dropped (view points).
    static let simplificationTolerance = 0.5
    /// How far past the view shapes are kept, so that the strokes of the clipped edges stay outside.
    static let margin = 4.0
    static let labelFontSize = 11.0

    let viewport: Viewport
    let mapType: MapType
    let palette: BaseMapPalette
    let degreesPerPoint: Double
    /// The script's background colour, when it chose one: the water then, the sea beneath the
    /// land (the picture's background) and the lakes and rivers alike.
    let chosenWater: Color?
    /// The view rectangles of the land masses `writeGround` drew, for the labels: a country's
    /// name is not written over a land it would cover whole.
    private(set) var landBounds: [Rect] = []

    /// nil when the snapshot shows no base map: `.none`, or a drawn overlay that replaces the
    /// map's content (a tile overlay with `canReplaceMapContent`).
    init?(_ snapshot: borrowing SceneSnapshot) {
        guard snapshot.mapType.isDrawable, snapshot.mapType != .none,
              !snapshot.overlays.contains(where: { $0.overlay.canReplaceMapContent }) else { return nil }
        viewport = snapshot.viewport
        mapType = snapshot.mapType
        palette = BaseMapPalette.light(for: snapshot.mapType)
        degreesPerPoint = 360 / (MapProjection.worldSize * viewport.zoomScale)
        chosenWater = snapshot.backgroundColor == SceneRenderer.defaultBackground ? nil : snapshot.backgroundColor
    }

    /// Country names are written zoomed out (and the land they must not cover is noted only
    /// then); city names closer in.
    private var showsCountryNames: Bool { degreesPerPoint >= 0.03 }

    private var groupClass: StaticString { mapType == .mutedStandard ? "basemap muted" : "basemap" }

    // MARK: Ground

    /// Water over the whole view (unless the script chose a background colour, which then is
    /// the water), then land, lakes, rivers and borders.
    mutating func writeGround(into writer: inout SVGWriter) {
        writer.newline()
        writer.open("g")
        writer.attribute("class", literal: groupClass)
        writer.beginContent()
        let size = viewport.size
        if chosenWater == nil {
            writer.newline()
            writer.open("rect")
            writer.attribute("class", literal: "water")
            writer.attribute("width", size.width)
            writer.attribute("height", size.height)
            writer.attribute("fill", literal: palette.water)
            writer.close()
        }
        let resolution = BaseMapResolution.forScale(degreesPerPoint: degreesPerPoint)
        let features = resolution.features
        // The crude data has no first-level borders: from a continent's zoom on (a country's
        // states and provinces are then tens of points across) they come from the low data.
        let stateBorders = resolution == .crude && degreesPerPoint < Self.coarsestStateBorderDegreesPerPoint
            ? BaseMapFeatures.low : nil
        // Past the finest data's precision (about 1 km) a river or a border would be drawn
        // where it is not, a street or two away; the lines are left out there.
        let drawsLines = degreesPerPoint >= Self.finestLineDegreesPerPoint
        // Every copy's features of one kind go into one path, kinds in drawing order. Eurasia
        // and Antarctica are cut at the antimeridian, where a view across it shows the halves
        // from two copies: two paths meeting inside a pixel each cover it only in part and
        // leave a hairline of water between them, where one path covers it whole.
        var visible: [(feature: BaseMapFeatures.Feature, source: BaseMapFeatures, offset: Double)] = []
        for copy in worldCopies() {
            features.forEachFeature(meeting: copy.window(unitsPerDegree: features.unitsPerDegree)) { feature in
                guard drawsLines || feature.kind.isArea else { return }
                visible.append((feature, features, copy.offset))
            }
            stateBorders?.forEachFeature(meeting: copy.window(unitsPerDegree: BaseMapFeatures.low.unitsPerDegree)) { feature in
                if feature.kind == .stateBorder { visible.append((feature, BaseMapFeatures.low, copy.offset)) }
            }
        }
        // Each copy lists its features by kind; a stable sort by kind keeps each copy's order.
        let ordered = visible.enumerated().sorted {
            ($0.element.feature.kind.rawValue, $0.offset) < ($1.element.feature.kind.rawValue, $1.offset)
        }
        var path = PathData(reservingCapacity: 4096)
        var pathKind: BaseMapFeatures.Kind?
        for (_, item) in ordered {
            if item.feature.kind != pathKind {
                if let kind = pathKind { write(path: &path, kind: kind, into: &writer) }
                pathKind = item.feature.kind
            }
            add(item.feature, of: item.source, offset: item.offset, to: &path)
        }
        if let kind = pathKind { write(path: &path, kind: kind, into: &writer) }
        writer.close()
    }

    /// The closest scale rivers and borders are drawn at, in degrees of longitude per view
    /// point: a kilometre (the finest data's precision) then spans some 60 points.
    static let finestLineDegreesPerPoint = 0.00015
    /// The farthest scale first-level borders are drawn at, in degrees of longitude per view
    /// point: a continent across 400 points (the lower 48 states across 1,000), where MapKit
    /// shows them; the world, farther out, has country borders alone.
    static let coarsestStateBorderDegreesPerPoint = 0.15

    private mutating func add(_ feature: BaseMapFeatures.Feature, of features: BaseMapFeatures, offset: Double, to path: inout PathData) {
        let world = MapProjection.worldSize
        let perDegree = world / 360
        let scale = viewport.zoomScale
        let units = features.unitsPerDegree
        // Too small to see at this scale: not even decoded.
        let width = Double(feature.maxLongitude - feature.minLongitude) / units * perDegree * scale
        let height = (Self.mercatorY(Double(feature.minLatitude) / units) - Self.mercatorY(Double(feature.maxLatitude) / units)) * scale
        if width < Self.simplificationTolerance && height < Self.simplificationTolerance { return }

        let limit = Self.simplificationTolerance * Self.simplificationTolerance
        var points: [Point] = []
        points.reserveCapacity(feature.pointCount)
        var last = Point(x: .infinity, y: .infinity)
        features.forEachPoint(of: feature) { longitude, latitude in
            let mapPoint = MapPoint(x: (longitude + 180) * perDegree + offset, y: Self.mercatorY(latitude))
            let p = viewport.point(for: mapPoint)
            let dx = p.x - last.x, dy = p.y - last.y
            if dx * dx + dy * dy >= limit {
                points.append(p)
                last = p
            }
        }
        let clip = Rect(x: -Self.margin, y: -Self.margin, width: viewport.size.width + 2 * Self.margin,
                        height: viewport.size.height + 2 * Self.margin)
        if feature.kind == .land, showsCountryNames, let bounds = Rect(enclosing: points) { landBounds.append(bounds) }
        if feature.kind.isArea {
            path.add(ShapeClipper.clipRing(points, to: clip), closed: true)
        } else {
            for run in ShapeClipper.clipPolyline(points, to: clip) { path.add(run, closed: false) }
        }
    }

    /// The water of the script's colour, as a style: it overrides the dark scheme's water, as
    /// the background it matches is not the scheme's either.
    private func writeChosenWater(_ color: Color, fills: Bool, into writer: inout SVGWriter) {
        let opacity = SVGWriter.unit(color.alpha)
        writer.beginAttribute("style")
        if fills {
            writer.appendLiteral("fill:")
            writer.appendColor(color)
            if opacity < 1 { writer.appendLiteral(";fill-opacity:"); writer.appendNumber(opacity) }
            writer.appendByte(UInt8(ascii: ";"))
        }
        writer.appendLiteral("stroke:")
        writer.appendColor(color)
        if opacity < 1 { writer.appendLiteral(";stroke-opacity:"); writer.appendNumber(opacity) }
        writer.endAttribute()
    }

    private func write(path: inout PathData, kind: BaseMapFeatures.Kind, into writer: inout SVGWriter) {
        guard !path.isEmpty else { return }
        writer.newline()
        writer.open("path")
        switch kind {
        // Areas are outlined in their own colour, a hairline: where two rings of the data meet
        // (Eurasia and Antarctica are cut at the antimeridian, Antarctica at the meridian too),
        // anti-aliasing would otherwise leave a seam of the colour beneath.
        case .land, .islandInLake:
            writer.attribute("class", literal: "land")
            writer.attribute("fill", literal: palette.land)
            writer.attribute("stroke", literal: palette.land)
            writer.attribute("stroke-width", 0.5)
        case .lake, .pond:
            writer.attribute("class", literal: "water")
            if let chosenWater {
                writeChosenWater(chosenWater, fills: true, into: &writer)
            } else {
                writer.attribute("fill", literal: palette.water)
                writer.attribute("stroke", literal: palette.water)
            }
            writer.attribute("stroke-width", 0.5)
        case .river:
            writer.attribute("class", literal: "river")
            writer.attribute("fill", literal: "none")
            if let chosenWater {
                writeChosenWater(chosenWater, fills: false, into: &writer)
            } else {
                writer.attribute("stroke", literal: palette.water)
            }
            writer.attribute("stroke-width", 1.2)
        case .stateBorder:
            writer.attribute("class", literal: "state")
            writer.attribute("fill", literal: "none")
            writer.attribute("stroke", literal: palette.stateBorder)
            writer.attribute("stroke-width", 0.75)
            writer.attribute("stroke-dasharray", literal: "4 2")
        case .countryBorder:
            writer.attribute("class", literal: "country")
            writer.attribute("fill", literal: "none")
            writer.attribute("stroke", literal: palette.border)
        }
        if !kind.isArea { writer.attribute("stroke-linejoin", literal: "round") }
        writer.beginAttribute("d")
        writer.appendBuilt(path.bytes)
        writer.endAttribute()
        writer.close()
        path = PathData(reservingCapacity: 4096)
    }

    /// Whether a country's name in `box`, written at `at`, would hide the land it names: the
    /// smallest land mass drawn around `at` is no wider and no taller than the name with its
    /// halo. Iceland, drawn 18 points wide, vanished under "Iceland"; the name waits until the
    /// land shows round it, as a map's names of small islands do.
    private func coversItsLand(_ box: Rect, at: Point) -> Bool {
        let halo = box.insetBy(dx: -1.5, dy: -1.5)
        var smallest: Rect?
        for land in landBounds where land.minX <= at.x && at.x <= land.maxX && land.minY <= at.y && at.y <= land.maxY {
            if smallest.map({ land.width * land.height < $0.width * $0.height }) ?? true { smallest = land }
        }
        guard let smallest else { return false }
        return smallest.width <= halo.width && smallest.height <= halo.height
    }

    // MARK: Copies of the world

    /// One copy of the world the view shows, `offset` map points east of the first.
    private struct WorldCopy {
        let offset: Double
        let visible: MapRect

        /// The view's extent in this copy's degrees, in the data's units.
        func window(unitsPerDegree units: Double) -> BaseMapWindow {
            let world = MapProjection.worldSize
            let west = (visible.minX - offset) / world * 360 - 180
            let east = (visible.maxX - offset) / world * 360 - 180
            let north = BaseMapWriter.latitude(mapY: max(visible.minY, 0))
            let south = BaseMapWriter.latitude(mapY: min(visible.maxY, world))
            return BaseMapWindow(west: (west * units).rounded(.down), east: (east * units).rounded(.up),
                          south: (south * units).rounded(.down), north: (north * units).rounded(.up))
        }
    }

    private func worldCopies() -> [WorldCopy] {
        let world = MapProjection.worldSize
        let grow = Self.margin / viewport.zoomScale
        let rect = viewport.visibleMapRect
        let visible = MapRect(x: rect.minX - grow, y: rect.minY - grow, width: rect.width + 2 * grow, height: rect.height + 2 * grow)
        // The copies in view, at most `worldCopiesEachSide` either side of the one at the
        // centre, wherever a pan round the world took it (clamped before it is made whole: a
        // rect a script set may be wider than an Int counts).
        let centre = (viewport.center.x / world).rounded(.down)
        let each = Double(Viewport.worldCopiesEachSide)
        let first = Int(max((visible.minX / world).rounded(.down), centre - each))
        let last = Int(min((visible.maxX / world).rounded(.down), centre + each))
        guard first <= last else { return [] }
        return (first...last).map { WorldCopy(offset: Double($0) * world, visible: visible) }
    }

    // MARK: Labels

    /// Country names when zoomed out, city names when closer; a label that would overlap one
    /// already placed, what is drawn over the map (a rect of `occupied`: annotations, the scale
    /// bar), or leave the view, is left out (countries are placed first, most populous first).
    func writeLabels(avoiding occupied: [Rect], into writer: inout SVGWriter) {
        let showsCities = degreesPerPoint < 0.12
        guard showsCountryNames || showsCities else { return }
        let size = viewport.size
        let fontSize = Self.labelFontSize
        var placed: [Rect] = []
        var opened = false
        for place in BaseMapPlace.all {
            switch place.kind {
            case .country: if !showsCountryNames { continue }
            case .city: if !showsCities { continue }
            }
            let at = viewport.pointNearestCenter(for: MapPoint(Coordinate(latitude: place.latitude, longitude: place.longitude)))
            let width = TextMetrics.width(of: place.name, fontSize: fontSize)
            let box = place.kind == .city
                ? Rect(x: at.x - 3, y: at.y - fontSize * 0.6, width: width + 8, height: fontSize * 1.2)
                : Rect(x: at.x - width / 2, y: at.y - fontSize * 0.6, width: width, height: fontSize * 1.2)
            guard box.minX >= 2, box.minY >= 2, box.maxX <= size.width - 2, box.maxY <= size.height - 2,
                  !placed.contains(where: { $0.insetBy(dx: -3, dy: -3).intersects(box) }),
                  !occupied.contains(where: { $0.intersects(box) }),
                  place.kind == .city || !coversItsLand(box, at: at) else { continue }
            placed.append(box)
            if !opened {
                writer.newline()
                writer.open("g")
                writer.attribute("id", literal: "basemap-labels")
                writer.attribute("class", literal: groupClass)
                writer.attribute("font-size", fontSize)
                writer.attribute("stroke-width", 3)
                writer.attribute("stroke-linejoin", literal: "round")
                writer.attribute("paint-order", literal: "stroke")
                writer.beginContent()
                opened = true
            }
            writer.newline()
            if place.kind == .city {
                writer.open("circle")
                writer.attribute("class", literal: "city")
                writer.attribute("cx", at.x)
                writer.attribute("cy", at.y)
                writer.attribute("r", 2.5)
                writer.attribute("fill", literal: palette.label)
                writer.attribute("stroke", literal: palette.halo)
                writer.attribute("stroke-width", 1)
                writer.close()
                writer.open("text")
                writer.attribute("class", literal: "city")
                writer.attribute("x", at.x + 5)
                writer.attribute("y", at.y + fontSize * 0.35)
                writer.attribute("fill", literal: palette.label)
            } else {
                writer.open("text")
                writer.attribute("class", literal: "country-name")
                writer.attribute("x", at.x)
                writer.attribute("y", at.y + fontSize * 0.35)
                writer.attribute("text-anchor", literal: "middle")
                writer.attribute("fill", literal: palette.countryLabel)
            }
            writer.attribute("stroke", literal: palette.halo)
            writer.text(place.name)
            writer.close()
        }
        if opened { writer.close() }
    }

    // MARK: Projection

    @inline(__always)
    static func mercatorY(_ latitude: Double) -> Double {
        let clamped = min(max(latitude, -MapProjection.maximumLatitude), MapProjection.maximumLatitude)
        return (0.5 - atanh(sin(clamped * (.pi / 180))) / (2 * .pi)) * MapProjection.worldSize
    }

    static func latitude(mapY: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * mapY / MapProjection.worldSize))) * 180 / .pi
    }
}
