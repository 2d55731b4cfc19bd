import Foundation

/// A small TextMate grammar engine for the grammar test: the subset that
/// `Grammar/mapscript.tmLanguage.json` keeps to. Rules are `match` (with `name` and numbered
/// `captures`) or `begin`/`end` (with `name`, `contentName`, `beginCaptures`, `endCaptures` and
/// `patterns`), and `include` of `#repository` entries or `$self`. As in editors, a line is
/// matched from left to right; at each place the earliest match wins, the end of the open
/// `begin` rule before its patterns when they match at the same place, then the first
/// pattern in order. Regexes are ICU's (NSRegularExpression), which read the grammar's
/// `\b`, `\p{L}`, lookahead and lookbehind as Oniguruma does.
///
/// The result is the innermost scope of every UTF-16 unit of the text (nil where no rule says
/// anything), which is what the test compares with the lexer's tokens.
final class TextMateMatcher {
    struct GrammarError: Error, CustomStringConvertible {
        var description: String
    }

    private final class Rule {
        var name: String?
        var contentName: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
        var include: String?
    }

    private var repository: [String: Rule] = [:]
    private let root = Rule()

    init(grammar json: [String: Any]) throws {
        guard let repositoryJSON = json["repository"] as? [String: Any], let patterns = json["patterns"] as? [Any] else {
            throw GrammarError(description: "the grammar needs 'patterns' and 'repository'")
        }
        for (key, value) in repositoryJSON {
            guard let object = value as? [String: Any] else { throw GrammarError(description: "repository entry '\(key)' is not an object") }
            repository[key] = try TextMateMatcher.rule(object)
        }
        root.patterns = try patterns.map { item in
            guard let object = item as? [String: Any] else { throw GrammarError(description: "a pattern is not an object") }
            return try TextMateMatcher.rule(object)
        }
    }

    private static func rule(_ json: [String: Any]) throws -> Rule {
        let known: Set<String> = ["name", "contentName", "match", "begin", "end", "captures", "beginCaptures", "endCaptures", "patterns", "include"]
        if let unknown = json.keys.first(where: { !known.contains($0) }) {
            throw GrammarError(description: "the grammar uses '\(unknown)', which this matcher does not support")
        }
        let rule = Rule()
        rule.name = json["name"] as? String
        rule.contentName = json["contentName"] as? String
        rule.include = json["include"] as? String
        rule.match = try (json["match"] as? String).map(regex)
        rule.begin = try (json["begin"] as? String).map(regex)
        rule.end = try (json["end"] as? String).map(regex)
        rule.captures = try captures(json["captures"])
        rule.beginCaptures = try captures(json["beginCaptures"])
        rule.endCaptures = try captures(json["endCaptures"])
        rule.patterns = try ((json["patterns"] as? [Any]) ?? []).map { item in
            guard let object = item as? [String: Any] else { throw GrammarError(description: "a pattern is not an object") }
            return try TextMateMatcher.rule(object)
        }
        if (rule.begin == nil) != (rule.end == nil) { throw GrammarError(description: "a rule has 'begin' without 'end' or the reverse") }
        return rule
    }

    private static func regex(_ pattern: String) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    private static func captures(_ json: Any?) throws -> [Int: String] {
        guard let json else { return [:] }
        guard let object = json as? [String: Any] else { throw GrammarError(description: "captures must be an object") }
        var result: [Int: String] = [:]
        for (key, value) in object {
            guard let number = Int(key), let name = (value as? [String: Any])?["name"] as? String else {
                throw GrammarError(description: "a capture needs a number and a 'name'")
            }
            result[number] = name
        }
        return result
    }

    /// The rules a list of patterns stands for, with includes replaced by what they name.
    private func expand(_ patterns: [Rule]) throws -> [Rule] {
        var result: [Rule] = []
        for pattern in patterns {
            guard let include = pattern.include else {
                result.append(pattern)
                continue
            }
            if include == "$self" {
                result += try expand(root.patterns)
            } else if include.hasPrefix("#"), let named = repository[String(include.dropFirst())] {
                result += named.match == nil && named.begin == nil ? try expand(named.patterns) : [named]
            } else {
                throw GrammarError(description: "cannot include '\(include)'")
            }
        }
        return result
    }

    /// The innermost scope of each UTF-16 unit of `text`.
    func scopes(of text: String) throws -> [String?] {
        let string = text as NSString
        var scopes = [String?](repeating: nil, count: string.length)
        var stack: [Rule] = []
        var position = 0
        while position < string.length {
            let lineEnd = string.range(of: "\n", options: [], range: NSRange(location: position, length: string.length - position)).location
            let end = lineEnd == NSNotFound ? string.length : lineEnd
            let open = stack.last
            let candidates = try expand(open?.patterns ?? root.patterns)
            let searched = NSRange(location: position, length: end - position)
            let bounds: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]

            var best: (result: NSTextCheckingResult, rule: Rule?)?
            if let endRegex = open?.end, let found = endRegex.firstMatch(in: text, options: bounds, range: searched) {
                best = (found, nil)
            }
            for rule in candidates {
                guard let regex = rule.match ?? rule.begin,
                      let found = regex.firstMatch(in: text, options: bounds, range: searched) else { continue }
                if best == nil || found.range.location < best!.result.range.location { best = (found, rule) }
            }
            let fill = open.map { $0.contentName ?? $0.name } ?? nil
            guard let (found, rule) = best else {
                for unit in position..<end { scopes[unit] = fill }
                if end < string.length { scopes[end] = fill }
                position = end + 1
                continue
            }
            for unit in position..<found.range.location { scopes[unit] = fill }
            if let rule {
                if rule.match != nil {
                    paint(&scopes, found, rule.name ?? fill, rule.captures)
                } else {
                    paint(&scopes, found, rule.name ?? fill, rule.beginCaptures)
                    stack.append(rule)
                }
            } else if let closed = stack.popLast() {
                paint(&scopes, found, closed.name ?? stack.last.map { $0.contentName ?? $0.name } ?? nil, closed.endCaptures)
            }
            // A match of nothing moves on by one unit, so that the scan always ends.
            position = max(found.range.location + found.range.length, found.range.length == 0 ? position + 1 : position)
        }
        return scopes
    }

    private func paint(_ scopes: inout [String?], _ found: NSTextCheckingResult, _ name: String?, _ captures: [Int: String]) {
        for unit in found.range.location..<(found.range.location + found.range.length) { scopes[unit] = name }
        for (group, captureName) in captures.sorted(by: { $0.key < $1.key }) where group < found.numberOfRanges {
            let range = found.range(at: group)
            guard range.location != NSNotFound else { continue }
            for unit in range.location..<(range.location + range.length) { scopes[unit] = captureName }
        }
    }
}
