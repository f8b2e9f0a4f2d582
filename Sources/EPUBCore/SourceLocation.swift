/// A position in a publication: a container path and, when known, a 1-based line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Container path of the file.
    public let path: String
    /// 1-based line, nil when unknown.
    public let line: Int?

    /// Builds a location; leave out `line` when unknown.
    public init(path: String, line: Int? = nil) {
        self.path = path
        self.line = line
    }

    /// `OEBPS/ch01.xhtml:12`
    public var description: String { line.map { "\(path):\($0)" } ?? path }

    /// Orders by path, then line; no line sorts first.
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
    /// One sentence describing the problem.
    public let message: String
    /// Where the problem is, when known.
    public let location: SourceLocation?

    /// Builds an issue with its stable `code`.
    public init(code: String, message: String, location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }
}
