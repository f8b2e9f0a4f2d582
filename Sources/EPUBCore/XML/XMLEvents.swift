/// Namespaces the project compares against.
public enum XMLNamespace {
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    public static let epub = "http://www.idpf.org/2007/ops"
    public static let opf = "http://www.idpf.org/2007/opf"
    public static let dc = "http://purl.org/dc/elements/1.1/"
    public static let ncx = "http://www.daisy.org/z3986/2005/ncx/"
    public static let svg = "http://www.w3.org/2000/svg"
    public static let mathml = "http://www.w3.org/1998/Math/MathML"
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    public static let xlink = "http://www.w3.org/1999/xlink"
    public static let ocfContainer = "urn:oasis:names:tc:opendocument:xmlns:container"
    public static let xmlenc = "http://www.w3.org/2001/04/xmlenc#"
    public static let smil = "http://www.w3.org/ns/SMIL"

    /// Prefixes a recovered (HTML-parsed) or namespace-broken document may use without declaring them.
    static let wellKnownPrefixes: [String: String] = [
        "epub": epub, "xml": xml, "xlink": xlink, "opf": opf, "dc": dc,
    ]
}

/// One attribute of an element, with its namespace resolved.
public struct XMLAttribute: Sendable, Hashable {
    public let localName: String
    /// Namespace IRI, nil for plain attributes.
    public let namespace: String?
    public let value: String

    public init(localName: String, namespace: String?, value: String) {
        self.localName = localName
        self.namespace = namespace
        self.value = value
    }
}

/// The start of an element during a walk.
public struct XMLStartElement: Sendable {
    public let localName: String
    /// Namespace IRI; elements of recovered HTML documents are put in the XHTML
    /// namespace (SVG and MathML islands in theirs).
    public let namespace: String?
    public let attributes: [XMLAttribute]
    /// 1-based line of the start tag.
    public let line: Int
    /// 0 for the root element.
    public let depth: Int

    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        for attribute in attributes where attribute.localName == localName && attribute.namespace == namespace {
            return attribute.value
        }
        return nil
    }

    public func isElement(_ localName: String, in namespace: String) -> Bool {
        self.localName == localName && self.namespace == namespace
    }
}

/// Receives a document as a flat sequence of events, in document order.
///
/// The walk is iterative, so arbitrarily deep documents cannot overflow the stack.
public protocol XMLWalker {
    mutating func startElement(_ element: XMLStartElement)
    mutating func endElement(localName: String, namespace: String?, depth: Int)
    /// Character data (text, CDATA, and resolved HTML entity references).
    mutating func text(_ text: String, line: Int)
}

/// A problem libxml2 reported while parsing, with its position.
public struct XMLDiagnostic: Sendable, Hashable, Codable {
    public enum Level: String, Sendable, Hashable, Codable {
        case warning, error, fatal
    }

    public let level: Level
    /// libxml2's error code (`xmlParserErrors`).
    public let code: Int
    public let line: Int
    public let column: Int
    public let message: String
}

/// How a document was parsed, and what libxml2 said about it.
public struct XMLParseReport: Sendable, Hashable, Codable {
    public enum Parser: String, Sendable, Hashable, Codable {
        /// Strict XML: the document is well-formed.
        case xml
        /// XML failed; the tree comes from libxml2's HTML parser.
        case htmlRecovery
    }

    public let parser: Parser
    /// The XML parser's diagnostics (kept even when HTML recovery produced the tree), capped.
    public let diagnostics: [XMLDiagnostic]
    /// Number of elements walked.
    public let elementCount: Int

    public var isWellFormed: Bool { parser == .xml }
    /// The first error or fatal error, which explains why a document is not well-formed.
    public var firstError: XMLDiagnostic? { diagnostics.first { $0.level != .warning } }
}
