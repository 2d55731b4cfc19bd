import Testing
@testable import MapScriptSVG

/// A document assembled in the storage its body was written into (`SVGWriter.finish(inserting:
/// inPlace:overflow:)`) is byte for byte the one assembled by copying, whether the body fits
/// the storage or outgrows it.
@Suite struct InPlaceDocumentTests {
    /// A root element with a title.
    private func head() -> SVGWriter {
        var head = SVGWriter()
        head.open("svg")
        head.attribute("width", 100)
        head.element("title", text: "In place")
        return head
    }

    /// A body of `groups` groups, written into `storage` when given.
    private func body(groups: Int, storage: UnsafeMutableBufferPointer<UInt8>?) -> SVGWriter {
        var body = storage.map { SVGWriter(writingInto: $0) } ?? SVGWriter()
        for index in 0..<groups {
            body.newline()
            body.open("g")
            body.attribute("data-index", index)
            body.element("title", text: "group \(index)")
            body.close()
        }
        return body
    }

    private func copied(groups: Int) -> [UInt8] {
        var document = head()
        var inner = body(groups: groups, storage: nil)
        return document.finish(inserting: &inner)
    }

    private func inPlace(groups: Int, capacity: Int) -> (document: [UInt8], inPlace: Bool) {
        var overflow: [UInt8] = []
        var assembledInPlace = false
        let document = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
            var document = head()
            var inner = body(groups: groups, storage: storage)
            let length = document.finish(inserting: &inner, inPlace: storage, overflow: &overflow)
            assembledInPlace = length != nil
            initialized = length ?? 0
        }
        return (assembledInPlace ? document : overflow, assembledInPlace)
    }

    @Test func aBodyThatFitsIsAssembledWhereItWasWritten() {
        let result = inPlace(groups: 200, capacity: 1 << 16)
        #expect(result.inPlace)
        #expect(result.document == copied(groups: 200))
    }

    @Test func aBodyThatOutgrowsItsStorageIsAssembledByCopying() {
        let result = inPlace(groups: 200, capacity: 256)
        #expect(!result.inPlace)
        #expect(result.document == copied(groups: 200))
    }

    @Test func aDocumentOneByteTooLongForTheStorageIsAssembledByCopying() {
        let length = copied(groups: 50).count
        let fits = inPlace(groups: 50, capacity: length)
        #expect(fits.inPlace)
        #expect(fits.document == copied(groups: 50))
        let short = inPlace(groups: 50, capacity: length - 1)
        #expect(!short.inPlace)
        #expect(short.document == copied(groups: 50))
    }
}
