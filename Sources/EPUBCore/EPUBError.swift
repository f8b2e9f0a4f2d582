/// What stops a book from being read at all.
///
/// Only an unreadable container, a missing rootfile or an unparsable package
/// document stop a book; every other problem becomes a ``PublicationIssue``.
/// Each error prints one sentence that names the file and the reason:
/// `books/x.epub: META-INF/container.xml is missing`.
public struct EPUBError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong, for callers that branch on it.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The file or folder does not exist.
        case fileNotFound
        /// The file is not a readable ZIP archive.
        case notAZip
        /// The container or an entry cannot be read (I/O, allocation, libzip).
        case unreadable
        /// The entry asked for (`container.xml`, the package document, ...) is not in the container.
        case missingEntry
        /// `container.xml` names no rootfile.
        case noRootfile
        /// `container.xml` or the package document is not well-formed, or a content document cannot be parsed even as HTML.
        case malformedXML
        /// A ``ContainerLimits`` limit was exceeded (entries, size, compression ratio).
        case limitExceeded
        /// A path points outside the container.
        case unsafePath
        /// The entry is encrypted and cannot be read.
        case encryptedEntry
        /// The entry's data is corrupt or does not match its header.
        case corruptEntry
        /// The work was cancelled (Swift task cancellation) before the entry was read to its end.
        case cancelled
        /// A rewritten copy would overwrite the book it is made from (same path or same file).
        case outputIsInput
        /// The output cannot be written (its folder is missing or read-only, the disk is full, ...).
        case unwritable
        /// `epub-a11y fix` cannot make the change asked: a confirmation the content contradicts
        /// (`hazard=none` with sound that plays by itself), or package metadata it cannot edit in
        /// place and prove edited. Nothing is written.
        case fixRefused

        /// The entry was left unread on purpose (over a limit, or the audit was cancelled): its
        /// failure says nothing about its markup, only that it was not checked.
        public var leftUnchecked: Bool { self == .limitExceeded || self == .cancelled }
    }

    /// What went wrong.
    public let kind: Kind
    /// The book as the caller named it: a path, a folder, or a label for bytes in memory.
    public let file: String
    /// The entry inside the container the error is about, when there is one.
    public let entry: String?
    /// 1-based line in `entry`, for XML errors.
    public let line: Int?
    /// One sentence, without the file name.
    public let reason: String
    /// The same sentence as data, for a report in another language (``Reason``); nil for an
    /// error read back from a report, or one whose sentence only exists in English.
    public let cause: Reason?

    /// Builds an error; `reason` is one sentence without the file name.
    public init(_ kind: Kind, file: String, entry: String? = nil, line: Int? = nil, reason: String) {
        self.kind = kind
        self.file = file
        self.entry = entry
        self.line = line
        self.reason = reason
        cause = nil
    }

    /// Builds an error whose sentence is `cause` (``EPUBError/reasons``).
    public init(_ kind: Kind, file: String, entry: String? = nil, line: Int? = nil, because cause: Reason) {
        self.kind = kind
        self.file = file
        self.entry = entry
        self.line = line
        self.reason = cause.english
        self.cause = cause
    }

    private enum CodingKeys: String, CodingKey {
        case kind, file, entry, line, reason
    }

    /// Reads an error of a report: its sentence is English only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Kind.self, forKey: .kind), file: try container.decode(String.self, forKey: .file),
                  entry: try container.decodeIfPresent(String.self, forKey: .entry),
                  line: try container.decodeIfPresent(Int.self, forKey: .line), reason: try container.decode(String.self, forKey: .reason))
    }

    /// Equal when they say the same: an error read back from a report equals the one written.
    public static func == (lhs: EPUBError, rhs: EPUBError) -> Bool {
        (lhs.kind, lhs.file, lhs.entry, lhs.line, lhs.reason) == (rhs.kind, rhs.file, rhs.entry, rhs.line, rhs.reason)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(file)
        hasher.combine(entry)
        hasher.combine(line)
        hasher.combine(reason)
    }

    /// `file: reason`, e.g. `books/x.epub: META-INF/container.xml is missing`.
    public var description: String { "\(file): \(reason)" }
}
