import EPUBCore

/// One comparison of what the book declares with what its content shows.
public struct ClaimCheck: Sendable, Hashable, Codable {
    /// How the content compares with the claim.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        /// The content supports the claim.
        case consistent
        /// The content shows the claim is wrong.
        case contradicted
        /// The book declares something the content has no trace of (captions with no video, MathML
        /// with no math): an over-claim that misleads a reader choosing by it, but misses nothing
        /// the reader needs, so it never fails the metadata verdict by itself.
        case unsupported
        /// The content has something the metadata does not declare.
        case undeclared
        /// A person must decide.
        case needsReview = "needs-review"
    }

    /// Stable id of the comparison, e.g. `feature-alternativeText`.
    public let id: String
    /// What the book declares (or fails to declare): the declaration as written, or a sentence
    /// of ours around it (`accessMode without visual`), worded by each renderer.
    public let claimMessage: ReportMessage
    /// Whether the content bears the claim out.
    public let status: Status
    /// How much a wrong claim hurts a reader who relies on it, on the findings' scale; nil when
    /// consistent. Only a serious or critical contradiction makes the metadata verdict fail.
    public let impact: Impact?
    /// What the content shows, worded by each renderer.
    public let evidenceMessage: ReportMessage
    /// Where the evidence starts (the first image that needs the mode, the worst failed finding); nil when book-wide.
    public let location: SourceLocation?

    /// What the book declares, in English (``claimMessage`` worded as the JSON report writes it).
    public var claim: String { claimMessage.english }
    /// What the content shows, in English (``evidenceMessage`` worded as the JSON report writes it).
    public var evidence: String { evidenceMessage.english }

    /// A comparison; `impact` is dropped when the claim is consistent.
    init(id: String, claim: ReportMessage, status: Status, impact: Impact, evidence: ReportMessage, location: SourceLocation? = nil) {
        self.id = id
        self.claimMessage = claim
        self.status = status
        self.impact = status == .consistent ? nil : impact
        self.evidenceMessage = evidence
        self.location = location
    }

    /// A comparison of a declaration as written (`accessibilityFeature alternativeText`).
    init(id: String, claim: String, status: Status, impact: Impact, evidence: ReportMessage, location: SourceLocation? = nil) {
        self.init(id: id, claim: .verbatim(.value(claim)), status: status, impact: impact, evidence: evidence, location: location)
    }

    private enum CodingKeys: String, CodingKey { case id, claim, status, impact, evidence, location }

    /// Reads a report's comparison: its claim and evidence are English text, kept as such.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        claimMessage = .verbatim(.value(try container.decode(String.self, forKey: .claim)))
        status = try container.decode(Status.self, forKey: .status)
        impact = try container.decodeIfPresent(Impact.self, forKey: .impact)
        evidenceMessage = .verbatim(.english(try container.decode(String.self, forKey: .evidence)))
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
    }

    /// Writes the claim and evidence in English, as every report has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(claim, forKey: .claim)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(impact, forKey: .impact)
        try container.encode(evidence, forKey: .evidence)
        try container.encodeIfPresent(location, forKey: .location)
    }

    /// True when the comparison alone makes the metadata verdict fail (never an unsupported claim).
    public var failsMetadata: Bool { status == .contradicted && (impact ?? .minor) >= .serious }

    /// Every comparison that applies to the book, in a fixed order.
    static func all(_ input: AssessmentInput) -> [ClaimCheck] {
        checks.compactMap { $0(input) }
    }

    static let imageAltRules: Set<String> = ["image-alt", "input-image-alt", "area-alt", "svg-img-alt", "role-img-alt"]
}
