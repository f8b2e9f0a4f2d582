/// What one media overlay (SMIL) document says, read in one walk: every `par` with its text
/// target and audio clip, and every `seq`. Nothing keeps a libxml2 pointer.
public struct MediaOverlayDocument: Sendable, Hashable, Codable {
    /// Container path of the overlay.
    public let path: String
    /// Manifest id of the overlay item.
    public let itemID: String
    /// How the overlay was parsed; nil when it could not be read at all.
    public var parse: XMLParseReport?
    /// Why it could not be read (missing, encrypted, not well-formed, over a limit).
    public var failure: EPUBError?
    /// The root element's local name and namespace (`smil` in the SMIL namespace when valid).
    public var rootElement = ""
    /// Namespace of the root element.
    public var rootNamespace: String?
    /// Line of the root element.
    public var rootLine = 1
    /// Line of the `body` element; nil when there is none.
    public var bodyLine: Int?
    /// Every `par`, in document order.
    public var pars: [MediaOverlayPar] = []
    /// The `body` and every `seq`, in document order.
    public var seqs: [MediaOverlaySeq] = []

    /// An empty overlay of the manifest item `itemID` at `path`.
    public init(path: String, itemID: String) {
        self.path = path
        self.itemID = itemID
    }

    /// True when the root is SMIL's `smil` element.
    public var hasSMILRoot: Bool { rootElement == "smil" && rootNamespace == XMLNamespace.smil }

    /// Sum of the clip lengths, in seconds; nil when a clip's length is unknown (no `clipEnd`,
    /// or a value that is not a clock) — the overlay's duration cannot then be computed.
    public var clipDurationTotal: Double? {
        var total = 0.0
        for par in pars where par.audio != nil {
            guard let duration = par.clipDuration else { return nil }
            total += max(0, duration)
        }
        return total
    }

    /// `line` of this overlay as a location.
    public func location(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
}
