// MapScriptSVG: a laid-out map becomes an SVG document.
//
// Design: the scene is built and laid out first, then drawn in one pass (Pikchr's way), so
// every position is known before the first byte is written.
//   - `SVGWriter` is the only code that writes markup: one growing byte buffer, element and
//     attribute names fixed in the code, every dynamic string escaped, every number through
//     `SVGNumberFormat` (2 decimals, no `-0`, no exponent, no locale). Elements are closed
//     from a stack, so the output is always well-formed.
//   - `SceneRenderer` writes the layers of svg.md in order: background, the two overlay
//     levels, annotations (south in front), callouts, chrome. `SVGExporter` is the entry point.
//     When recording the annotations runs no script code, each is written as it is recorded,
//     and the body is written into the document's own array and assembled there: a picture
//     of 100,000 pins keeps no records and is never in memory twice. An output written once
//     (the command line's picture) goes further: the body is handed to a `BodySpill` in
//     pieces as it is written, and only the head, which names what the body used, and the
//     tail are returned (`SpilledDocument`).
//   - Overlays are written from what their renderers drew (`Drawing`, already in view points):
//     whatever a renderer is (built-in, subclassed, scripted), its picture is exactly what it
//     recorded. Line-only paths are simplified and clipped to the view (`ShapeClipper`), and a
//     recorded circle becomes a `<circle>`.
//   - What repeats (pins of one colour, icons) is drawn once in `<defs>` (`SymbolLibrary`) and
//     referenced by `<use>`, which keeps a pin at about a line of text.
//   - Ids come from counters in drawing order, nothing is ever emitted by iterating a
//     Dictionary, so the same scene gives the same bytes.
//   - Safety: no `<script>`, no event attribute, no `javascript:` link can be written: names
//     are static, links pass `URLPolicy`, embedded files become base64 `data:` URLs of image
//     types only.
//   - Light and dark: the default map background, callouts and the scale bar carry CSS
//     classes whose colours follow `prefers-color-scheme`; colours given by a script are
//     written as given.
