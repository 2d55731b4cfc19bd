import Synchronization

/// Columns on lines that are not ASCII, in time independent of where on the line they are.
///
/// A column counts characters (grapheme clusters), so on a line holding one `é` it cannot be
/// a byte count, and counting from the start of the line for every token or diagnostic made
/// `mapscript tokens` and a flood of errors on a long line quadratic in its length. Instead,
/// the first question about a line walks it once and keeps a checkpoint (byte offset and
/// column, at a character boundary) every `checkpointSpacing` bytes; a column is then a
/// binary search and a count of at most that many bytes (plus the one character straddling
/// the checkpoint).
///
/// Built lazily and per line, so a file whose columns are never asked for (the common case: a
/// script that runs without errors) pays nothing, and shared between threads behind a lock,
/// as the `SourceFile` that owns it is.
final class ColumnIndex: Sendable {
    struct Checkpoint {
        var offset: Int
        var column: Int
    }

    static let checkpointSpacing = 256

    private let checkpoints = Mutex<[Int: [Checkpoint]]>([:])

    /// The 1-based column of `offset` on `line`, whose bytes are `lineStart..<lineEnd`.
    func column(of offset: Int, line: Int, lineStart: Int, lineEnd: Int, bytes: [UInt8]) -> Int {
        let lineCheckpoints = checkpoints.withLock { table in
            if let known = table[line] { return known }
            let made = ColumnIndex.checkpoints(bytes, from: lineStart, to: lineEnd)
            table[line] = made
            return made
        }
        // The last checkpoint at or before `offset` (the first is the line's start).
        var low = 0
        var high = lineCheckpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineCheckpoints[mid].offset <= offset { low = mid } else { high = mid - 1 }
        }
        let checkpoint = lineCheckpoints[low]
        return checkpoint.column + ColumnIndex.characterCount(bytes, from: checkpoint.offset, to: offset)
    }

    private static func checkpoints(_ bytes: [UInt8], from start: Int, to end: Int) -> [Checkpoint] {
        var result = [Checkpoint(offset: start, column: 1)]
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        var offset = start
        var column = 1
        for character in text {
            if offset - result[result.count - 1].offset >= checkpointSpacing {
                result.append(Checkpoint(offset: offset, column: column))
            }
            offset += character.utf8.count
            column += 1
        }
        return result
    }

    /// Characters between two offsets of one line; an offset inside a multi-byte character
    /// counts up to that character.
    static func characterCount(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        return String(decoding: bytes[start..<end], as: UTF8.self).count
    }
}
