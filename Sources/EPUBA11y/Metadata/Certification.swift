import EPUBCore

/// An `a11y:certifiedBy` and what refines it: credentials, reports, the evaluation date.
public struct Certification: Sendable, Hashable, Codable {
    /// The certifier's name, as written.
    public let certifier: MetadataStatement<String>
    /// The id of the conformance claim this certifier belongs to (by `refines`, by being the only
    /// claim, or in EPUB 2 by document order); nil when it cannot be bound.
    public let claimID: String?
    /// Index into ``AccessibilityMetadata/conformanceClaims`` of that claim.
    public let claimIndex: Int?
    /// `a11y:certifierCredential` values refining the certifier.
    public let credentials: [MetadataStatement<String>]
    /// `a11y:certifierReport` links or values, resolved against the package document.
    public let reports: [MetadataStatement<ResolvedHref>]
    /// `dcterms:date` refining the certifier.
    public let dates: [MetadataStatement<String>]
}
