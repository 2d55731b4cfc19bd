#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sizes of memory as the command line writes them (`512M`, `2G`, `1500000`) and as
/// messages show them (`512 MiB`). The suffixes are binary: `K` is 1024 bytes.
public enum MemorySize {
    /// The memory bound when none is given: 2 GiB, or a quarter of the address-space limit
    /// (`ulimit -v`) when that is lower, so the bound is reached before the allocator fails:
    /// the program, its stacks, the allocator's slack and what the estimate leaves out take
    /// the rest (with half, a growing dictionary still met the allocator's limit first).
    public static var defaultLimit: Int {
        let twoGiB = 2 << 30
        var limit = rlimit()
        guard getrlimit(resourceAddressSpace, &limit) == 0, limit.rlim_cur != rlim_t.max else { return twoGiB }
        return min(twoGiB, Int(clamping: limit.rlim_cur / 4))
    }

    #if canImport(Glibc)
    private static let resourceAddressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    private static let resourceAddressSpace = RLIMIT_AS
    #endif

    /// The bytes `text` names: a whole number, optionally followed by `K`, `M`, `G` or `T`
    /// (with or without a trailing `B` or `iB`); nil when it names none, or zero.
    public static func parse(_ text: String) -> Int? {
        var digits = Substring(text.uppercased())
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits = digits.dropLast(suffix.count)
            break
        }
        var shift = 0
        if let unit = digits.last, let position = "KMGT".firstIndex(of: unit) {
            shift = 10 * ("KMGT".distance(from: "KMGT".startIndex, to: position) + 1)
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int(digits), count > 0, count <= Int.max >> shift else { return nil }
        return count << shift
    }

    /// `bytes` in the largest binary unit that writes it as a whole number (`2 GiB`,
    /// `1536 MiB`, `100 bytes`).
    public static func describe(_ bytes: Int) -> String {
        for (shift, unit) in [(40, "TiB"), (30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
            if bytes & ((1 << shift) - 1) == 0 { return "\(bytes >> shift) \(unit)" }
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
