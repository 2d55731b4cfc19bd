import MapScriptScene

/// The base map's colours, after MapKit's: `standard` and `mutedStandard` in the light and the
/// dark scheme. Elements carry the light colours of their map type as presentation attributes
/// (readers without CSS draw the light picture); the style sheet built here from the same
/// values gives the class rules, and the dark ones (see `SVGStyle`).
struct BaseMapPalette {
    let water: StaticString
    let land: StaticString
    let border: StaticString
    let stateBorder: StaticString
    let label: StaticString
    let countryLabel: StaticString
    let halo: StaticString

    static let standard = BaseMapPalette(water: "#a6cdef", land: "#f5f2eb", border: "#a094b8", stateBorder: "#c9c1d6",
                                         label: "#3a3a3c", countryLabel: "#6e6e73", halo: "#fff")
    static let muted = BaseMapPalette(water: "#c5d5e2", land: "#f4f3f0", border: "#c0bcc6", stateBorder: "#dad7de",
                                      label: "#6e6e73", countryLabel: "#9a9aa0", halo: "#fff")
    static let darkStandard = BaseMapPalette(water: "#1c2b3b", land: "#2c2c2e", border: "#7a7190", stateBorder: "#4f4a58",
                                             label: "#e5e5ea", countryLabel: "#aeaeb2", halo: "#000")
    static let darkMuted = BaseMapPalette(water: "#1a232c", land: "#262628", border: "#57535d", stateBorder: "#403e44",
                                          label: "#aeaeb2", countryLabel: "#8e8e93", halo: "#000")

    static func light(for type: MapType) -> BaseMapPalette { type == .mutedStandard ? muted : standard }

    /// The class rules of the light scheme: `.basemap` groups, with `muted` beside it for
    /// `.mutedStandard`; `SVGStyle.write` adds the dark ones as the scheme asks.
    static let lightRules = rules(standard, scope: ".basemap") + rules(muted, scope: ".basemap.muted")
    static let darkRules = rules(darkStandard, scope: ".basemap") + rules(darkMuted, scope: ".basemap.muted")

    private static func rules(_ p: BaseMapPalette, scope: String) -> String {
        "\(scope) .water{fill:\(p.water);stroke:\(p.water)}\(scope) .land{fill:\(p.land);stroke:\(p.land)}\(scope) .river{stroke:\(p.water)}"
            + "\(scope) .state{stroke:\(p.stateBorder)}\(scope) .country{stroke:\(p.border)}"
            + "\(scope) .city{fill:\(p.label);stroke:\(p.halo)}\(scope) .country-name{fill:\(p.countryLabel);stroke:\(p.halo)}"
    }
}
