// MapScriptGeometry: the coordinate systems of MapKit, in plain Swift.
//
// Design: every type is a small value (structs of Doubles) with no allocation, so the scene
// engine and the SVG writer can project millions of points without touching the heap.
// Three spaces exist, as in MapKit:
//   - geographic `Coordinate`s (WGS84 latitude/longitude, degrees);
//   - `MapPoint`s: spherical Web Mercator (EPSG:3857) scaled so the world is 2^28 x 2^28
//     map points, origin at the top left (MKMapPoint);
//   - view `Point`s of the rendered picture, reached through a `Viewport`.
// Distances on the ellipsoid (`Geodesic`) follow Karney's method, not a sphere.
// This module imports Foundation for maths only.
