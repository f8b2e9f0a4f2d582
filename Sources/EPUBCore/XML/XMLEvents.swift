/// Namespaces the project compares against.
public enum XMLNamespace {
    /// XHTML namespace.
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    /// EPUB Structural Semantics namespace (`epub:type` and friends).
    public static let epub = "http://www.idpf.org/2007/ops"
    /// OPF package document namespace.
    public static let opf = "http://www.idpf.org/2007/opf"
    /// Dublin Core elements namespace.
    public static let dc = "http://purl.org/dc/elements/1.1/"
    /// NCX (EPUB 2 table of contents) namespace.
    public static let ncx = "http://www.daisy.org/z3986/2005/ncx/"
    /// SVG namespace.
    public static let svg = "http://www.w3.org/2000/svg"
    /// MathML namespace.
    public static let mathml = "http://www.w3.org/1998/Math/MathML"
    /// The `xml:` prefix namespace (`xml:lang`, `xml:base`).
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    /// XLink namespace (`xlink:href` in SVG).
    public static let xlink = "http://www.w3.org/1999/xlink"
    /// OCF `container.xml` namespace.
    public static let ocfContainer = "urn:oasis:names:tc:opendocument:xmlns:container"
    /// XML Encryption namespace used by `encryption.xml`.
    public static let xmlenc = "http://www.w3.org/2001/04/xmlenc#"
    /// SMIL namespace of media overlays.
    public static let smil = "http://www.w3.org/ns/SMIL"

    // Always inlined: called, the test cost more than the comparison it spares (measured: 50
    // instructions a call, for every element of a book).
    /// Whether `iri` is `known`, lengths first: the IRIs differ in length, and comparing two
    /// unequal ones byte by byte, for every element of a book, costs more than what follows.
    @inlinable @inline(__always)
    public static func isSame(_ iri: String?, as known: String) -> Bool {
        guard let iri, iri.utf8.count == known.utf8.count else { return false }
        return iri == known
    }

    /// Every namespace above by its IRI, so a parser can hand out these very strings.
    static let canonical: [String: String] = Dictionary(
        [xhtml, epub, opf, dc, ncx, svg, mathml, xml, xlink, ocfContainer, xmlenc, smil].map { ($0, $0) },
        uniquingKeysWith: { first, _ in first })

    /// Prefixes a recovered (HTML-parsed) or namespace-broken document may use without declaring them.
    static let wellKnownPrefixes: [String: String] = [
        "epub": epub, "xml": xml, "xlink": xlink, "opf": opf, "dc": dc,
    ]
}

/// One attribute of an element, with its namespace resolved.
public struct XMLAttribute: Sendable, Hashable {
    /// Attribute name without its prefix.
    public let localName: String
    /// Namespace IRI, nil for plain attributes.
    public let namespace: String?
    /// Attribute value, entities resolved.
    public let value: String

    /// Builds an attribute from its already-resolved parts.
    public init(localName: String, namespace: String?, value: String) {
        self.localName = localName
        self.namespace = namespace
        self.value = value
    }
}

/// The start of an element during a walk.
public struct XMLStartElement: Sendable {
    /// Element name without its prefix.
    public let localName: String
    /// Namespace IRI; elements of recovered HTML documents are put in the XHTML
    /// namespace (SVG and MathML islands in theirs).
    public let namespace: String?
    /// Attributes in document order, namespaces resolved.
    public let attributes: [XMLAttribute]
    /// 1-based line of the start tag.
    public let line: Int
    /// 0 for the root element.
    public let depth: Int
    /// ``localName`` as a number (``nameKey(_:)``): a walker tells the names it knows apart by
    /// comparing integers, where comparing two unequal names as strings is a call into the
    /// standard library (several per element, for every element of a book).
    public let nameKey: UInt64

    init(localName: String, namespace: String?, attributes: [XMLAttribute], line: Int, depth: Int, nameKey: UInt64? = nil) {
        self.localName = localName
        self.namespace = namespace
        self.attributes = attributes
        self.line = line
        self.depth = depth
        self.nameKey = nameKey ?? Self.nameKey(localName)
    }

    /// The UTF-8 bytes of `name` packed into an integer, the first byte lowest, when there are one
    /// to eight of them; 0 for a longer or empty name. Two names of one to eight bytes are equal
    /// exactly when their keys are (no name holds a zero byte).
    public static func nameKey(_ name: String) -> UInt64 {
        var key: UInt64 = 0, shift: UInt64 = 0
        for byte in name.utf8 {
            guard shift < 64 else { return 0 }
            key |= UInt64(byte) << shift
            shift &+= 8
        }
        return key
    }

    /// The value of the attribute `localName` in `namespace` (nil for plain attributes), or nil when absent.
    ///
    /// Lengths are compared first (a `String`'s UTF-8 count is stored in it): the walker asks every
    /// element for a few dozen attributes it mostly does not have, and comparing unequal names
    /// through the standard library's comparison was the audit's largest single cost.
    @inlinable
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        let length = localName.utf8.count
        for attribute in attributes where attribute.localName.utf8.count == length && attribute.localName == localName {
            if let namespace {
                if XMLNamespace.isSame(attribute.namespace, as: namespace) { return attribute.value }
            } else if attribute.namespace == nil {
                return attribute.value
            }
        }
        return nil
    }

    /// Whether this is the element `localName` in `namespace`.
    @inlinable
    public func isElement(_ localName: String, in namespace: String) -> Bool {
        self.localName.utf8.count == localName.utf8.count && self.localName == localName
            && XMLNamespace.isSame(self.namespace, as: namespace)
    }
}

/// Receives a document as a flat sequence of events, in document order.
///
/// The walk is iterative, so arbitrarily deep documents cannot overflow the stack.
public protocol XMLWalker {
    /// An element starts; its attributes and depth come with it.
    mutating func startElement(_ element: XMLStartElement)
    /// The element that last started at `depth` ends.
    mutating func endElement(localName: String, namespace: String?, depth: Int)
    /// Character data (text, CDATA, and resolved HTML entity references).
    mutating func text(_ text: String, line: Int)
    /// Character data as the parser holds it: its UTF-8 bytes, lent for the call. The streaming
    /// parse hands every run of text here; a walker that reads text without keeping all of it
    /// (counting, testing for white space) need not make a `String` of each run. The default
    /// makes one and calls ``text(_:line:)``.
    mutating func text(utf8 bytes: Span<UInt8>, line: Int)
}

extension XMLWalker {
    /// Makes a `String` of `bytes` (ill-formed sequences repaired) and calls ``text(_:line:)``.
    public mutating func text(utf8 bytes: Span<UInt8>, line: Int) {
        text(String(utf8: bytes), line: line)
    }
}

extension String {
    /// The text of UTF-8 `bytes`, ill-formed sequences replaced by U+FFFD.
    package init(utf8 bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether this string is made of exactly `bytes`: a string decoded from the same bytes would
    /// be equal to it (ill-formed bytes never match, their string holding U+FFFD instead).
    @inline(__always)
    func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count == bytes.count else { return false }
        var string = self
        return string.withUTF8 { own in
            for index in own.indices where own[index] != bytes[index] { return false }
            return true
        }
    }
}

/// A problem libxml2 reported while parsing, with its position.
public struct XMLDiagnostic: Sendable, Hashable, Codable {
    /// Severity libxml2 gave the problem.
    public enum Level: String, Sendable, Hashable, Codable {
        /// libxml2's `XML_ERR_WARNING`, `XML_ERR_ERROR` and `XML_ERR_FATAL`.
        case warning, error, fatal
    }

    /// Severity of the problem.
    public let level: Level
    /// libxml2's error code (`xmlParserErrors`).
    public let code: Int
    /// 1-based line of the problem.
    public let line: Int
    /// Column of the problem as libxml2 reports it (0 when unknown).
    public let column: Int
    /// libxml2's message, trimmed.
    public let message: String
}

/// How a document was parsed, and what libxml2 said about it.
public struct XMLParseReport: Sendable, Hashable, Codable {
    /// Which libxml2 parser produced the tree.
    public enum Parser: String, Sendable, Hashable, Codable {
        /// Strict XML: the document is well-formed.
        case xml
        /// XML failed; the tree comes from libxml2's HTML parser.
        case htmlRecovery
    }

    /// Parser that produced the tree.
    public let parser: Parser
    /// The XML parser's diagnostics (kept even when HTML recovery produced the tree), capped.
    public let diagnostics: [XMLDiagnostic]
    /// Number of elements walked.
    public let elementCount: Int
    /// Internal entity references left unexpanded because the document's entities would have
    /// added more text than ``XMLParseLimits/maxEntityExpansion`` (0 for ordinary documents).
    public var unexpandedEntityReferences: Int = 0

    /// True when the strict XML parser succeeded.
    public var isWellFormed: Bool { parser == .xml }
    /// The first error or fatal error, which explains why a document is not well-formed.
    public var firstError: XMLDiagnostic? { diagnostics.first { $0.level != .warning } }
}
