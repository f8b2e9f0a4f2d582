/// Passes over one container entry for a parse that may need the bytes twice (XML, then HTML
/// recovery): the first pass reads from the reader opened up front, each later one opens the
/// entry again. Each pass is an iterator of chunks, so the entry is never held whole.
///
/// A read that fails ends its pass early and is kept in ``failure``: the parser then sees a
/// truncated document, and the caller reports the read's error instead of the parse's verdict.
final class EntryPasses {
    private let container: any Container
    private var pending: (any ContainerEntryReader)?
    private let chunkSize: Int
    let entry: ContainerEntry
    /// The first read error of any pass.
    private(set) var failure: EPUBError?

    init(container: any Container, first: any ContainerEntryReader, chunkSize: Int) {
        self.container = container
        self.pending = first
        self.entry = first.entry
        self.chunkSize = max(1, chunkSize)
    }

    /// A new pass from the entry's first byte.
    func next() -> AnyIterator<ArraySlice<UInt8>> {
        let reader: any ContainerEntryReader
        if let first = pending {
            reader = first
            pending = nil
        } else {
            do throws(EPUBError) {
                reader = try container.openEntry(entry.path)
            } catch {
                record(error)
                return AnyIterator { nil }
            }
        }
        var done = false
        return AnyIterator { [self] in
            guard !done, failure == nil else { return nil }
            do throws(EPUBError) {
                let chunk = try reader.read(upTo: chunkSize)
                if chunk.isEmpty { done = true }
                return chunk.isEmpty ? nil : chunk[...]
            } catch {
                record(error)
                return nil
            }
        }
    }

    private func record(_ error: EPUBError) {
        if failure == nil { failure = error }
    }
}
