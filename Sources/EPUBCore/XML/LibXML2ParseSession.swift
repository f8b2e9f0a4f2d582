import CLibXML2

/// One document's parse: libxml2's structured errors, and the budget every callback spends
/// from (nodes, CPU time). The parser context's `_private` points at it while libxml2 runs.
final class ParseSession {
    let limits: XMLParseLimits
    /// What every callback reads or changes, behind a pointer the session owns: a stored `var` of
    /// a class costs a run-time exclusivity check on each access (see ``WalkerBox``).
    private struct Budget {
        var stream: SAXStream?
        var limitReached: XMLParseLimit?
        var nodes = 0
    }
    private let budget: UnsafeMutablePointer<Budget>
    /// The streaming XML pass under way, which the SAX callbacks feed.
    var stream: SAXStream? {
        get { budget.pointee.stream }
        set {
            budget.pointee.stream = newValue
            if let newValue { lastStream = newValue }
        }
    }
    private(set) var lastStream: SAXStream?
    /// Set when the caller cancelled the parse.
    private(set) var cancelled = false
    private(set) var diagnostics: [XMLDiagnostic] = []
    /// The limit that stopped the parse or the walk, if any.
    private(set) var limitReached: XMLParseLimit? {
        get { budget.pointee.limitReached }
        set { budget.pointee.limitReached = newValue }
    }
    private var nodes: Int {
        get { budget.pointee.nodes }
        set { budget.pointee.nodes = newValue }
    }
    private let deadline: Duration

    init(limits: XMLParseLimits) {
        self.limits = limits
        self.deadline = ThreadCPUClock.now() + limits.maxCPUTime
        budget = .allocate(capacity: 1)
        budget.initialize(to: Budget())
    }

    deinit {
        budget.deinitialize(count: 1)
        budget.deallocate()
    }

    func failure(_ limit: XMLParseLimit) -> XMLParseFailure {
        XMLParseFailure(diagnostics: diagnostics, cause: EPUBError.Reason("xml.limit", parts: ["limit": limit.reason(limits)]),
                        limit: limit)
    }

    func cancel() { cancelled = true }

    /// Records a limit found outside libxml2's callbacks (the attribute scan of a chunk).
    func reach(_ limit: XMLParseLimit) {
        if limitReached == nil { limitReached = limit }
    }

    func cancellation() -> XMLParseFailure {
        XMLParseFailure(diagnostics: diagnostics, cause: EPUBError.Reason("xml.parse-cancelled"), cancelled: true)
    }

    /// Points the context at this session and wraps the element callbacks with the budget check
    /// (a streaming pass has its own callbacks, which spend from the budget themselves).
    func install(on context: xmlParserCtxtPtr, html: Bool, streaming: Bool = false) {
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.serror = { userData, error in
            guard let userData, let error else { return }
            ParseSession.of(userData.assumingMemoryBound(to: xmlParserCtxt.self))?.record(error.pointee)
        }
        if streaming { return }
        if html {
            sax.pointee.startElement = { userData, name, attributes in
                xmlSAX2StartElement(userData, name, attributes)
                guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
                var count = 0
                if var cursor = attributes {
                    while cursor.pointee != nil, count < Int32.max {
                        count += 1
                        cursor += 2  // name, value pairs
                    }
                }
                ParseSession.of(context)?.spend(nodes: 1 + count, context: context)
            }
        } else {
            sax.pointee.startElementNs = { userData, localName, prefix, uri, namespaceCount, namespaces,
                                           attributeCount, defaulted, attributes in
                xmlSAX2StartElementNs(userData, localName, prefix, uri, namespaceCount, namespaces,
                                      attributeCount, defaulted, attributes)
                guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
                ParseSession.of(context)?.spend(nodes: 1 + Int(max(0, attributeCount)), context: context)
            }
        }
    }

    static func of(_ context: xmlParserCtxtPtr) -> ParseSession? {
        guard let pointer = context.pointee._private else { return nil }
        return Unmanaged<ParseSession>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Counts nodes and, every 256 elements, the CPU clock; stops the parser past either limit.
    func spend(nodes added: Int, context: xmlParserCtxtPtr) {
        guard limitReached == nil else { return }
        nodes += added
        if nodes > limits.maxNodes {
            limitReached = .nodes
        } else if nodes & 0xFF == 0 || added > 0xFF, ThreadCPUClock.now() > deadline {
            limitReached = .cpuTime
        }
        if limitReached != nil { xmlStopParser(context) }
    }

    /// Called by text callbacks every few hundred calls: a document of text and few elements.
    func checkClock(context: xmlParserCtxtPtr) {
        guard limitReached == nil, ThreadCPUClock.now() > deadline else { return }
        limitReached = .cpuTime
        xmlStopParser(context)
    }

    /// Called by the tree walk every few thousand nodes.
    func walkIsOverBudget() -> Bool {
        if limitReached == nil, ThreadCPUClock.now() > deadline { limitReached = .cpuTime }
        return limitReached != nil
    }

    /// The fatal error libxml2's `nodePush` raises past its depth limit, as libxml2 words it.
    func recordExcessiveDepth(_ depth: Int, line: Int, column: Int) {
        guard diagnostics.count < LibXML2.maxDiagnostics else { return }
        diagnostics.append(XMLDiagnostic(level: .fatal, code: Int(XML_ERR_INTERNAL_ERROR.rawValue), line: line, column: column,
                                         message: "Excessive depth in document: \(depth) use XML_PARSE_HUGE option"))
    }

    func record(_ error: xmlError) {
        guard diagnostics.count < LibXML2.maxDiagnostics else { return }
        let level: XMLDiagnostic.Level
        switch error.level {
        case XML_ERR_WARNING: level = .warning
        case XML_ERR_ERROR: level = .error
        default: level = .fatal
        }
        let message = error.message.map { String(cString: $0).trimmingXMLWhitespace() } ?? "unknown error"
        diagnostics.append(XMLDiagnostic(level: level, code: Int(error.code), line: Int(error.line),
                                         column: Int(error.int2), message: message))
    }
}
