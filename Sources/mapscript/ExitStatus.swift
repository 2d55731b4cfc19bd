/// The command's exit statuses, as `mapscript --help` documents them.
enum ExitStatus: Int32 {
    case success = 0
    /// An error in the script or its data: the diagnostics are on standard error.
    case scriptError = 1
    /// The command line was wrong: an unknown flag, a malformed value, a missing input file,
    /// an output folder that does not exist or takes no new files, an output that would
    /// replace a file the run read (the script or, found once the script has run, an import
    /// or a data file).
    case usageError = 2
}
