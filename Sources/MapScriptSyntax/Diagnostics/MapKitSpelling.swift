/// How a MapKit programmer spells what mapscript names otherwise, for did-you-mean: the
/// language takes MapKit's names without their `MK` (and `CL`, `UI`, `CG`) prefixes, its
/// Objective-C selector pieces and `View` suffixes, so a name typed from Apple's reference
/// usually has one obvious mapscript spelling. Suggestions consult this before edit distance,
/// which could never find `PointAnnotation` from `MKPointAnnotation`.
public enum MapKitSpelling {
    /// Names whose mapscript spelling is not the name without its prefix.
    static let renamed: [String: String] = [
        "CLLocationCoordinate2D": "Coordinate", "CLLocationCoordinate2DMake": "Coordinate",
        "MKCoordinateRegion": "Region", "MKCoordinateRegionMake": "Region",
        "MKCoordinateRegionMakeWithDistance": "Region", "MKCoordinateSpan": "Span", "MKCoordinateSpanMake": "Span",
        "MKMapPointForCoordinate": "MapPoint", "MKCoordinateForMapPoint": "MapPoint", "MKMapRectMake": "MapRect",
        "MKMetersBetweenMapPoints": "metersBetween", "MKMapPointsPerMeterAtLatitude": "mapPointsPerMeter",
        "MKMetersPerMapPointAtLatitude": "metersPerMapPoint", "CLLocationDistance": "distance",
        "UIColor": "Color", "UIImage": "Image", "UIButton": "Accessory",
        "CGPoint": "Point", "CGPointMake": "Point", "CGSize": "Size", "CGSizeMake": "Size",
        "CGRect": "Rect", "CGRectMake": "Rect", "UIEdgeInsetsMake": "EdgeInsets", "CGContext": "DrawingContext", "CGGradient": "Gradient",
        "MKMapView": "MapView", "mapView": "map",
        "withAlphaComponent": "withAlpha", "colorWithAlphaComponent": "withAlpha",
        "rightCalloutAccessoryView": "rightCalloutAccessory", "leftCalloutAccessoryView": "leftCalloutAccessory",
        "isEnabled": "enabled", "isSelected": "selected", "isHighlighted": "highlighted",
        "isDraggable": "draggable", "isOpaque": "opaque",
        "dequeueReusableAnnotationViewWithIdentifier": "dequeueReusableAnnotationView",
        "setCenterCoordinate": "setCenter", "annotationsInMapRect": "annotations",
        "addOverlayLevel": "addOverlay", "viewForAnnotation": "view", "rendererForOverlay": "renderer",
        // Swift 3's names of the overlay methods, and the Objective-C pieces of their labels.
        "add": "addOverlay", "insert": "insertOverlay", "exchange": "exchangeOverlay", "remove": "removeOverlay",
        "aboveOverlay": "above", "belowOverlay": "below", "withOverlay": "with", "atIndex": "at",
    ]

    /// The hook of a delegate method, by its Swift selector (`mapView(_:viewFor:)`). Both of
    /// MapKit's `mapView(_:didAdd:)` methods are here; `hook(forDelegateMethod:aboutRenderers:)`
    /// tells them apart. `mapViewDidChangeVisibleRegion(_:)` is not: its hook is the rest of its
    /// name, which the hook's did-you-mean finds.
    static let hookOfDelegateMethod: [String: String] = [
        "mapView(_:viewFor:)": "viewFor",
        "mapView(_:clusterAnnotationForMemberAnnotations:)": "clusterAnnotationFor",
        "mapView(_:rendererFor:)": "rendererFor",
        "mapView(_:regionWillChangeAnimated:)": "regionWillChange",
        "mapView(_:regionDidChangeAnimated:)": "regionDidChange",
        "mapView(_:didSelect:)": "didSelect",
        "mapView(_:didDeselect:)": "didDeselect",
        "mapView(_:annotationView:calloutAccessoryControlTapped:)": "calloutAccessoryTapped",
        "mapView(_:annotationView:didChange:fromOldState:)": "didChangeDragState",
    ]

    /// The hook that a delegate method, written as MapKit's Swift selector, is in mapscript;
    /// nil when the selector is not one of the delegate methods mapscript has. MapKit has two
    /// `mapView(_:didAdd:)`, for annotation views and for overlay renderers: `aboutRenderers`
    /// picks the second.
    public static func hook(forDelegateMethod selector: String, aboutRenderers: Bool = false) -> String? {
        if selector == "mapView(_:didAdd:)" { return aboutRenderers ? "didAddRenderers" : "didAddViews" }
        return hookOfDelegateMethod[selector]
    }

    /// The mapscript name a MapKit spelling means, when it is among `candidates`.
    public static func meant(by name: String, among candidates: [String]) -> String? {
        if let renamed = renamed[name], candidates.contains(renamed) { return renamed }
        for prefix in ["MK", "CL", "UI", "CG"] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            if candidates.contains(rest) { return rest }
        }
        return nil
    }
}
