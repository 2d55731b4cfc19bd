// MapScriptServe: a script's scene live in a browser (`mapscript serve`).
//
// Design: one page, one WebSocket. The page sends only pointer input (down, move, hold, up,
// cancel, zoom) and never script text. `GestureReader` turns that input into the calls a
// script would make (`map.tap`, `map.longPress`, `map.touch`, `map.pan`, `map.zoom`), so
// hooks run exactly as in a scripted run; `LiveScene` owns the session, runs the script
// again when a file it read changes, and answers each event with the picture as it is now.
// `LiveServer` is the Hummingbird application: it serves the page, keeps one `LiveScene`
// for all pages, and sends every page each new picture, printed line and error.
