import Foundation

/// A centre coordinate and a span (MKCoordinateRegion).
public struct Region: Hashable, Sendable {
    public var center: Coordinate
    public var span: Span

    public init(center: Coordinate, span: Span) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`
    /// (MKCoordinateRegionMakeWithDistance).
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let perMapPoint = MapProjection.metersPerMapPoint(atLatitude: center.latitude)
        let c = MapPoint(center)
        let halfW = longitudinalMeters / perMapPoint / 2, halfH = latitudinalMeters / perMapPoint / 2
        let north = MapPoint(x: c.x, y: c.y - halfH).coordinate
        let south = MapPoint(x: c.x, y: c.y + halfH).coordinate
        let east = MapPoint(x: c.x + halfW, y: c.y).coordinate
        let west = MapPoint(x: c.x - halfW, y: c.y).coordinate
        self.init(center: center, span: Span(latitudeDelta: north.latitude - south.latitude,
                                             longitudeDelta: east.longitude - west.longitude))
    }

    /// The map rect spanned by the region: the Mercator image of its latitude/longitude box.
    /// Its x extent may pass the world's edges when the region crosses the antimeridian.
    public var mapRect: MapRect {
        let top = MapPoint(Coordinate(latitude: center.latitude + span.latitudeDelta / 2, longitude: center.longitude))
        let bottom = MapPoint(Coordinate(latitude: center.latitude - span.latitudeDelta / 2, longitude: center.longitude))
        let c = MapPoint(center)
        let width = span.longitudeDelta / 360 * MapProjection.worldSize
        return MapRect(x: c.x - width / 2, y: top.y, width: width, height: bottom.y - top.y)
    }

    /// The region whose latitude/longitude box covers a map rect (MKCoordinateRegionForMapRect):
    /// centred on the coordinate of the rect's mid point (longitude brought into -180...180),
    /// spanning the latitudes of its top and bottom edges. Mercator is not linear in latitude,
    /// so the centre's latitude is not the mean of the edges' and `Region(rect).mapRect` differs
    /// from `rect` in height by a little; its width and mid x are kept.
    public init(_ rect: MapRect) {
        let topLeft = MapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MapPoint(x: rect.midX, y: rect.midY).coordinate.normalized
        self.init(center: center, span: Span(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                             longitudeDelta: rect.width / MapProjection.worldSize * 360))
    }

    /// True when the region's latitude/longitude box holds the coordinate, counting longitudes
    /// across the antimeridian (a region centred at 179° spanning 4° holds -178°).
    public func contains(_ coordinate: Coordinate) -> Bool {
        let dLat = abs(coordinate.latitude - center.latitude)
        let dLon = abs((coordinate.longitude - center.longitude).remainder(dividingBy: 360))
        return dLat <= span.latitudeDelta / 2 && (dLon <= span.longitudeDelta / 2 || span.longitudeDelta >= 360)
    }

    /// True when the region's longitudes run across the 180th meridian.
    public var spans180thMeridian: Bool {
        let c = Coordinate.normalizedLongitude(center.longitude)
        let halfWidth = span.longitudeDelta / 2
        return span.longitudeDelta >= 360 || c - halfWidth < -180 || c + halfWidth > 180
    }
}
