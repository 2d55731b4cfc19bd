import Foundation
import MapScriptRuntime
import Testing

/// The language reference's class section is written from the registry rows
/// (`SceneReference.markdown()`); this keeps docs/LANGUAGE.md in step. After changing a row,
/// `RECORD_REFERENCE=1 swift test --filter ClassReferenceTests` writes the section anew.
@Suite struct ClassReferenceTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/LANGUAGE.md")
    static let begin = "<!-- class reference: begin (written from the registry, see ClassReferenceTests) -->\n"
    static let end = "<!-- class reference: end -->"

    @Test func theReferenceIsTheRegistry() throws {
        let text = try String(contentsOf: ClassReferenceTests.document, encoding: .utf8)
        guard let start = text.range(of: ClassReferenceTests.begin),
              let finish = text.range(of: ClassReferenceTests.end, range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/LANGUAGE.md has no class reference section between its markers")
            return
        }
        let expected = SceneReference.markdown()
        if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: expected)
                .write(to: ClassReferenceTests.document, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<finish.lowerBound]) == expected,
                "docs/LANGUAGE.md's class reference differs from the registry; record it with RECORD_REFERENCE=1")
    }

    @Test func everyClassIsDescribed() {
        for nativeClass in SceneReference.classes {
            #expect(!nativeClass.summary.isEmpty, "\(nativeClass.name) has no summary")
        }
    }

    /// A row without its one-line description fails here, so hover, completion and the
    /// reference never show a member bare.
    @Test func everyPropertyAndMethodIsDescribed() {
        for nativeClass in SceneReference.classes {
            for member in nativeClass.reference where member.kind != .initializer {
                #expect(!member.summary.isEmpty, "\(nativeClass.name).\(member.name) has no description in its registry row")
                #expect(member.summary.hasSuffix("."), "\(nativeClass.name).\(member.name)'s description is not a sentence")
                #expect(!member.summary.contains("\n"), "\(nativeClass.name).\(member.name)'s description is more than one line")
            }
        }
    }

    /// Every global function of a fresh session (`print`, `Region`, `abs`, `load`...) carries
    /// the signatures and description its definition gives it, which editor help shows.
    @Test func everyBuiltInFunctionIsSignedAndDescribed() {
        let session = ScriptSession(options: RunOptions(), host: CollectingHost(), baseDirectory: "/")
        var functions = 0
        for name in session.completions(forLine: "") {
            guard let function = session.builtinFunction(ofGlobal: name) else { continue }
            functions += 1
            let reference = function.reference
            #expect(reference != nil, "the built-in function \(name) has no signature or description")
            #expect(reference?.signatures.allSatisfy { $0.hasPrefix("(") } ?? false, "\(name)'s signatures are not parameter lists")
            #expect(reference?.summary.hasSuffix(".") ?? false, "\(name)'s description is not a sentence")
        }
        #expect(functions >= 30)
        #expect(session.builtinFunction(ofGlobal: "Region")?.reference?.signatures
            == ["(center: Coordinate, span: Span) -> Region",
                "(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region", "(MapRect) -> Region"])
    }

    /// Every method of a kind of value (a string's `split`, a list's `map`, a colour's
    /// `withAlpha`) carries the signature and description its definition gives it, which
    /// editor help shows and whose result it follows (`red.withAlpha(0.5).` is a Color).
    @Test func everyMemberOfAKindOfValueIsSignedAndDescribed() {
        var methods = 0
        for (kind, members) in SceneReference.valueMembers {
            for member in members where member.kind == .method {
                methods += 1
                #expect(member.type.hasPrefix("("), "\(kind).\(member.name) has no signature")
                #expect(member.summary.hasSuffix(".") && !member.summary.contains("\n"),
                        "\(kind).\(member.name)'s description is not one sentence on one line")
            }
        }
        #expect(methods >= 20)
        var properties = 0
        for (kind, members) in SceneReference.valueMembers {
            for member in members where member.kind == .property || member.kind == .readOnlyProperty {
                properties += 1
                #expect(member.summary.hasSuffix(".") && !member.summary.contains("\n"),
                        "\(kind).\(member.name) has no description of one sentence on one line")
            }
        }
        #expect(properties >= 60)
        #expect(SceneReference.valueMembers["Point"]?.first { $0.name == "x" }
            == MemberReference(.property, "x", "number", summary: "The horizontal coordinate in points, growing to the right (CGPoint.x)."))
        #expect(SceneReference.valueMembers["Color"]?.first { $0.name == "withAlpha" }
            == MemberReference(.method, "withAlpha", "(number) -> Color",
                               summary: "The colour with another alpha, clamped to 0...1 (UIColor.withAlphaComponent)."))
    }

    @Test func propertiesCarryTheirValueTypes() {
        let circle = SceneReference.classes.first { $0.name == "Circle" }
        #expect(circle?.reference.first { $0.name == "radius" }
            == MemberReference(.property, "radius", "metres", summary: "The circle's radius in metres (MKCircle.radius)."))
        #expect(circle?.reference.first { $0.kind == .initializer }?.type == "(center: Coordinate, radius: metres)")
        let multiPoint = SceneReference.classes.first { $0.name == "MultiPoint" }
        #expect(multiPoint?.superclass?.name == "Shape")
        #expect(multiPoint?.reference.map(\.name) == ["MultiPoint", "coordinates", "pointCount", "points", "location", "locations"])
    }
}
