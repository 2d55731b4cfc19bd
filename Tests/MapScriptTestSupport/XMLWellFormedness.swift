// Well-formed XML, checked in-process by Foundation's XMLParser (libxml2 underneath), so the
// check runs wherever Swift does: no xmllint needed. Shared by the test targets that check SVG.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

public enum XMLWellFormedness {
    /// Nil for a well-formed document, else what is wrong and where.
    public static func problem(in document: Data) -> String? {
        let parser = XMLParser(data: document)
        let elements = ElementCounter()
        parser.delegate = elements
        // On Linux, parse() answers true for some malformed documents (a mismatched end tag,
        // content after the root) while it records the error, and says nothing at all about a
        // document that stops inside an open element; the recorded error and the count of open
        // elements are the verdict.
        let finished = parser.parse()
        if !finished || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? -1
            return "line \(parser.lineNumber), column \(parser.columnNumber): libxml2 error \(code)"
        }
        if elements.roots != 1 { return "\(elements.roots) root elements, not 1" }
        if elements.depth != 0 { return "the document ends inside \(elements.depth) open element\(elements.depth == 1 ? "" : "s")" }
        return nil
    }

    private final class ElementCounter: NSObject, XMLParserDelegate {
        var depth = 0
        var roots = 0

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if depth == 0 { roots += 1 }
            depth += 1
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
        }
    }
}
