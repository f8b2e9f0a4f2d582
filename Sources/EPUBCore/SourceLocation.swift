/// A position in a publication: a container path and, when known, a 1-based line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let path: String
    public let line: Int?

    public init(path: String, line: Int? = nil) {
        self.path = path
        self.line = line
    }

    /// `OEBPS/ch01.xhtml:12`
    public var description: String { line.map { "\(path):\($0)" } ?? path }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line ?? 0) < (rhs.path, rhs.line ?? 0)
    }
}

/// A problem found while opening a publication that does not stop it
/// (a wrong `mimetype`, a navigation document that is not well-formed, ...).
/// The accessibility rules turn these into findings.
public struct PublicationIssue: Sendable, Hashable, Codable {
    /// Stable kebab-case identifier, e.g. `ocf-mimetype-not-first`.
    public let code: String
    public let message: String
    public let location: SourceLocation?

    public init(code: String, message: String, location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }
}
