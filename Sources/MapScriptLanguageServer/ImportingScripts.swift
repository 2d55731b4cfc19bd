import Foundation
import MapScriptSyntax

/// The scripts that import a file, for the references to one of the file's top-level names and
/// its rename: a rename made in the file alone would leave each script that imports it naming
/// what is gone.
///
/// A script takes part when it imports the file directly and means the file's declaration by
/// the name: where it uses the name it declares nothing of that name, and no file it imports
/// before this one declares it (the first import that declares a name is the one it means).
/// The scripts looked at are the `.map` files under the editor's workspace folders, or under
/// the renamed file's folder when the editor names none; an open one is read as the editor has
/// it, any other from its file. Hidden folders (`.build`, `.git`) are skipped, and the search
/// stops after `largestSearch` entries, so a huge tree cannot stall the server.
struct ImportingScripts {
    /// The folders searched.
    let roots: [String]
    let registry: Registry
    /// The editor's text of the open scripts, with their URIs, by path.
    let openScripts: [String: (uri: String, text: String)]

    /// How many entries of the folders are looked at, at most.
    static let largestSearch = 20_000

    /// One script's part in a rename: its URI, where its lines start, and its uses of the name.
    struct Importer {
        let uri: String
        let positions: TextPositions
        let uses: [ReferenceFinder.Use]
    }

    /// The scripts that import `path` and use its top-level `name`, each with those uses. For a
    /// rename to `newName`, throws why not when one of them declares `newName`, where the
    /// renamed uses would mean that declaration instead.
    func importers(of path: String, using name: String, renamedTo newName: String? = nil) throws(ReferenceFinder.RenameRefusal) -> [Importer] {
        let target = ImportingScripts.standardized(path)
        var importers: [Importer] = []
        for candidate in scriptPaths() where candidate != target {
            guard let (uri, text) = script(at: candidate),
                  text.contains("import"), text.contains(name) else { continue }
            let index = DocumentIndex(file: SourceFile(path: candidate, text: text), registry: registry)
            let folder = (candidate as NSString).deletingLastPathComponent
            guard index.imports.contains(where: { importedFile($0.path, folder: folder) == target }),
                  meansTarget(name, index: index, folder: folder, target: target) else { continue }
            let uses = ReferenceFinder(index: index, registry: registry).undeclaredUses(of: name)
            guard !uses.isEmpty else { continue }
            if let newName, index.declarations.contains(where: { $0.name == newName }) {
                let file = (candidate as NSString).lastPathComponent
                throw ReferenceFinder.RenameRefusal(reason: "'\(newName)' is already declared in \(file), which imports this script and uses '\(name)'")
            }
            importers.append(Importer(uri: uri, positions: TextPositions(text), uses: uses))
        }
        return importers
    }

    /// Whether the first file `index` imports that declares `name` is `target`.
    private func meansTarget(_ name: String, index: DocumentIndex, folder: String, target: String) -> Bool {
        for imported in index.imports {
            let path = importedFile(imported.path, folder: folder)
            if path == target { return true }
            guard let data = DefinitionProvider.contents(ofScript: path) else { continue }
            let importedIndex = DocumentIndex(file: SourceFile(path: path, bytes: [UInt8](data)), registry: registry)
            if importedIndex.declaration(named: name, at: importedIndex.file.bytes.count) != nil { return false }
        }
        return false
    }

    private func importedFile(_ path: String, folder: String) -> String {
        ImportingScripts.standardized(DefinitionProvider.importedPath(path, folder: folder))
    }

    /// A script's URI and text: the editor's when it is open, else the file's.
    private func script(at path: String) -> (uri: String, text: String)? {
        if let open = openScripts[path] { return open }
        guard let data = DefinitionProvider.contents(ofScript: path) else { return nil }
        return (OpenDocument.uri(ofPath: path), String(decoding: data, as: UTF8.self))
    }

    /// The `.map` files under the roots, each once, in a stable order.
    private func scriptPaths() -> [String] {
        var paths: Set<String> = []
        var looked = 0
        for root in roots {
            guard let entries = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isRegularFileKey],
                                                               options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { continue }
            for case let entry as URL in entries {
                looked += 1
                if looked > ImportingScripts.largestSearch { return paths.sorted() }
                if entry.pathExtension == "map" { paths.insert(ImportingScripts.standardized(entry.path)) }
            }
        }
        return paths.sorted()
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
