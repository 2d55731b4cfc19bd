#if canImport(CMalloc)
import CMalloc
#endif

/// How the C allocator is asked to treat large blocks, set once when the command starts.
///
/// glibc serves a block of 128 KB or more (the threshold rises as such blocks are freed) with
/// its own `mmap`, and gives it back with `munmap` when it is freed. A run builds large
/// arrays by doubling (the SVG body, the records of 100,000 annotations, the map's slots), so
/// each step asked the kernel for fresh pages, and each first touch of a page was a fault: a
/// quarter of a large render's time went to the kernel. Served from the heap instead, freed
/// blocks are reused and the faults go down by a quarter, for the same peak memory. The
/// threshold is glibc's ceiling (32 MB); larger blocks are still mapped, and memory freed at
/// the top of the heap is kept up to 64 MB before it is given back.
enum AllocatorTuning {
    static func apply() {
        #if canImport(CMalloc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }
}
