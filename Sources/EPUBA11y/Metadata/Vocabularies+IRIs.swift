/// The IRIs of the vocabularies whose package metadata is about accessibility.
extension Vocabularies {
    /// schema.org, over http and https.
    public static let schemaOrg = ["http://schema.org/", "https://schema.org/"]
    /// The EPUB a11y vocabulary, as EPUB 3.3 reserves it (`www`) and as A11y 1.1 writes it (no `www`).
    public static let a11y = [
        "http://www.idpf.org/epub/vocab/package/a11y/#",
        "http://idpf.org/epub/vocab/package/a11y/#",
    ]
    /// The `dcterms:conformsTo` property IRI.
    public static let conformsTo = "http://purl.org/dc/terms/conformsTo"
    /// The `pageBreakSource` property IRI.
    public static let pageBreakSource = "http://idpf.org/epub/vocab/package/meta/#pageBreakSource"
    /// The `source-of` property IRI (refines `dc:source` as `pagination`).
    public static let sourceOf = "http://idpf.org/epub/vocab/package/meta/#source-of"

    /// True for schema.org's `accessMode*`/`accessibility*` properties (not `schema:genre` or
    /// `schema:wordCount`), every a11y property, `dcterms:conformsTo` and `pageBreakSource`.
    public static func isAccessibilityProperty(_ iri: String?) -> Bool {
        guard let iri else { return false }
        if iri == conformsTo || iri == pageBreakSource { return true }
        if a11y.contains(where: { iri.hasPrefix($0) && iri.count > $0.count }) { return true }
        return schemaOrg.contains { base in
            guard iri.hasPrefix(base) else { return false }
            let name = iri.dropFirst(base.count)
            return name.hasPrefix("accessMode") || name.hasPrefix("accessibility")
        }
    }
}
