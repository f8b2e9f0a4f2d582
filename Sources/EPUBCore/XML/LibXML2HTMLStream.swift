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
        // What libxml2 is given when the context is made: a UTF-16 document's head, from which it
        // decides the encoding and skips the byte order mark. A UTF-8 document's head is fed like
        // any other bytes (its byte order mark dropped, as the pull parser skipped it), so the end
        // of the input, where the push parser differs most, is handled in one place: a final `<`
        // in the first four bytes was given away before the end was known (FuzzHTMLDifferential).
        var initial: [UInt8] = []
        var lessThanAtEnd = false
        if feed.isUTF16 {
            // Whether the head is the whole input: then it is all the input's end (one chunk looked ahead).
            var whole = head.count < 4
            if !whole, rest.isEmpty {
                if let next = chunks.next() { rest = next } else { whole = true }
            }
            initial = Array(feed.endOfInput(head[...]))
            if whole || feed.ended { (initial, lessThanAtEnd) = feed.splittingFinalLessThan(feed.droppingTrailingControls(initial)) }
        } else {
            let body = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
            rest = body.isEmpty ? rest : (Array(body) + rest)[...]
        }
        var handler = xmlSAXHandler()
        // Initialised as libxml2's HTML parser initialises its own (not the SAX2 magic), so the
        // structured error handler is not called: the recovery's errors never were recorded.
        xmlSAX2InitHtmlDefaultSAXHandler(&handler)
        HTMLSAXStream.install(on: &handler)
        let created: htmlParserCtxtPtr? = initial.withUnsafeBufferPointer { buffer in
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
        let forcedUTF8 = chooseEncoding(context, head: head)
        feed.created(with: initial)
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
                if forcedUTF8 { keepUTF8(context) }
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
        let (last, lessThan) = feed.splittingFinalLessThan(feed.rest())
        parse(last, terminate: false)
        if lessThan || lessThanAtEnd { parse(Array((takesLessThanAsText(context, hasRoot: stream.hasRoot) ? "&lt;" : "<").utf8), terminate: false) }
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

    /// Whether the parser reads text where it stands, outside a script or style: a `<` at the end
    /// of the input is then the character to the pull parser (``HTMLFeed/splittingFinalLessThan(_:)``).
    private static func takesLessThanAsText(_ context: htmlParserCtxtPtr, hasRoot: Bool) -> Bool {
        // Inside an element; or before the first one when text waits to be parsed (`\xFF<`), which
        // implies the elements the `<` then goes into: a `<` alone has no element to go into, and
        // the pull parser drops it (`<`, `  <`, `\x02<`: nothing recovered). Not after the root's
        // end, where the reference would imply new elements that a `<` never made.
        let state = context.pointee.instate
        if !hasRoot, state == XML_PARSER_START || state == XML_PARSER_MISC || state == XML_PARSER_CONTENT {
            guard let input = context.pointee.input, let cursor = input.pointee.cur, let end = input.pointee.end, cursor < end else {
                return false
            }
            return UnsafeBufferPointer(start: cursor, count: end - cursor).contains { $0 > 0x20 }
        }
        guard state == XML_PARSER_CONTENT, context.pointee.nameNr > 0 else { return false }
        guard let name = context.pointee.name else { return true }
        let current = String(cString: name)
        return current != "script" && current != "style"
    }

    /// The encoding `parseHTML` chose: UTF-16 only when a byte order mark says so (detected by
    /// libxml2 from the first four bytes, as `htmlParseDocument` does), else UTF-8 forced
    /// the way `htmlCtxtReadMemory` forces it (a `<meta charset>` cannot switch it, a UTF-8
    /// byte order mark is skipped, invalid bytes do not turn the rest into Latin-1).
    /// Returns true when UTF-8 was forced.
    private static func chooseEncoding(_ context: htmlParserCtxtPtr, head: [UInt8]) -> Bool {
        let isUTF16 = head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE))
        if isUTF16 {
            guard head.count >= 4 else { return false }
            let detected = xmlDetectCharEncoding(head, 4)
            if detected != XML_CHAR_ENCODING_NONE { _ = xmlSwitchEncoding(context, detected) }
            return false
        }
        guard let utf8 = xmlFindCharEncodingHandler("UTF-8") else { return false }
        _ = xmlSwitchToEncoding(context, utf8)
        guard let input = context.pointee.input else { return true }
        if let old = input.pointee.encoding { epub_xmlFree(UnsafeMutableRawPointer(mutating: old)) }
        input.pointee.encoding = UnsafePointer(xmlCharStrdup("UTF-8"))
        return true
    }

    /// Puts the UTF-8 decoder back when the parser, at an invalid UTF-8 sequence, replaced it with
    /// Latin-1 (libxml2 2.9.14 does so even when an encoding was set). The bytes it had were decoded
    /// already; those pushed later would be read as Latin-1 (`<\xCCb` as `<Ìb`), where the pull
    /// parser, which decoded the whole document at once, keeps the byte (FuzzHTMLDifferential).
    private static func keepUTF8(_ context: htmlParserCtxtPtr) {
        guard let buffer = context.pointee.input?.pointee.buf, let encoder = buffer.pointee.encoder,
              let name = encoder.pointee.name, String(cString: name) != "UTF-8",
              let utf8 = xmlFindCharEncodingHandler("UTF-8") else { return }
        _ = xmlCharEncCloseFunc(encoder)
        buffer.pointee.encoder = utf8
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
    func text(utf8 bytes: Span<UInt8>, line: Int) { box.text(utf8: bytes, line: line) }
}
