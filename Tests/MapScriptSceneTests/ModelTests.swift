import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct ModelTests {
    @Test func namedColoursHaveUIKitValues() {
        #expect(Color.green == Color(red: 0, green: 1, blue: 0))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
        #expect(Color.gray == Color(white: 0.5))
        #expect(Color.clear.alpha == 0)
        #expect(Color.named.map(\.name) == ["red", "green", "blue", "cyan", "magenta", "yellow", "orange", "purple",
                                            "brown", "black", "white", "gray", "clear"])
        #expect(Color.cyan.withAlpha(0.2) == Color(red: 0, green: 1, blue: 1, alpha: 0.2))
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 7) == Color(red: 1, green: 0, blue: 0, alpha: 1), "clamped")
    }

    @Test func gradientLocationsFallBackToEvenSpacing() {
        #expect(Gradient(colors: [.red, .green, .blue]).locations == [0, 0.5, 1])
        #expect(Gradient(colors: [.red, .blue], locations: [0.2]).locations == [0, 1])
        #expect(Gradient(colors: [.red, .blue], locations: [0.25, 1.5]).locations == [0.25, 1])
        #expect(Gradient(colors: [.red]).locations == [0])
    }

    @Test func imagesAndAccessories() {
        #expect(Image(iconNamed: "bullseye")?.size == Image.iconSize)
        #expect(Image(iconNamed: "unicorn") == nil)
        let file = Image(name: "logo.png", bytes: [0x89, 0x50], mimeType: "image/png", pixelSize: Size(width: 32, height: 16))
        #expect(file.size == Size(width: 32, height: 16))
        let view = AnnotationView(annotation: nil, reuseIdentifier: nil)
        #expect(view.kind == .custom)
        view.image = file
        #expect(view.kind == .image)
        #expect(view.bounds.size == Size(width: 32, height: 16), "an image sizes its view")
        #expect(CalloutAccessory.image(file).kind == .image)
        #expect(CalloutAccessory.infoDark.kind == .infoDark)
    }

    @Test func pinColourSetsTheTint() {
        let pin = PinAnnotationView(annotation: nil, reuseIdentifier: "p")
        #expect(pin.pinTintColor == .red)
        pin.pinColor = .purple
        #expect(pin.pinTintColor == .purple)
        #expect(pin.frame.size == PinAnnotationView.pinSize)
        #expect(pin.centerOffset.y == -PinAnnotationView.pinSize.height / 2, "the needle's tip is on the coordinate")
    }

    @Test func enumOrderIsMapKits() {
        #expect(DragState.allCases == [.none, .starting, .dragging, .canceling, .ending])
        #expect(OverlayLevel.allCases.map(\.rawValue) == [0, 1])
        #expect(PinColor.allCases == [.red, .green, .purple])
    }
}
