/// The style sheet of every picture. Presentation attributes on the elements carry the light
/// colours as well, so readers without CSS still draw the light picture; CSS rules win over
/// presentation attributes where CSS is supported, which is what lets the dark scheme apply.
enum SVGStyle {
    static let sheet: StaticString = """
    text{font-family:Helvetica,Arial,sans-serif}\
    .map-background{fill:#f5f2eb}\
    .callout .bubble{fill:#fff;stroke:#000;stroke-opacity:.14}\
    .callout .title{fill:#1c1c1e}\
    .callout .subtitle{fill:#6e6e73}\
    #chrome .scale{stroke:#3a3a3c}\
    #chrome .halo{stroke:#fff}\
    #chrome text{fill:#3a3a3c}\
    @media (prefers-color-scheme:dark){\
    .map-background{fill:#1f2124}\
    .callout .bubble{fill:#2c2c2e;stroke:#fff;stroke-opacity:.2}\
    .callout .title{fill:#f2f2f7}\
    .callout .subtitle{fill:#aeaeb2}\
    #chrome .scale{stroke:#e5e5ea}\
    #chrome .halo{stroke:#000}\
    #chrome text{fill:#e5e5ea}\
    .marker-title,.marker-subtitle{fill:#f2f2f7;stroke:#000}}
    """
}
