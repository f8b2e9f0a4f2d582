import EPUBCore

/// A book's container with one entry's bytes replaced in memory: the book `fix` would write,
/// read without writing it (``FixOutlook``). Every other entry is read from the book itself.
///
/// The replaced entry keeps the size its container recorded (``ContainerEntry`` has no public
/// initialiser outside EPUBCore); reads of it return the new bytes whole, and only the package
/// document is ever replaced, whose recorded size no rule reads.
final class EntryOverlayContainer: Container, @unchecked Sendable {
    private let base: any Container
    private let path: String
    private let bytes: [UInt8]

    /// `base` with the entry at `path` (as `base.entry(at:)` names it) holding `bytes`.
    init(_ base: any Container, replacing path: String, with bytes: [UInt8]) {
        self.base = base
        self.path = base.entry(at: path)?.path ?? path
        self.bytes = bytes
    }

    var name: String { base.name }
    var isArchive: Bool { base.isArchive }
    var entries: [ContainerEntry] { base.entries }
    var unsafeEntryNames: [String] { base.unsafeEntryNames }

    func entry(at path: String) -> ContainerEntry? { base.entry(at: path) }

    func read(_ path: String) throws(EPUBError) -> [UInt8] {
        base.entry(at: path)?.path == self.path ? bytes : try base.read(path)
    }

    func openEntry(_ path: String) throws(EPUBError) -> any ContainerEntryReader {
        guard let entry = base.entry(at: path), entry.path == self.path else { return try base.openEntry(path) }
        return WholeEntryReader(entry: entry, bytes: bytes)
    }
}
