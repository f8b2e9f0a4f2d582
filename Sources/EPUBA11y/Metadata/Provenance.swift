import EPUBCore

/// Where a metadata value was written, and in which form.
public struct Provenance: Sendable, Hashable, Codable {
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

    public let location: SourceLocation
    public let form: Form
    /// The property, `name`, `rel` or element exactly as written.
    public let property: String
    public let id: String?
    /// `refines` as written.
    public let refines: String?

    public init(location: SourceLocation, form: Form, property: String, id: String? = nil, refines: String? = nil) {
        self.location = location
        self.form = form
        self.property = property
        self.id = id
        self.refines = refines
    }
}

/// A value of the package metadata with where it came from.
public struct Statement<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public let value: Value
    public let provenance: Provenance

    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }
}
