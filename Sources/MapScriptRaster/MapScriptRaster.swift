// MapScriptRaster: the SVG mapscript writes, drawn as PNG or PDF by librsvg on a cairo surface.
//
// Design: one function per format, from the SVG's bytes to the file's bytes, in memory (no
// temporary files). The picture's size is the SVG's own width and height (view points, CSS
// pixels); a PNG has `scale` pixels per point, a PDF 0.75 PostScript points per view point
// (96 dpi, as browsers print). Relative links (tiles) resolve against `baseDirectory`. The
// output is deterministic: a PDF's creation date is fixed, so the same SVG gives the same bytes.
