import MapScriptGeometry

/// Reads GeoJSON (RFC 7946) into feature records: a FeatureCollection gives its features, a
/// single Feature one record, and a bare geometry one record with no identifier or properties.
///
/// It reads the JSON bytes directly into coordinates instead of building a generic tree first,
/// which keeps a 100,000-feature file fast and lets every error point at its line, column and
/// path (`features[3].geometry.coordinates[0][2]`). Members may come in any order: while an
/// object's `type` is unknown, the members whose meaning depends on it are skipped and read
/// again once it is known.
///
/// Checked: positions are `[longitude, latitude]` (more numbers, such as an altitude, are
/// allowed and dropped) with finite values, |latitude| ≤ 90 and |longitude| ≤ 180; a LineString
/// has at least 2 positions; a polygon ring at least 4, its last equal to its first. An empty
/// `coordinates` array is an empty geometry (RFC 7946 §3.1). Ring orientation is not checked,
/// as the RFC asks of readers. Foreign members, `bbox` and `crs` are ignored. A Feature
/// without `geometry` or `properties` reads as if they were null (an unlocated feature with no
/// properties); a FeatureCollection needs `features`, a geometry its `coordinates` (or
/// `geometries`).
public enum GeoJSONReader {
    public static func read(_ bytes: [UInt8], file: String, limits: ParseLimits = .standard) throws(DataError) -> [GeoJSONFeatureRecord] {
        try limits.checkSize(bytes.count, file: file)
        try TextEncodingCheck.requireUTF8(bytes, file: file)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> [GeoJSONFeatureRecord] in
            var reader = GeoJSONObjectReader(scanner: JSONScanner(bytes: buffer, file: file, maximumDepth: limits.maximumDepth))
            return try reader.readDocument()
        }
    }

    public static func read(_ text: String, file: String, limits: ParseLimits = .standard) throws(DataError) -> [GeoJSONFeatureRecord] {
        try read(Array(text.utf8), file: file, limits: limits)
    }
}
