import CLibXML2

/// The strict XML pass as a SAX2 push parse: libxml2 is fed the document in chunks and its
/// callbacks hand events straight to the walker, so no tree of the document is ever built
/// (issue #14: a book's cost is its bytes, not its largest tree).
///
/// The events are the ones ``TreeWalk`` produced from the tree libxml2 used to build, so
/// inventories and findings do not change: adjacent character callbacks are merged into one
/// text event (as libxml2's tree merged them into one text node), comments and processing
/// instructions end a text run, CDATA runs are separate from text runs, internal entity
/// references are expanded within the same budget, and attributes that hold references are
/// resolved as libxml2's tree resolved them, within that budget too (``LibXML2AttributeValue``).
///
/// libxml2 also calls these callbacks while it checks an internal entity's replacement text,
/// on an inner parser context. Those calls are handed to libxml2's own tree builders exactly as
/// before: the entity's node list then exists, so later references to it are not re-parsed
/// (a SAX-only parse would re-parse the replacement text at every reference).
extension LibXML2 {
    /// Runs the XML pass over `chunks`; returns whether the document was well-formed.
    /// The caller checks `session.limitReached` and `session.cancelled` afterwards.
    static func pushParseXML<I: IteratorProtocol>(
        _ chunks: inout I, url: String, session: ParseSession, sink: any XMLEventSink, isCancelled: () -> Bool
    ) -> Bool? where I.Element == ArraySlice<UInt8> {
        var handler = xmlSAXHandler()
        xmlSAXVersion(&handler, 2)
        SAXStream.install(on: &handler)
        // No first chunk: libxml2 then detects the encoding (BOM, UTF-16) once it has 4 bytes,
        // however small the chunks are.
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, url) else { return nil }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        _ = xmlCtxtUseOptions(context, xmlOptions)
        let stream = SAXStream(session: session, sink: sink, context: context)
        session.stream = stream
        defer { session.stream = nil }
        session.install(on: context, html: false, streaming: true)
        var preflight = XMLPreflight()
        var fed = 0
        while let chunk = chunks.next() {
            if isCancelled() {
                session.cancel()
                xmlStopParser(context)
                return false
            }
            // Chunks larger than Int32.max cannot be handed over at once; split them.
            var rest = chunk[...]
            while !rest.isEmpty {
                let piece = rest.prefix(1 << 30)
                rest = rest.dropFirst(piece.count)
                // A source whose size was not known (or not true) beforehand is held to the limit here.
                fed += piece.count
                if fed > session.limits.maxDocumentBytes {
                    session.reach(.documentBytes)
                    return false
                }
                // Scanned before libxml2 sees it: no tag reaches libxml2's quadratic
                // duplicate-attribute check unless every byte of it was counted first.
                if preflight.feed(piece, stoppingAbove: session.limits.maxAttributesPerElement)
                    > session.limits.maxAttributesPerElement {
                    session.reach(.attributesPerElement)
                    return false
                }
                piece.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                        _ = xmlParseChunk(context, base, Int32(clamping: buffer.count), 0)
                    }
                }
                if session.limitReached != nil { return false }
            }
        }
        _ = xmlParseChunk(context, nil, 0, 1)
        if session.limitReached != nil { return false }
        stream.flushText()
        return context.pointee.wellFormed != 0
    }
}

/// Receives the events of a streaming parse; boxes a generic walker so C callbacks can reach it.
protocol XMLEventSink: AnyObject {
    func startElement(_ element: XMLStartElement)
    func endElement(localName: String, namespace: String?, depth: Int)
    func text(_ text: String, line: Int)
    func text(utf8 bytes: Span<UInt8>, line: Int)
}

/// Holds the walker while libxml2's callbacks run; the caller copies it back afterwards.
///
/// The walker lives behind a pointer the box owns, not in a stored `var`: a stored property of a
/// class is checked for exclusive access at run time on every call (`swift_beginAccess`, 5 % of a
/// corpus audit's instructions with ``SAXStream``'s state), and only this box ever reaches it,
/// one callback at a time, on the parsing thread.
final class WalkerBox<W: XMLWalker>: XMLEventSink {
    private let slot: UnsafeMutablePointer<W>
    init(_ walker: W) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: walker)
    }
    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }
    /// The walker as the events have left it.
    var walker: W { slot.pointee }
    func startElement(_ element: XMLStartElement) { slot.pointee.startElement(element) }
    func endElement(localName: String, namespace: String?, depth: Int) {
        slot.pointee.endElement(localName: localName, namespace: namespace, depth: depth)
    }
    func text(_ text: String, line: Int) { slot.pointee.text(text, line: line) }
    func text(utf8 bytes: Span<UInt8>, line: Int) { slot.pointee.text(utf8: bytes, line: line) }
}

/// The state of one streaming XML pass: open elements, the pending text run, names seen.
final class SAXStream {
    /// Unowned without the reference count's check on every callback: the session holds the
    /// stream while the pass runs, and outlives it.
    private unowned(unsafe) let session: ParseSession
    private let sink: any XMLEventSink
    let context: xmlParserCtxtPtr
    /// What the callbacks change, behind a pointer this stream owns (see ``WalkerBox`` for why).
    private struct State {
        var elementCount = 0
        var unexpandedEntityReferences = 0
        var entityCharacters = 0
        var open: [(String, String?)] = []
        /// The names made so far, each with its key, and where each of libxml2's pointers is among them.
        var internedNames: [(String, UInt64)] = []
        var names: [UnsafePointer<xmlChar>: Int] = [:]
        /// The last name seen at each slot (by pointer bits), as its place in ``internedNames``:
        /// libxml2 hands out one pointer per distinct name, and the few names of a document are
        /// found here without hashing. Plain values: the slots cost nothing to make and to free
        /// (holding the strings, they were released one by one at the end of every document).
        var recentNames = [(UnsafePointer<xmlChar>?, Int)](repeating: (nil, 0), count: SAXStream.recentNameSlots)
        /// The last value made for an attribute name, by slot (the name's pointer bits): a value the
        /// same as the last one of its name (the `class` of every paragraph, the `xml:lang` of every
        /// section) is that string again, not one more decoded (and stored, past 15 bytes).
        var lastValues = [(UnsafePointer<xmlChar>?, String)](repeating: (nil, ""), count: SAXStream.lastValueSlots)
        /// The pending text run: its bytes, whether it is CDATA, and the line of its first callback
        /// (the line libxml2 gave the text node it created then).
        var pending = XMLTextBuffer()
        var pendingIsCDATA = false
        var pendingLine = 0
        var callbacks = 0
    }
    private let state: UnsafeMutablePointer<State>
    var elementCount: Int { state.pointee.elementCount }
    /// Internal entity references left unexpanded because the expansion budget was spent.
    var unexpandedEntityReferences: Int { state.pointee.unexpandedEntityReferences }
    /// libxml2's `xmlParserMaxDepth` without XML_PARSE_HUGE.
    static let maxDepth = 256

    init(session: ParseSession, sink: any XMLEventSink, context: xmlParserCtxtPtr) {
        self.session = session
        self.sink = sink
        self.context = context
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    private var line: Int { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))) }

    func flushText() {
        guard !state.pointee.pending.isEmpty else { return }
        // Lent to the walker, not made into a `String` (most runs are only looked at): the bytes
        // stay where they are until the call returns, and the walker copies what it keeps.
        let line = state.pointee.pendingLine
        state.pointee.pending.withBytes { sink.text(utf8: $0, line: line) }
        state.pointee.pending.removeAll()
    }

    private func appendText(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32, cdata: Bool) {
        state.pointee.callbacks &+= 1
        if state.pointee.callbacks & 0xFF == 0 { session.checkClock(context: context) }
        // Past the CPU limit, `checkClock` has called `xmlStopParser`, which frees the input buffer
        // `bytes` points into (found by valgrind): nothing may read it after a stop.
        guard session.limitReached == nil, let bytes, length > 0 else { return }
        if !state.pointee.pending.isEmpty, state.pointee.pendingIsCDATA != cdata { flushText() }
        if state.pointee.pending.isEmpty {
            state.pointee.pendingIsCDATA = cdata
            state.pointee.pendingLine = line
        }
        state.pointee.pending.append(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }

    /// Slots of ``State/recentNames`` (a power of two).
    static let recentNameSlots = 256
    /// Slots of ``State/lastValues`` (a power of two): a document's attribute names are few.
    static let lastValueSlots = 32

    @inline(__always)
    private func recentSlot(_ pointer: UnsafePointer<xmlChar>) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: pointer) >> 3) & (Self.recentNameSlots - 1)
    }

    private func intern(_ pointer: UnsafePointer<xmlChar>) -> String { interned(pointer, canonical: false).0 }

    /// A namespace IRI, as the ``XMLNamespace`` constant when it is one: every element's namespace
    /// is compared with those constants, and the same string storage makes each comparison a
    /// pointer check instead of a byte comparison of 28 bytes or more.
    private func internNamespace(_ pointer: UnsafePointer<xmlChar>) -> String { interned(pointer, canonical: true).0 }

    /// The string of a name libxml2 interned, and its ``XMLStartElement/nameKey``: from its slot,
    /// else from the dictionary, else made (for a namespace IRI, `canonical`, the ``XMLNamespace``
    /// constant's storage when it is one).
    @inline(__always)
    private func interned(_ pointer: UnsafePointer<xmlChar>, canonical: Bool) -> (String, UInt64) {
        let slot = recentSlot(pointer)
        if state.pointee.recentNames[slot].0 == pointer, state.pointee.internedNames.indices.contains(state.pointee.recentNames[slot].1) {
            return state.pointee.internedNames[state.pointee.recentNames[slot].1]
        }
        let index: Int
        if let known = state.pointee.names[pointer], state.pointee.internedNames.indices.contains(known) {
            index = known
        } else {
            let made = String(cString: pointer)
            let string = canonical ? XMLNamespace.canonical[made] ?? made : made
            index = state.pointee.internedNames.count
            state.pointee.internedNames.append((string, XMLStartElement.nameKey(string)))
            state.pointee.names[pointer] = index
        }
        state.pointee.recentNames[slot] = (pointer, index)
        return state.pointee.internedNames[index]
    }

    /// The name as libxml2's tree had it: an undeclared prefix stays in the name (no namespace),
    /// and is then resolved by the well-known prefixes like ``TreeWalk`` does.
    private func qualified(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?)
        -> (name: String, namespace: String?, undeclared: String?, key: UInt64?) {
        let (name, key) = interned(local, canonical: false)
        if let uri { return (name, internNamespace(uri), nil, key) }
        guard let prefix else { return (name, nil, nil, key) }
        let prefixName = intern(prefix)
        if let known = XMLNamespace.wellKnownPrefixes[prefixName] { return (name, known, nil, key) }
        return (prefixName + ":" + name, nil, prefixName, nil)
    }

    fileprivate func startElement(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        attributeCount: Int32, defaulted: Int32, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        // libxml2 enforces its depth limit when its tree builder pushes a node (`nodePush`), which
        // a streaming pass never calls: the same check, error and halt, here.
        if state.pointee.open.count > Self.maxDepth {
            let (tagLine, tagColumn) = startTagPosition()
            session.recordExcessiveDepth(Self.maxDepth, line: tagLine, column: tagColumn)
            context.pointee.wellFormed = 0
            xmlStopParser(context)
            return
        }
        session.spend(nodes: 1 + Int(max(0, attributeCount)), context: context)
        guard session.limitReached == nil, let localName else { return }
        flushText()
        let (name, namespace, _, nameKey) = qualified(localName, prefix: prefix, uri: uri)
        // libxml2's tree leaves out attributes defaulted from the DTD (no XML_COMPLETE_ATTRS).
        let count = max(0, Int(attributeCount) - Int(max(0, defaulted)))
        var list: [XMLAttribute] = []
        // Not for a tag without attributes (half of them): reserving on the empty array made storage anyway.
        if count > 0 { list.reserveCapacity(count) }
        if let attributes {
            for index in 0..<count {
                let base = attributes + 5 * index
                guard let local = base[0] else { continue }
                let (attributeName, attributeNamespace, undeclared, _) = qualified(local, prefix: base[1], uri: base[2])
                if undeclared == "xmlns" { continue }
                list.append(XMLAttribute(localName: attributeName, namespace: attributeNamespace,
                                         value: attributeValue(base[3], base[4], name: local)))
            }
        }
        let element = XMLStartElement(localName: name, namespace: namespace, attributes: list, line: line,
                                      depth: state.pointee.open.count, nameKey: nameKey)
        state.pointee.open.append((name, namespace))
        state.pointee.elementCount += 1
        sink.startElement(element)
    }

    /// Where the start tag just parsed began. libxml2's pull parser raised its depth error there,
    /// before reading the tag; the push parser calls back once the tag is read. The tag's `<` is the
    /// last one before the cursor (a `<` in an attribute value is not well-formed).
    private func startTagPosition() -> (line: Int, column: Int) {
        let column = Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context)))
        guard let input = context.pointee.input, let base = input.pointee.base, let cursor = input.pointee.cur,
              cursor > base else { return (line, column) }
        var start = cursor - 1
        while start > base, start.pointee != UInt8(ascii: "<") { start -= 1 }
        let tag = UnsafeBufferPointer(start: start, count: cursor - start)
        let newlines = tag.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        // libxml2 counts columns in characters: every byte that does not continue a UTF-8 sequence.
        func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
        guard newlines > 0 else { return (line, max(1, column - characters(tag))) }
        var lineStart = start
        while lineStart > base, (lineStart - 1).pointee != 0x0A { lineStart -= 1 }
        return (line - newlines, characters(UnsafeBufferPointer(start: lineStart, count: start - lineStart)) + 1)
    }

    /// The value as the tree's attribute node gave it: libxml2 leaves internal entity references
    /// (and `&#38;` for `&amp;`) in the SAX value, resolved here within the document's expansion budget.
    /// `name`: the attribute's local name as libxml2 interned it (the key of ``State/lastValues``).
    private func attributeValue(_ start: UnsafePointer<xmlChar>?, _ end: UnsafePointer<xmlChar>?, name: UnsafePointer<xmlChar>) -> String {
        guard let start, let end, end > start else { return "" }
        let buffer = UnsafeBufferPointer(start: start, count: end - start)
        guard buffer.contains(UInt8(ascii: "&")), buffer.count <= Int(Int32.max) else {
            let slot = Int(truncatingIfNeeded: UInt(bitPattern: name) >> 3) & (Self.lastValueSlots - 1)
            if state.pointee.lastValues[slot].0 == name, state.pointee.lastValues[slot].1.hasUTF8(buffer) {
                return state.pointee.lastValues[slot].1
            }
            let value = String(decoding: buffer, as: UTF8.self)
            state.pointee.lastValues[slot] = (name, value)
            return value
        }
        var resolver = LibXML2AttributeValue(used: state.pointee.entityCharacters, limit: session.limits.maxEntityExpansion,
                                             unexpanded: 0, document: context.pointee.myDoc)
        let value = resolver.resolve(buffer)
        state.pointee.entityCharacters = resolver.used
        state.pointee.unexpandedEntityReferences &+= resolver.unexpanded
        return value
    }

    fileprivate func endElement() {
        guard session.limitReached == nil, let (name, namespace) = state.pointee.open.popLast() else { return }
        flushText()
        sink.endElement(localName: name, namespace: namespace, depth: state.pointee.open.count)
    }

    fileprivate func characters(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32, cdata: Bool) {
        guard session.limitReached == nil, !state.pointee.open.isEmpty else { return }
        appendText(bytes, length, cdata: cdata)
    }

    /// A comment or processing instruction: a node of its own in the tree, so it ends a text run.
    fileprivate func boundary() {
        guard session.limitReached == nil else { return }
        flushText()
    }

    /// An entity reference libxml2 did not replace (no NOENT): the document's own internal entity
    /// if it declares one (its replacement text as declared: references inside it are not expanded
    /// again, so nesting cannot amplify), else the HTML entity of that name (`&nbsp;` under an
    /// XHTML 1.1 DOCTYPE). Past the expansion budget, references stay unexpanded and are counted.
    fileprivate func reference(_ name: UnsafePointer<xmlChar>?) {
        guard session.limitReached == nil, let name, !state.pointee.open.isEmpty else { return }
        flushText()
        if let entity = xmlGetDocEntity(context.pointee.myDoc, name), entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY,
           let content = entity.pointee.content {
            let length = Int(max(0, entity.pointee.length))
            let (total, overflow) = state.pointee.entityCharacters.addingReportingOverflow(length)
            guard !overflow, total <= session.limits.maxEntityExpansion else {
                state.pointee.unexpandedEntityReferences += 1
                return
            }
            state.pointee.entityCharacters = total
            sink.text(String(cString: content), line: line)
            return
        }
        guard let html = htmlEntityLookup(name), let scalar = Unicode.Scalar(html.pointee.value) else { return }
        sink.text(String(Character(scalar)), line: line)
    }

    /// Points `handler` at the streaming callbacks. Each finds its stream through the session in
    /// the context's `_private`; a call on any other context (an entity's replacement text being
    /// checked) goes to libxml2's own SAX2 handler, as it did when the whole document became a tree.
    static func install(on handler: inout xmlSAXHandler) {
        handler.startElementNs = { ctx, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2StartElementNs(ctx, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
                if let ctx, let session = ParseSession.of(ctx.assumingMemoryBound(to: xmlParserCtxt.self)) {
                    session.spend(nodes: 1 + Int(max(0, attributeCount)), context: ctx.assumingMemoryBound(to: xmlParserCtxt.self))
                }
                return
            }
            stream.startElement(localName, prefix, uri, attributeCount: attributeCount, defaulted: defaulted, attributes: attributes)
        }
        handler.endElementNs = { ctx, localName, prefix, uri in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2EndElementNs(ctx, localName, prefix, uri)
                return
            }
            stream.endElement()
        }
        handler.characters = { ctx, bytes, length in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2Characters(ctx, bytes, length)
                return
            }
            stream.characters(bytes, length, cdata: false)
        }
        // The same pointer as `characters`: libxml2 then never treats whitespace as ignorable.
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { ctx, bytes, length in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2CDataBlock(ctx, bytes, length)
                return
            }
            stream.characters(bytes, length, cdata: true)
        }
        handler.comment = { ctx, value in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2Comment(ctx, value)
                return
            }
            stream.boundary()
        }
        handler.processingInstruction = { ctx, target, data in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2ProcessingInstruction(ctx, target, data)
                return
            }
            stream.boundary()
        }
        handler.reference = { ctx, name in
            guard let (stream, main) = SAXStream.of(ctx), main else {
                xmlSAX2Reference(ctx, name)
                return
            }
            stream.reference(name)
        }
    }

    /// The stream of the session behind `ctx`, and whether `ctx` is the document's own context.
    private static func of(_ ctx: UnsafeMutableRawPointer?) -> (SAXStream, Bool)? {
        guard let ctx else { return nil }
        let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let stream = ParseSession.of(context)?.stream else { return nil }
        return (stream, stream.context == context)
    }
}
