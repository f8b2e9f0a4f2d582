import CLibXML2

/// The state of one streaming HTML recovery: the open elements as the tree had them, the
/// pending text run, and where the root element went.
final class HTMLSAXStream {
    /// Unowned: the caller holds the session for the whole parse.
    private unowned let session: ParseSession
    private let sink: any XMLEventSink
    let context: htmlParserCtxtPtr
    /// Whether libxml2 created a root element (the tree's `xmlDocGetRootElement`).
    private(set) var hasRoot = false

    /// The last child the tree gave an element so far, and the line it had.
    private enum Child {
        case none
        case lined(Int)
        case cdata
    }

    private struct Frame {
        /// Nil for an element the tree put beside the root, which TreeWalk never visited.
        let start: XMLStartElement?
        /// The namespace TreeWalk closed an element with children with: the tree node's own.
        let endNamespace: String?
        var lastChild: Child = .none
    }

    private var frames: [Frame] = []
    /// The root element once libxml2 closed it: its end event waits for the end of the
    /// document, since libxml2 may still append elements under it.
    private var closedRoot: Frame?
    /// `frames[0]` is the closed root, reopened for an element appended under it.
    private var reopenedRoot = false
    /// Whether the root element was the document's first child when it was created.
    private var rootFirst = false
    /// A comment or processing instruction was added to the document before the root element.
    private var nodesBeforeRoot = false
    /// A DOCTYPE gave the document its DTD, the document's first child (libxml2's push parser
    /// also adds a default DTD on reaching the epilog, which the pull parser added only at the end).
    private var hasDTD = false
    /// Where the push parse last resumed after the root (see ``resumeAfterRoot()``).
    private var resumedAt = -1
    /// Set when the depth limit halted libxml2: its later end callbacks are for names it pushed
    /// without a tree node.
    private var halted = false
    private var pending: [UInt8] = []
    private var pendingIsCDATA = false
    private var pendingLine = 0
    private var callbacks = 0
    private var elementNames: [UnsafePointer<xmlChar>: (String, String?)] = [:]
    private var attributeNames: [UnsafePointer<xmlChar>: String] = [:]
    /// libxml2's `htmlBooleanAttrs` (HTMLtree.c; compared case-insensitively there, but the HTML
    /// parser has lower-cased ASCII names already): `htmlIsBooleanAttr` is in a header the C module
    /// does not include.
    private static let booleanAttributes: Set<String> = [
        "checked", "compact", "declare", "defer", "disabled", "ismap", "multiple", "nohref", "noresize", "noshade",
        "nowrap", "readonly", "selected",
    ]
    /// libxml2's `xmlParserMaxDepth` without XML_PARSE_HUGE: `nodePush` halts the parse past it.
    static let maxDepth = 256
    /// The tree kept line numbers in an unsigned short without XML_PARSE_BIG_LINES.
    private static let maxLine = 65_535

    init(session: ParseSession, sink: any XMLEventSink, context: htmlParserCtxtPtr) {
        self.session = session
        self.sink = sink
        self.context = context
    }

    private var line: Int { min(Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))), Self.maxLine) }
    /// Open elements as libxml2 counts them (its name stack), the reopened root left out.
    private var libxmlDepth: Int { frames.count - (reopenedRoot ? 1 : 0) }
    private var nameCount: Int { Int(context.pointee.nameNr) }

    /// libxml2's push parser ends the document at anything but blanks, comments and PIs after the
    /// root element's end tag; its pull parser went on (implying a new `html`), and the tree put
    /// what followed under the root when the root was the document's first child. Then the push
    /// parse resumes (true: call `htmlParseChunk` again), once per position of the input. The
    /// epilog state is left too: it hands out text before the `<` that ends it has arrived.
    /// A stray end tag before any element (`  </tr><tr>…`) puts the push parser in the epilog
    /// too, with no root at all, where the pull parser skipped the tag and went on: then too.
    func resumeAfterRoot() -> Bool {
        let state = context.pointee.instate
        let afterRoot = (closedRoot != nil || reopenedRoot) && rootFirst
        let beforeRoot = !hasRoot && frames.isEmpty && closedRoot == nil && !reopenedRoot && !halted
        guard state == XML_PARSER_EOF || state == XML_PARSER_EPILOG, context.pointee.disableSAX == 0,
              afterRoot || beforeRoot, !hasDTD, let input = context.pointee.input,
              let cursor = input.pointee.cur, let base = input.pointee.base else { return false }
        let offset = Int(truncatingIfNeeded: input.pointee.consumed) &+ (cursor - base)
        guard offset != resumedAt else { return false }
        resumedAt = offset
        context.pointee.instate = XML_PARSER_CONTENT
        return true
    }

    /// Closes the elements libxml2 popped without an end callback (a start tag with no `>`), so
    /// this stack is as deep as libxml2's `expected`.
    private func reconcile(_ expected: Int) {
        while libxmlDepth > max(0, expected) { close() }
    }

    func flushText() {
        guard !pending.isEmpty else { return }
        // Lent, as in the XML pass (``SAXStream``).
        pending.withUnsafeBufferPointer { bytes in sink.text(utf8: bytes.span, line: pendingLine) }
        pending.removeAll(keepingCapacity: true)
    }

    /// The end of the document: closes what is open, the root last.
    func finish() {
        flushText()
        while !frames.isEmpty { close() }
        if let root = closedRoot {
            closedRoot = nil
            emitEnd(root, depth: 0)
        }
    }

    private func close() {
        flushText()
        guard let frame = frames.popLast() else { return }
        if frames.isEmpty, frame.start != nil {
            closedRoot = frame
            return
        }
        emitEnd(frame, depth: frames.count)
        if reopenedRoot, frames.count == 1 {
            closedRoot = frames.popLast()
            reopenedRoot = false
        }
    }

    private func emitEnd(_ frame: Frame, depth: Int) {
        guard let start = frame.start else { return }
        if case .none = frame.lastChild {
            sink.endElement(localName: start.localName, namespace: start.namespace, depth: depth)
        } else {
            sink.endElement(localName: start.localName, namespace: frame.endNamespace, depth: depth)
        }
    }

    /// The name the tree node had (`xmlSAX2StartElement` keeps the local part of a prefixed
    /// name and drops the prefix in HTML), resolved by the well-known prefixes as TreeWalk did.
    private func elementName(_ fullName: UnsafePointer<xmlChar>) -> (String, String?) {
        if let known = elementNames[fullName] { return known }
        var name = String(cString: fullName)
        if name.utf8.contains(UInt8(ascii: ":")) {
            var prefix: UnsafeMutablePointer<xmlChar>?
            let local = xmlSplitQName(context, fullName, &prefix)
            if let prefix { epub_xmlFree(prefix) }
            if let local {
                name = String(cString: local)
                epub_xmlFree(local)
            }
        }
        var resolved: (String, String?) = (name, nil)
        if let colon = name.firstIndex(of: ":"), let known = XMLNamespace.wellKnownPrefixes[String(name[..<colon])] {
            resolved = (String(name[name.index(after: colon)...]), known)
        }
        elementNames[fullName] = resolved
        return resolved
    }

    private func attributeName(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = attributeNames[pointer] { return known }
        let name = String(cString: pointer)
        attributeNames[pointer] = name
        return name
    }

    fileprivate func startElement(_ fullName: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !halted, session.limitReached == nil, let fullName else { return }
        reconcile(nameCount - 1)
        // The tree builder's `nodePush` refused a node this deep and halted the parse.
        if libxmlDepth > Self.maxDepth {
            halted = true
            xmlStopParser(context)
            return
        }
        var pairs = 0
        if var cursor = attributes {
            while cursor.pointee != nil, pairs < Int32.max {
                pairs += 1
                cursor += 2
            }
        }
        session.spend(nodes: 1 + pairs, context: context)
        guard session.limitReached == nil else { return }
        flushText()
        let line = self.line
        var hidden = false
        if frames.isEmpty {
            if !hasRoot {
                hasRoot = true
                rootFirst = !nodesBeforeRoot && !hasDTD
            } else if rootFirst, !hasDTD, let root = closedRoot {
                // `xmlSAX2StartElement` with no current node appends to the document's first child.
                frames.append(root)
                closedRoot = nil
                reopenedRoot = true
            } else {
                hidden = true
            }
        } else if frames[frames.count - 1].start == nil {
            hidden = true
        }
        if !frames.isEmpty { frames[frames.count - 1].lastChild = .lined(line) }
        guard !hidden else {
            frames.append(Frame(start: nil, endNamespace: nil))
            return
        }
        let (localName, prefixNamespace) = elementName(fullName)
        var namespace = prefixNamespace
        if namespace == nil {
            switch localName {
            case "svg": namespace = XMLNamespace.svg
            case "math": namespace = XMLNamespace.mathml
            default: namespace = frames.last?.start?.namespace ?? XMLNamespace.xhtml
            }
        }
        var list: [XMLAttribute] = []
        if var cursor = attributes {
            list.reserveCapacity(pairs)
            while let cName = cursor.pointee {
                let cValue = (cursor + 1).pointee
                cursor += 2
                let fullName = attributeName(cName)
                var name = fullName
                var attributeNamespace: String?
                if let colon = name.firstIndex(of: ":") {
                    let prefix = String(name[..<colon])
                    if prefix == "xmlns" { continue }
                    if let known = XMLNamespace.wellKnownPrefixes[prefix] {
                        attributeNamespace = known
                        name = String(name[name.index(after: colon)...])
                    }
                } else if name == "xmlns" {
                    continue
                }
                // A valueless attribute: the tree gave a boolean one its own name as value.
                let value = cValue.map { String(cString: $0) } ?? (Self.booleanAttributes.contains(fullName) ? fullName : "")
                list.append(XMLAttribute(localName: name, namespace: attributeNamespace, value: value))
            }
        }
        let start = XMLStartElement(localName: localName, namespace: namespace, attributes: list, line: line, depth: frames.count)
        frames.append(Frame(start: start, endNamespace: prefixNamespace))
        sink.startElement(start)
    }

    fileprivate func endElement() {
        guard !halted, session.limitReached == nil else { return }
        reconcile(nameCount)
        if libxmlDepth > 0, libxmlDepth == nameCount { close() }
    }

    fileprivate func characters(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32, cdata: Bool) {
        callbacks &+= 1
        if callbacks & 0xFF == 0 { session.checkClock(context: context) }
        guard !halted, session.limitReached == nil, let bytes, length > 0 else { return }
        reconcile(nameCount)
        // With no open element the tree had no node to add the text to.
        guard let top = frames.last, top.start != nil else { return }
        if !pending.isEmpty, pendingIsCDATA != cdata { flushText() }
        if pending.isEmpty {
            pendingIsCDATA = cdata
            if cdata {
                // A CDATA node has no line: `xmlGetLineNo` took its previous sibling's, else its parent's.
                if case .lined(let previous) = top.lastChild {
                    pendingLine = previous
                } else {
                    pendingLine = top.start?.line ?? 0
                }
                frames[frames.count - 1].lastChild = .cdata
            } else {
                pendingLine = line
                // The push parser hands out a document's last character from a copy, before moving
                // past it; the pull parser had counted that newline when it made the text node.
                if length == 1, bytes.pointee == 0x0A, let input = context.pointee.input, let cursor = input.pointee.cur,
                   let end = input.pointee.end, end - cursor == 1, cursor.pointee == 0x0A, cursor != bytes {
                    pendingLine = min(Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))) + 1, Self.maxLine)
                }
                frames[frames.count - 1].lastChild = .lined(pendingLine)
            }
        }
        pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
    }

    /// A comment or processing instruction: a node of its own in the tree, so it ends a text run.
    fileprivate func boundary() {
        guard !halted, session.limitReached == nil else { return }
        reconcile(nameCount)
        flushText()
        if frames.isEmpty {
            if !hasRoot { nodesBeforeRoot = true }
        } else if frames[frames.count - 1].start != nil {
            frames[frames.count - 1].lastChild = .lined(line)
        }
    }

    /// Points `handler` at the streaming callbacks; the document and DTD callbacks stay
    /// libxml2's own, so `ctxt->myDoc` and its internal subset exist as they did.
    static func install(on handler: inout xmlSAXHandler) {
        handler.internalSubset = { ctx, name, externalID, systemID in
            xmlSAX2InternalSubset(ctx, name, externalID, systemID)
            guard let stream = HTMLSAXStream.of(ctx), stream.context.pointee.myDoc != nil else { return }
            stream.hasDTD = true
        }
        handler.startElement = { ctx, name, attributes in HTMLSAXStream.of(ctx)?.startElement(name, attributes) }
        handler.endElement = { ctx, _ in HTMLSAXStream.of(ctx)?.endElement() }
        handler.characters = { ctx, bytes, length in HTMLSAXStream.of(ctx)?.characters(bytes, length, cdata: false) }
        handler.cdataBlock = { ctx, bytes, length in HTMLSAXStream.of(ctx)?.characters(bytes, length, cdata: true) }
        handler.comment = { ctx, _ in HTMLSAXStream.of(ctx)?.boundary() }
        handler.processingInstruction = { ctx, _, _ in HTMLSAXStream.of(ctx)?.boundary() }
    }

    private static func of(_ ctx: UnsafeMutableRawPointer?) -> HTMLSAXStream? {
        guard let pointer = ctx?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<HTMLSAXStream>.fromOpaque(pointer).takeUnretainedValue()
    }
}
