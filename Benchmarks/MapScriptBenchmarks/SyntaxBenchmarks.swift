import MapScriptSyntax

/// Workloads of the front end: lexing, parsing and formatting a generated 1 MB script that
/// uses every part of the syntax (declarations, scene sugar, hooks, strings with
/// interpolation, comments, nested calls and literals).
enum SyntaxBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {
        let text = generatedScript(bytes: 1 << 20)
        let file = SourceFile(path: "generated.map", text: text)
        let megabytes = Double(file.bytes.count) / 1_048_576

        let check = Parser.parse(file)
        guard check.diagnostics.isEmpty else {
            print("syntax: the generated script has errors:\n" + DiagnosticFormatter(color: false).format(check.diagnostics.prefix(3).map { $0 }))
            return
        }

        report.measure("syntax: lex 1 MB", detail: throughput(megabytes) { _ = Lexer.tokenize(file) }) {
            _ = Lexer.tokenize(file)
        }
        report.measure("syntax: lex+parse 1 MB", detail: throughput(megabytes) { _ = Parser.parse(file) }) {
            _ = Parser.parse(file)
        }
        report.measure("syntax: format 1 MB", runs: 3, detail: throughput(megabytes) { _ = ScriptFormatter.format(file) }) {
            _ = ScriptFormatter.format(file)
        }
        measureLongLines(&report)
    }

    /// One long line, ASCII and then holding one `é`: a column there counts characters, not
    /// bytes, so it is the case where columns could cost the length of the line each. Both
    /// figures should be close; `mapscript tokens` (a column per token) and a flood of
    /// diagnostics on the line (a column and an excerpt each) are measured.
    static func measureLongLines(_ report: inout BenchmarkReport) {
        let terms = 20_000
        for (label, name) in [("ASCII", "e"), ("one é", "é")] {
            let sum = SourceFile(path: "sum.map", text: "let \(name) = " + String(repeating: "1+", count: terms) + "1\n")
            report.measure("syntax: tokens, \(terms) terms, \(label)", runs: 3, detail: "\(sum.bytes.count / 1024) KB line") {
                _ = TokenDumper.dump(Lexer.tokenize(sum).tokens, in: sum)
            }
        }
        for (label, name) in [("ASCII", "e"), ("one é", "é")] {
            let stray = SourceFile(path: "stray.map", text: "let \(name) = 1 " + String(repeating: "@", count: terms) + "\n")
            let formatter = DiagnosticFormatter(color: false)
            report.measure("syntax: \(terms) errors on a line, \(label)", runs: 3, detail: "lex, parse, format every error") {
                _ = formatter.format(Parser.parse(stray).diagnostics)
            }
        }
    }

    /// "123.4 MB/s", from the median of three timed runs of `body`.
    static func throughput(_ megabytes: Double, _ body: () -> Void) -> String {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<3 {
            let duration = clock.measure(body)
            seconds.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        seconds.sort()
        let rate = megabytes / max(seconds[1], 1e-9)
        let tenths = Int((rate * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) MB/s over \(Int(megabytes * 1024)) KB"
    }

    /// A realistic script of about `bytes` bytes: one chunk repeated with numbered names.
    static func generatedScript(bytes: Int) -> String {
        var out = "// A generated park with many attractions.\nmap.size = Size(800, 600)\n\n"
        var index = 0
        while out.utf8.count < bytes {
            out += """
            /* Attraction \(index): a ride, a route and a ring. */
            class Ride\(index): PointAnnotation {
              var kind = Kind.ride
              let height = \(index % 90 + 10)m
              init(coordinate, title) {
                super.init(coordinate, title: title)
                self.kind = kinds[\(index) % 2]
              }
              func describe() {
                return "Ride \\(title) is \\(height / 1km) km tall and \\(kind.name)"
              }
            }

            annotation ride\(index): Ride\(index) at @(34.42 + \(index) * 0.0001, -118.59) {
              title = "Goliath \(index)"
              subtitle = "Height: \\(height)"
            }

            polyline route\(index) [@(34.4248, -118.5971), @(34.4252, -118.5965), @(34.4260, -118.5950),] {
              title = "Route \(index)"
            }

            circle ring\(index) at @(34.42, -118.59) radius \(index % 7 + 1)km { title = "Ring" }

            let colours\(index) = [#F80, #FF8800, #FF880080]
            for i in 0..<10 {
              if i % 3 == 0 and not done\(index) {
                total\(index) += i * 2 - (i + 1) / 3   // keep a running total
              } else if i == 7 { break }
            }

            switch level\(index) {
            case .aboveRoads, .aboveLabels: map.addOverlay(ring\(index), level: .aboveRoads)
            default: print(level\(index)?.name ?? "none")
            }


            """
            index += 1
        }
        out += """
        on viewFor(annotation) {
          return map.dequeueReusableAnnotationView("pin") ?? PinAnnotationView(annotation, reuseIdentifier: "pin")
        }

        """
        return out
    }
}
