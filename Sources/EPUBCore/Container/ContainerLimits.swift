/// Limits a container enforces before it inflates anything (zip bombs, huge archives).
public struct ContainerLimits: Sendable, Hashable, Codable {
    /// Most entries an archive or folder may hold.
    public var maxEntryCount: Int
    /// Largest declared (uncompressed) size of one entry that will be read.
    public var maxEntrySize: UInt64
    /// Most bytes one container may inflate over its lifetime.
    public var maxTotalSize: UInt64
    /// Largest uncompressed : compressed ratio for entries of at least `ratioCheckThreshold` bytes.
    public var maxCompressionRatio: UInt64
    /// Entries smaller than this are never refused for their ratio (tiny files compress absurdly well).
    public var ratioCheckThreshold: UInt64
    /// What parsing one XML document of the book may cost (size, attributes, nodes, entity
    /// expansion, CPU time). Kept here so every way of opening a book carries one set of limits.
    public var parsing: XMLParseLimits

    /// Builds limits; the defaults are 50,000 entries, 128 MiB per entry, 2 GiB in total and a 200:1 ratio above 1 MiB.
    public init(
        maxEntryCount: Int = 50_000,
        maxEntrySize: UInt64 = 128 << 20,
        maxTotalSize: UInt64 = 2 << 30,
        maxCompressionRatio: UInt64 = 200,
        ratioCheckThreshold: UInt64 = 1 << 20,
        parsing: XMLParseLimits = .default
    ) {
        self.maxEntryCount = maxEntryCount
        self.maxEntrySize = maxEntrySize
        self.maxTotalSize = maxTotalSize
        self.maxCompressionRatio = maxCompressionRatio
        self.ratioCheckThreshold = ratioCheckThreshold
        self.parsing = parsing
    }

    /// The limits used when none are given.
    public static let `default` = ContainerLimits()
}
