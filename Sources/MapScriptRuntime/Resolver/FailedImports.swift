/// The imported files that failed to compile while one script (and the files it imports)
/// was compiled, shared by the compilers of all those files.
///
/// A file imported from two places is compiled once when it succeeds (the interpreter keeps
/// the module); this is the same for a file that fails, so its errors are reported once,
/// not once per import statement.
final class FailedImports {
    /// By the imported file's path: whether the failure leaves the names it declares unknown.
    private var failures: [String: Bool] = [:]

    /// nil when `path` has not failed; otherwise whether its names are unknown.
    func namesAreUnknown(afterImportOf path: String) -> Bool? {
        failures[path]
    }

    func record(_ path: String, namesAreUnknown: Bool) {
        failures[path] = namesAreUnknown
    }
}
