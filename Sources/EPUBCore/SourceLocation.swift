/// A position in a publication: a container path and, when known, a 1-based line and the
/// element's pointers (an EPUB CFI path and a CSS selector, ``ElementPositions``).
///
/// Two locations are equal when their path and line are: the pointers address the same place
/// more finely, and code that matches findings by place (baselines, examples) keeps to lines.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Container path of the file.
    public let path: String
    /// 1-based line, nil when unknown.
    public let line: Int?
    /// The element's EPUB CFI path inside the document (`/4/16/4/2`), as DAISY Ace writes
    /// `earl:pointer.cfi`; nil when the place is not an element below the root, or unknown.
    public let cfi: String?
    /// A CSS selector that selects the element and no other; nil when the place is not an element.
    public let css: String?

    /// Builds a location; leave out `line` when unknown.
    public init(path: String, line: Int? = nil) {
        self.init(path: path, line: line, cfi: nil, css: nil)
    }

    /// Builds a location with the element's pointers.
    public init(path: String, line: Int?, cfi: String?, css: String?) {
        self.path = path
        self.line = line
        self.cfi = cfi
        self.css = css
    }

    /// `OEBPS/ch01.xhtml:12`
    public var description: String { line.map { "\(path):\($0)" } ?? path }

    /// Path and line: see the type's note.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.path == rhs.path && lhs.line == rhs.line
    }

    /// Path and line, like ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
    }

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
    /// The same sentence as data, for a report in another language (``EPUBError/Reason``, whose
    /// codes an issue shares with errors); nil for an issue read back from a report.
    public let cause: EPUBError.Reason?
    /// Where the problem is, when known.
    public let location: SourceLocation?

    /// Builds an issue with its stable `code` and an English sentence.
    public init(code: String, message: String, location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.cause = nil
        self.location = location
    }

    /// Builds an issue with its stable `code` whose sentence is `cause` (``EPUBError/reasons``).
    public init(code: String, because cause: EPUBError.Reason, location: SourceLocation? = nil) {
        self.code = code
        self.message = cause.english
        self.cause = cause
        self.location = location
    }

    private enum CodingKeys: String, CodingKey { case code, message, location }

    /// Reads an issue of a report: its sentence is English only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(code: try container.decode(String.self, forKey: .code), message: try container.decode(String.self, forKey: .message),
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    /// Equal when they say the same: an issue read back from a report equals the one written.
    public static func == (lhs: PublicationIssue, rhs: PublicationIssue) -> Bool {
        (lhs.code, lhs.message, lhs.location) == (rhs.code, rhs.message, rhs.location)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(location)
    }
}
