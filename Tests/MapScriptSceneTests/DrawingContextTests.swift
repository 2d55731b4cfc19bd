import Foundation
import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct DrawingContextTests {
    private func points(of path: MapScriptScene.Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): return p
            case .close: return nil
            }
        }
    }

    /// A drawing keeps at most `maximumCommandCount` operations; the ones past it are counted,
    /// and whoever drew them is told, so a picture missing part of its drawing never passes.
    @Test func operationsPastTheLimitAreCountedAndRefused() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        let square = Rect(x: 0, y: 0, width: 1, height: 1)
        for _ in 0..<DrawingContext.maximumCommandCount { context.fill(square, color: .black) }
        try context.requireNothingDropped()
        context.fill(square, color: .black)
        context.fill(square, color: .black)
        #expect(context.droppedCommandCount == 2)
        #expect(context.drawing.commands.count == DrawingContext.maximumCommandCount)
        #expect(throws: SceneError("a drawing keeps at most 1000000 operations: this one was given 2 more, which would be left out of the picture")) {
            try context.requireNothingDropped()
        }
    }

    @Test func transformsAreFlattenedIntoViewPoints() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 2)
        context.addRect(Rect(x: 1, y: 1, width: 3, height: 4))
        context.fillPath(.red)
        guard case .fill(let fill)? = context.commands.first else { Issue.record("expected a fill"); return }
        #expect(points(of: fill.path) == [Point(x: 12, y: 22), Point(x: 18, y: 22), Point(x: 18, y: 30), Point(x: 12, y: 30)])
        #expect(fill.path.elements.last == .close)
        #expect(fill.color == .red)
    }

    @Test func concatenateActsBeforeTheCurrentTransform() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.translateBy(x: 10, y: 20)
        // As CGContextConcatCTM: the new transform applies in user space, then the old one.
        context.concatenate(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1))
        #expect(context.convertToDevice(Point(x: 1, y: 1)) == Point(x: 13, y: 24))
        #expect(context.currentTransform == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 11, ty: 21))
    }

    @Test func strokeWidthAndDashesScaleWithTheTransform() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.scaleBy(x: 0.5, y: 0.5)
        context.setLineDash(phase: 2, lengths: [8, 4])
        context.setLineCap(.round)
        context.move(to: Point(x: 0, y: 0))
        context.addLine(to: Point(x: 100, y: 0))
        context.strokePath(.blue, width: 6)
        guard case .stroke(let stroke)? = context.commands.first else { Issue.record("expected a stroke"); return }
        #expect(stroke.width == 3)
        #expect(stroke.dashPattern == [4, 2])
        #expect(stroke.dashPhase == 1)
        #expect(stroke.lineCap == .round)
        #expect(points(of: stroke.path) == [Point(x: 0, y: 0), Point(x: 50, y: 0)])
    }

    @Test func saveAndRestoreBracketTheState() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.saveGState()
        context.translateBy(x: 50, y: 0)
        context.setAlpha(0.5)
        context.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        context.clip()
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .green)
        context.restoreGState()
        context.restoreGState()  // unbalanced: ignored
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .green)
        guard case .fill(let inside) = context.commands[0], case .fill(let outside) = context.commands[1] else {
            Issue.record("expected two fills"); return
        }
        #expect(inside.opacity == 0.5)
        #expect(inside.clip == 0)
        #expect(points(of: inside.path).first == Point(x: 50, y: 0))
        #expect(outside.opacity == 1)
        #expect(outside.clip == nil)
        #expect(points(of: outside.path).first == Point(x: 0, y: 0))
        #expect(context.drawing.clips.count == 1)
        #expect(points(of: context.drawing.clips[0].path).first == Point(x: 50, y: 0))
    }

    @Test func nestedClipsReferToTheirParent() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.clip(to: Rect(x: 0, y: 0, width: 50, height: 50))
        context.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
        context.clip(rule: .evenOdd)
        context.drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(x: 0, y: 0), end: Point(x: 0, y: 40))
        #expect(context.drawing.clips.map(\.parent) == [nil, 0])
        #expect(context.drawing.clips[1].rule == .evenOdd)
        guard case .linearGradient(let gradient)? = context.commands.first else { Issue.record("expected a gradient"); return }
        #expect(gradient.clip == 1)
        #expect(gradient.gradient.locations == [0, 1])
        #expect(gradient.area == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aRectangleClipInsideARectangleClipIsTheirIntersection() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.clip(to: Rect(x: 0, y: 0, width: 50, height: 50))
        context.saveGState()
        context.translateBy(x: 10, y: 20)
        context.clip(to: Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(context.drawing.clips.map(\.parent) == [nil, nil])
        #expect(context.drawing.clips[1].path.axisAlignedRect == Rect(x: 10, y: 20, width: 40, height: 10))
        // Rectangles that do not meet leave an empty clip.
        context.clip(to: Rect(x: 60, y: 0, width: 5, height: 5))
        #expect(context.drawing.clips[2].path.axisAlignedRect?.width == 0)
        context.restoreGState()
        // A turned rectangle is no longer one the intersection can be written as.
        context.rotate(by: 0.5)
        context.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.drawing.clips[3].parent == 0)
    }

    @Test func aPathIsARectangleWhenItsFourSidesAreAxisAligned() {
        var drawn = MapScriptScene.Path()
        drawn.move(to: Point(x: 4, y: 1))
        drawn.addLine(to: Point(x: 4, y: 5))
        drawn.addLine(to: Point(x: 1, y: 5))
        drawn.addLine(to: Point(x: 1, y: 1))
        drawn.addLine(to: Point(x: 4, y: 1))
        drawn.closeSubpath()
        #expect(drawn.axisAlignedRect == Rect(x: 1, y: 1, width: 3, height: 4))
        var triangle = MapScriptScene.Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 4, y: 0))
        triangle.addLine(to: Point(x: 4, y: 4))
        triangle.closeSubpath()
        #expect(triangle.axisAlignedRect == nil)
        var open = MapScriptScene.Path()
        open.addRect(Rect(x: 0, y: 0, width: 2, height: 2))
        open.addLine(to: Point(x: 5, y: 5))
        #expect(open.axisAlignedRect == nil)
    }

    @Test func arcsBecomeCubicBeziersOnTheCircle() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.translateBy(x: 50, y: 50)
        context.scaleBy(x: 2, y: 2)
        context.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        context.strokePath(.black)
        guard case .stroke(let stroke)? = context.commands.first else { Issue.record("expected a stroke"); return }
        var curves = 0
        for element in stroke.path.elements {
            switch element {
            case .curve(let p, let c1, let c2):
                curves += 1
                #expect(isClose(hypot(p.x - 50, p.y - 50), 20, 1e-9), "segment ends lie on the circle")
                // The midpoint of a quarter-circle Bézier is within 0.03% of the radius.
                let previous = stroke.path.elements[curves - 1]
                var start = Point.zero
                if case .move(let s) = previous { start = s } else if case .curve(let s, _, _) = previous { start = s }
                let mid = Point(x: (start.x + 3 * c1.x + 3 * c2.x + p.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
                #expect(abs(hypot(mid.x - 50, mid.y - 50) - 20) < 0.01)
            case .quadCurve, .line: Issue.record("only moves and cubics expected")
            case .move, .close: break
            }
        }
        #expect(curves == 2, "half a turn is two quarter-turn pieces")
        // Clockwise on screen with y down: from (70, 50) through (50, 70) to (30, 50).
        #expect(isClose(points(of: stroke.path).first!, Point(x: 70, y: 50), 1e-9))
        #expect(isClose(points(of: stroke.path)[1], Point(x: 50, y: 70), 1e-9))
        #expect(isClose(points(of: stroke.path).last!, Point(x: 30, y: 50), 1e-9))
    }

    @Test func anArcAfterACurrentPointJoinsWithALine() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.move(to: Point(x: 0, y: 0))
        context.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        context.addQuadCurve(to: Point(x: 0, y: 90), control: Point(x: 30, y: 90))
        context.strokePath(.black)
        guard case .stroke(let stroke)? = context.commands.first else { Issue.record("expected a stroke"); return }
        #expect(stroke.path.elements.count == 4)
        #expect(stroke.path.elements[0] == .move(to: Point(x: 0, y: 0)))
        #expect(stroke.path.elements[1] == .line(to: Point(x: 60, y: 50)))
        guard case .curve(let end, let c1, let c2) = stroke.path.elements[3] else { Issue.record("quad must become cubic"); return }
        #expect(end == Point(x: 0, y: 90))
        // Degree elevation from (50, 60): handles two thirds of the way to the control point.
        #expect(isClose(c1, Point(x: 50 + 2.0 / 3 * (30 - 50), y: 60 + 2.0 / 3 * 30), 1e-9))
        #expect(isClose(c2, Point(x: 20, y: 90), 1e-9))
    }

    @Test func rotatedImagesAndTextKeepTheirPlacement() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.translateBy(x: 10, y: 10)
        context.rotate(by: .pi / 2)
        context.scaleBy(x: 2, y: 2)
        context.draw(Image(icon: .star), in: Rect(x: 0, y: 0, width: 24, height: 12))
        context.drawText("Hi", at: Point(x: 5, y: 0), size: 10, color: .black)
        guard case .image(let image) = context.commands[0], case .text(let text) = context.commands[1] else {
            Issue.record("expected an image and a text"); return
        }
        // As Core Graphics draws it: the image's top-left corner at the rect's bottom-left in
        // user space, (0, 12), which the rotation and scale put at (-14, 10) in view points.
        #expect(isClose(image.placement.apply(to: Point(x: 0, y: 0)), Point(x: -14, y: 10), 1e-9))
        #expect(isClose(image.placement.apply(to: Point(x: 1, y: 0)), Point(x: -14, y: 58), 1e-9))
        #expect(isClose(image.placement.apply(to: Point(x: 0, y: 1)), Point(x: 10, y: 10), 1e-9))
        #expect(isClose(text.position, Point(x: 10, y: 20), 1e-9))
        #expect(isClose(text.fontSize, 20, 1e-9))
    }

    @Test func deepSavesAreBounded() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 1, height: 1))
        for _ in 0..<(DrawingContext.maximumStateDepth + 10) { context.saveGState() }
        #expect(context.stateDepth == DrawingContext.maximumStateDepth)
        for _ in 0..<(DrawingContext.maximumStateDepth + 20) { context.restoreGState() }
        #expect(context.stateDepth == 0)
    }

    @Test func customRendererCoordinatesAreRelativeToTheBoundingRect() throws {
        // Listing 6-11: a gradient clipped to the overlay's bounding rect.
        final class GradientRenderer: OverlayRenderer {
            var seenZoomScale = 0.0
            override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
                seenZoomScale = zoomScale
                let r = rect(for: overlay.boundingMapRect)
                context.addRect(r)
                context.clip()
                let gradient = Gradient(colors: [Color(red: 0, green: 0, blue: 1, alpha: 0.5), Color(red: 1, green: 1, blue: 1, alpha: 0.8),
                                                 Color(red: 1, green: 1, blue: 1, alpha: 0.8), Color(red: 0, green: 0, blue: 1, alpha: 0.5)],
                                        locations: [0, 0.33, 0.66, 1])
                context.drawLinearGradient(gradient, start: Point(x: r.midX, y: r.minY), end: Point(x: r.midX, y: r.maxY))
            }
        }
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in GradientRenderer(overlay: o) }
        let map = try coloradoMap(delegate: delegate)
        let polygon = Polygon(coordinates: coloradoCorners)
        map.addOverlay(polygon)
        let overlay = try #require(try map.snapshot().overlays.first)
        let renderer = try #require(overlay.renderer as? GradientRenderer)
        #expect(renderer.seenZoomScale == map.zoomScale)
        #expect(renderer.rect(for: polygon.boundingMapRect).origin == .zero)
        let expected = map.convert(polygon.boundingMapRect)
        let clip = try #require(overlay.drawing.clips.first)
        #expect(isClose(points(of: clip.path)[0], expected.origin, 1e-6))
        #expect(isClose(points(of: clip.path)[2], Point(x: expected.maxX, y: expected.maxY), 1e-6))
        guard case .linearGradient(let g)? = overlay.drawing.commands.first else { Issue.record("expected a gradient"); return }
        #expect(isClose(g.start, Point(x: expected.midX, y: expected.minY), 1e-6))
        #expect(isClose(g.end, Point(x: expected.midX, y: expected.maxY), 1e-6))
    }

    @Test func annotationViewDrawingMapsBoundsOntoTheFrame() throws {
        final class BoxView: AnnotationView {
            override init(annotation: Annotation?, reuseIdentifier: String?) {
                super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
                frame = Rect(x: 0, y: 0, width: 40, height: 40)
            }
            override func draw(rect: Rect, context: DrawingContext) throws {
                context.addRect(rect)
                context.fillPath(.orange)
            }
        }
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in BoxView(annotation: a, reuseIdentifier: nil) }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        let entry = try #require(try map.snapshot().annotations.first)
        #expect(entry.kind == .custom)
        let p = map.convert(denver.coordinate)
        #expect(isClose(entry.anchor, p, 1e-9))
        #expect(isClose(entry.frame.origin, Point(x: p.x - 20, y: p.y - 20), 1e-9))
        // Opaque by default, as UIView: black first, then what the view draws.
        guard entry.drawing.commands.count == 2, case .fill(let background) = entry.drawing.commands[0],
              case .fill(let fill) = entry.drawing.commands[1] else { Issue.record("expected two fills"); return }
        #expect(background.color == .black)
        #expect(isClose(points(of: fill.path)[0], entry.frame.origin, 1e-9))
        #expect(isClose(points(of: fill.path)[2], Point(x: entry.frame.maxX, y: entry.frame.maxY), 1e-9))
    }
}

@Suite struct DrawingContextPathTests {
    @Test func fillRectAndClipToRectLeaveTheCurrentPathAlone() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        context.move(to: Point(x: 1, y: 1))
        context.addLine(to: Point(x: 9, y: 1))
        context.clip(to: Rect(x: 0, y: 0, width: 50, height: 50))
        context.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .red)
        #expect(!context.isPathEmpty)
        context.strokePath(.black)
        guard case .stroke(let stroke) = context.commands[1] else { Issue.record("expected a stroke"); return }
        #expect(stroke.path.elements == [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 9, y: 1))])
        #expect(stroke.clip == 0)
    }
}
