import MapScriptGeometry

/// A part of a path by length, for the `strokeStart` and `strokeEnd` of MapKit's circle,
/// polygon and polyline renderers: "the unit distance along the line where the stroke starts".
///
/// The path's subpaths are taken one after the other as one line, a closed subpath including
/// the segment that closes it, and the part between two fractions of its whole length is kept,
/// in the path's own direction. Curves are cut where their length says (measured on a fine
/// chord), so the part keeps their exact shape rather than becoming chords itself.
extension Path {
    /// The part of the path from `start` to `end`, fractions of its length (clamped to 0...1);
    /// empty when `start` is not before `end`, the path itself when they cover all of it.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let pieces = PathTrimPiece.pieces(of: self)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let a = from * total, b = to * total
        var result = Path()
        var offset = 0.0
        // The subpath the last kept piece belonged to; a piece of another one starts with a move.
        var lastSubpath = -1
        // Whether the kept part reaches the current subpath's start, so that a wholly kept
        // closing segment can close the subpath (a join at the corner, as the whole path has).
        var keptFromSubpathStart = false
        for piece in pieces {
            let pieceStart = offset, pieceEnd = offset + piece.length
            offset = pieceEnd
            if pieceEnd <= a || pieceStart >= b { continue }
            let lower = max(a, pieceStart) - pieceStart, upper = min(b, pieceEnd) - pieceStart
            let part = piece.part(from: lower, to: upper)
            if piece.subpath != lastSubpath {
                result.move(to: part.start)
                lastSubpath = piece.subpath
                keptFromSubpathStart = piece.isFirstOfSubpath && lower == 0
            }
            if piece.closes && keptFromSubpathStart && upper == piece.length {
                result.closeSubpath()
            } else {
                result.append(part.element)
            }
        }
        return result
    }
}
