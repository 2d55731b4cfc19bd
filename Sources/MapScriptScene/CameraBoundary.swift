import MapScriptGeometry

/// The area the map's centre must stay in (MKMapView.CameraBoundary). Every change of region
/// keeps to it, a person's pan and zoom and a script's `setRegion` alike: the centre asked for
/// is moved the least way into it, as MapKit holds its camera. Made from a map rect or from a
/// region; both are kept and describe the same area. A value, never changed once made, as
/// MapKit copies the boundary it is given.
public final class CameraBoundary {
    public let mapRect: MapRect
    public let region: Region

    /// A boundary of a map rect; a rect of no size holds the centre at one point.
    public init(mapRect: MapRect) throws {
        guard !mapRect.isNull, mapRect.width.isFinite, mapRect.height.isFinite else {
            throw SceneError("a camera boundary needs a map rect of finite size, not negative", argument: 0, label: "mapRect")
        }
        self.mapRect = mapRect
        self.region = Region(mapRect)
    }

    /// A boundary of a region's latitudes and longitudes.
    public init(coordinateRegion region: Region) throws {
        guard region.center.isValid, region.span.latitudeDelta.isFinite, region.span.longitudeDelta.isFinite,
              region.span.latitudeDelta >= 0, region.span.longitudeDelta >= 0 else {
            throw SceneError("a camera boundary needs a region with a valid centre and a span finite and not negative",
                             argument: 0, label: "coordinateRegion")
        }
        self.region = region
        self.mapRect = region.mapRect
    }

    /// `center` moved the least way into the boundary, its copy nearest it taken across the
    /// antimeridian; nil when it is inside already, so a centre that needs no move keeps its
    /// exact value.
    func constraining(_ center: MapPoint) -> MapPoint? {
        let copy = center.nearestWorldCopy(to: mapRect.midX)
        let x = min(max(copy.x, mapRect.minX), mapRect.maxX)
        let y = min(max(copy.y, mapRect.minY), mapRect.maxY)
        guard x != copy.x || y != copy.y else { return nil }
        return MapPoint(x: x, y: y)
    }
}
