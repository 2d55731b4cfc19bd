// MapScriptGeometry: the coordinate systems of MapKit, in plain Swift.
//
// Design: every type is a small value (structs of Doubles) with no allocation, so the scene
// engine and the SVG writer can project millions of points without touching the heap.
// Three spaces exist, as in MapKit:
//   - geographic `Coordinate`s (WGS84 latitude/longitude, degrees), checked at the boundary
//     with the script by `Coordinate.validated()` (errors are `GeometryError` values);
//   - `MapPoint`s: spherical Web Mercator (EPSG:3857) scaled so the world is 2^28 x 2^28
//     map points, origin at the top left (MKMapPoint), with `MapRect`s and `MapSize`s;
//   - view `Point`s of the rendered picture, reached through a `Viewport` (svg.md's rule:
//     the region's centre in the middle, the largest scale that shows all of the region,
//     and an optional camera heading), with `AffineTransform` for drawing contexts.
//
// The world wraps at the antimeridian but map point x is never wrapped silently: a line is
// unwrapped (`unwrappedMapPoints`) so it takes the short way across, a view near ±180° shows
// x past the world's edge, and the viewport picks the copy of a point nearest its centre.
//
// Distances are on the WGS84 ellipsoid, not a sphere: `Geodesic` follows Karney's algorithms
// (inverse and direct problems, nearly antipodal points included) and agrees with
// GeographicLib to nanometres; `GeodesicPath` samples a geodesic for drawing.
//
// This module imports Foundation for maths only (no formatting, no I/O).
