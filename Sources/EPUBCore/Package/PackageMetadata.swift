/// One `meta` element of the package metadata, in either form.
public struct MetadataEntry: Sendable, Hashable, Codable {
    /// How a `meta` element carries its property and value.
    public enum Form: String, Sendable, Hashable, Codable {
        /// EPUB 3: `<meta property="schema:accessMode">textual</meta>`.
        case property
        /// EPUB 2 (and OPF 2 legacy inside EPUB 3): `<meta name="schema:accessMode" content="textual"/>`.
        case nameContent
    }

    /// Which form the element uses.
    public let form: Form
    /// The `property` or `name` exactly as written (`schema:accessMode`).
    public let property: String
    /// The property's expanded IRI (`http://schema.org/accessMode`), nil when the prefix is unknown
    /// (or for unprefixed EPUB 2 names such as `cover`).
    public let propertyIRI: String?
    /// The element text (EPUB 3) or `content` (EPUB 2), whitespace-normalised.
    public let value: String
    /// The element's `id`.
    public let id: String?
    /// `refines` exactly as written (`#conf`).
    public let refines: String?
    /// `scheme` as written.
    public let scheme: String?
    /// `xml:lang` of the element.
    public let language: String?
    /// 1-based line of the `meta` element.
    public let line: Int

    /// The id `refines` points at, without `#`; nil for a global entry. `" # "` counts as global.
    public var refinedID: String? { PackageMetadataRefines.id(refines) }
}

/// A Dublin Core element of the package metadata (`dc:title`, `dc:language`, `dc:source`, ...).
public struct DublinCoreElement: Sendable, Hashable, Codable {
    /// Local name: `title`, `identifier`, `language`, `creator`, `source`, ...
    public let name: String
    /// Text, whitespace-normalised.
    public let value: String
    /// The element's `id`.
    public let id: String?
    /// `xml:lang` of the element.
    public let language: String?
    /// OPF 2 attributes (`opf:role`, `opf:scheme`, `opf:file-as`, `opf:event`), keyed by local name.
    public let opfAttributes: [String: String]
    /// 1-based line of the element.
    public let line: Int
}

/// A `link` element of the package metadata (EPUB 3).
public struct PackageLink: Sendable, Hashable, Codable {
    /// `rel` as written (space-separated).
    public let rel: String
    /// `rel` split into tokens.
    public let relTokens: [String]
    /// The href as written.
    public let href: String
    /// The href resolved against the package document.
    public let target: ResolvedHref
    /// `media-type` as written.
    public let mediaType: String?
    /// `properties` tokens.
    public let properties: [String]
    /// `refines` as written (`#id`).
    public let refines: String?
    /// The element's `id`.
    public let id: String?
    /// `hreflang` as written.
    public let hreflang: String?
    /// 1-based line of the `link` element.
    public let line: Int

    /// The id `refines` points at, without `#`; nil for a global link (as ``MetadataEntry/refinedID``).
    public var refinedID: String? { PackageMetadataRefines.id(refines) }
}

/// The id a `refines` attribute points at: `#id` without the `#`, whitespace trimmed; nil for a
/// global entry (no `refines`, no `#`, or `" # "`).
enum PackageMetadataRefines {
    static func id(_ refines: String?) -> String? {
        guard let trimmed = refines?.trimmingXMLWhitespace(), trimmed.hasPrefix("#") else { return nil }
        let id = String(trimmed.dropFirst()).trimmingXMLWhitespace()
        return id.isEmpty ? nil : id
    }
}
