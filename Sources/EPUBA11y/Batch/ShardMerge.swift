import Foundation

/// The NDJSON outputs of several shards (`check --shard K/N --ndjson`) as one run, streamed: a
/// k-way merge by book path that holds one line per file in memory, so ten million reports merge
/// in bounded memory. Each file must be sorted by book path, as a run over a folder (or a sorted
/// listing) writes it; a book that more than one file reports is delivered once (the first
/// file's report) and listed in ``duplicates``.
public struct ShardMerge {
    /// A line that is not a report of this tool's report schema, or out of order.
    public struct NotAReport: Error, CustomStringConvertible {
        /// The NDJSON file.
        public let path: String
        /// 1-based line.
        public let line: Int
        /// What was wrong.
        public let reason: String
        /// `file:line: reason`.
        public var description: String { "\(path):\(line): \(reason)" }
    }

    /// A book reported more than once: every file that reports it, in the order given.
    public struct Duplicate: Sendable, Hashable {
        /// The book.
        public let book: String
        /// The files.
        public let files: [String]
    }

    /// Books reported by more than one file, in book order (filled as the merge goes).
    public private(set) var duplicates: [Duplicate] = []

    private var inputs: [Input]

    /// Opens `files` (nothing is read before ``next()``).
    public init(files: [String]) throws {
        inputs = try files.map(Input.init)
    }

    /// The next book's report, in book-path order; nil when every file is done.
    public mutating func next() throws -> BatchEntry? {
        for index in inputs.indices where inputs[index].current == nil && !inputs[index].finished { try inputs[index].advance() }
        guard let smallest = inputs.indices.filter({ inputs[$0].current != nil })
            .min(by: { (inputs[$0].current?.book ?? "", $0) < (inputs[$1].current?.book ?? "", $1) }),
              let chosen = inputs[smallest].current else { return nil }
        // Every file's report of the same book is consumed now; the first file's is kept.
        var files: [String] = []
        for index in inputs.indices where inputs[index].current?.book == chosen.book {
            files.append(inputs[index].path)
            inputs[index].current = nil
        }
        if files.count > 1 { duplicates.append(Duplicate(book: chosen.book, files: files)) }
        return chosen.entry
    }

    /// One NDJSON file read line by line.
    private struct Input {
        let path: String
        let handle: FileHandle
        var buffer = Data()
        var lineNumber = 0
        var finished = false
        var current: (book: String, entry: BatchEntry)?
        var previousBook: String?
        let decoder = JSONDecoder()

        init(path: String) throws {
            self.path = path
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            self.handle = handle
        }

        /// Reads the next non-blank line into `current`, or sets `finished`.
        mutating func advance() throws {
            while let line = try nextLine() {
                lineNumber += 1
                guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) else { continue }
                let entry: BatchEntry
                do {
                    entry = try decoder.decode(BatchEntry.self, from: line)
                } catch {
                    throw NotAReport(path: path, line: lineNumber, reason: "not a report of check --ndjson (\(error.localizedDescription))")
                }
                guard entry.report.schemaVersion == Report.schemaVersion else {
                    throw NotAReport(path: path, line: lineNumber,
                                     reason: "report schema \(entry.report.schemaVersion), this tool writes \(Report.schemaVersion)")
                }
                let book = entry.report.subject.file
                if let previousBook, book < previousBook {
                    throw NotAReport(path: path, line: lineNumber, reason: "\(book) comes after \(previousBook): the file is not sorted by book "
                                     + "path (audit a folder, or a sorted listing: sort books.txt)")
                }
                previousBook = book
                current = (book, entry)
                return
            }
            finished = true
            try? handle.close()
        }

        /// The bytes up to the next newline (without it), or nil at the end of the file.
        mutating func nextLine() throws -> Data? {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer = buffer[buffer.index(after: newline)...]
                    return Data(line)
                }
                let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
                if chunk.isEmpty {
                    guard !buffer.isEmpty else { return nil }
                    defer { buffer = Data() }
                    return Data(buffer)
                }
                buffer.append(chunk)
            }
        }
    }
}
