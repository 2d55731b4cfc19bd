import MapScriptRuntime
import MapScriptSyntax
import Testing

/// Selecting a member of a cluster has no effect, as MapKit's selectAnnotation has none for an
/// annotation without a view on the map; the run's warnings say where the script asked.
@Suite struct RefusedSelectionWarningTests {
    private final class Silent: ScriptHost {
        func write(_ text: String) {}
    }

    static let script = """
    map.size = Size(400, 300)
    map.region = Region(center: @(0, 0), span: Span(7.5, 10))
    let shops = [PointAnnotation(@(0, 0), title: "a"), PointAnnotation(@(0, 0.1), title: "b")]
    map.addAnnotations(shops)
    on viewFor(annotation) {
      if annotation is ClusterAnnotation { return nil }
      let view = MarkerAnnotationView(annotation)
      view.clusteringIdentifier = "shops"
      return view
    }
    map.selectAnnotation(shops[0])
    for shop in shops { map.selectedAnnotations = [shop] }

    """

    @Test func eachLineThatSelectedAClusteredMemberIsWarnedOnce() {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        let file = SourceFile(path: "shops.map", text: Self.script)
        let warnings = session.run(file)
        #expect(warnings.map { $0.location?.line } == [11, 12])
        #expect(warnings.map(\.message) == [
            "selectAnnotation selected nothing: the annotation is in a cluster, so it has no view on the map and, as in MapKit, "
                + "selecting it has no effect",
            "selectAnnotation selected nothing (2 times): the annotation is in a cluster, so it has no view on the map and, as in "
                + "MapKit, selecting it has no effect",
        ])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.help?.hasPrefix("select the cluster") == true })
        #expect(session.sceneWarnings().isEmpty, "told once")
        #expect(session.run(SourceFile(path: "more.map", text: "print(1)\n")).isEmpty, "told once")
    }

    /// An annotation outside the visible rect has no view, and one whose view takes no touches
    /// cannot be selected: each selection that did nothing is warned of at its line.
    @Test func selectingAnAnnotationOffScreenOrUntouchableIsWarned() {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        let file = SourceFile(path: "far.map", text: """
        map.size = Size(400, 300)
        map.region = Region(center: @(0, 0), span: Span(4, 4))
        let far = PointAnnotation(@(30, 30), title: "far")
        let untitled = PointAnnotation(@(0, 0))
        map.addAnnotations([far, untitled])
        on viewFor(annotation) {
          let pin = PinAnnotationView(annotation)
          pin.canShowCallout = true
          return pin
        }
        map.selectAnnotation(far)
        map.selectedAnnotations = [untitled]
        print(map.selectedAnnotations)

        """)
        let warnings = session.run(file)
        #expect(warnings.map { $0.location?.line } == [11, 12])
        #expect(warnings.map(\.message) == [
            "selectAnnotation selected nothing: the annotation is outside the visible rect, so it has no view and, as in MapKit, "
                + "selecting it has no effect",
            "selectAnnotation selected nothing: its view takes no touches (it is not enabled, or it can show a callout but the "
                + "annotation has no title), so, as in MapKit, it cannot be selected",
        ])
        #expect(warnings.map(\.help) == [
            "bring it into view first (map.setCenter(annotation.coordinate), map.showAnnotations([annotation])), then select it",
            "enable the view (view.enabled = true), or give the annotation a title",
        ])
    }

    /// A refused selection is often why a later line fails: it is warned of before the error,
    /// and a REPL entry's refusals come with that entry.
    @Test func aRefusalIsWarnedBeforeTheErrorItLeadsToAndWithItsEntry() {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        let setUp = """
        map.size = Size(400, 300)
        map.region = Region(center: @(0, 0), span: Span(4, 4))
        let far = PointAnnotation(@(30, 30), title: "far")
        map.addAnnotation(far)

        """
        let failing = SourceFile(path: "far.map", text: setUp + "map.selectAnnotation(far)\nprint(map.view(for: far).selected)\n")
        let diagnostics = session.run(failing)
        #expect(diagnostics.map(\.severity) == [.warning, .error])
        #expect(diagnostics.map { $0.location?.line } == [5, 6])
        #expect(diagnostics.first?.message.hasPrefix("selectAnnotation selected nothing: the annotation is outside the visible rect") == true)

        let repl = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        #expect(repl.run(SourceFile(path: "far.map", text: setUp)).isEmpty)
        guard case .value(nil, let warnings) = repl.evaluate(SourceFile(path: "<stdin>", text: "map.selectAnnotation(far)\n")) else {
            Issue.record("the entry succeeds")
            return
        }
        #expect(warnings.map { $0.location?.line } == [1])
        #expect(warnings.map(\.severity) == [.warning])
    }
}
