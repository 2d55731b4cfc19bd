/// Which URLs may be linked from the picture: `http:`, `https:` and relative references.
/// Anything with another scheme (`javascript:`, `data:`, `file:`, `vbscript:`...) is refused.
/// The scheme test looks at the text as a browser would after stripping leading spaces and
/// controls, and ignores case, so `  JaVaScRiPt:` is caught too.
enum URLPolicy {
    static func isLinkable(_ url: String) -> Bool {
        let trimmed = url.unicodeScalars.drop { $0.value <= 0x20 }
        guard !trimmed.isEmpty else { return false }
        var scheme = ""
        for scalar in trimmed {
            if scalar == ":" {
                let lower = scheme.lowercased()
                return lower == "http" || lower == "https"
            }
            // A '/', '?' or '#' before any ':' makes it a relative reference.
            if scalar == "/" || scalar == "?" || scalar == "#" { return true }
            // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so they count as part of it.
            if scalar.value < 0x20 { continue }
            scheme.unicodeScalars.append(scalar)
        }
        return true
    }
}
