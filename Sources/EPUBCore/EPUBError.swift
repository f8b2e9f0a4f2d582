/// What stops a book from being read at all.
///
/// Only an unreadable container, a missing rootfile or an unparsable package
/// document stop a book; every other problem becomes a ``PublicationIssue``.
/// Each error prints one sentence that names the file and the reason:
/// `books/x.epub: META-INF/container.xml is missing`.
public struct EPUBError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case fileNotFound
        case notAZip
        case unreadable
        case missingEntry
        case noRootfile
        case malformedXML
        case limitExceeded
        case unsafePath
        case encryptedEntry
        case corruptEntry
    }

    public let kind: Kind
    /// The book as the caller named it: a path, a folder, or a label for bytes in memory.
    public let file: String
    /// The entry inside the container the error is about, when there is one.
    public let entry: String?
    /// 1-based line in `entry`, for XML errors.
    public let line: Int?
    /// One sentence, without the file name.
    public let reason: String

    public init(_ kind: Kind, file: String, entry: String? = nil, line: Int? = nil, reason: String) {
        self.kind = kind
        self.file = file
        self.entry = entry
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
