/// The package document (OPF) of EPUB 2 or EPUB 3, as written, with hrefs resolved.
public struct PackageDocument: Sendable, Hashable, Codable {
    /// `rendition:layout` of the package.
    public enum Layout: String, Sendable, Hashable, Codable {
        /// Text reflows to the screen (the default).
        case reflowable
        /// Fixed layout: each content document is one page.
        case prePaginated = "pre-paginated"
    }

    /// Container path of the OPF.
    public let path: String
    /// `version` as written (`3.0`, `2.0`, ...).
    public let version: String
    /// The `unique-identifier` attribute (an id of a `dc:identifier`).
    public let uniqueIdentifierRef: String?
    /// The package element's `xml:lang`.
    public let language: String?
    /// The package element's `dir` (`ltr`, `rtl`, `auto`).
    public let direction: String?
    /// Prefixes the package declares, with the reserved ones.
    public let prefixes: VocabularyPrefixes
    /// Dublin Core elements of the metadata, in order.
    public let dublinCore: [DublinCoreElement]
    /// `meta` elements of the metadata, both forms, in order.
    public let meta: [MetadataEntry]
    /// `link` elements of the metadata, in order.
    public let links: [PackageLink]
    /// Manifest items in document order; items without id or href are left out.
    public let manifest: [ManifestItem]
    /// The spine, empty when the package has none.
    public let spine: Spine
    /// The OPF 2 guide references, in order.
    public let guide: [GuideReference]
    /// The package has an EPUB 3.0 `bindings` element (scripted fallbacks; deprecated).
    public let hasBindings: Bool
    /// Line of the `package` element.
    public let line: Int

    /// 2 for `2.x` (and OEB-era 1.x), 3 for `3.x`; nil when the version is something else.
    public var majorVersion: Int? {
        guard let first = version.trimmingXMLWhitespace().split(separator: ".").first, let major = Int(first) else { return nil }
        return major <= 2 ? 2 : major
    }

    /// True for EPUB 2 (and OEB-era 1.x) packages.
    public var isEPUB2: Bool { majorVersion == 2 }

    /// The value of the `dc:identifier` that `unique-identifier` names (or the first one).
    public var uniqueIdentifier: String? {
        let identifiers = dublinCore.filter { $0.name == "identifier" }
        if let reference = uniqueIdentifierRef, let match = identifiers.first(where: { $0.id == reference }) {
            return match.value
        }
        return identifiers.first?.value
    }

    /// Non-empty `dc:title` values, in order.
    public var titles: [String] { values(of: "title") }
    /// Non-empty `dc:language` values, in order.
    public var languages: [String] { values(of: "language") }

    /// `rendition:layout` of the package (a global meta), reflowable when absent.
    public var layout: Layout {
        let iri = VocabularyPrefixes.reserved["rendition"].map { $0 + "layout" }
        let value = meta.first { $0.propertyIRI == iri && $0.refinedID == nil }?.value
        return value == Layout.prePaginated.rawValue ? .prePaginated : .reflowable
    }

    /// Non-empty values of the Dublin Core elements named `dublinCoreName` (`title`, `creator`, ...), in order.
    public func values(of dublinCoreName: String) -> [String] {
        dublinCore.filter { $0.name == dublinCoreName }.map(\.value).filter { !$0.isEmpty }
    }

    /// The manifest item with this id; the first one when ids repeat.
    public func manifestItem(id: String) -> ManifestItem? {
        manifest.first { $0.id == id }
    }

    /// The manifest item of each spine item, in reading order (dangling idrefs are skipped).
    public var spineItems: [(spine: SpineItem, item: ManifestItem)] {
        // The manifest indexed by position, not by item: a table of the items themselves copied
        // every item of the manifest (thousands in a large book) each time a rule asked.
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(manifest.count)
        for index in manifest.indices where indexByID[manifest[index].id] == nil { indexByID[manifest[index].id] = index }
        var items: [(spine: SpineItem, item: ManifestItem)] = []
        items.reserveCapacity(spine.items.count)
        for spineItem in spine.items {
            if let index = indexByID[spineItem.idref] { items.append((spineItem, manifest[index])) }
        }
        return items
    }

    /// Entries that refine the element with this id.
    public func refinements(of id: String) -> [MetadataEntry] {
        meta.filter { $0.refinedID == id }
    }
}
