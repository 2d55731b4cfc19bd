import MapScriptGeometry

/// The area the map's centre must stay in (MKMapView.CameraBoundary). Every change of region
/// keeps to it, a person's pan and zoom and a script's `setRegion` alike: the centre asked for
/// is moved the least way into it, as MapKit holds its camera. Made from a map rect or from a
/// region; both are kept and describe the same area. A value, never changed once made, as
/// MapKit copies the boundary it is given.
public final class CameraBoundary {
    public let mapRect: MapRect
    public let region: Region
    /// The latitudes and longitudes of the edges, as given: a centre held at an edge reads
    /// back as the edge itself, not a rounding of the projection away from it.
    private let latitudes: ClosedRange<Double>
    private let longitudes: ClosedRange<Double>

    /// A boundary of a map rect; a rect of no size holds the centre at one point.
    public init(mapRect: MapRect) throws {
        guard mapRect.isFinite else {
            throw SceneError("a camera boundary needs a map rect of finite size, not negative", argument: 0, label: "mapRect")
        }
        self.mapRect = mapRect
        self.region = Region(mapRect)
        latitudes = MapPoint(x: mapRect.minX, y: mapRect.maxY).coordinate.latitude...MapPoint(x: mapRect.minX, y: mapRect.minY).coordinate.latitude
        longitudes = mapRect.minX / MapProjection.worldSize * 360 - 180...mapRect.maxX / MapProjection.worldSize * 360 - 180
    }

    /// A boundary of a region's latitudes and longitudes.
    public init(coordinateRegion region: Region) throws {
        guard region.center.isValid, region.span.isValid else {
            throw SceneError("a camera boundary needs a region with a valid centre and a span finite and not negative",
                             argument: 0, label: "coordinateRegion")
        }
        guard region.span.isWithinTheWorld else {
            throw SceneError("a camera boundary's region spans \(NumberWording.text(region.span.latitudeDelta)) by "
                             + "\(NumberWording.text(region.span.longitudeDelta)) degrees, more than the world's 180 by 360",
                             argument: 0, label: "coordinateRegion")
        }
        self.region = region
        self.mapRect = region.mapRect
        latitudes = region.center.latitude - region.span.latitudeDelta / 2...region.center.latitude + region.span.latitudeDelta / 2
        longitudes = region.center.longitude - region.span.longitudeDelta / 2...region.center.longitude + region.span.longitudeDelta / 2
    }

    /// The coordinate of a centre the boundary holds (`constraining` gave it), within the
    /// boundary's latitudes and longitudes, its longitude in -180...180.
    func coordinate(of center: MapPoint) -> Coordinate {
        let coordinate = center.wrappedIntoWorld.coordinate
        let latitude = min(max(coordinate.latitude, latitudes.lowerBound), latitudes.upperBound)
        // The longitude's copy nearest the boundary's middle, held to its edges.
        let middle = (longitudes.lowerBound + longitudes.upperBound) / 2
        let longitude = middle + (coordinate.longitude - middle).remainder(dividingBy: 360)
        let held = min(max(longitude, longitudes.lowerBound), longitudes.upperBound)
        return Coordinate(latitude: latitude, longitude: Coordinate.normalizedLongitude(held))
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
