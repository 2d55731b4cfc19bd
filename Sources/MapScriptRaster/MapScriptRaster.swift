// MapScriptRaster: the SVG mapscript writes, drawn as PNG or PDF by librsvg on a cairo surface.
//
// Design: one function per format, from the SVG's bytes to the file's bytes, in memory (no
// temporary files). The picture's size is the SVG's own width and height (view points, CSS
// pixels); a PNG has `scale` pixels per point, a PDF one PostScript point per view point
// (72 to the inch, as UIKit draws a view into a PDF). Relative links (tiles) resolve against
// `baseDirectory`. The output is deterministic: a PDF's creation date is fixed, so the same
// SVG gives the same bytes.
