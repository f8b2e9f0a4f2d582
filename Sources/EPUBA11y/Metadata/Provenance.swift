import EPUBCore

/// Where a metadata value was written, and in which form.
public struct Provenance: Sendable, Hashable, Codable {
    /// How the value was written.
    public enum Form: String, Sendable, Hashable, Codable {
        /// `<meta property=…>` (EPUB 3).
        case metaProperty = "meta-property"
        /// `<meta name=… content=…>` (EPUB 2 form).
        case metaName = "meta-name"
        /// `<link rel=… href=…>`.
        case link
        /// A Dublin Core element (`dc:source`, Readium's invalid `dc:conformsTo`).
        case dublinCore = "dublin-core"
    }

    /// File and line of the element.
    public let location: SourceLocation
    /// The element's form.
    public let form: Form
    /// The property, `name`, `rel` or element exactly as written.
    public let property: String
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// `refines` as written.
    public let refines: String?

    /// A provenance; `id` and `refines` nil when absent.
    public init(location: SourceLocation, form: Form, property: String, id: String? = nil, refines: String? = nil) {
        self.location = location
        self.form = form
        self.property = property
        self.id = id
        self.refines = refines
    }
}

/// A value of the package metadata with where it came from.
public struct MetadataStatement<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The value, parsed or as written.
    public let value: Value
    /// Where it was written.
    public let provenance: Provenance

    /// `value` written at `provenance`.
    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }
}
