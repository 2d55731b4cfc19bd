/// "Did you mean ...?": the closest known name to a misspelt one.
public enum Suggestions {
    /// The candidate with the smallest edit distance to `name`, if it is close enough to be a
    /// plausible typo (at most a third of the name's length, and at least 1), else the one
    /// candidate that `name` (three letters or more) begins. Ties go to the earliest candidate,
    /// so the answer is deterministic. A name spelt as MapKit spells it
    /// (`MKPointAnnotation`, `withAlphaComponent`) gets the mapscript name it means first.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        if let meant = MapKitSpelling.meant(by: name, among: candidates) { return meant }
        let target = Array(name.unicodeScalars)
        guard !target.isEmpty else { return nil }
        let limit = max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let scalars = Array(candidate.unicodeScalars)
            if abs(scalars.count - target.count) > limit { continue }
            let distance = editDistance(target, scalars, limit: best.map { min($0.distance - 1, limit) } ?? limit)
            guard let distance else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        if let best { return best.name }
        // A name cut short (`.rect` for `.rectangle`) is too far for a typo; the one candidate
        // it begins is what it means.
        guard target.count >= 3 else { return nil }
        let lengthened = candidates.filter { $0 != name && $0.hasPrefix(name) }
        if lengthened.count == 1 { return lengthened[0] }
        guard lengthened.isEmpty else { return nil }
        // A name that leaves out the first words of a camel-case one (`region:` for MapKit's
        // `coordinateRegion:`) means the one candidate it ends.
        let ended = candidates.filter { endsWithWords($0, name) }
        return ended.count == 1 ? ended[0] : nil
    }

    /// Whether `name` is the last words of the camel-case `candidate`: `region` and `Region`
    /// of `coordinateRegion`, not `gion`.
    static func endsWithWords(_ candidate: String, _ name: String) -> Bool {
        guard candidate.count > name.count, let first = name.first else { return false }
        let tail = candidate.suffix(name.count)
        guard let wordStart = tail.first, wordStart.isUppercase,
              tail.dropFirst() == name.dropFirst(), String(wordStart) == first.uppercased() else { return false }
        return true
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transposition, which is
    /// the most common typo); nil as soon as it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if limit < 0 { return nil }
        let n = a.count, m = b.count
        if n == 0 { return m <= limit ? m : nil }
        if m == 0 { return n <= limit ? n : nil }
        var previousPrevious = [Int](repeating: 0, count: m + 1)
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        let distance = previous[m]
        return distance <= limit ? distance : nil
    }
}
