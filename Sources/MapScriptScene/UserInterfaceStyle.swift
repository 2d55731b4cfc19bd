/// The colour scheme a picture is drawn in (UIUserInterfaceStyle), as a view's
/// `overrideUserInterfaceStyle` chooses it. `unspecified`, the default, leaves the choice to
/// whoever shows the picture: an SVG follows the viewer's `prefers-color-scheme`, and a PNG or
/// PDF, drawn where no viewer is asked, is light. `light` and `dark` fix the scheme in every
/// format.
public enum UserInterfaceStyle: Int, CaseIterable, Sendable {
    case unspecified
    case light
    case dark
}
