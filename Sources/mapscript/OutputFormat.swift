import ArgumentParser

/// What a render writes: the picture, or the scene's shapes as GeoJSON.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case svg
    case geojson

    var fileExtension: String { rawValue }
}
