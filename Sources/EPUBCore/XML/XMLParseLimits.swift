#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one XML document may cost to parse and walk, whatever its bytes say.
///
/// libxml2 is linear on ordinary markup, but not on every input: its duplicate-attribute
/// check is quadratic in an element's attribute count, internal entities can multiply text
/// ("quadratic blowup"), and a tree costs about 120 bytes per node however short the markup
/// that made it. These limits keep each document to roughly 2 s of CPU and 256 MB, so one
/// hostile upload cannot stall a batch or exhaust the service. Chosen values and the
/// measurements behind them are in `docs/guide/robustness.md`.
public struct XMLParseLimits: Sendable, Hashable, Codable {
    /// Largest document parsed at all (bytes). Above it the document is reported as too costly.
    public var maxDocumentBytes: Int
    /// Most attributes one start tag may carry; checked by a linear scan before libxml2 sees the bytes.
    public var maxAttributesPerElement: Int
    /// Most elements plus attributes in one document (each is a tree node in memory).
    public var maxNodes: Int
    /// Most characters that internal entity references may add to the document's text. References
    /// past this are left unexpanded and the parse report says how many.
    public var maxEntityExpansion: Int
    /// CPU time one document may take, parse and walk together (thread CPU time, so a busy
    /// machine does not make a normal document "too costly").
    public var maxCPUTime: Duration

    /// Builds limits; the defaults are 16 MiB, 1,024 attributes per element, 500,000 nodes,
    /// 1,000,000 characters of entity expansion and 2 s of CPU.
    public init(
        maxDocumentBytes: Int = 16 << 20,
        maxAttributesPerElement: Int = 1_024,
        maxNodes: Int = 500_000,
        maxEntityExpansion: Int = 1_000_000,
        maxCPUTime: Duration = XMLParseLimits.defaultMaxCPUTime
    ) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxNodes = maxNodes
        self.maxEntityExpansion = maxEntityExpansion
        self.maxCPUTime = maxCPUTime
    }

    /// The limits used when none are given.
    public static let `default` = XMLParseLimits()

    /// 2 s, times the environment variable `EPUB_A11Y_CPU_SCALE` when it is a number above 1
    /// (at most 1,000): under AddressSanitizer, ThreadSanitizer or Valgrind code runs 5 to 50
    /// times slower, and a limit meant for native speed cuts their long documents short, which
    /// makes a sanitizer's test fail and a profile of two builds compare different work.
    public static let defaultMaxCPUTime = maxCPUTime(scale: getenv("EPUB_A11Y_CPU_SCALE").map { String(cString: $0) })

    /// 2 s times `scale` (``defaultMaxCPUTime``): unscaled when `scale` is absent, not a number or not above 1.
    static func maxCPUTime(scale: String?) -> Duration {
        guard let scale = scale.flatMap(Double.init), scale > 1 else { return .seconds(2) }
        return .milliseconds(Int(2_000 * min(scale, 1_000)))
    }
}

/// Which of the ``XMLParseLimits`` a document broke.
public enum XMLParseLimit: String, Sendable, Hashable, Codable {
    /// Larger than ``XMLParseLimits/maxDocumentBytes``.
    case documentBytes
    /// A start tag with more than ``XMLParseLimits/maxAttributesPerElement`` attributes.
    case attributesPerElement
    /// More than ``XMLParseLimits/maxNodes`` elements and attributes.
    case nodes
    /// More than ``XMLParseLimits/maxCPUTime`` of CPU.
    case cpuTime

    /// Why the document was not checked, for messages: "has more than 1,024 attributes on one element".
    public func explanation(_ limits: XMLParseLimits) -> String { reason(limits).english }

    private static func cpuTimeReason(_ duration: String) -> EPUBError.Reason {
        guard duration.hasSuffix(" seconds") else { return EPUBError.Reason("xml.limit.cpu-time.duration", ["limit": duration]) }
        return EPUBError.Reason("xml.limit.cpu-time", ["seconds": String(duration.dropLast(" seconds".count))])
    }

    /// ``explanation(_:)`` as data, for a report in another language.
    public func reason(_ limits: XMLParseLimits) -> EPUBError.Reason {
        switch self {
        case .documentBytes: EPUBError.Reason("xml.limit.document-bytes", ["limit": String(limits.maxDocumentBytes)])
        case .attributesPerElement: EPUBError.Reason("xml.limit.attributes-per-element", ["limit": String(limits.maxAttributesPerElement)])
        case .nodes: EPUBError.Reason("xml.limit.nodes", ["limit": String(limits.maxNodes)])
        case .cpuTime:
            // Duration prints "2.0 seconds": the number is a value, the unit a word.
            Self.cpuTimeReason("\(limits.maxCPUTime)")
        }
    }
}
