import Foundation
import Testing

/// `mapscript FILE.map` and its options, run as a process.
@Suite struct RenderCommandTests {
    static let scene = """
    map.size = Size(200, 100)
    map.region = Region(center: @(10, 20), span: Span(1, 1))
    circle spot at @(10, 20) radius 5000 { title = "Spot" }
    renderer for Circle { fillColor = red }

    """

    /// A hook of the final picture's layout that fails after a refused selection: the warning
    /// that may explain the error comes before it, as in a run.
    @Test func aRefusedSelectionInTheFinalLayoutIsWarnedBeforeItsError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "annotation far at @(60, 60) { title = \"Far\" }\n"
                         + "annotation near at @(10, 20) { title = \"Near\" }\n"
                         + "on didAddViews(views) {\n  map.selectAnnotation(far)\n  let none = nil\n  print(none.x)\n}\n")
        let run = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(run.status == 1)
        let warning = run.standardError.range(of: "scene.map:8:3: warning: selectAnnotation selected nothing")
        let error = run.standardError.range(of: "scene.map:10:14: error: nil has no member 'x'")
        #expect(warning != nil && error != nil && warning!.lowerBound < error!.lowerBound, "\(run.standardError)")
        #expect(!folder.exists("out.svg"))
    }

    @Test func writesTheSVGBesideTheScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("maps/scene.map", Self.scene)
        let run = try MapScriptProcess.run(["maps/scene.map"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty)
        let svg = try folder.read("maps/scene.svg")
        #expect(svg.contains("<svg "))
        #expect(svg.contains(#"width="200" height="100""#))
        #expect(try folder.contents() == ["maps"])
    }

    @Test func theOutputsExtensionChoosesTheFormatAndAnUnknownOneIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "shapes.geojson"], in: folder.url).status == 0)
        #expect(try folder.read("shapes.geojson").hasPrefix(#"{"type":"FeatureCollection""#))
        #expect(try MapScriptProcess.run(["scene.map", "-o", "picture.SVG"], in: folder.url).status == 0)
        #expect(try folder.read("picture.SVG").contains("<svg "))

        let jpeg = try MapScriptProcess.run(["scene.map", "-o", "map.jpg"], in: folder.url)
        #expect(jpeg.status == 2)
        #expect(jpeg.standardError == "mapscript: cannot tell what to write to 'map.jpg': mapscript writes .svg, .png or .pdf "
                + "(the picture) or .geojson (the shapes), not .jpg (--format svg writes SVG under any name)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("map.jpg").path))
        // --format writes under any name, but not under a name that asks for the other format.
        #expect(try MapScriptProcess.run(["scene.map", "-o", "map.txt", "--format", "svg"], in: folder.url).status == 0)
        let contradiction = try MapScriptProcess.run(["scene.map", "-o", "map.svg", "--format", "geojson"], in: folder.url)
        #expect(contradiction.status == 2)
        #expect(contradiction.standardError.contains("--format geojson contradicts the output's name 'map.svg', which asks for svg"))
        // A script's render() follows the same rule.
        try folder.write("renders.map", Self.scene + "render(\"from-script.geojson\")\n")
        #expect(try MapScriptProcess.run(["renders.map"], in: folder.url).status == 0)
        #expect(try folder.read("from-script.geojson").hasPrefix(#"{"type":"FeatureCollection""#))
    }

    /// The files a script's render() writes appear with the run's output, or not at all: a
    /// run that fails at its last step (the picture too large, the output device full, a hook
    /// of the final layout) leaves none of them behind.
    @Test func filesTheScriptRendersAppearOnlyWithTheOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("side.map", Self.scene + "render(\"side.svg\")\n")
        let tooLarge = try MapScriptProcess.run(["side.map", "-o", "out.png", "--max-memory", "1K"], in: folder.url)
        #expect(tooLarge.status == 1 && tooLarge.standardError.contains("more than the limit"), "\(tooLarge.standardError)")
        let full = try MapScriptProcess.run(["side.map", "-o", "/dev/full"], in: folder.url)
        #expect(full.status == 1 && full.standardError.contains("no space left on device"), "\(full.standardError)")
        try folder.write("hook.map", Self.scene + "annotation a at @(10, 20) { title = \"A\" }\nrender(\"side.svg\")\n"
                         + "on viewFor(annotation) { return 1 + \"a\" }\n")
        #expect(try MapScriptProcess.run(["hook.map", "-o", "out.svg"], in: folder.url).status == 1)
        #expect(try folder.contents() == ["hook.map", "side.map"])
        // A run that succeeds writes both; to standard output too.
        #expect(try MapScriptProcess.run(["side.map", "-o", "-"], in: folder.url).status == 0)
        #expect(try folder.contents() == ["hook.map", "side.map", "side.svg"])
        // A render() of the output's own name is replaced by the output, as the warning says.
        try folder.write("same.map", Self.scene + "render(\"same.geojson\")\n")
        let same = try MapScriptProcess.run(["same.map", "-o", "same.geojson"], in: folder.url)
        #expect(same.status == 0)
        #expect(same.standardError.contains("render wrote 'same.geojson', and the picture of the run then replaces it as 'same.geojson'"))
    }

    @Test func renderIsTheDefaultSubcommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "a.svg"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["render", "scene.map", "-o", "b.svg"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["--seed", "0", "scene.map", "-o", "c.svg"], in: folder.url).status == 0)
        let a = try folder.bytes("a.svg")
        #expect(a == (try folder.bytes("b.svg")))
        #expect(a == (try folder.bytes("c.svg")))
    }

    @Test func outputOptionChoosesTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try MapScriptProcess.run(["scene.map", "-o", "out/picture.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.read("out/picture.svg").contains("<svg "))
        #expect(!folder.exists("scene.svg"))
    }

    @Test func dashWritesToStandardOutputAndPrintsGoToStandardError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "print(\"hello\")\n")
        let run = try MapScriptProcess.run(["scene.map", "-o", "-"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("<svg "))
        #expect(run.standardOutput.hasSuffix("</svg>\n") || run.standardOutput.hasSuffix("</svg>"))
        #expect(run.standardError == "hello\n")
        #expect(try folder.contents() == ["scene.map"])

        let toFile = try MapScriptProcess.run(["scene.map", "-o", "scene.svg"], in: folder.url)
        #expect(toFile.standardOutput == "hello\n")
        #expect(try folder.bytes("scene.svg") == run.outputBytes)
    }

    @Test func sizeOverridesTheScriptsMapSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let run = try MapScriptProcess.run(["scene.map", "--size", "300x150", "-o", "-"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"width="300" height="150""#))
    }

    @Test func theSameSeedGivesIdenticalBytes() throws {
        let folder = try TemporaryFolder()
        try folder.write("random.map", """
        map.size = Size(200, 200)
        map.region = Region(center: @(0, 0), span: Span(2, 2))
        for i in 0..<20 {
          annotation at @(random.number() - 0.5, random.number() - 0.5) { title = "P\\(random.int(1...99))" }
        }

        """)
        let first = try MapScriptProcess.run(["random.map", "--seed", "7", "-o", "-"], in: folder.url)
        let second = try MapScriptProcess.run(["random.map", "--seed", "7", "-o", "-"], in: folder.url)
        let other = try MapScriptProcess.run(["random.map", "--seed", "8", "-o", "-"], in: folder.url)
        let unseeded = try MapScriptProcess.run(["random.map", "-o", "-"], in: folder.url)
        let zero = try MapScriptProcess.run(["random.map", "--seed", "0", "-o", "-"], in: folder.url)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.outputBytes == second.outputBytes)
        #expect(first.outputBytes != other.outputBytes)
        #expect(unseeded.outputBytes == zero.outputBytes)
    }

    @Test func setGivesBooleansNumbersAndStrings() throws {
        let folder = try TemporaryFolder()
        try folder.write("constants.map", """
        let showRoute = true
        let count = 1
        let label = "default"
        print(showRoute == false, count + 1, label + "!")

        """)
        let defaults = try MapScriptProcess.run(["constants.map", "-o", "-"], in: folder.url)
        #expect(defaults.standardError == "false 2 default!\n")
        let run = try MapScriptProcess.run(
            ["constants.map", "-o", "-", "--set", "showRoute=false", "--set", "count=3.5", "--set", "label=Goliath"],
            in: folder.url
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "true 4.5 Goliath!\n")
        // Text that only looks like a number or a boolean stays a string.
        let strings = try MapScriptProcess.run(
            ["constants.map", "-o", "-", "--set", "label=True", "--set", "label=12abc"],
            in: folder.url
        )
        #expect(strings.standardError == "false 2 12abc!\n")
    }

    /// A number default takes every number literal the language reads: 0x10 and 1_000 as in a
    /// script, a distance suffix too.
    @Test(arguments: [("0x10", "17"), ("1_000", "1001"), ("-0x1F", "-30"), ("2km", "2001"), ("+3", "4"), (".5", "1.5")])
    func aNumberTakesTheLanguagesLiterals(_ text: String, _ printed: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("count.map", "let count = 1\nprint(count + 1)\n")
        let run = try MapScriptProcess.run(["count.map", "-o", "-", "--set", "count=\(text)"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "\(printed)\n")
    }

    @Test(arguments: ["false", "False", "NO", "off", "0"])
    func aBooleanTakesTheWordsPeopleWrite(_ word: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("flag.map", "let showRoute = true\nprint(showRoute)\n")
        let run = try MapScriptProcess.run(["flag.map", "-o", "-", "--set", "showRoute=\(word)"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "false\n")
    }

    @Test func aValueThatDoesNotFitTheDefaultIsAUsageErrorAndNothingRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write("constants.map", "let count = 1\nprint(\"ran\")\n")
        let run = try MapScriptProcess.run(["constants.map", "--set", "count=many"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == """
        constants.map:1:13: error: --set count=many: 'count' is a number, so its value must be a number such as 3 or -2.5
        let count = 1
                    ^

        """)
        #expect(try folder.contents() == ["constants.map"])
    }

    /// Bytes that are not UTF-8 inside a string are an error at each, as outside one; a
    /// U+FFFD written as such in a valid file is a character like any other.
    @Test func invalidUTF8InAStringIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.map", bytes: Array("let x = \"".utf8) + [0xFF] + Array("\"\nprint(x)\n".utf8))
        let bad = try MapScriptProcess.run(["bad.map", "-o", "/dev/null"], in: folder.url)
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("bad.map:1:10: error: this string holds bytes that are not valid UTF-8 text; the file must be UTF-8\n"),
                "\(bad.standardError)")
        #expect(bad.standardOutput.isEmpty)
        try folder.write("good.map", "let x = \"\u{FFFD}\"\nprint(x.count)\n")
        let good = try MapScriptProcess.run(["good.map", "-o", "/dev/null"], in: folder.url)
        #expect(good.status == 0 && good.standardOutput == "1\n", "\(good.standardError)")
    }

    /// A string holding NUL is printed whole: the byte, the rest and the newline.
    @Test func printWritesAStringWithANulWhole() throws {
        let folder = try TemporaryFolder()
        try folder.write("nul.map", "print(\"a\\0b\", \"c\")\nprint(\"next\")\n")
        let run = try MapScriptProcess.run(["nul.map", "-o", "/dev/null"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "a\u{0}b c\nnext\n")
    }

    @Test func anUndeclaredSetNameIsWarnedWithADidYouMeanAndTheRenderGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("constants.map", "let showRoute = true\nprint(showRoute)\n")
        let run = try MapScriptProcess.run(["constants.map", "--set", "showRout=false"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "true\n")
        #expect(run.standardError == """
        constants.map: warning: --set showRout: the script declares no top-level 'let showRout', so the value is not used
        help: did you mean 'showRoute'?

        """)
        #expect(folder.exists("constants.svg"))
    }

    @Test func formatGeoJSONWritesAGeoJSONFileByDefault() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let run = try MapScriptProcess.run(["scene.map", "--format", "geojson"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!folder.exists("scene.svg"))
        let data = Data(try folder.bytes("scene.geojson"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        #expect((json["features"] as? [Any])?.isEmpty == false)
    }

    @Test func maxStepsStopsARunawayScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("forever.map", "var n = 0\nwhile true { n += 1 }\n")
        let run = try MapScriptProcess.run(["forever.map", "--max-steps", "10000"], in: folder.url, timeout: 20)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("forever.map:2:"), "\(run.standardError)")
        #expect(run.standardError.contains("error:"))
        #expect(try folder.contents() == ["forever.map"])
    }

    @Test func allowReadOpensAnotherFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("data/places.csv", "name,lat,lon\nA,1,2\nB,3,4\n")
        try folder.write("scripts/read.map", "let rows = load(\"../data/places.csv\")\nprint(rows.count, rows[1].name)\n")
        let refused = try MapScriptProcess.run(["scripts/read.map", "-o", "-"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("scripts/read.map:1:"), "\(refused.standardError)")
        let allowed = try MapScriptProcess.run(["scripts/read.map", "-o", "-", "--allow-read", "data"], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(allowed.standardError == "2 B\n")
    }

    @Test func aFailedRunLeavesThePreviousOutputUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map"], in: folder.url).status == 0)
        let before = try folder.bytes("scene.svg")

        try folder.write("scene.map", Self.scene + "let broken = missingName + 1\n")
        let run = try MapScriptProcess.run(["scene.map"], in: folder.url)
        #expect(run.status == 1)
        #expect(try folder.bytes("scene.svg") == before)
        #expect(try folder.contents() == ["scene.map", "scene.svg"])
    }

    @Test func anOutputInAMissingFolderIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "print(\"ran\")\n")
        let run = try MapScriptProcess.run(["scene.map", "-o", "missing/out.svg"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError == "mapscript: cannot write 'missing/out.svg': the folder 'missing' does not exist\n")
        #expect(run.standardOutput.isEmpty, "the script should not run")
        #expect(try folder.contents() == ["scene.map"])
    }

    /// A link is judged by the file it names: one into a missing folder is the same mistake.
    /// So is an empty name.
    @Test func aLinkIntoAMissingFolderAndAnEmptyNameAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "print(\"ran\")\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("out.svg").path,
                                                   withDestinationPath: "missing/out.svg")
        let linked = try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url)
        #expect(linked.status == 2)
        #expect(linked.standardError == "mapscript: cannot write 'out.svg': the folder './missing' does not exist\n")
        #expect(linked.standardOutput.isEmpty, "the script should not run")
        let empty = try MapScriptProcess.run(["scene.map", "-o", ""], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.standardError == "mapscript: the output name after -o is empty; name a file, or '-' for standard output\n")
    }

    // Exit 1 and the diagnostic exactly as the one formatter writes it: the place, the line,
    // the caret run, then help and the call stack where there are some.
    static let scriptErrors: [(script: String, diagnostic: String)] = [
        ("let x = 1\nlet = 2\n", """
        broken.map:2:5: error: expected a name after 'let', found '='
        let = 2
            ^

        """),
        ("let x = 1\nprint(x + y)\n", """
        broken.map:2:11: error: cannot find 'y' in scope
        print(x + y)
                  ^
        help: did you mean 'x'?

        """),
        ("func inner(n) {\n  return n + \"a\"\n}\nfunc outer() { return inner(1) }\nouter()\n", """
        broken.map:2:10: error: '+' needs two numbers or two strings, got number and string
          return n + "a"
                 ^
        help: to put a number into a string, interpolate it: "text \\(value)"
          in function 'inner' at broken.map:2:10
          in function 'outer' at broken.map:4:23
          in top level at broken.map:5:1

        """),
    ]

    @Test(arguments: scriptErrors)
    func aScriptErrorExitsOneWithTheExactDiagnostic(_ script: String, _ diagnostic: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.map", script)
        let run = try MapScriptProcess.run(["broken.map"], in: folder.url, removingEnvironment: ["NO_COLOR"])
        #expect(run.status == 1)
        #expect(run.standardError == diagnostic)
        #expect(run.standardOutput.isEmpty)
        #expect(try folder.contents() == ["broken.map"])
    }
}
