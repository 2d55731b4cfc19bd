import Foundation
import Testing

/// Diagnostics that point and suggest: the caret under the part at fault (the member, the
/// argument, the operand, the latitude), and a help line saying what to write instead. Each
/// case is the whole of standard error, exactly as a person sees it.
@Suite struct PointedDiagnosticsTests {
    static let cases: [(script: String, diagnostic: String)] = [
        // The member, not the expression it ends.
        ("let r = Rect(0, 0, 1, 2)\nprint(r.size.heigth)\n", """
        t.map:2:14: error: a Size has no member 'heigth'
        print(r.size.heigth)
                     ^~~~~~
        help: did you mean 'height'?

        """),
        // A method that is not there: its name, not the call.
        ("let c = red.withAlphaComponent(0.5)\n", """
        t.map:1:13: error: a Color has no member 'withAlphaComponent'
        let c = red.withAlphaComponent(0.5)
                    ^~~~~~~~~~~~~~~~~~
        help: did you mean 'withAlpha'?

        """),
        // The argument a built-in rejects, by position and by label.
        ("map.addOverlay(Circle(center: @(1, 2), radius: 5), level: 3)\n", """
        t.map:1:59: error: 'level' of MapView.addOverlay expects an OverlayLevel case, got number
        map.addOverlay(Circle(center: @(1, 2), radius: 5), level: 3)
                                                                  ^

        """),
        ("let c = Circle(center: \"Denver\", radius: 5)\n", """
        t.map:1:24: error: 'center' of Circle expects a Coordinate, got string
        let c = Circle(center: "Denver", radius: 5)
                               ^~~~~~~~

        """),
        ("let a = PointAnnotation(@(1, 2), title: 5)\n", """
        t.map:1:41: error: 'title' of PointAnnotation expects a string, got number
        let a = PointAnnotation(@(1, 2), title: 5)
                                                ^

        """),
        // A value the map cannot move by: the argument, not the call.
        ("map.pan(0, 1e308 * 10)\n", """
        t.map:1:12: error: argument 2 of MapView.pan must be a finite number, got inf
        map.pan(0, 1e308 * 10)
                   ^~~~~~~~~~

        """),
        ("let n = MapRect(0, 0, 1, 1).intersection(MapRect(5, 5, 1, 1))\nmap.setVisibleMapRect(n, animated: true)\n", """
        t.map:2:23: error: invalid map rect: a null or endless map rect shows nothing
        map.setVisibleMapRect(n, animated: true)
                              ^

        """),
        // A misspelt label is named, not counted: the suggestion is among those not given.
        ("let r = Region(center: @(1, 1), spn: Span(1, 1))\n", """
        t.map:1:33: error: Region has no parameter 'spn'
        let r = Region(center: @(1, 1), spn: Span(1, 1))
                                        ^~~
        help: did you mean 'span'?

        """),
        ("let p = Point(x: 1, z: 2)\n", """
        t.map:1:21: error: Point has no parameter 'z'
        let p = Point(x: 1, z: 2)
                            ^
        help: did you mean 'y'?

        """),
        // MapKit's labels of convert: the value that does not go with the label, and the one to use.
        ("let p = map.convert(Point(1, 2), toPointTo: map)\n", """
        t.map:1:21: error: MapView.convert(_:toPointTo:) converts a Coordinate, got Point
        let p = map.convert(Point(1, 2), toPointTo: map)
                            ^~~~~~~~~~~
        help: a Point converts with 'toCoordinateFrom:'

        """),
        ("let p = map.convert(@(1, 2), toPointTo: 5)\n", """
        t.map:1:41: error: 'toPointTo' of MapView.convert expects the map, an AnnotationView or nil, got number
        let p = map.convert(@(1, 2), toPointTo: 5)
                                                ^

        """),
        ("let p = map.convert(@(1, 2), toPointTo: map, toRectTo: nil)\n", """
        t.map:1:46: error: MapView.convert takes one view, with one of 'toPointTo:', 'toCoordinateFrom:', 'toRectTo:', 'toRegionFrom:'
        let p = map.convert(@(1, 2), toPointTo: map, toRectTo: nil)
                                                     ^~~~~~~~

        """),
        // A scene error about one argument points at it.
        ("map.setVisibleMapRect(MapRect(0, 0, 10, 10), edgePadding: EdgeInsets(top: 0, left: 600, bottom: 0, right: 600))\n", """
        t.map:1:59: error: an edge padding of 600 left and 600 right leaves no room in a view 1024 points wide
        map.setVisibleMapRect(MapRect(0, 0, 10, 10), edgePadding: EdgeInsets(top: 0, left: 600, bottom: 0, right: 600))
                                                                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """),
        // A gradient line's lists that do not fit: the list at fault, and what to give instead.
        ("let r = GradientPolylineRenderer(Polyline([@(0, 0), @(0, 1)]))\nr.setColors([green, red], locations: [0, 0.5, 1])\n", """
        t.map:2:38: error: setColors needs one location per colour: 2 colours, 3 locations
        r.setColors([green, red], locations: [0, 0.5, 1])
                                             ^~~~~~~~~~~
        help: give no locations, [], to spread the colours evenly along the line

        """),
        ("let r = GradientPolylineRenderer(Polyline([@(0, 0), @(0, 1)]))\nr.setColors([green, red], locations: [0, 1.5])\n", """
        t.map:2:38: error: setColors: location 1 is 1.5; locations are unit distances along the line, from 0 to 1
        r.setColors([green, red], locations: [0, 1.5])
                                             ^~~~~~~~

        """),
        ("let r = GradientPolylineRenderer(Polyline([@(0, 0), @(0, 1)]))\nr.setColors([], locations: [])\n", """
        t.map:2:13: error: setColors needs at least one colour
        r.setColors([], locations: [])
                    ^~

        """),
        // A rule makes the standard renderer: a gradient line's member says where one comes from.
        ("polyline route [@(10, 20), @(10.1, 20.1)]\nrenderer for Polyline {\n  setColors([green, red], locations: [])\n}\n", """
        t.map:3:3: error: cannot find 'setColors' in scope
          setColors([green, red], locations: [])
          ^~~~~~~~~
        help: 'setColors' belongs to GradientPolylineRenderer, which a rule does not make: return one from 'on rendererFor(overlay)'

        """),
        // Numbers as text, as a CSV file that quotes its fields gives them: how to make them numbers.
        ("let c = @(\"34.1\", \"-118.2\")\n", """
        t.map:1:11: error: the latitude of a coordinate must be a number, got string "34.1"
        let c = @("34.1", "-118.2")
                  ^~~~~~
        help: text that spells a number is made one with Number(text), as in @(Number(row.lat), Number(row.lon))

        """),
        // Swift's order in an initializer, own properties before super.init: the order here.
        ("class Cafe: PointAnnotation {\n  init(c) {\n    self.coordinate = c\n    super.init()\n  }\n}\nlet a = Cafe(@(1, 2))\n", """
        t.map:3:10: error: 'coordinate' cannot be set before super.init
            self.coordinate = c
                 ^~~~~~~~~~
        help: 'coordinate' belongs to PointAnnotation: call super.init(...) first, then set it
          in initializer of 'Cafe' at t.map:3:10
          in top level at t.map:7:9

        """),
        // Swift's `as?`: one error, not a second one for its '?'.
        ("let v = map as? MarkerAnnotationView\n", """
        t.map:1:13: error: mapscript has no 'as' casts
        let v = map as? MarkerAnnotationView
                    ^~
        help: a value is used as what it is; to test its class, write 'if overlay is Polygon { ... }'

        """),
        // An image where an accessory goes: the way to make one.
        ("let v = AnnotationView(annotation: nil, reuseIdentifier: \"v\")\nv.leftCalloutAccessory = Image(\"star\")\n", """
        t.map:2:26: error: AnnotationView.leftCalloutAccessory expects an Accessory, got Image
        v.leftCalloutAccessory = Image("star")
                                 ^~~~~~~~~~~~~
        help: an image is shown as an accessory through 'Accessory.image(...)'

        """),
        // Of the two overlays a call names, the one that is not on the map.
        ("let a = Circle(center: @(0, 0), radius: 9)\nlet b = Circle(center: @(0, 0), radius: 9)\nmap.addOverlay(a)\nmap.exchangeOverlay(a, with: b)\n", """
        t.map:4:30: error: exchangeOverlay: the overlay 'with:' is not on the map
        map.exchangeOverlay(a, with: b)
                                     ^

        """),
        ("let a = Circle(center: @(0, 0), radius: 9)\nlet b = Circle(center: @(0, 0), radius: 9)\nmap.addOverlay(a)\nmap.insertOverlay(a, below: b)\n", """
        t.map:4:29: error: insertOverlay(below:): the overlay to place it below is not on the map
        map.insertOverlay(a, below: b)
                                    ^

        """),
        // The operand that is not a number, when the other is.
        ("let a = 2\nlet b = a * true\n", """
        t.map:2:13: error: '*' needs two numbers, got number and bool
        let b = a * true
                    ^~~~

        """),
        ("let a = 2\nlet b = nil + a\n", """
        t.map:2:9: error: '+' needs two numbers or two strings, got nil and number
        let b = nil + a
                ^~~

        """),
        // Curly quotes pasted from a document, once, with the string as it should be written.
        ("let s = \u{201C}hi\u{201D}\n", """
        t.map:1:9: error: strings are written between straight double quotes, not curly ones
        let s = \u{201C}hi\u{201D}
                ^~~~
        help: write "hi"

        """),
        // Single quotes, once, with the string as it should be written.
        ("let s = 'hi'\n", """
        t.map:1:9: error: strings are written in double quotes
        let s = 'hi'
                ^~~~
        help: write "hi"

        """),
        // The part of a declaration at fault, not the whole declaration.
        ("circle c at @(0, 0) radius -5\n", """
        t.map:1:28: error: 'radius' of a circle declaration must be a finite number of metres, not negative, got -5
        circle c at @(0, 0) radius -5
                                   ^~

        """),
        ("annotation a at 5\n", """
        t.map:1:17: error: 'at' of an annotation declaration expects a Coordinate, got number
        annotation a at 5
                        ^

        """),
        ("polygon p [@(0, 0), @(1, 1)]\n", """
        t.map:1:11: error: a Polygon needs at least 3 coordinates, got 2
        polygon p [@(0, 0), @(1, 1)]
                  ^~~~~~~~~~~~~~~~~~

        """),
        // The value a property rejects.
        ("let r = CircleRenderer(Circle(center: @(1, 2), radius: 5))\nr.fillColor = \"red\"\n", """
        t.map:2:15: error: CircleRenderer.fillColor expects a Color, got string
        r.fillColor = "red"
                      ^~~~~

        """),
        // `=` for `is`.
        ("let shape = Polygon([@(0, 0), @(0, 1), @(1, 1)])\nif shape = Polygon { print(1) }\n", """
        t.map:2:10: error: '=' assigns; use '==' to compare
        if shape = Polygon { print(1) }
                 ^
        help: to test a value's class, write 'shape is Polygon'

        """),
        // A number joined to a string.
        ("let count = 3\nprint(\"rides: \" + count)\n", """
        t.map:2:19: error: '+' needs two numbers or two strings, got string and number
        print("rides: " + count)
                          ^~~~~
        help: to put a number into a string, interpolate it: "text \\(value)"

        """),
        // `:` for `=` in a declaration block.
        ("annotation at @(1, 2) {\n  title: \"Goliath\"\n}\n", """
        t.map:2:8: error: expected a newline or ';' after the statement, found ':'
          title: "Goliath"
               ^
        help: to set 'title', write 'title = ...': ':' labels an argument, '=' sets a property

        """),
        // Longitude first.
        ("annotation at @(-118.59, 34.42)\n", """
        t.map:1:17: error: invalid coordinate: latitude -118.59 is out of range: it must lie between -90 and 90 degrees
        annotation at @(-118.59, 34.42)
                        ^~~~~~~
        help: a coordinate is written latitude first: did you mean @(34.42, -118.59)?

        """),
        ("let c = Coordinate(-118.59, 34.42)\n", """
        t.map:1:20: error: invalid coordinate: latitude -118.59 is out of range: it must lie between -90 and 90 degrees
        let c = Coordinate(-118.59, 34.42)
                           ^~~~~~~
        help: a coordinate is written latitude first: did you mean Coordinate(34.42, -118.59)?

        """),
        // A MapKit name gets the mapscript name it means.
        ("let a = MKPointAnnotation(@(1, 2), title: \"x\")\n", """
        t.map:1:9: error: cannot find 'MKPointAnnotation' in scope
        let a = MKPointAnnotation(@(1, 2), title: "x")
                ^~~~~~~~~~~~~~~~~
        help: did you mean 'PointAnnotation'?

        """),
        // A label a built-in does not have: the label, not its value.
        ("let c = Circle(centre: @(1, 2), radius: 5)\n", """
        t.map:1:16: error: Circle has no parameter 'centre'
        let c = Circle(centre: @(1, 2), radius: 5)
                       ^~~~~~
        help: did you mean 'center'?

        """),
        // The same for a script's own function and method: the label.
        ("func f(a) {\n  return a\n}\nprint(f(b: 1))\n", """
        t.map:4:9: error: 'f' has no parameter 'b'
        print(f(b: 1))
                ^
        help: did you mean 'a'?

        """),
        ("class K {\n  func m(x) {\n    return x\n  }\n}\nprint(K().m(y: 2))\n", """
        t.map:6:13: error: 'm' has no parameter 'y'
        print(K().m(y: 2))
                    ^
        help: did you mean 'x'?

        """),
        // A renderer's property asked of an overlay, a view's of an annotation: where it belongs.
        ("let p = Polygon([@(0, 0), @(0, 1), @(1, 1)])\np.strokeColor = red\n", """
        t.map:2:3: error: 'Polygon' has no member 'strokeColor'
        p.strokeColor = red
          ^~~~~~~~~~~
        help: 'strokeColor' belongs to the renderer that draws it (PolygonRenderer): set it in a rule, 'renderer for Polygon { strokeColor = ... }', or on the renderer rendererFor returns

        """),
        ("let a = PointAnnotation(@(0, 0))\na.markerTintColor = red\n", """
        t.map:2:3: error: 'PointAnnotation' has no member 'markerTintColor'
        a.markerTintColor = red
          ^~~~~~~~~~~~~~~
        help: 'markerTintColor' belongs to the view that shows it (MarkerAnnotationView): set it on the view viewFor returns

        """),
        // UIColor's spellings of a colour, and a case that is not the enum's.
        ("let c = Color.cyan\n", """
        t.map:1:15: error: a function has no member 'cyan'
        let c = Color.cyan
                      ^~~~
        help: a colour is its name alone: write 'cyan'

        """),
        ("let p = PinAnnotationView(nil, reuseIdentifier: nil)\np.pinTintColor = .blue\n", """
        t.map:2:18: error: PinAnnotationView.pinTintColor expects a Color, got .blue
        p.pinTintColor = .blue
                         ^~~~~
        help: a colour is its name alone: write 'blue'

        """),
        ("let p = PinAnnotationView(nil, reuseIdentifier: nil)\np.pinColor = .blue\n", """
        t.map:2:14: error: '.blue' is not a case of PinColor
        p.pinColor = .blue
                     ^~~~~
        help: the cases of PinColor are .red, .green, .purple

        """),
        // A touch phase that does not follow from the touch down: the phase is at fault.
        ("map.touch(.began, at: Point(10, 10))\nmap.touch(.began, at: Point(20, 20))\n", """
        t.map:2:11: error: a touch is already down; end it with map.touch(.ended, at:) or map.touch(.cancelled, at:) first
        map.touch(.began, at: Point(20, 20))
                  ^~~~~~

        """),
        ("map.touch(.ended, at: Point(10, 10))\n", """
        t.map:1:11: error: touch(.ended): no touch is down (begin one with map.touch(.began, at:), or map.longPress(at:))
        map.touch(.ended, at: Point(10, 10))
                  ^~~~~~

        """),
        // Swift constructs the language does not have, said as such, with what to write.
        ("guard let t = a else { return }\n", """
        t.map:1:1: error: mapscript has no 'guard'
        guard let t = a else { return }
        ^~~~~
        help: write the early exit as an if: 'if not (condition) { return }'

        """),
        ("let l = [1]\nprint(l.map { x in x * 2 })\n", """
        t.map:2:13: error: expected ')' to close '(' at 2:6
        print(l.map { x in x * 2 })
                    ^
        t.map:2:6: note: '(' opened here
        print(l.map { x in x * 2 })
             ^
        help: mapscript has no trailing closures: pass a function, as in 'list.map(func (x) { return x * 2 })'

        """),
        ("let l = [1]\nlet d = l.map({ x in x * 2 })\n", """
        t.map:2:15: error: expected an expression after '('
        let d = l.map({ x in x * 2 })
                      ^
        help: mapscript has no closure expressions: write a function, as in 'func (x) { return x * 2 }'

        """),
        // Braces where a condition goes are no closure.
        ("if {\n}\n", """
        t.map:1:4: error: expected a condition after 'if'
        if {
           ^

        """),
        ("if let t = a.title {\n}\n", """
        t.map:1:4: error: mapscript has no 'if let'
        if let t = a.title {
           ^~~
        help: read the value first, then compare it with nil: 'let title = a.title' and 'if title != nil { ... }'

        """),
        ("var x = 1\nx++\n", """
        t.map:2:2: error: mapscript has no '++'
        x++
         ^~
        help: write 'x += 1'

        """),
        ("let big = true\nlet size = big ? 20 : 10\n", """
        t.map:2:16: error: mapscript has no conditional operator 'c ? a : b'
        let size = big ? 20 : 10
                       ^
        help: write an if statement: 'if c { x = a } else { x = b }'

        """),
        ("let a = [1]\nprint(a === a)\n", """
        t.map:2:9: error: mapscript has no '==='
        print(a === a)
                ^~~
        help: '==' and '!=' compare objects by identity: write '=='

        """),
        ("class V: AnnotationView {\n  override func draw(rect, context) {}\n}\n", """
        t.map:2:3: error: mapscript has no 'override'
          override func draw(rect, context) {}
          ^~~~~~~~
        help: write the method alone: a method named as one of the superclass's overrides it

        """),
        // Listing 6-1 as Swift declares it: a superclass and a protocol.
        ("class Cafe: NSObject, MKAnnotation {\n  var rating = 0\n}\n", """
        t.map:1:21: error: a class has one superclass and adopts no protocols
        class Cafe: NSObject, MKAnnotation {
                            ^~~~~~~~~~~~~~
        help: a class extends the scene class it stands for: write 'class Cafe: Annotation'

        """),
        ("class Badge: Base, Equatable {}\n", """
        t.map:1:18: error: a class has one superclass and adopts no protocols
        class Badge: Base, Equatable {}
                         ^~~~~~~~~~~
        help: keep the superclass alone: 'class Badge: Base'

        """),
        // Objective-C's label for insertOverlay(_:above:).
        ("let a = Circle(center: @(0, 0), radius: 5)\nmap.addOverlay(a)\nmap.insertOverlay(Circle(center: @(0, 0), radius: 9), aboveOverlay: a)\n", """
        t.map:3:55: error: MapView.insertOverlay has no parameter 'aboveOverlay'
        map.insertOverlay(Circle(center: @(0, 0), radius: 9), aboveOverlay: a)
                                                              ^~~~~~~~~~~~
        help: did you mean 'above'?

        """),
        ("func f(_ a) {}\n", """
        t.map:1:8: error: parameters have no separate argument labels
        func f(_ a) {}
               ^
        help: write the parameter's name alone, 'a'; a call gives an argument by position or by that name

        """),
        ("on mapView(mapView, viewFor annotation) {\n  return nil\n}\n", """
        t.map:1:21: error: hook parameters have no argument labels
        on mapView(mapView, viewFor annotation) {
                            ^~~~~~~
        help: mapView(_:viewFor:) is the hook 'viewFor': write 'on viewFor(annotation)'

        """),
        // MapKit's delegate method as Swift declares it: the hook it is, whatever the labels.
        ("on mapView(_ mapView, viewFor annotation) {\n  return nil\n}\n", """
        t.map:1:12: error: hook parameters have no argument labels
        on mapView(_ mapView, viewFor annotation) {
                   ^
        help: mapView(_:viewFor:) is the hook 'viewFor': write 'on viewFor(annotation)'

        """),
        ("on mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}\n", """
        t.map:1:12: error: hook parameters have no argument labels
        on mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
                   ^
        help: mapView(_:annotationView:calloutAccessoryControlTapped:) is the hook 'calloutAccessoryTapped': write 'on calloutAccessoryTapped(view, control)'

        """),
        ("on mapView(mapView, regionDidChangeAnimated animated) {}\n", """
        t.map:1:21: error: hook parameters have no argument labels
        on mapView(mapView, regionDidChangeAnimated animated) {}
                            ^~~~~~~~~~~~~~~~~~~~~~~
        help: mapView(_:regionDidChangeAnimated:) is the hook 'regionDidChange': write 'on regionDidChange(animated)'

        """),
        ("on mapView(mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}\n", """
        t.map:1:19: error: hook parameters have no type annotations
        on mapView(mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
                          ^
        help: mapView(_:didAdd:) is the hook 'didAddRenderers': write 'on didAddRenderers(renderers)'

        """),
        ("on viewFor(annotation: MKAnnotation) {\n  return nil\n}\n", """
        t.map:1:22: error: hook parameters have no type annotations
        on viewFor(annotation: MKAnnotation) {
                             ^
        help: write the parameter's name alone, 'annotation'

        """),
        ("for (i, a) in [1] {}\n", """
        t.map:1:5: error: a for loop has one variable
        for (i, a) in [1] {}
            ^
        help: for the index too, loop over the indices: 'for i in 0..<list.count' and 'let item = list[i]'

        """),
        // An error in a declaration's block: the call stack names the block.
        ("annotation a at @(0, 0) {\n  title = nil.x\n}\n", """
        t.map:2:15: error: nil has no member 'x'
          title = nil.x
                      ^
          in block of annotation 'a' at t.map:2:15
          in top level at t.map:1:1

        """),
        // A one-argument built-in rejecting its argument.
        ("print(sqrt(\"a\"))\n", """
        t.map:1:12: error: sqrt expects a number, got string
        print(sqrt("a"))
                   ^~~
        
        """),
        // A data file looked for beside the script.
        ("let rides = load(\"data/rides.csv\")\n", """
        maps/t.map:1:18: error: load: data/rides.csv: no such file
        let rides = load("data/rides.csv")
                         ^~~~~~~~~~~~~~~~
        help: paths in a script are relative to the script's own folder, here 'maps/'

        """),
        ("let logo = Image(\"images/logo.png\")\n", """
        maps/t.map:1:18: error: Image: images/logo.png: no such file
        let logo = Image("images/logo.png")
                         ^~~~~~~~~~~~~~~~~
        help: paths in a script are relative to the script's own folder, here 'maps/'

        """),
        // A renderer's miterLimit below 1: the value, as lineWidth and dash lengths are.
        ("let p = Polyline([@(0, 0), @(1, 1)])\nlet r = PolylineRenderer(p)\nr.miterLimit = -3\n", """
        t.map:3:16: error: PolylineRenderer.miterLimit must be a finite number, at least 1, got -3
        r.miterLimit = -3
                       ^~

        """),
        // Arithmetic on MapKit's name of a priority: the name, and its number to write.
        ("let v = MarkerAnnotationView(nil)\nv.displayPriority = .defaultHigh + 1\n", """
        t.map:2:21: error: '+' needs two numbers or two strings, got .defaultHigh and number
        v.displayPriority = .defaultHigh + 1
                            ^~~~~~~~~~~~
        help: '.defaultHigh' is 750 only where it meets a priority property; a DisplayPriority between MapKit's names is a number: write 750 + 1

        """),
        // CameraBoundary's labels: MapKit's coordinateRegion: for region:, and its two initializers for a label unlike either.
        ("let b = CameraBoundary(region: map.region)\n", """
        t.map:1:24: error: CameraBoundary has no parameter 'region'
        let b = CameraBoundary(region: map.region)
                               ^~~~~~
        help: did you mean 'coordinateRegion'?

        """),
        ("let b = CameraBoundary(mapRect: map.visibleMapRect, padding: 10)\n", """
        t.map:1:53: error: CameraBoundary has no parameter 'padding'
        let b = CameraBoundary(mapRect: map.visibleMapRect, padding: 10)
                                                            ^~~~~~~
        help: a CameraBoundary is made from a map rect or a region alone: CameraBoundary(mapRect: rect) or CameraBoundary(coordinateRegion: region)

        """),
        // An overlay added at a level other than its own: the overlay, and how to move it.
        ("let o = Circle(center: @(0, 0), radius: 5)\nmap.addOverlay(o, level: .aboveRoads)\nmap.addOverlay(o, level: .aboveLabels)\n", """
        t.map:3:16: error: addOverlay: the overlay is already on the map at .aboveRoads, and adding it does not move it to .aboveLabels
        map.addOverlay(o, level: .aboveLabels)
                       ^
        help: to move it, take it off first (map.removeOverlay) and add it again, or use map.insertOverlay(overlay, at: index, level: .aboveLabels)

        """),
        // A global read by a function called before the global's declaration ran: the read, and where it gets its value.
        ("func count() {\n  total += 1\n}\ncount()\nvar total = 0\n", """
        t.map:2:3: error: 'total' is used before its declaration has run
          total += 1
          ^~~~~
        help: 'total' gets its value when t.map:5:5 runs
          in function 'count' at t.map:2:3
          in top level at t.map:4:1

        """),
        // The scene's refusals of a call point at the argument they are about.
        ("map.selectAnnotation(PointAnnotation(@(1, 2)))\n", """
        t.map:1:22: error: selectAnnotation: the annotation is not on the map
        map.selectAnnotation(PointAnnotation(@(1, 2)))
                             ^~~~~~~~~~~~~~~~~~~~~~~~

        """),
        ("let a = PointAnnotation(@(1, 2))\nmap.drag(a, to: @(1, 3))\n", """
        t.map:2:10: error: drag: the annotation is not on the map
        map.drag(a, to: @(1, 3))
                 ^

        """),
        ("annotation a at @(0, 0) { title = \"A\" }\nmap.drag(a, to: @(1, 3))\n", """
        t.map:2:10: error: drag: the annotation's view is not draggable (set draggable to true on its view)
        map.drag(a, to: @(1, 3))
                 ^

        """),
        ("annotation a at @(0, 0) { title = \"A\" }\nmap.tapCalloutAccessory(a, side: .left)\n", """
        t.map:2:25: error: tapCalloutAccessory: no callout is shown for this annotation (select it first; its view must have canShowCallout and the annotation a title)
        map.tapCalloutAccessory(a, side: .left)
                                ^

        """),
        ("annotation a at @(0, 0) { title = \"A\" }\nmap.selectAnnotation(a)\nmap.tapCalloutAccessory(a, side: .left)\n", """
        t.map:3:34: error: tapCalloutAccessory: the callout has no left accessory
        map.tapCalloutAccessory(a, side: .left)
                                         ^~~~~

        """),
        ("map.tap(at: Point(2000, 5))\n", """
        t.map:1:13: error: tap: the point (2000, 5) is outside the map view, which is 1024 by 768 points
        map.tap(at: Point(2000, 5))
                    ^~~~~~~~~~~~~~

        """),
        ("map.longPress(at: Point(5, 5), to: Point(-1, 5))\n", """
        t.map:1:36: error: longPress(to:): the point (-1, 5) is outside the map view, which is 1024 by 768 points
        map.longPress(at: Point(5, 5), to: Point(-1, 5))
                                           ^~~~~~~~~~~~

        """),
        ("map.touch(.began, at: Point(5, 800))\n", """
        t.map:1:23: error: touch(.began): the point (5, 800) is outside the map view, which is 1024 by 768 points
        map.touch(.began, at: Point(5, 800))
                              ^~~~~~~~~~~~~

        """),
        ("map.insertOverlay(Circle(center: @(1, 2), radius: 5), at: -1)\n", """
        t.map:1:59: error: overlay index -1 is negative; the first place is 0
        map.insertOverlay(Circle(center: @(1, 2), radius: 5), at: -1)
                                                                  ^~

        """),
        // A region no map can show: the argument that gives it, not the whole call.
        ("map.setRegion(Region(center: @(10, 20), span: Span(1, 400)), animated: true)\n", """
        t.map:1:15: error: invalid region: a span of 1 by 400 degrees is more than the world's 180 by 360
        map.setRegion(Region(center: @(10, 20), span: Span(1, 400)), animated: true)
                      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """),
        // A file render may not write: its name, as load's and Image's.
        ("render(\"../away.svg\")\n", """
        t.map:1:8: error: render: '../away.svg' is outside the folders this script may write (its own folder and any --allow-read folder)
        render("../away.svg")
               ^~~~~~~~~~~~~

        """),
        // `on` alone is a hook still to be named: the caret after it, the hooks listed, and no
        // word of an unknown name or an unused value.
        ("on\n", """
        t.map:1:3: error: expected a hook name after 'on'
        on
          ^
        help: the hooks are viewFor, clusterAnnotationFor, rendererFor, didAddRenderers, didAddViews, regionWillChange, didChangeVisibleRegion, regionDidChange, didSelect, didDeselect, calloutAccessoryTapped, didChangeDragState, as in 'on viewFor(annotation) { ... }'

        """),
        // So is a scene declaration's word alone: what comes after it, and the declaration's form.
        ("let a = 1\nrenderer\n", """
        t.map:2:9: error: expected 'for' and the overlay type after 'renderer'
        renderer
                ^
        help: a renderer rule is declared as 'renderer NAME? for Type { config and methods }', as in 'renderer for Circle { ... }'

        """),
        // A hook's name without its parameters is a hook all the same, not two names in a row.
        ("on viewFor {\n  return nil\n}\n", """
        t.map:1:12: error: expected '(' after the hook name, found '{'
        on viewFor {
                   ^

        """),
        ("render(\"missing/copy.svg\")\n", """
        t.map:1:8: error: render: the folder of 'missing/copy.svg' does not exist
        render("missing/copy.svg")
               ^~~~~~~~~~~~~~~~~~

        """),
    ]

    @Test(arguments: cases)
    func theCaretAndTheHelpAreExact(_ script: String, _ diagnostic: String) throws {
        let folder = try TemporaryFolder()
        // The data-file case runs a script in a subfolder, from the folder above it.
        let path = diagnostic.hasPrefix("maps/") ? "maps/t.map" : "t.map"
        try folder.write(path, script)
        let run = try MapScriptProcess.run([path], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == diagnostic)
        #expect(run.standardOutput.isEmpty)
    }

    @Test(arguments: [(["chek", "park.map"], "chek", "check"), (["fnt"], "fnt", "fmt"), (["wach", "park.map"], "wach", "watch")])
    func aMistypedCommandGetsADidYouMean(_ arguments: [String], _ word: String, _ command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("park.map", "print(\"ran\")\n")
        let run = try MapScriptProcess.run(arguments, in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: '\(word)' is neither a command nor a script\nhelp: did you mean '\(command)'?\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aScriptNamedLikeACommandStillRenders() throws {
        let folder = try TemporaryFolder()
        try folder.write("chek", "print(\"ran\")\n")
        let run = try MapScriptProcess.run(["chek", "-o", "-"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "ran\n")
    }
}
