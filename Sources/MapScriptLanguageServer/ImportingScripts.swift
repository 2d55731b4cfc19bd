import Foundation
import MapScriptSyntax

/// The scripts that import a file, for the references to one of the file's top-level names and
/// its rename: a rename made in the file alone would leave each script that imports it naming
/// what is gone.
///
/// An import brings in what the imported file declares and what it imports in turn, and a name
/// two of those files declare, or that a script declares beside an import declaring it, is an
/// error (the interpreter's rule). So a script that reaches the file through its imports, at
/// any depth, means the file's declaration wherever it uses the name without declaring it
/// there; and a new name is refused when the renamed file, or a script that reaches it,
/// declares it or reaches another file that does.
///
/// Files are known by their real paths, symbolic links resolved, so a script that imports the
/// file through a link is found. The scripts looked at are the `.map` files under the editor's
/// workspace folders (hidden folders skipped), an open one as the editor has it; each file is
/// read and indexed once a request. Past `mostScripts` scripts (or `largestSearch` entries)
/// the search is incomplete, and a rename is refused rather than made in part.
final class ImportingScripts {
    /// The folders searched.
    let roots: [String]
    let registry: Registry
    /// The editor's text of the open scripts, with their URIs, by real path.
    let openScripts: [String: (uri: String, text: String)]

    /// How many `.map` files, and how many entries of the folders, are looked at, at most.
    static let mostScripts = 5_000
    static let largestSearch = 200_000

    /// Each file's index, read once (nil: not readable as a script).
    private var indexes: [String: DocumentIndex?] = [:]
    /// The real paths of the files each file imports, directly or through others.
    private var closures: [String: Set<String>] = [:]

    init(roots: [String], registry: Registry, openScripts: [String: (uri: String, text: String)]) {
        self.roots = roots
        self.registry = registry
        self.openScripts = openScripts
    }

    /// One script's part: its URI, where its lines start, and its uses of the name.
    struct Importer {
        let uri: String
        let positions: TextPositions
        let uses: [ReferenceFinder.Use]
    }

    /// The scripts that reach `path` through their imports and use its top-level `name`, each
    /// with those uses. For a rename to `newName`, throws why not: the search could not look
    /// at every script, or `newName` is declared where the renamed name would then clash with
    /// it or mean it instead.
    func importers(of path: String, using name: String, renamedTo newName: String? = nil) throws(ReferenceFinder.RenameRefusal) -> [Importer] {
        let target = ImportingScripts.realPath(path)
        let (paths, complete) = scriptPaths()
        if let newName {
            guard complete else {
                throw ReferenceFinder.RenameRefusal(reason: "the workspace holds more scripts than a rename looks through (\(ImportingScripts.mostScripts)), "
                                                    + "so some that import this script could be missed; rename '\(name)' in a smaller workspace")
            }
            if let other = file(declaring: newName, among: importClosure(of: target), except: target) {
                throw ReferenceFinder.RenameRefusal(reason: "'\(newName)' is already declared in \(other), which this script imports")
            }
        }
        let reaching = paths.filter { candidate in
            candidate != target && text(of: candidate)?.contains("import") == true && importClosure(of: candidate).contains(target)
        }
        func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
        if let newName {
            // A script's own declaration first: it is what clashes, wherever else it is seen.
            for candidate in reaching {
                if let index = index(of: candidate), index.declaration(named: newName, at: index.file.bytes.count) != nil {
                    throw ReferenceFinder.RenameRefusal(reason: "'\(newName)' is already declared in \(fileName(candidate)), which imports this script")
                }
            }
            for candidate in reaching {
                if let other = file(declaring: newName, among: importClosure(of: candidate), except: target) {
                    throw ReferenceFinder.RenameRefusal(reason: "'\(newName)' is already declared in \(other), which \(fileName(candidate)) imports beside this script")
                }
            }
        }
        var importers: [Importer] = []
        for candidate in reaching {
            guard let index = index(of: candidate), let text = text(of: candidate) else { continue }
            let uses = ReferenceFinder(index: index, registry: registry).undeclaredUses(of: name)
            guard !uses.isEmpty else { continue }
            // A local of the new name could capture a renamed use; asking for another name is
            // safer than working out which.
            if let newName, index.declarations.contains(where: { $0.name == newName }) {
                throw ReferenceFinder.RenameRefusal(reason: "'\(newName)' is already declared in \(fileName(candidate)), which imports this script and uses '\(name)'")
            }
            importers.append(Importer(uri: openScripts[candidate]?.uri ?? OpenDocument.uri(ofPath: candidate),
                                      positions: TextPositions(text), uses: uses))
        }
        return importers
    }

    /// The name of the first of `files` (but `excluded`) that declares `name` at its top level.
    private func file(declaring name: String, among files: Set<String>, except excluded: String) -> String? {
        for path in files.sorted() where path != excluded {
            if let index = index(of: path), index.declaration(named: name, at: index.file.bytes.count) != nil {
                return (path as NSString).lastPathComponent
            }
        }
        return nil
    }

    /// The real paths of the files `path` imports, directly or through the files it imports.
    private func importClosure(of path: String) -> Set<String> {
        if let known = closures[path] { return known }
        // An import cycle (an error to run) ends here rather than going round.
        closures[path] = []
        var closure = Set<String>()
        if let index = index(of: path) {
            let folder = (path as NSString).deletingLastPathComponent
            for imported in index.imports {
                let file = ImportingScripts.realPath(DefinitionProvider.importedPath(imported.path, folder: folder))
                closure.insert(file)
                closure.formUnion(importClosure(of: file))
            }
        }
        closures[path] = closure
        return closure
    }

    private func index(of path: String) -> DocumentIndex? {
        if let known = indexes[path] { return known }
        let index = text(of: path).map { DocumentIndex(file: SourceFile(path: path, text: $0), registry: registry) }
        indexes[path] = index
        return index
    }

    /// A script's text: the editor's when it is open, else the file's.
    private func text(of path: String) -> String? {
        if let open = openScripts[path] { return open.text }
        return DefinitionProvider.contents(ofScript: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The real paths of the `.map` files under the roots, each once, in a stable order, and
    /// whether they are all of them.
    private func scriptPaths() -> (paths: [String], complete: Bool) {
        var paths: Set<String> = []
        var looked = 0
        for root in roots {
            guard let entries = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil,
                                                               options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { continue }
            for case let entry as URL in entries {
                looked += 1
                guard looked <= ImportingScripts.largestSearch else { return (paths.sorted(), false) }
                guard entry.pathExtension == "map" else { continue }
                paths.insert(ImportingScripts.realPath(entry.path))
                guard paths.count <= ImportingScripts.mostScripts else { return (paths.sorted(), false) }
            }
        }
        return (paths.sorted(), true)
    }

    /// The path with `.`, `..` and symbolic links resolved, by which a file is known.
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
