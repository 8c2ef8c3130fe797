/// 128 bytes of nothing: placed between stored properties that different
/// threads write, it keeps them off each other's cache lines (64 bytes on
/// most CPUs; 128 covers adjacent-line prefetching and Apple silicon), so
/// one thread's writes do not evict what another is using ("false sharing").
@usableFromInline @frozen
struct CacheLinePadding: Sendable {
    @usableFromInline let words:
        (
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
        )

    @inlinable
    init() {
        words = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }
}
