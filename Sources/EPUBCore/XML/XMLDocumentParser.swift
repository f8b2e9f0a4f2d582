/// Parses documents of a container with libxml2, safely.
///
/// Content documents are walked (``walk(_:path:recovery:limits:chunkSize:isCancelled:into:)``); the small
/// documents EPUBCore interprets itself are turned into trees (``tree(_:path:recovery:limits:)``).
public enum XMLDocumentParser {
    /// What to do with a document that is not well-formed XML.
    public enum Recovery: Sendable {
        /// A document that is not well-formed fails.
        case none
        /// A document that is not well-formed is re-parsed with libxml2's HTML parser;
        /// the XML errors are kept in the report.
        case html
    }

    /// The default number of bytes handed to libxml2's push parser at a time.
    public static let defaultChunkSize = 64 << 10

    /// Walks the document in `bytes` (named `path` in diagnostics), streaming: libxml2's SAX2
    /// push parser is fed `chunkSize` bytes at a time and no tree of the document is built.
    /// Throws ``XMLDocumentError`` when the document could not be walked at all.
    /// Whatever the bytes, the work stays within `limits`; a document that would break them
    /// throws an error whose ``XMLDocumentError/limit`` says which.
    /// `isCancelled` is asked before each chunk (by default: whether the current task is
    /// cancelled); once it says yes the parse stops there and throws an error whose
    /// ``XMLDocumentError/isCancelled`` is set.
    public static func walk<W: XMLWalker>(
        _ bytes: [UInt8], path: String, recovery: Recovery, limits: XMLParseLimits = .default,
        chunkSize: Int = defaultChunkSize, isCancelled: () -> Bool = { Task.isCancelled }, into walker: inout W
    ) throws(XMLDocumentError) -> XMLParseReport {
        try walk(.bytes(bytes, chunkSize: chunkSize), path: path, recovery: recovery, limits: limits,
                 isCancelled: isCancelled, into: &walker)
    }

    /// Walks the document `source` hands over chunk by chunk (a container entry being inflated),
    /// like ``walk(_:path:recovery:limits:chunkSize:isCancelled:into:)``: the document is never
    /// held whole. A source that stops early (a read error) looks like a truncated document: the
    /// caller that knows why reports that instead of the parse's verdict.
    public static func walk<W: XMLWalker>(
        _ source: XMLDocumentSource, path: String, recovery: Recovery, limits: XMLParseLimits = .default,
        isCancelled: () -> Bool = { Task.isCancelled }, into walker: inout W
    ) throws(XMLDocumentError) -> XMLParseReport {
        switch LibXML2.walk(source, url: path, recoverWithHTML: recovery == .html, limits: limits,
                            isCancelled: isCancelled, walker: &walker) {
        case .success(let report):
            return report
        case .failure(let failure):
            throw XMLDocumentError(path: path, diagnostics: failure.diagnostics, cause: failure.cause, limit: failure.limit,
                                   isCancelled: failure.cancelled)
        }
    }

    /// Parses the document into an ``XMLElement`` tree.
    /// Not cancellable: the package document, navigation and `container.xml` are small, and a
    /// book that opened is never half-opened; cancellation stops the content walk instead.
    public static func tree(
        _ bytes: [UInt8], path: String, recovery: Recovery, limits: XMLParseLimits = .default
    ) throws(XMLDocumentError) -> (root: XMLElement, report: XMLParseReport) {
        var builder = XMLTreeBuilder()
        let report = try walk(bytes, path: path, recovery: recovery, limits: limits, isCancelled: { false }, into: &builder)
        guard let root = builder.root else {
            throw XMLDocumentError(path: path, diagnostics: report.diagnostics, cause: EPUBError.Reason("xml.no-root"))
        }
        return (root, report)
    }
}

/// A document from which no tree could be built.
public struct XMLDocumentError: Error, Sendable, Hashable {
    /// Path of the document in the container.
    public let path: String
    /// The XML parser's diagnostics, capped.
    public let diagnostics: [XMLDiagnostic]
    /// Why no tree could be built, usually libxml2's first error message, as data.
    public let cause: EPUBError.Reason
    /// Why no tree could be built, usually libxml2's first error message.
    public var reason: String { cause.english }
    /// The limit the document broke, when that is why it was not parsed (it may be well-formed).
    public var limit: XMLParseLimit? = nil
    /// Set when the parse was cancelled (Swift task cancellation, or the caller's check) before
    /// the document's end; nothing is known about the document then.
    public var isCancelled = false

    /// The line of the first error, when libxml2 gave one.
    public var line: Int? {
        (diagnostics.first { $0.level != .warning } ?? diagnostics.first).map(\.line)
    }

    /// `not well-formed XML at line 8: Opening and ending tag mismatch: metadata line 3 and metdata`
    public var summary: String { summaryReason.english }

    /// ``summary`` as data, for a report in another language.
    public var summaryReason: EPUBError.Reason {
        if isCancelled { return EPUBError.Reason("xml.cancelled", parts: ["detail": cause]) }
        if limit != nil { return EPUBError.Reason("xml.too-costly", parts: ["detail": cause]) }
        if let line { return EPUBError.Reason("xml.malformed.line", ["line": String(line)], parts: ["detail": cause]) }
        return EPUBError.Reason("xml.malformed", parts: ["detail": cause])
    }
}
