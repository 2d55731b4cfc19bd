/// The base map's data, compiled into the command so that an installed binary needs no
/// resource files beside it. Tools/basemap/convert.py writes each blob as base64 text in one
/// string literal (Data/): a multi-megabyte string literal compiles in seconds, where an array
/// literal of the same bytes would take minutes. The text is never decoded whole: a
/// `BaseMapCursor` decodes the bytes it reads, so a render pays only for what is in view.
enum BaseMapData {}
