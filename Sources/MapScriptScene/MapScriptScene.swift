// MapScriptScene: MapKit for SVG, in plain Swift.
//
// Design: the model is MapKit's. Annotations and overlays are data; annotation views and
// overlay renderers are their presentation, created lazily by the `MapView` through its
// `MapViewDelegate` only when the object is visible, exactly as `MKMapView` does. Nothing here
// knows the scripting language: a Swift program can drive a `MapView` directly, and the
// interpreter is one client among others.
//
// Rules that shape the code:
//   - Every class a client may extend is `open`, and every method the map calls on it is `open`
//     and `throws`: an override may be a script hook that fails, and the failure must travel out
//     of layout and rendering as a thrown error, never as a crash.
//   - Misuse (dragging a view that is not draggable, a renderer returned for another overlay,
//     an index out of range) throws a `SceneError`.
//   - Layout is proportional to what is visible: a `SpatialIndex` (a bucketed quadtree over map
//     points and rectangles) answers which annotations and overlays meet the visible rect.
//   - Drawing is recorded, not rasterised: a `DrawingContext` keeps Core Graphics' state stack
//     and records every path, clip, gradient, image and text already transformed into view
//     points, so the SVG writer emits plain coordinates and never a tiny-scale transform.
//   - Writers read `MapView.snapshot()`: the layers in order, each object with its model, its
//     view or renderer, and its recorded drawing, so no writer needs to know about layout. A
//     writer of a large picture takes it in parts and writes each annotation as it is
//     recorded (`recordAnnotations`), keeping no records.
//   - A map whose owner counts the changes made to it (`SceneEditCount`: a script session
//     does) skips a layout that would find nothing changed since the last one settled.
//   - Near the antimeridian the visible rect passes the world's edge, and so may an overlay;
//     queries match every world copy of both, views are drawn at the copy nearest the view's
//     centre, and an overlay also at a neighbouring copy when one shows beside it (a tile
//     overlay seen across the seam).
//   - Hooks may re-enter the map (change the region from `regionDidChange`, add annotations
//     from `viewFor`); a layout asked for inside a layout is skipped, and nested hook-calling
//     operations are bounded, so a hook that loops fails with an error, not a stack overflow.
//   - Order is deterministic everywhere: hooks run in the order objects were added, and nothing
//     iterates a Dictionary to decide an order.
//   - The small MapKit enumerations (OverlayLevel, DragState, PinColor...) keep MapKit's case
//     order, and that order is their `rawValue`: a script's `.rawValue` is the 0-based index.
