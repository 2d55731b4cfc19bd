import Foundation
import MapScriptData
import MapScriptSyntax

/// Go to definition: the declaration of the name under the cursor (a function, class, enum,
/// variable, parameter, scene declaration, or a method or field of a script class after `.`),
/// looked for in the script, then at the top level of the files it imports (and those they
/// import); on the string of an `import`, the imported file itself. An imported file that
/// cannot be read (or is not a regular file) is skipped.
struct DefinitionProvider {
    let index: DocumentIndex
    let registry: Registry
    let document: OpenDocument
    let positions: TextPositions

    func definition(at offset: Int) -> DataValue {
        guard let tokenIndex = index.tokenIndex(at: offset) else { return .null }
        let token = index.tokens[tokenIndex]
        if token.kind == .string, tokenIndex >= 1, index.tokens[tokenIndex - 1].kind == .importKeyword,
           let imported = index.imports.first(where: { $0.span == token.span || $0.span.contains(offset) }) {
            let path = resolve(imported.path)
            guard DefinitionProvider.contents(ofScript: path) != nil else { return .null }
            return location(uri: OpenDocument.uri(ofPath: path), range: TextPositions("").range(of: 0, 0))
        }
        guard token.kind == .identifier else { return .null }
        let name = index.text(of: token)
        if tokenIndex >= 1, index.tokens[tokenIndex - 1].kind == .dot || index.tokens[tokenIndex - 1].kind == .questionDot {
            return memberDefinition(named: name, afterDot: tokenIndex - 1)
        }
        if let declaration = index.declaration(named: name, at: token.span.end) {
            return location(uri: document.uri, range: positions.range(of: declaration.nameSpan.start, declaration.nameSpan.end))
        }
        if let (declaration, importedIndex) = DefinitionProvider.importedDeclaration(named: name, by: index, folder: document.folder,
                                                                                    registry: registry) {
            let file = importedIndex.file
            return location(uri: OpenDocument.uri(ofPath: file.path),
                            range: TextPositions(file.text).range(of: declaration.nameSpan.start, declaration.nameSpan.end))
        }
        return .null
    }

    /// The script's member that `.name` means: the one of the receiver's class (or the script
    /// classes it extends) when the receiver's class is known, none when that class is a
    /// built-in one (`map.size`); the case of the enum expected at an implicit member
    /// (`case .ride:`); and where neither can be told, every script member of that name.
    private func memberDefinition(named name: String, afterDot dotIndex: Int) -> DataValue {
        let candidates: [Declaration]
        if let chain = ReceiverChain(endingAtDot: dotIndex, in: index) {
            switch chain.resolve(in: index, registry: registry) {
            case .instance(let container), .classItself(let container), .enumType(let container):
                candidates = index.members(of: container).filter { $0.name == name }.prefix(1).map { $0 }
            case nil:
                candidates = index.declarations.filter { $0.name == name && [.method, .field, .enumCase].contains($0.kind) }
            }
        } else if let enumName = ExpectedEnum(index: index, registry: registry).name(atDot: dotIndex) {
            candidates = index.members(ofContainer: enumName).filter { $0.kind == .enumCase && $0.name == name }
        } else {
            candidates = index.declarations.filter { $0.name == name && $0.kind == .enumCase }
        }
        let locations = candidates.map { location(uri: document.uri, range: positions.range(of: $0.nameSpan.start, $0.nameSpan.end)) }
        switch locations.count {
        case 0: return .null
        case 1: return locations[0]
        default: return .array(locations)
        }
    }

    /// The top-level declaration of `name` in the files a script imports, the first import
    /// that declares it first, with the index of that file (go to definition, hover).
    static func importedDeclaration(named name: String, by index: DocumentIndex, folder: String,
                                    registry: Registry) -> (Declaration, DocumentIndex)? {
        for importedIndex in importedIndexes(by: index, folder: folder, registry: registry) {
            if let declaration = importedIndex.declaration(named: name, at: importedIndex.file.bytes.count) {
                return (declaration, importedIndex)
            }
        }
        return nil
    }

    /// The top-level names the files `index` imports declare, each file's in order, for
    /// completion to offer beside the script's own.
    static func importedDeclarations(by index: DocumentIndex, folder: String, registry: Registry) -> [Declaration] {
        importedIndexes(by: index, folder: folder, registry: registry).flatMap { $0.visible(at: $0.file.bytes.count) }
    }

    /// The indexes of the files `index` imports that can be read, and of the files they import
    /// in turn (an import brings in what the imported file imports), nearest first, each once:
    /// made as they are asked for, so a lookup that finds its name in the first file reads no
    /// other.
    private static func importedIndexes(by index: DocumentIndex, folder: String, registry: Registry) -> some Sequence<DocumentIndex> {
        let first = index.imports.map { importedPath($0.path, folder: folder) }
        return sequence(state: (waiting: first[...], seen: Set<String>())) { state -> DocumentIndex? in
            while let path = state.waiting.popFirst() {
                guard state.seen.count < largestImportGraph, state.seen.insert(ImportingScripts.realPath(path)).inserted,
                      let data = contents(ofScript: path) else { continue }
                let imported = DocumentIndex(file: SourceFile(path: path, bytes: [UInt8](data)), registry: registry)
                let folder = (path as NSString).deletingLastPathComponent
                state.waiting.append(contentsOf: imported.imports.map { importedPath($0.path, folder: folder) })
                return imported
            }
            return nil
        }
    }

    /// How many files an import graph is followed through, at most.
    static let largestImportGraph = 1_000

    /// Scripts larger than this are not read for their declarations.
    static let largestImportRead = 16 << 20

    /// The bytes of an imported script, if it is a regular file of a script's size: a device or
    /// a pipe named in an `import` is never read, as it could block the server or never end.
    static func contents(ofScript path: String) -> Data? {
        // Through symbolic links, as the interpreter imports: a link to a script is that script.
        let path = ImportingScripts.realPath(path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber, size.intValue <= largestImportRead else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    private func resolve(_ path: String) -> String {
        DefinitionProvider.importedPath(path, folder: document.folder)
    }

    /// The file an `import "path"` names, relative paths starting at the script's folder.
    static func importedPath(_ path: String, folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    private func location(uri: String, range: DataValue) -> DataValue {
        .object([("uri", .string(uri)), ("range", range)])
    }
}
