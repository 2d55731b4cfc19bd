import MapScriptScene

/// The style sheet of every picture. Presentation attributes on the elements carry the light
/// colours as well, so readers without CSS still draw the light picture; CSS rules win over
/// presentation attributes where CSS is supported, which is what lets the dark scheme apply.
///
/// The dark rules follow `prefers-color-scheme` unless the map fixes its scheme
/// (`UserInterfaceStyle`): fixed dark, they apply everywhere, after the light rules they
/// override; fixed light, they are left out. A PNG or PDF thus comes out dark only when the
/// scheme is fixed, since no viewer is asked.
enum SVGStyle {
    static let lightRules: StaticString = """
    text{font-family:Helvetica,Arial,sans-serif}\
    .map-background{fill:#f5f2eb}\
    .callout .bubble{fill:#fff;stroke:#000;stroke-opacity:.14}\
    .callout .title{fill:#1c1c1e}\
    .callout .subtitle{fill:#6e6e73}\
    #chrome .scale{stroke:#3a3a3c}\
    #chrome .halo{stroke:#fff}\
    #chrome text{fill:#3a3a3c}
    """

    static let darkRules: StaticString = """
    .map-background{fill:#1f2124}\
    .callout .bubble{fill:#2c2c2e;stroke:#fff;stroke-opacity:.2}\
    .callout .title{fill:#f2f2f7}\
    .callout .subtitle{fill:#aeaeb2}\
    #chrome .scale{stroke:#e5e5ea}\
    #chrome .halo{stroke:#000}\
    #chrome text{fill:#e5e5ea}\
    .marker-title,.marker-subtitle{fill:#f2f2f7;stroke:#000}
    """

    /// The compass's dark face, written only in a picture that has a compass (its light
    /// colours are its elements' own), so that pictures without one are as they were.
    static let compassDarkRules: StaticString = "#chrome .compass-face{fill:#2c2c2e;stroke:#fff}"

    /// The light rules, then the dark ones as the scheme asks: under the media query, as they
    /// are, or not at all.
    static func write(_ light: (inout SVGWriter) -> Void, _ dark: (inout SVGWriter) -> Void, for style: UserInterfaceStyle,
                      into document: inout SVGWriter) {
        light(&document)
        switch style {
        case .unspecified:
            document.literalText("@media (prefers-color-scheme:dark){")
            dark(&document)
            document.literalText("}")
        case .dark:
            dark(&document)
        case .light:
            break
        }
    }
}
