import EPUBCore

/// One accessibility-related statement of the package metadata, with where it was written.
public struct AccessibilityMetadataLine: Sendable, Hashable, Codable {
    /// How the statement was written (`meta property`, `meta name`, `link`, Dublin Core).
    public let kind: Provenance.Form
    /// The property, `name`, `rel` or element as written.
    public let property: String
    /// The value: element text, `content` or `href`.
    public let value: String
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// `refines` as written; nil when absent.
    public let refines: String?
    /// File and line of the element.
    public let location: SourceLocation

    /// Selects, in document order, every schema.org and a11y statement, `dcterms:conformsTo`,
    /// `pageBreakSource`, `dc:source`, and every entry that refines one of them (certifier dates,
    /// `source-of`), following refines chains.
    public static func select(from package: PackageDocument) -> [AccessibilityMetadataLine] {
        var included = Set<Int>()
        var ids = Set<String>()
        // EPUB 2 names have no default vocabulary, but `pageBreakSource` is written unprefixed there too.
        let iri = { (entry: MetadataEntry) in entry.propertyIRI ?? package.prefixes.expand(entry.property) }
        for (index, entry) in package.meta.enumerated() where Vocabularies.isAccessibilityProperty(iri(entry)) {
            included.insert(index)
            if let id = entry.id { ids.insert(id) }
        }
        ids.formUnion(package.dublinCore.filter { $0.name == "source" || $0.name == "conformsTo" }.compactMap(\.id))
        var changed = true
        while changed {  // refines chains: conformsTo <- certifiedBy <- credential/date
            changed = false
            for (index, entry) in package.meta.enumerated() where !included.contains(index) {
                guard let target = entry.refinedID, ids.contains(target) else { continue }
                included.insert(index)
                if let id = entry.id { ids.insert(id) }
                changed = true
            }
        }
        var lines: [AccessibilityMetadataLine] = []
        for (index, entry) in package.meta.enumerated() where included.contains(index) {
            lines.append(AccessibilityMetadataLine(
                kind: entry.form == .property ? .metaProperty : .metaName, property: entry.property, value: entry.value,
                id: entry.id, refines: entry.refines, location: SourceLocation(path: package.path, line: entry.line)))
        }
        for link in package.links {
            let related = link.relTokens.contains { Vocabularies.isAccessibilityProperty(package.prefixes.expand($0)) }
            guard related || link.refinedID.map(ids.contains) == true else { continue }
            lines.append(AccessibilityMetadataLine(
                kind: .link, property: link.rel, value: link.href, id: link.id, refines: link.refines,
                location: SourceLocation(path: package.path, line: link.line)))
        }
        for element in package.dublinCore where element.name == "source" || element.name == "conformsTo" {
            lines.append(AccessibilityMetadataLine(
                kind: .dublinCore, property: "dc:\(element.name)", value: element.value, id: element.id, refines: nil,
                location: SourceLocation(path: package.path, line: element.line)))
        }
        return lines.sorted { $0.location < $1.location }
    }
}
