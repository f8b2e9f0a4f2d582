import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every libxml2 call of the project lives in this file and its `LibXML2*.swift` siblings
/// (the SAX2 push pass, the HTML passes, attribute values). Documents are parsed,
/// walked into Swift values and freed before a function returns; no C pointer
/// escapes.
///
/// Safety: never NOENT, DTDLOAD or HUGE; always NONET; an external entity loader
/// that refuses everything; a silent generic error handler on every thread.
enum LibXML2 {
    /// One-time process set-up (thread-safe: Swift runs a global's initialiser once).
    static let globals: Void = epub_xmlInstallSafeGlobals()

    static let xmlOptions = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue)
    static let htmlOptions = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue)
    static let maxDiagnostics = 100

    /// Parses the document `source` gives as XML, fed to libxml2's push parser a chunk at a time, with the
    /// events going straight to `walker` (no tree); if it is not well-formed and `recoverWithHTML`
    /// is set, pushes the document again, from a fresh pass of `source`, through libxml2's HTML
    /// parser (SAX, no tree either), from the walker as it was before the XML pass. `isCancelled`
    /// is asked before each chunk.
    /// Whatever the bytes, the work stays within `limits` (see ``XMLParseLimits``).
    static func walk<W: XMLWalker>(
        _ source: XMLDocumentSource, url: String, recoverWithHTML: Bool, limits: XMLParseLimits,
        isCancelled: () -> Bool = { false }, walker: inout W
    ) -> Result<XMLParseReport, XMLParseFailure> {
        _ = globals
        epub_xmlSilenceThread()
        let session = ParseSession(limits: limits)
        if let size = source.declaredSize, size > UInt64(max(0, limits.maxDocumentBytes)) {
            return .failure(session.failure(.documentBytes))
        }
        // Walkers are values: this copy is what the HTML pass starts from if the XML pass,
        // which has already fed the walker, ends up not well-formed.
        let before = walker
        let box = WalkerBox(walker)
        var chunks = source.makeChunks()
        let wellFormed = pushParseXML(&chunks, url: url, session: session, sink: box, isCancelled: isCancelled)
        let stream = session.lastStream
        walker = box.walker
        if session.cancelled { return .failure(session.cancellation()) }
        if let limit = session.limitReached { return .failure(session.failure(limit)) }
        guard let wellFormed else {
            return .failure(XMLParseFailure(diagnostics: [], cause: EPUBError.Reason("xml.no-parser")))
        }
        if wellFormed, let stream {
            return .success(XMLParseReport(parser: .xml, diagnostics: session.diagnostics, elementCount: stream.elementCount,
                                           unexpandedEntityReferences: stream.unexpandedEntityReferences))
        }
        walker = before
        let failure = XMLParseFailure(diagnostics: session.diagnostics,
                                      cause: session.diagnostics.first.map { .library($0.message) } ?? EPUBError.Reason("xml.not-well-formed"))
        guard recoverWithHTML else { return .failure(failure) }
        if isCancelled() { return .failure(session.cancellation()) }
        // Every byte went through the attribute scan during the XML pass (it feeds the whole
        // document unless a limit or cancellation stopped it), so the HTML parser is covered too.
        // The entry is read again from the container: the XML pass kept none of it.
        var htmlChunks = source.makeChunks()
        return recoverHTML(&htmlChunks, url: url, session: session, failure: failure, isCancelled: isCancelled, walker: &walker)
    }

    /// The HTML recovery as it was before it streamed: libxml2's HTML parser builds the whole
    /// tree, which ``TreeWalk`` walks. Production no longer runs it; it is the oracle the
    /// streamed recovery is tested against (`HTMLRecoveryStreamTests`).
    static func recoverHTMLTree<W: XMLWalker>(
        _ bytes: [UInt8], url: String, session: ParseSession, failure: XMLParseFailure, walker: inout W
    ) -> Result<XMLParseReport, XMLParseFailure> {
        _ = globals
        epub_xmlSilenceThread()
        let recovered = parseHTML(bytes, url: url, session: session)
        if let limit = session.limitReached {
            if let recovered { xmlFreeDoc(recovered) }
            return .failure(session.failure(limit))
        }
        guard let recovered else { return .failure(failure) }
        defer { xmlFreeDoc(recovered) }
        // The HTML parser "recovers" an empty or binary input into a tree with no root element.
        guard xmlDocGetRootElement(recovered) != nil else { return .failure(failure) }
        return session.walkTree(recovered, html: true, parser: .htmlRecovery, into: &walker)
    }

    private static func parseHTML(_ bytes: [UInt8], url: String, session: ParseSession) -> xmlDocPtr? {
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        session.install(on: context, html: true)
        // UTF-16 documents announce themselves with a byte order mark; everything else
        // in an EPUB is UTF-8, which libxml2's HTML parser would otherwise take for Latin-1.
        let isUTF16 = bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                htmlCtxtReadMemory(context, base, Int32(clamping: buffer.count), url, isUTF16 ? nil : "UTF-8", htmlOptions)
            }
        }
    }

    /// Decodes `%XX` escapes once (libxml2's `xmlURIUnescapeString`); invalid escapes stay as written.
    static func percentDecode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        _ = globals
        guard let decoded = xmlURIUnescapeString(text, 0, nil) else { return text }
        defer { epub_xmlFree(decoded) }
        return String(cString: decoded)
    }
}

/// Why a document could not be parsed at all.
struct XMLParseFailure: Error {
    let diagnostics: [XMLDiagnostic]
    /// Why, usually libxml2's first error message.
    let cause: EPUBError.Reason
    /// ``cause`` in English.
    var reason: String { cause.english }
    /// Set when the document was abandoned for breaking one of the ``XMLParseLimits``.
    var limit: XMLParseLimit? = nil
    /// Set when the caller cancelled the parse between two chunks.
    var cancelled = false
}

extension ParseSession {
    /// Walks a whole libxml2 tree into `walker` (the HTML recovery's oracle) within this session's budget.
    func walkTree<W: XMLWalker>(
        _ document: xmlDocPtr, html: Bool, parser: XMLParseReport.Parser, into walker: inout W
    ) -> Result<XMLParseReport, XMLParseFailure> {
        var tree = TreeWalk(document: document, html: html, session: self)
        let count = tree.run(into: &walker)
        if let limitReached { return .failure(failure(limitReached)) }
        return .success(XMLParseReport(parser: parser, diagnostics: diagnostics, elementCount: count,
                                       unexpandedEntityReferences: tree.unexpandedEntityReferences))
    }
}

/// An iterative pre-order walk over a libxml2 tree that hands Swift values to a walker.
private struct TreeWalk {
    let document: xmlDocPtr
    /// Recovered HTML: elements get the XHTML namespace (SVG/MathML islands theirs) and
    /// prefixed names (`epub:type`) are resolved by the well-known prefixes.
    let html: Bool
    private let session: ParseSession
    private var names: [UnsafePointer<xmlChar>: String] = [:]
    private var islandNamespaces: [String?] = []  // HTML mode: namespace per open element
    /// Characters internal entity references have added so far, against `maxEntityExpansion`.
    private var entityCharacters = 0
    /// References left unexpanded because the expansion budget was spent.
    private(set) var unexpandedEntityReferences = 0

    init(document: xmlDocPtr, html: Bool, session: ParseSession) {
        self.document = document
        self.html = html
        self.session = session
    }

    mutating func run<W: XMLWalker>(into walker: inout W) -> Int {
        guard let root = xmlDocGetRootElement(document) else { return 0 }
        var elements = 0
        var depth = 0
        var node: xmlNodePtr? = root
        var visited = 0
        while let current = node {
            visited &+= 1
            if visited & 0xFFF == 0, session.walkIsOverBudget() { return elements }
            var descend = false
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                elements += 1
                let start = startElement(current, depth: depth)
                walker.startElement(start)
                if current.pointee.children != nil {
                    descend = true
                } else {
                    endElement(start.localName, start.namespace, depth: depth, walker: &walker)
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    walker.text(String(cString: content), line: Int(xmlGetLineNo(current)))
                }
            case XML_ENTITY_REF_NODE:
                if let text = expandEntity(current) { walker.text(text, line: Int(xmlGetLineNo(current))) }
            default:
                break
            }
            if descend, let child = current.pointee.children {
                depth += 1
                node = child
                continue
            }
            // Climb until a next sibling exists, closing the elements left behind.
            var cursor = current
            node = nil
            while cursor != root {
                if let next = cursor.pointee.next {
                    node = next
                    break
                }
                guard let parent = cursor.pointee.parent else { break }
                depth -= 1
                cursor = parent
                let (localName, namespace) = elementName(parent)
                endElement(localName, namespace, depth: depth, walker: &walker)
            }
        }
        return elements
    }

    private mutating func endElement<W: XMLWalker>(_ localName: String, _ namespace: String?, depth: Int, walker: inout W) {
        walker.endElement(localName: localName, namespace: namespace, depth: depth)
        if html, !islandNamespaces.isEmpty { islandNamespaces.removeLast() }
    }

    private mutating func startElement(_ node: xmlNodePtr, depth: Int) -> XMLStartElement {
        var (localName, namespace) = elementName(node)
        if html {
            if namespace == nil {
                let inherited = islandNamespaces.last ?? XMLNamespace.xhtml
                switch localName {
                case "svg": namespace = XMLNamespace.svg
                case "math": namespace = XMLNamespace.mathml
                default: namespace = inherited
                }
            }
            islandNamespaces.append(namespace)
        }
        var attributes: [XMLAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            property = attribute.pointee.next
            guard let cName = attribute.pointee.name else { continue }
            var name = intern(cName)
            var attributeNamespace = attribute.pointee.ns?.pointee.href.map { intern($0) }
            if attributeNamespace == nil, let colon = name.firstIndex(of: ":") {
                let prefix = String(name[..<colon])
                if prefix == "xmlns" { continue }  // a namespace declaration kept as an attribute by the HTML parser
                if let known = XMLNamespace.wellKnownPrefixes[prefix] {
                    attributeNamespace = known
                    name = String(name[name.index(after: colon)...])
                }
            } else if html, attributeNamespace == nil, name == "xmlns" {
                continue
            }
            attributes.append(XMLAttribute(localName: name, namespace: attributeNamespace, value: attributeValue(attribute)))
        }
        return XMLStartElement(localName: localName, namespace: namespace, attributes: attributes,
                               line: Int(xmlGetLineNo(node)), depth: depth)
    }

    private mutating func elementName(_ node: xmlNodePtr) -> (String, String?) {
        guard let cName = node.pointee.name else { return ("", nil) }
        var name = intern(cName)
        var namespace = node.pointee.ns?.pointee.href.map { intern($0) }
        if namespace == nil, let colon = name.firstIndex(of: ":"),
           let known = XMLNamespace.wellKnownPrefixes[String(name[..<colon])] {
            namespace = known
            name = String(name[name.index(after: colon)...])
        }
        return (name, namespace)
    }

    /// Names and namespace IRIs come from the parser's dictionary, so one pointer is one string.
    private mutating func intern(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = names[pointer] { return known }
        let string = String(cString: pointer)
        names[pointer] = string
        return string
    }

    private mutating func attributeValue(_ attribute: xmlAttrPtr) -> String {
        guard let children = attribute.pointee.children else { return "" }
        if children.pointee.next == nil, children.pointee.type == XML_TEXT_NODE, let content = children.pointee.content {
            return String(cString: content)
        }
        // References resolved within the budget the text spends (`xmlNodeListGetString` is not bounded).
        var resolver = LibXML2AttributeValue(used: entityCharacters, limit: session.limits.maxEntityExpansion,
                                             unexpanded: 0, document: document)
        let value = resolver.resolve(children: children)
        entityCharacters = resolver.used
        unexpandedEntityReferences &+= resolver.unexpanded
        return value
    }

    /// An entity reference left in the tree (no DTD was loaded): the document's own
    /// internal entity if it declares one (its replacement text as declared: references inside
    /// it are not expanded again, so nesting cannot amplify), else the HTML entity of that name
    /// (`&nbsp;` under an XHTML 1.1 DOCTYPE). Quadratic blowup (a 50,000-character entity
    /// referenced 5,000 times would be 250 MB of text) is stopped by the expansion budget:
    /// past it, references stay unexpanded and are counted.
    private mutating func expandEntity(_ node: xmlNodePtr) -> String? {
        guard let name = node.pointee.name else { return nil }
        if let entity = xmlGetDocEntity(document, name), entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY,
           let content = entity.pointee.content {
            let length = Int(max(0, entity.pointee.length))
            let (total, overflow) = entityCharacters.addingReportingOverflow(length)
            guard !overflow, total <= session.limits.maxEntityExpansion else {
                unexpandedEntityReferences += 1
                return nil
            }
            entityCharacters = total
            return String(cString: content)
        }
        guard let html = htmlEntityLookup(name), let scalar = Unicode.Scalar(html.pointee.value) else { return nil }
        return String(Character(scalar))
    }
}
