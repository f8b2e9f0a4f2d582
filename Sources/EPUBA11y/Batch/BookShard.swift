/// One of N disjoint parts of a library, so N machines (or N pods of a Kubernetes Indexed Job)
/// audit it together with no coordination: a book belongs to shard `index` when the FNV-1a 64
/// hash of its path, as the run names it (UTF-8 bytes), modulo `count` is `index`. The same path
/// is in the same shard on every platform, in every order and every run; every book is in
/// exactly one shard. Give every shard the same paths (the same mount point, the same listing).
public struct BookShard: Sendable, Hashable {
    /// 0-based.
    public let index: Int
    /// At least 1.
    public let count: Int

    /// Shard `index` (0-based) of `count`; nil unless `0 <= index < count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` with K from 1 to N (`2/3` is the second of three shards); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k - 1, count: n)
    }

    /// Whether the book at `path` is in this shard.
    public func contains(_ path: String) -> Bool { Self.shard(of: path, count: count) == index }

    /// The 0-based shard of `path` among `count` (which must be at least 1).
    public static func shard(of path: String, count: Int) -> Int {
        return Int(FNV1a.hash(path) % UInt64(max(1, count)))
    }
}
