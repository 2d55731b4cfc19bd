import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import MapScriptRuntime
import Testing
import WSClient
@testable import MapScriptServe

/// The server over real sockets: the page, and the WebSocket that takes pointer input and
/// sends pictures, printed lines and errors.
@Suite(.serialized, .timeLimit(.minutes(3))) struct LiveServerTests {
    func server(_ script: ServedScript) -> LiveServer {
        var configuration = LiveServer.Configuration()
        configuration.port = 0
        configuration.title = "live.map"
        return LiveServer(configuration: configuration, scriptPath: script.path, baseDirectory: script.folder.path,
                          options: RunOptions(), terminal: .init(out: { _ in }, error: { _ in }), load: script.loader)
    }

    @Test func servesThePage() async throws {
        let script = try ServedScript()
        defer { script.remove() }
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { live in
            let (head, body) = try await PatientClient.with(live) { try await $0.fetch("/") }
            #expect(head.status == .ok)
            #expect(head.headerFields[.contentType] == "text/html; charset=utf-8")
            let page = String(buffer: body)
            #expect(page.contains("<title>live.map · mapscript serve</title>"))
            #expect(!page.contains("http://") && !page.contains("https://"), "no network beyond the server")
            // The icon is in the page, so the browser asks for no /favicon.ico to miss.
            #expect(page.contains(#"<link rel="icon" type="image/svg+xml" href="data:image/svg+xml;base64,"#))
            // Neither the error panel nor the console (where warnings and hook errors go) wraps
            // a diagnostic's lines, which would leave its caret under another column.
            for panel in ["#problem", "#console"] {
                let style = page.components(separatedBy: panel + " {").dropFirst().first?.components(separatedBy: "}").first ?? ""
                #expect(style.contains("white-space: pre;") && style.contains("overflow: auto"), "\(panel)")
            }
        }
    }

    @Test func servesTheImagesOfTheScriptsFolderAndNothingElse() async throws {
        let script = try ServedScript()
        defer { script.remove() }
        let tiles = script.folder.appendingPathComponent("tiles/3")
        try FileManager.default.createDirectory(at: tiles, withIntermediateDirectories: true)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        try Data(png).write(to: tiles.appendingPathComponent("tile 1.png"))
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { live in
            try await PatientClient.with(live) { client in
                let (head, body) = try await client.fetch("/tiles/3/tile%201.png")
                #expect(head.status == .ok)
                #expect(head.headerFields[.contentType] == "image/png")
                #expect(Array(buffer: body) == png)
                var conditional = HTTPFields()
                conditional[.ifModifiedSince] = head.headerFields[.lastModified]
                #expect(try await client.fetch("/tiles/3/tile%201.png", headers: conditional).head.status == .notModified)
                for refused in ["/live.map", "/tiles/3", "/tiles/../live.map", "/%2E%2E/etc/hostname", "/tiles/3/missing.png"] {
                    #expect(try await client.fetch(refused).head.status == .notFound, "\(refused)")
                }
            }
        }
    }

    @Test func thePageGetsTilesAsLinksToTheFolderItServes() async throws {
        let script = try ServedScript(ServedScript.scene + """
        overlay tiles: TileOverlay(urlTemplate: "tiles/{z}/t.png") {
          minimumZ = 3
          maximumZ = 3
        }
        renderer for TileOverlay {}

        """)
        defer { script.remove() }
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { client in
            _ = try await client.ws("/ws") { inbound, _, _ in
                var messages = inbound.messages(maxSize: .max).makeAsyncIterator()
                guard case .text(let picture)? = try await messages.next() else { Issue.record("expected the picture"); return }
                // Fetched from the server as the page needs them, not embedded in every picture.
                #expect(picture.contains(#"<image href=\"tiles/3/t.png\""#))
                #expect(!picture.contains("data:image"))
            }
        }
    }

    @Test func aPageGetsThePictureThenTheResultOfItsClicks() async throws {
        let script = try ServedScript()
        defer { script.remove() }
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { client in
            _ = try await client.ws("/ws") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: .max).makeAsyncIterator()
                let first = try await messages.next()
                guard case .text(let picture) = first else { Issue.record("expected the picture"); return }
                #expect(picture.hasPrefix(#"{"type":"scene","svg":"<?xml"#))
                // The script runs: a page reconnecting after a failure hides the problem it showed.
                guard case .text(let good)? = try await messages.next() else { Issue.record("expected good"); return }
                #expect(good == #"{"type":"good"}"#)
                // The finger down highlights the pin at once: a picture of its own.
                try await outbound.write(.text(#"{"t":"down","x":125,"y":130}"#))
                guard case .text(let pressed)? = try await messages.next() else { Issue.record("expected the press"); return }
                #expect(pressed.hasPrefix(#"{"type":"scene""#) && pressed.contains(#"data-highlighted=\"true\""#))
                try await outbound.write(.text(#"{"t":"up","x":125,"y":130}"#))
                var texts: [String] = []
                while texts.count < 2, case .text(let text)? = try await messages.next() { texts.append(text) }
                #expect(texts.first == #"{"type":"console","text":"selected Museum\n","error":false}"#)
                #expect(texts.last?.contains("class=\\\"callout\\\"") == true)
            }
        }
    }

    @Test func aPageThatOpensLaterGetsTheConsoleSoFar() async throws {
        let script = try ServedScript(ServedScript.scene + "print(\"ready\")\n")
        defer { script.remove() }
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { client in
            _ = try await client.ws("/ws") { inbound, _, _ in
                var messages = inbound.messages(maxSize: .max).makeAsyncIterator()
                guard case .text(let first)? = try await messages.next() else { Issue.record("no message"); return }
                #expect(first == #"{"type":"console","text":"ready\n","error":false}"#)
                guard case .text(let second)? = try await messages.next() else { Issue.record("no picture"); return }
                #expect(second.hasPrefix(#"{"type":"scene""#))
            }
        }
    }

    /// Once Ctrl-C stops the server, a hook it cut short ends in "interrupted", which the
    /// terminal does not show: no news to whoever pressed it. Printed text still shows.
    @Test func anInterruptionIsNotReportedAfterCtrlC() async throws {
        let script = try ServedScript()
        defer { script.remove() }
        final class Lines: @unchecked Sendable {
            var out: [String] = [], errors: [String] = []
        }
        let lines = Lines()
        var configuration = LiveServer.Configuration()
        configuration.port = 0
        let server = LiveServer(configuration: configuration, scriptPath: script.path, baseDirectory: script.folder.path,
                                options: RunOptions(), terminal: .init(out: { lines.out.append($0) }, error: { lines.errors.append($0) }),
                                load: script.loader)
        var update = SceneUpdate()
        update.printed = "before\n"
        update.eventProblem = "live.map:3:1: error: interrupted"
        await server.publish(update)
        #expect(lines.errors == ["live.map:3:1: error: interrupted\n"], "an interruption not asked for is reported")
        server.interrupter.stop()
        await server.publish(update)
        #expect(lines.errors.count == 1 && lines.out == ["before\n", "before\n"])
    }

    @Test func aMessageTooLargeEndsThatPageOnly() async throws {
        let script = try ServedScript()
        defer { script.remove() }
        let server = server(script)
        await server.runScript()
        try await server.makeApplication(onReady: { _ in }).test(.live) { client in
            let close = try await client.ws("/ws") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: .max).makeAsyncIterator()
                _ = try await messages.next()
                try await outbound.write(.text(String(repeating: "x", count: 4096)))
                while try await messages.next() != nil {}
            }
            #expect(close != nil)
            // Another page still gets its picture.
            try await client.ws("/ws") { inbound, _, _ in
                var messages = inbound.messages(maxSize: .max).makeAsyncIterator()
                guard case .text(let picture)? = try await messages.next() else { Issue.record("no picture"); return }
                #expect(picture.contains("\"type\":\"scene\""))
            }
        }
    }
}
