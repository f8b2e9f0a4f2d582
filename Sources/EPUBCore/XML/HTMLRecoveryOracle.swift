/// The HTML recovery's two paths side by side, for a differential fuzz target (issue #46): the
/// streamed recovery production runs (SAX push parse, no tree) against the tree walk it replaced
/// (`LibXML2.recoverHTMLTree`), which the tests keep as its oracle.
/// An SPI, not API: `@_spi(Oracle) import EPUBCore` reaches it; a backend has no use for it.
@_spi(Oracle)
public enum HTMLRecoveryOracle {
    /// The first difference between the two paths over `bytes`, the stream fed `chunkSize` bytes
    /// at a time: in their parse reports or in their events (elements with their attributes and
    /// lines, text runs, ends); nil when they agree. The CPU budget is lifted (`limits`): the
    /// two parses are compared, not timed.
    public static func firstDifference(_ bytes: [UInt8], chunkSize: Int,
                                       limits: XMLParseLimits = XMLParseLimits(maxCPUTime: .seconds(600))) -> String? {
        let failure = XMLParseFailure(diagnostics: [], cause: .library("nothing recovered"))
        var tree = EventRecorder(), stream = EventRecorder()
        let treeResult = LibXML2.recoverHTMLTree(bytes, url: "doc.xhtml", session: ParseSession(limits: limits),
                                                 failure: failure, walker: &tree)
        var chunks = ByteChunks(bytes, size: chunkSize)
        let streamResult = LibXML2.recoverHTML(&chunks, url: "doc.xhtml", session: ParseSession(limits: limits),
                                               failure: failure, isCancelled: { false }, walker: &stream)
        let (treeReport, streamReport) = (describe(treeResult), describe(streamResult))
        if treeReport != streamReport { return "report: stream \(streamReport) | tree \(treeReport)" }
        guard stream.events != tree.events else { return nil }
        let index = zip(stream.events, tree.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(stream.events.count, tree.events.count)
        let got = index < stream.events.count ? stream.events[index] : "(end)"
        let want = index < tree.events.count ? tree.events[index] : "(end)"
        return "event \(index): stream \(got) | tree \(want)"
    }

    private static func describe(_ result: Result<XMLParseReport, XMLParseFailure>) -> String {
        switch result {
        case .success(let report):
            "\(report.parser) elements \(report.elementCount) unexpanded \(report.unexpandedEntityReferences) diagnostics \(report.diagnostics)"
        case .failure(let failure):
            "failure \(failure.reason) limit \(String(describing: failure.limit)) cancelled \(failure.cancelled)"
        }
    }

    /// Every event a walker gets, as text.
    private struct EventRecorder: XMLWalker {
        var events: [String] = []

        mutating func startElement(_ element: XMLStartElement) {
            let attributes = element.attributes.map { "\($0.namespace ?? "-")|\($0.localName)=\($0.value)" }
            events.append("<\(element.namespace ?? "-")|\(element.localName) line \(element.line) depth \(element.depth) \(attributes)")
        }

        mutating func endElement(localName: String, namespace: String?, depth: Int) {
            events.append("</\(namespace ?? "-")|\(localName) depth \(depth)")
        }

        mutating func text(_ text: String, line: Int) { events.append("text line \(line): \(text)") }
    }
}
