// A hint to the processor to start loading the cache line at an address, for loops that visit
// objects in an order unrelated to where they lie in memory (views in drawing order). Swift
// has no spelling of it; the function is inlined into its Swift callers.
static inline void mapscript_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
