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
    /// What the book declares (or fails to declare), as written.
    public let claim: String
    /// Whether the content bears the claim out.
    public let status: Status
    /// How much a wrong claim hurts a reader who relies on it, on the findings' scale; nil when
    /// consistent. Only a serious or critical contradiction makes the metadata verdict fail.
    public let impact: Impact?
    /// What the content shows.
    public let evidence: String
    /// Where the evidence starts (the first image that needs the mode, the worst failed finding); nil when book-wide.
    public let location: SourceLocation?

    /// A comparison; `impact` is dropped when the claim is consistent.
    init(id: String, claim: String, status: Status, impact: Impact, evidence: String, location: SourceLocation? = nil) {
        self.id = id
        self.claim = claim
        self.status = status
        self.impact = status == .consistent ? nil : impact
        self.evidence = evidence
        self.location = location
    }

    /// True when the comparison alone makes the metadata verdict fail (never an unsupported claim).
    public var failsMetadata: Bool { status == .contradicted && (impact ?? .minor) >= .serious }

    /// Every comparison that applies to the book, in a fixed order.
    static func all(_ input: AssessmentInput) -> [ClaimCheck] {
        checks.compactMap { $0(input) }
    }

    static let imageAltRules: Set<String> = ["image-alt", "input-image-alt", "area-alt", "svg-img-alt", "role-img-alt"]
}
