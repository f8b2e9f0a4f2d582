import CLibXML2

/// The HTML recovery of a document that is not well-formed, as a push parse: libxml2's HTML
/// parser is fed the document in chunks and its SAX callbacks hand events straight to the
/// walker, so no tree of elements is built (issue #14).
///
/// The events are the ones ``TreeWalk`` produced (`html: true`) from the tree that
/// `htmlCtxtReadMemory` built, so findings do not change. What the tree decided, this stream
/// decides from its own stack of open elements:
/// - text: adjacent character callbacks are one text node; a comment, PI, CDATA or element
///   ends it. Text with no open element is dropped (the tree had no node to put it in).
///   Whitespace is never dropped inside an element: the options keep blanks, so libxml2's
///   `areBlanks` only chooses between two paths that both call `characters`, and its
///   tree-dependent half cannot change an event.
/// - lines: an element or text node has the line libxml2 had when the tree builder created it
///   (capped at 65535 like the tree without XML_PARSE_BIG_LINES); a CDATA node (script and
///   style content) has none, so `xmlGetLineNo` gave it its previous sibling's line, else its
///   parent's.
/// - end events: TreeWalk closed a childless element with its start's namespace and an element
///   with children with the tree node's own (nil unless a well-known prefix), and so does this.
/// - elements that libxml2 adds after the root element closed went, in the tree, under the root
///   when the root was the document's first child (their events then come before the root's end),
///   else beside it, where TreeWalk never looked.
/// - libxml2 pops an element without an end callback when a start tag has no `>`; the stack is
///   reconciled with libxml2's name stack (`nameNr`) at every callback.
/// HTML entities are resolved by the HTML parser itself (no reference callback, no entity
/// nodes), so the entity expansion budget is never spent and nothing is left unexpanded.
extension LibXML2 {
    /// Runs the HTML recovery over `chunks`: nil when libxml2 could not allocate a parser,
    /// false when the input recovered into no root element (or was cancelled or stopped by a
    /// limit; the caller checks `session`), true otherwise.
    static func pushParseHTML<I: IteratorProtocol>(
        _ chunks: inout I, url: String, session: ParseSession, sink: any XMLEventSink, isCancelled: () -> Bool
    ) -> Bool? where I.Element == ArraySlice<UInt8> {
        _ = globals
        epub_xmlSilenceThread()
        // The encoding is decided from the first bytes, as `parseHTML` did from the whole buffer;
        // with one-byte chunks they arrive one at a time, so they are gathered first.
        var head: [UInt8] = []
        var rest: ArraySlice<UInt8> = []
        while head.count < 4, let chunk = chunks.next() {
            if isCancelled() {
                session.cancel()
                return false
            }
            let needed = 4 - head.count
            head.append(contentsOf: chunk.prefix(needed))
            rest = chunk.dropFirst(needed)
        }
        var feed = HTMLFeed(head: head)
        head = Array(feed.endOfInput(head[...]))
        var handler = xmlSAXHandler()
        // Initialised as libxml2's HTML parser initialises its own (not the SAX2 magic), so the
        // structured error handler is not called: the recovery's errors never were recorded.
        xmlSAX2InitHtmlDefaultSAXHandler(&handler)
        HTMLSAXStream.install(on: &handler)
        let created: htmlParserCtxtPtr? = head.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlCreatePushParserCtxt(&handler, nil, chars.baseAddress, Int32(chars.count), url, XML_CHAR_ENCODING_NONE)
            }
        }
        guard let context = created else { return nil }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            htmlFreeParserCtxt(context)
        }
        _ = htmlCtxtUseOptions(context, htmlOptions)
        chooseEncoding(context, head: head)
        feed.created(with: head)
        let stream = HTMLSAXStream(session: session, sink: sink, context: context)
        context.pointee._private = Unmanaged.passUnretained(stream).toOpaque()
        defer { context.pointee._private = nil }

        func parse(_ bytes: [UInt8], terminate: Bool) {
            var remaining = bytes[...]
            repeat {
                let piece = remaining.prefix(1 << 30)
                remaining = remaining.dropFirst(piece.count)
                let last: Int32 = terminate && remaining.isEmpty ? 1 : 0
                piece.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { chars in
                        _ = htmlParseChunk(context, chars.baseAddress, Int32(chars.count), last)
                    }
                }
                while session.limitReached == nil, stream.resumeAfterRoot() { _ = htmlParseChunk(context, nil, 0, last) }
            } while !remaining.isEmpty && session.limitReached == nil
        }
        var pending: ArraySlice<UInt8>? = rest.isEmpty ? nil : rest
        while !feed.ended, let chunk = pending ?? chunks.next() {
            // The remainder of the chunk that completed the head was already asked about.
            if pending == nil, isCancelled() {
                session.cancel()
                xmlStopParser(context)
                return false
            }
            pending = nil
            let bytes = feed.cut(feed.endOfInput(chunk))
            if !bytes.isEmpty { parse(bytes, terminate: false) }
            if session.limitReached != nil { return false }
        }
        parse(feed.rest(), terminate: false)
        parse([], terminate: true)
        if session.limitReached != nil { return false }
        stream.finish()
        return stream.hasRoot
    }

    /// The recovery branch of `walk`: streams `chunks` through the HTML parser into a walker that
    /// starts as `walker` is, and reports like the tree walk did. `failure` is the XML pass's,
    /// returned when nothing was recovered.
    static func recoverHTML<I: IteratorProtocol, W: XMLWalker>(
        _ chunks: inout I, url: String, session: ParseSession, failure: XMLParseFailure, isCancelled: () -> Bool,
        walker: inout W
    ) -> Result<XMLParseReport, XMLParseFailure> where I.Element == ArraySlice<UInt8> {
        let counter = ElementCountingSink(WalkerBox(walker))
        let recovered = pushParseHTML(&chunks, url: url, session: session, sink: counter, isCancelled: isCancelled)
        walker = counter.box.walker
        if session.cancelled { return .failure(session.cancellation()) }
        if let limit = session.limitReached { return .failure(session.failure(limit)) }
        guard recovered == true else { return .failure(failure) }
        return .success(XMLParseReport(parser: .htmlRecovery, diagnostics: session.diagnostics, elementCount: counter.elements))
    }

    /// The encoding `parseHTML` chose: UTF-16 only when a byte order mark says so (detected by
    /// libxml2 from the first four bytes, as `htmlParseDocument` does), else UTF-8 forced
    /// the way `htmlCtxtReadMemory` forces it (a `<meta charset>` cannot switch it, a UTF-8
    /// byte order mark is skipped, invalid bytes do not turn the rest into Latin-1).
    private static func chooseEncoding(_ context: htmlParserCtxtPtr, head: [UInt8]) {
        let isUTF16 = head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE))
        if isUTF16 {
            guard head.count >= 4 else { return }
            let detected = xmlDetectCharEncoding(head, 4)
            if detected != XML_CHAR_ENCODING_NONE { _ = xmlSwitchEncoding(context, detected) }
            return
        }
        guard let utf8 = xmlFindCharEncodingHandler("UTF-8") else { return }
        _ = xmlSwitchToEncoding(context, utf8)
        guard let input = context.pointee.input else { return }
        if let old = input.pointee.encoding { epub_xmlFree(UnsafeMutableRawPointer(mutating: old)) }
        input.pointee.encoding = UnsafePointer(xmlCharStrdup("UTF-8"))
    }
}

/// The state of one streaming HTML recovery: the open elements as the tree had them, the
/// pending text run, and where the root element went.
final class HTMLSAXStream {
    /// Unowned: the caller holds the session for the whole parse.
    private unowned let session: ParseSession
    private let sink: any XMLEventSink
    let context: htmlParserCtxtPtr
    /// Elements TreeWalk would have walked.
    private(set) var elementCount = 0
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
    /// Set when the depth limit halted libxml2: its later end callbacks are for names it pushed
    /// without a tree node.
    private var halted = false
    private var pending: [UInt8] = []
    private var pendingIsCDATA = false
    private var pendingLine = 0
    private var callbacks = 0
    private var elementNames: [UnsafePointer<xmlChar>: (String, String?)] = [:]
    private var attributeNames: [UnsafePointer<xmlChar>: String] = [:]
    /// libxml2's `htmlBooleanAttrs` (HTMLtree.c, compared case-insensitively, but the HTML parser has lower-cased
    /// ASCII names already): `htmlIsBooleanAttr`
    /// is in a header the C module does not include.
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

    /// A DOCTYPE gave the document its DTD, the document's first child (libxml2's push parser
    /// also adds a default DTD on reaching the epilog, which the pull parser added only at the end).
    private var hasDTD = false
    private var resumedAt = -1

    /// libxml2's push parser ends the document at anything but blanks, comments and PIs after the
    /// root element's end tag; its pull parser went on (implying a new `html`), and the tree put
    /// what followed under the root when the root was the document's first child. Then the push
    /// parse resumes (true: call `htmlParseChunk` again), once per position of the input. The
    /// epilog state is left too: it hands out text before the `<` that ends it has arrived.
    func resumeAfterRoot() -> Bool {
        let state = context.pointee.instate
        guard state == XML_PARSER_EOF || state == XML_PARSER_EPILOG, context.pointee.disableSAX == 0,
              closedRoot != nil || reopenedRoot, rootFirst, !hasDTD, let input = context.pointee.input,
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
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
        sink.text(text, line: pendingLine)
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
        elementCount += 1
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

/// Counts the elements handed to the walker: the report's `elementCount`, as TreeWalk counted.
final class ElementCountingSink<W: XMLWalker>: XMLEventSink {
    let box: WalkerBox<W>
    private(set) var elements = 0
    init(_ box: WalkerBox<W>) { self.box = box }
    func startElement(_ element: XMLStartElement) {
        elements += 1
        box.startElement(element)
    }
    func endElement(localName: String, namespace: String?, depth: Int) {
        box.endElement(localName: localName, namespace: namespace, depth: depth)
    }
    func text(_ text: String, line: Int) { box.text(text, line: line) }
}

/// Cuts the document into the pieces the push parser is fed, so that it parses what the pull
/// parser parsed from the whole buffer:
/// - libxml2 2.9.14's push parser decides some constructs from the bytes it has, not waiting for
///   more: `<!DOCTYPE` cut after `<!DO` becomes text, a script's `</script` cut after `</sc` is taken
///   for script text, and text after the root's end tag is handed out before the `<` ending it has
///   arrived (blanks first, then the rest). Every piece ends just after a `>`: whatever follows
///   it then arrives whole up to the next `>`.
/// - the pull parser ends the document at a NUL byte where a new item starts (after a `>`, or
///   before anything but blanks); the push parser skips it. The input ends there.
struct HTMLFeed {
    private let unit: Int
    private let bigEndian: Bool
    /// Bytes not yet fed: the head given to `htmlCreatePushParserCtxt` (in libxml2's buffer but
    /// unparsed until the first piece), then bytes after the last `>`.
    private var held: [UInt8] = []
    private var headCount = 0
    /// `held` has no `>` before this index.
    private var searched = 0
    private var previous: UInt8?
    private var sawNonBlank = false
    /// The input ended at a NUL byte.
    private(set) var ended = false

    init(head: [UInt8]) {
        let utf16 = head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE))
        unit = utf16 ? 2 : 1
        bigEndian = utf16 && head[0] == 0xFE
    }

    /// `bytes` up to the NUL byte where the pull parser's document ended, if any (UTF-8 only).
    mutating func endOfInput(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard unit == 1, !ended else { return ended ? bytes.prefix(0) : bytes }
        var index = bytes.startIndex
        while let nul = bytes[index...].firstIndex(of: 0) {
            if !sawNonBlank { sawNonBlank = bytes[index..<nul].contains { !Self.isBlank($0) } }
            let before = nul > bytes.startIndex ? bytes[nul - 1] : previous
            if !sawNonBlank || before == UInt8(ascii: ">") {
                ended = true
                return bytes[..<nul]
            }
            sawNonBlank = true
            index = nul + 1
        }
        if !sawNonBlank { sawNonBlank = bytes[index...].contains { !Self.isBlank($0) } }
        previous = bytes.last ?? previous
        return bytes
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Records the bytes given to the context at its creation: they are parsed with the first piece.
    mutating func created(with head: [UInt8]) {
        held = head
        headCount = head.count
    }

    /// What to feed now: what was held and `chunk`, up to the last `>` (empty when there is none).
    mutating func cut(_ chunk: ArraySlice<UInt8>) -> [UInt8] {
        held.append(contentsOf: chunk)
        // Whole characters from the start (the byte order mark, or a cut after a `>`).
        var index = held.count - (held.count % unit) - unit
        var end: Int?
        while index >= searched {
            if isGreaterThan(at: index) {
                end = index + unit
                break
            }
            index -= unit
        }
        guard let end, end > headCount else {
            searched = max(searched, held.count - (held.count % unit))
            return []
        }
        let piece = Array(held[headCount..<end])
        held.removeFirst(end)
        headCount = 0
        searched = 0
        return piece
    }

    private func isGreaterThan(at index: Int) -> Bool {
        guard unit == 2 else { return held[index] == UInt8(ascii: ">") }
        return bigEndian ? held[index] == 0 && held[index + 1] == 0x3E : held[index] == 0x3E && held[index + 1] == 0
    }

    /// Whatever is held back, at the end of the input (the head is libxml2's already).
    mutating func rest() -> [UInt8] {
        defer {
            held = []
            headCount = 0
        }
        return Array(held[headCount...])
    }
}
