import MapScriptSyntax
import Testing

/// A name typed from Apple's reference gets the mapscript name it means as its did-you-mean.
@Suite struct MapKitSpellingTests {
    static let globals = ["PointAnnotation", "Annotation", "Coordinate", "Region", "Span", "MapPoint", "metersBetween",
                          "Color", "Accessory", "Point", "Rect", "MapView", "map", "Circle", "CircleRenderer"]

    @Test(arguments: [
        ("MKPointAnnotation", "PointAnnotation"), ("MKCircleRenderer", "CircleRenderer"), ("MKMapView", "MapView"),
        ("CLLocationCoordinate2D", "Coordinate"), ("MKCoordinateRegion", "Region"), ("MKCoordinateSpanMake", "Span"),
        ("MKMetersBetweenMapPoints", "metersBetween"), ("MKMapPointForCoordinate", "MapPoint"),
        ("UIColor", "Color"), ("UIButton", "Accessory"), ("CGPoint", "Point"), ("CGRectMake", "Rect"),
    ])
    func globalsAreFoundFromTheirMapKitSpelling(_ typed: String, _ meant: String) {
        #expect(Suggestions.closest(to: typed, among: MapKitSpellingTests.globals) == meant)
    }

    @Test(arguments: [
        ("withAlphaComponent", ["withAlpha", "red"], "withAlpha"),
        ("rightCalloutAccessoryView", ["rightCalloutAccessory", "leftCalloutAccessory"], "rightCalloutAccessory"),
        ("isEnabled", ["enabled", "selected"], "enabled"),
        ("dequeueReusableAnnotationViewWithIdentifier", ["dequeueReusableAnnotationView"], "dequeueReusableAnnotationView"),
        ("add", ["addAnnotation", "addOverlay", "addOverlays"], "addOverlay"),
        ("aboveOverlay", ["at", "level", "above", "below"], "above"),
        ("belowOverlay", ["at", "level", "above", "below"], "below"),
        ("withOverlay", ["with"], "with"),
        ("atIndex", ["at", "level", "above", "below"], "at"),
    ])
    func membersAreFoundFromTheirMapKitSpelling(_ typed: String, _ candidates: [String], _ meant: String) {
        #expect(Suggestions.closest(to: typed, among: candidates) == meant)
    }

    /// A MapKit name whose mapscript name is not among the candidates suggests nothing from
    /// the table, and ordinary typos still go by edit distance.
    @Test func onlyNamesThatExistAreSuggested() {
        #expect(Suggestions.closest(to: "MKPolygon", among: ["Polyline"]) == nil)
        #expect(Suggestions.closest(to: "Cirlce", among: MapKitSpellingTests.globals) == "Circle")
    }
}
