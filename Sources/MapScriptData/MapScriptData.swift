// MapScriptData: data in and out of a map scene, safely.
//
// Design:
// - Every reader works on the raw UTF-8 bytes of a file with a hand-written scanner, so each
//   error can name the file, line and column (or the JSON path of a value) and say what was
//   expected, and so that parsing a 100,000-feature GeoJSON file takes a fraction of a second.
//   No reader uses Foundation's JSONSerialization or XMLParser: they give no positions, and the
//   XML one would expand entities.
// - Readers produce a neutral tree, `DataValue` (objects keep their key order), or, for
//   GeoJSON, scene shapes (`GeoJSONFeature`), the way MKGeoJSONDecoder does. This module knows
//   nothing of the scripting language: the runtime converts these values into script values.
// - Errors are values (`DataError`) thrown with typed throws. A reader either returns the whole
//   result or throws; nothing half-built escapes. Input size and nesting depth are bounded
//   (`ParseLimits`), so hostile input yields an error, never a crash or a runaway recursion.
// - Files are reached only through `FileSandbox`, which resolves symbolic links and `..` and
//   refuses anything outside the script's folder and the folders the command line allows.
// - Output (`GeoJSONWriter`) appends bytes to one buffer with a fixed number format, so the same
//   scene always gives byte-identical GeoJSON.
// - Every output file goes through `OutputFile` (whole or not at all, links written through,
//   devices written straight to). An output may come in parts (`OutputDocument`): a head and
//   tail in memory around a body spooled to a nameless file as it was written (`SpoolFile`),
//   so that the process never holds a large picture whole.
