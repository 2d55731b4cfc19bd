/// The delegate hooks a script may declare with `on`, as one table: each case's `row` says
/// everything about it. The compiler's checks (names, arity, did-you-mean for MapKit's
/// spellings), the map delegate's calls and the reference's table (docs/LANGUAGE.md §7, which a
/// test compares with these rows) all read it, so a new hook is one case and one row here plus
/// the delegate method that calls it.
enum Hook: Int, CaseIterable {
    case viewFor, clusterAnnotationFor, rendererFor, didAddRenderers, didAddViews, regionWillChange, didChangeVisibleRegion, regionDidChange
    case didSelect, didDeselect, calloutAccessoryTapped, didChangeDragState

    var name: String { "\(self)" }
    var parameters: [String] { row.parameters }
    var returns: HookResult { row.returns }

    var row: HookRow {
        switch self {
        case .viewFor:
            return HookRow(parameters: ["annotation"], parameterTypes: ["Annotation"], returns: .view,
                           delegateMethod: "mapView(_:viewFor:)", mapKitNames: ["viewForAnnotation", "viewForAnnotations"],
                           calledWhen: "an annotation is inside the visible map rect and has no view")
        case .clusterAnnotationFor:
            return HookRow(parameters: ["memberAnnotations"], parameterTypes: ["[Annotation]"], returns: .clusterAnnotation,
                           delegateMethod: "mapView(_:clusterAnnotationForMemberAnnotations:)",
                           mapKitNames: ["clusterAnnotationForMemberAnnotations", "clusterAnnotation"],
                           calledWhen: "views sharing a clustering identifier collide and form a new cluster")
        case .rendererFor:
            return HookRow(parameters: ["overlay"], parameterTypes: ["Overlay"], returns: .renderer,
                           delegateMethod: "mapView(_:rendererFor:)",
                           mapKitNames: ["rendererForOverlay", "viewForOverlay", "rendererForOverlays"],
                           calledWhen: "an overlay's bounding map rect meets the visible map rect and it has no renderer")
        case .didAddRenderers:
            return HookRow(parameters: ["renderers"], parameterTypes: ["[OverlayRenderer]"], returns: .nothing,
                           delegateMethod: "mapView(_:didAdd:)", mapKitNames: ["didAddOverlayRenderers", "didAddRenderer"],
                           calledWhen: "after renderers were created for newly visible overlays")
        case .didAddViews:
            return HookRow(parameters: ["views"], parameterTypes: ["[AnnotationView]"], returns: .nothing,
                           delegateMethod: "mapView(_:didAdd:)", mapKitNames: ["didAddAnnotationViews", "didAddView"],
                           calledWhen: "after views were created for newly visible annotations")
        case .regionWillChange:
            return HookRow(parameters: ["animated"], parameterTypes: ["bool"], returns: .nothing,
                           delegateMethod: "mapView(_:regionWillChangeAnimated:)", mapKitNames: ["regionWillChangeAnimated"],
                           calledWhen: "before every change of region (setRegion, pan, zoom)")
        case .didChangeVisibleRegion:
            return HookRow(parameters: [], parameterTypes: [], returns: .nothing,
                           delegateMethod: "mapViewDidChangeVisibleRegion(_:)", mapKitNames: ["mapViewDidChangeVisibleRegion", "visibleRegionDidChange"],
                           calledWhen: "after each step of a change of region, a gesture's included, once the map has laid out")
        case .regionDidChange:
            return HookRow(parameters: ["animated"], parameterTypes: ["bool"], returns: .nothing,
                           delegateMethod: "mapView(_:regionDidChangeAnimated:)", mapKitNames: ["regionDidChangeAnimated"],
                           calledWhen: "after every change of region, once the map has laid out")
        case .didSelect:
            return HookRow(parameters: ["view"], parameterTypes: ["AnnotationView"], returns: .nothing,
                           delegateMethod: "mapView(_:didSelect:)", mapKitNames: ["didSelectAnnotationView", "didSelectAnnotation"],
                           calledWhen: "a view was selected")
        case .didDeselect:
            return HookRow(parameters: ["view"], parameterTypes: ["AnnotationView"], returns: .nothing,
                           delegateMethod: "mapView(_:didDeselect:)", mapKitNames: ["didDeselectAnnotationView", "didDeselectAnnotation"],
                           calledWhen: "a view was deselected")
        case .calloutAccessoryTapped:
            return HookRow(parameters: ["view", "control"], parameterTypes: ["AnnotationView", "CalloutAccessoryControl"], returns: .nothing,
                           delegateMethod: "mapView(_:annotationView:calloutAccessoryControlTapped:)",
                           mapKitNames: ["calloutAccessoryControlTapped", "annotationViewCalloutAccessoryControlTapped"],
                           calledWhen: "a callout accessory is tapped")
        case .didChangeDragState:
            return HookRow(parameters: ["view", "newState", "oldState"], parameterTypes: ["AnnotationView", "DragState", "DragState"], returns: .nothing,
                           delegateMethod: "mapView(_:annotationView:didChange:fromOldState:)",
                           mapKitNames: ["didChangeDragStateFromOldState", "annotationViewDidChangeDragState"],
                           calledWhen: "each drag state change")
        }
    }

    private static let byName: [String: Hook] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    static func named(_ name: String) -> Hook? { byName[name] }

    static var names: [String] { allCases.map(\.name) }

    /// The hook a MapKit programmer means by `name` (`viewForAnnotation`, `mapView`...), for a
    /// did-you-mean; nil when the name is not one of MapKit's.
    static func meant(byMapKitName name: String) -> Hook? {
        allCases.first { hook in hook.row.mapKitNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame } }
    }
}
