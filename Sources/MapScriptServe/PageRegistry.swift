import Foundation
import HummingbirdWebSocket

/// The pages connected now, each by its WebSocket writer, so that every update reaches all of
/// them (a picture changed by one page's click is shown on the others too).
actor PageRegistry {
    private var pages: [UUID: WebSocketOutboundWriter] = [:]

    func add(_ writer: WebSocketOutboundWriter) -> UUID {
        let id = UUID()
        pages[id] = writer
        return id
    }

    func remove(_ id: UUID) {
        pages[id] = nil
    }

    /// Sends the messages to every page; a page that cannot take them is dropped (its own
    /// connection ends it too).
    func send(_ messages: [PageMessage]) async {
        guard !messages.isEmpty else { return }
        for (id, writer) in pages {
            do {
                for message in messages { try await writer.write(.text(message.json)) }
            } catch {
                pages[id] = nil
            }
        }
    }

    func send(_ messages: [PageMessage], to writer: WebSocketOutboundWriter) async {
        for message in messages { try? await writer.write(.text(message.json)) }
    }
}
