import Foundation
import Testing

/// GeoJSON that round-trips: the park exported, a script that loads the export and adds
/// everything back (its classes, fields and styles), exported again, gives the same bytes; and
/// every geometry written is valid RFC 7946.
@Suite struct GeoJSONRoundTripTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// Builds the park again from `park.geojson`.
    static let reloadScript = """
    // The park built again from its GeoJSON export: the attractions and the characters as
    // objects of their classes again, with their fields, and every shape in the style its
    // simplestyle properties give.

    map.size = Size(1024, 768)

    /// An attraction of the park, its type the name of an AttractionType case.
    class Attraction: PointAnnotation {
      var type = "misc"
    }

    /// A character's last sighting.
    class Character: Circle {
      var name = ""
      var color = black
    }

    /// The overlays and the properties of the features they came from.
    var styles = []

    /// A colour of the file with the opacity the file gives it.
    func color(properties, key, opacityKey) {
      return Color(properties[key]).withAlpha(properties[opacityKey])
    }

    for feature in load("park.geojson") {
      let properties = feature.properties
      for shape in feature.geometry {
        if shape is PointAnnotation {
          let attraction = Attraction(coordinate: shape.coordinate, title: shape.title, subtitle: shape.subtitle)
          attraction.type = properties.type
          map.addAnnotation(attraction)
        } else if shape is Circle {
          let character = Character(center: shape.center, radius: shape.radius)
          character.title = shape.title
          character.name = properties.name
          character.color = Color(properties.color)
          map.addOverlay(character)
          styles.append([character, properties])
        } else {
          map.addOverlay(shape)
          styles.append([shape, properties])
        }
      }
    }

    /// The icon of each type of attraction, as the park shows them.
    let icons = ["misc": "star", "ride": "ride", "food": "food", "firstAid": "firstaid"]

    on viewFor(annotation) {
      if annotation is Attraction {
        let view = AnnotationView(annotation, reuseIdentifier: "Attraction")
        view.image = Image(icons[annotation.type])
        view.canShowCallout = true
        return view
      }
      return nil
    }

    on rendererFor(overlay) {
      for entry in styles {
        if entry[0] == overlay and entry[1]["stroke"] != nil {
          let properties = entry[1]
          var renderer = nil
          if overlay is Circle {
            renderer = CircleRenderer(overlay)
            renderer.fillColor = color(properties, "fill", "fill-opacity")
          } else if overlay is Polygon {
            renderer = PolygonRenderer(overlay)
          } else {
            renderer = PolylineRenderer(overlay)
          }
          renderer.strokeColor = color(properties, "stroke", "stroke-opacity")
          renderer.lineWidth = properties["stroke-width"]
          return renderer
        }
      }
      return nil
    }
    """

    @Test func theParkRoundTripsThroughGeoJSONAndAScript() throws {
        let folder = try TemporaryFolder()
        let park = Self.examples.appendingPathComponent("park.map").path
        let export = try MapScriptProcess.run([park, "-o", folder.path("park.geojson")], in: folder.url)
        #expect(export.status == 0, "\(export.standardError)")
        let first = try folder.bytes("park.geojson")

        try folder.write("reload.map", Self.reloadScript)
        let reload = try MapScriptProcess.run(["reload.map", "-o", "again.geojson"], in: folder.url)
        #expect(reload.status == 0, "\(reload.standardError)")
        #expect(try folder.bytes("again.geojson") == first)

        let features = try GeoJSONShape.features(first)
        #expect(features.count == 20)
        for (index, feature) in features.enumerated() {
            #expect(GeoJSONShape.problems(feature).isEmpty, "feature \(index): \(GeoJSONShape.problems(feature))")
        }
        let byTitle = Dictionary(features.compactMap { f in (f["properties"] as? [String: Any])?["title"] as? String }
            .enumerated().map { ($1, features[$0]) }, uniquingKeysWith: { a, _ in a })
        let properties = { (title: String) in byTitle[title]?["properties"] as? [String: Any] ?? [:] }
        let geometryType = { (title: String) in (byTitle[title]?["geometry"] as? [String: Any])?["type"] as? String }
        // The custom overlay is the polygon of its rect, with its title and no style (its
        // renderer draws a picture).
        #expect(geometryType("Park map") == "Polygon" && properties("Park map").count == 1)
        #expect(properties("Entrance to Goliath")["stroke"] as? String == "#00ff00")
        #expect(properties("Entrance to Goliath")["stroke-width"] as? Double == 4)
        #expect(properties("Park boundary")["stroke"] as? String == "#ff00ff" && properties("Park boundary")["fill"] == nil)
        // A character: its fields, its renderer's style, and its circle.
        let batman = properties("BatmanLocations")
        #expect(batman["name"] as? String == "BatmanLocations" && batman["color"] as? String == "#0000ff")
        #expect(batman["fill"] as? String == "#0000ff" && batman["fill-opacity"] as? Double == 0.25)
        #expect((batman["mapscript:circle"] as? [String: Any])?["radius"] is Double)
        #expect(geometryType("BatmanLocations") == "Polygon")
        // An attraction: its type, an enum case, by name; its view is an icon, not a marker.
        #expect(properties("Goliath")["type"] as? String == "ride" && properties("Goliath")["marker-color"] == nil)
    }

    @Test func lessonSixteenWritesItsCircleOnceWithItsPinColour() throws {
        let folder = try TemporaryFolder()
        let lesson = Self.examples.appendingPathComponent("lessons/16-overlay-as-annotation.map").path
        let run = try MapScriptProcess.run([lesson, "-o", folder.path("opera.geojson")], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let features = try GeoJSONShape.features(try folder.bytes("opera.geojson"))
        #expect(features.count == 1)
        let properties = features.first?["properties"] as? [String: Any] ?? [:]
        #expect(properties["marker-color"] as? String == "#0969da" && properties["stroke"] as? String == "#0969da")
        #expect(features.allSatisfy { GeoJSONShape.problems($0).isEmpty })
    }

    @Test func fieldsWithAJSONFormAreWrittenAndOthersLeftOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("fields.map", """
            enum Kind {
              case ride, food
            }

            class Attraction: PointAnnotation {
              var kind = Kind.ride
              var height = 77.5
              var open = true
              var tags = ["fast", nil, print]
              var info = ["colour": #ff880080, 3: @(1, 2)]
              var helper = print
            }

            map.addAnnotation(Attraction(coordinate: @(34.4262, -118.5963), title: "Goliath"))

            """)
        let run = try MapScriptProcess.run(["fields.map", "-o", "fields.geojson"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.read("fields.geojson").contains(##"{"title":"Goliath","kind":"ride","height":77.5,"open":true,"tags":["fast",null,null],"info":{"colour":"#ff880080","3":[2,1]},"marker-color":"#ff0000"}"##))
    }

    @Test func theStylesOfManyObjectsCostOneLayout() throws {
        // Asking the map for each object's view would lay it out once per object: 3,000
        // visible annotations would take millions of steps instead of what the SVG takes.
        let folder = try TemporaryFolder()
        try folder.write("many.map", """
            map.region = Region(center: @(0, 0), span: Span(10, 10))
            for i in 0..<3000 {
              map.addAnnotation(PointAnnotation(coordinate: @(i / 1000, i / 1000)))
            }

            """)
        for output in ["many.svg", "many.geojson"] {
            let run = try MapScriptProcess.run(["many.map", "--max-steps", "100000", "-o", output], in: folder.url)
            #expect(run.status == 0, "\(output): \(run.standardError)")
        }
        #expect(try folder.read("many.geojson").components(separatedBy: "\"marker-color\":\"#ff0000\"").count == 3001)
    }

    @Test func aFieldThatHoldsItselfIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("loop.map", """
            class Place: PointAnnotation {
              var friends = []
            }

            let place = Place(coordinate: @(1, 2))
            place.friends.append(place.friends)
            map.addAnnotation(place)

            """)
        let run = try MapScriptProcess.run(["loop.map", "-o", "loop.geojson"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("loop.map:1:1: error: cannot write GeoJSON: the field 'friends' of Place holds a list or dictionary that contains itself\n"),
                "\(run.standardError)")
        #expect(!folder.exists("loop.geojson"))
    }

    /// JSON has no sharing: a list holding one list twice, at each of 200 levels, would be
    /// 2^200 values written out. It is weighed before anything is written, so the export
    /// stops at once with an error, not after hours and all memory.
    @Test func aFieldWhoseJSONWouldPassTheMemoryBoundIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("shared.map", """
            class Place: PointAnnotation {
              var tree = []
            }
            var tree = []
            for i in 0..<200 {
              tree = [tree, tree]
            }
            let place = Place(coordinate: @(1, 2))
            place.tree = tree
            map.addAnnotation(place)

            """)
        let run = try MapScriptProcess.run(["shared.map", "-o", "shared.geojson", "--max-memory", "64M"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("shared.map:1:1: error: cannot write GeoJSON: the field 'tree' of Place holds more than "
                                            + "the memory bound (64 MiB) lets its JSON take; JSON has no sharing, so a list held twice "
                                            + "is written twice, at every level\n"), "\(run.standardError)")
        #expect(!folder.exists("shared.geojson"))
    }

    /// Data nested deeper than `load` reads back is an error, not a crash of a writer that
    /// recursed once per level; up to that depth it is written and read back.
    @Test func aFieldNestedTooDeepIsAnErrorAndOneWithinTheLimitRoundTrips() throws {
        let folder = try TemporaryFolder()
        func script(_ depth: Int) -> String {
            "class Place: PointAnnotation {\n  var nest = nil\n}\nlet place = Place(coordinate: @(1, 2))\nvar x = []\n"
                + "for i in 0..<\(depth) {\n  x = [x]\n}\nplace.nest = x\nmap.addAnnotation(place)\n"
        }
        try folder.write("deep.map", script(50_000))
        let deep = try MapScriptProcess.run(["deep.map", "-o", "deep.geojson"], in: folder.url)
        #expect(deep.status == 1)
        #expect(deep.standardError.contains("cannot write GeoJSON: the field 'nest' of Place holds lists or dictionaries nested more than 512 deep"),
                "\(deep.standardError)")
        #expect(!folder.exists("deep.geojson"))
        try folder.write("fits.map", script(400))
        let fits = try MapScriptProcess.run(["fits.map", "-o", "fits.geojson"], in: folder.url)
        #expect(fits.status == 0, "\(fits.standardError)")
        try folder.write("read.map", "let features = load(\"fits.geojson\")\nprint(features.count)\n")
        let read = try MapScriptProcess.run(["read.map", "-o", "/dev/null"], in: folder.url)
        #expect(read.status == 0 && read.standardOutput == "1\n", "\(read.standardError)")
    }

    /// An overlay the writer refuses is reported at the line that added it.
    @Test func anOverlayThatCannotBeWrittenIsAnErrorAtItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("poles.map", """
            let line = Polyline([@(0, 0), @(1, 1)])
            let huge = Circle(center: @(0, 0), radius: 12000000)
            map.addOverlays([line, huge])

            """)
        let run = try MapScriptProcess.run(["poles.map", "-o", "poles.geojson"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("poles.map:3:1: error: overlays[1]: a circle around both poles cannot be written as GeoJSON"), "\(run.standardError)")
        #expect(!folder.exists("poles.geojson"))
    }

    /// Numbers of any size are written in full; a NaN field is an error naming the field.
    @Test func largeNumbersAreWrittenAndNaNIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("numbers.map", """
            class Site: PointAnnotation {
              var a = 1e16
              var b = 9007199254740993
              var c = pow(2, 70)
            }
            map.addAnnotation(Site(@(10, 20)))

            """)
        let run = try MapScriptProcess.run(["numbers.map", "-o", "numbers.geojson"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.read("numbers.geojson").contains(#"{"a":10000000000000000,"b":9007199254740992,"c":1180591620717411300000,"#))
        try folder.write("nan.map", """
            class Site: PointAnnotation {
              var depth = sqrt(-1)
            }
            map.addAnnotation(Site(@(10, 20)))

            """)
        let failed = try MapScriptProcess.run(["nan.map", "-o", "nan.geojson"], in: folder.url)
        #expect(failed.status == 1)
        // Shown at the class whose field it is: the annotation has no line of its own.
        #expect(failed.standardError.hasPrefix("nan.map:1:1: error: cannot write GeoJSON: the field 'depth' of Site holds nan, which JSON cannot hold\n"),
                "\(failed.standardError)")
        // An overlay's, at the line that added it, as its other errors are.
        try folder.write("zone.map", """
            class Zone: Polygon {
              var depth = 0
            }
            let zone = Zone([@(0, 0), @(1, 1), @(1, 0)])
            zone.depth = sqrt(-1)
            map.addOverlay(zone)
            renderer for Polygon { fillColor = red }

            """)
        let zone = try MapScriptProcess.run(["zone.map", "-o", "zone.geojson"], in: folder.url)
        #expect(zone.status == 1)
        #expect(zone.standardError.hasPrefix("zone.map:6:1: error: cannot write GeoJSON: the field 'depth' of Zone holds nan, which JSON cannot hold\n"),
                "\(zone.standardError)")
    }
}
