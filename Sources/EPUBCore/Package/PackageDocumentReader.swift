/// Builds a ``PackageDocument`` from the OPF's element tree.
///
/// Lenient on purpose: EPUB 2 files that forget the OPF namespace, OEB-era
/// `dc-metadata`/`x-metadata` wrappers and unknown elements are read, not refused;
/// what is odd becomes a ``PublicationIssue``.
enum PackageDocumentReader {
    static func read(_ root: XMLElement, path: String, issues: inout [PublicationIssue]) -> PackageDocument {
        let opf = XMLNamespace.opf
        if !root.isElement("package", in: opf) {
            issues.append(PublicationIssue(code: "opf-root",
                                           because: .init("issue.opf-root", ["root": root.localName]),
                                           location: SourceLocation(path: path, line: root.line)))
        }
        let version = root.attribute("version")?.trimmingXMLWhitespace() ?? ""
        let prefixes = VocabularyPrefixes(declaration: root.attribute("prefix"))
        let isEPUB2 = version.hasPrefix("2") || version.hasPrefix("1")

        let metadata = root.firstElement("metadata", in: opf, orNone: true)
        var metadataChildren = metadata?.elements ?? []
        // OEB 1.2 / early OPF 2: metadata wrapped in dc-metadata and x-metadata.
        metadataChildren = metadataChildren.flatMap { element in
            element.localName == "dc-metadata" || element.localName == "x-metadata" ? element.elements : [element]
        }
        if metadata == nil {
            issues.append(PublicationIssue(code: "opf-metadata-missing", because: .init("issue.opf-metadata-missing"),
                                           location: SourceLocation(path: path, line: root.line)))
        }

        var dublinCore: [DublinCoreElement] = []
        var meta: [MetadataEntry] = []
        var links: [PackageLink] = []
        for element in metadataChildren {
            if element.namespace == XMLNamespace.dc {
                dublinCore.append(dublinCoreElement(element))
            } else if element.localName == "meta", element.namespace == opf || element.namespace == nil {
                if let entry = metaEntry(element, prefixes: prefixes, isEPUB2: isEPUB2) { meta.append(entry) }
            } else if element.localName == "link", element.namespace == opf || element.namespace == nil {
                if let link = packageLink(element, packagePath: path) { links.append(link) }
            }
        }

        let manifest = (root.firstElement("manifest", in: opf, orNone: true)?.elements("item", in: opf, orNone: true) ?? [])
            .compactMap { manifestItem($0, packagePath: path, issues: &issues) }
        let spineElement = root.firstElement("spine", in: opf, orNone: true)
        let spine = Spine(
            tocID: spineElement?.attribute("toc"),
            pageProgressionDirection: spineElement?.attribute("page-progression-direction"),
            items: (spineElement?.elements("itemref", in: opf, orNone: true) ?? []).compactMap { spineItem($0) })
        let guide = (root.firstElement("guide", in: opf, orNone: true)?.elements("reference", in: opf, orNone: true) ?? [])
            .compactMap { guideReference($0, packagePath: path) }

        return PackageDocument(
            path: path, version: version, uniqueIdentifierRef: root.attribute("unique-identifier"),
            language: root.attribute("lang", namespace: XMLNamespace.xml), direction: root.attribute("dir"),
            prefixes: prefixes, dublinCore: dublinCore, meta: meta, links: links, manifest: manifest,
            spine: spine, guide: guide, hasBindings: root.firstElement("bindings", in: opf, orNone: true) != nil,
            line: root.line)
    }

    private static func dublinCoreElement(_ element: XMLElement) -> DublinCoreElement {
        var opfAttributes: [String: String] = [:]
        for attribute in element.attributes where attribute.namespace == XMLNamespace.opf {
            opfAttributes[attribute.localName] = attribute.value
        }
        return DublinCoreElement(
            name: element.localName, value: element.textContent.normalizingXMLWhitespace(),
            id: element.attribute("id"), language: element.attribute("lang", namespace: XMLNamespace.xml),
            opfAttributes: opfAttributes, line: element.line)
    }

    private static func metaEntry(_ element: XMLElement, prefixes: VocabularyPrefixes, isEPUB2: Bool) -> MetadataEntry? {
        let common = (id: element.attribute("id"), refines: element.attribute("refines"),
                      scheme: element.attribute("scheme"), language: element.attribute("lang", namespace: XMLNamespace.xml))
        if let property = element.attribute("property") {
            return MetadataEntry(
                form: .property, property: property, propertyIRI: prefixes.expand(property),
                value: element.textContent.normalizingXMLWhitespace(), id: common.id, refines: common.refines,
                scheme: common.scheme, language: common.language, line: element.line)
        }
        if let name = element.attribute("name") {
            // EPUB 2 names carry literal `schema:`/`a11y:`/`dcterms:` prefixes: reserved there too.
            return MetadataEntry(
                form: .nameContent, property: name, propertyIRI: prefixes.expand(name, allowsDefaultVocabulary: false),
                value: (element.attribute("content") ?? "").normalizingXMLWhitespace(), id: common.id,
                refines: common.refines, scheme: common.scheme, language: common.language, line: element.line)
        }
        return nil
    }

    private static func packageLink(_ element: XMLElement, packagePath: String) -> PackageLink? {
        guard let href = element.attribute("href") else { return nil }
        let rel = element.attribute("rel") ?? ""
        return PackageLink(
            rel: rel, relTokens: tokens(rel), href: href, target: ContainerPath.resolve(href, from: packagePath),
            mediaType: element.attribute("media-type"), properties: tokens(element.attribute("properties")),
            refines: element.attribute("refines"), id: element.attribute("id"), hreflang: element.attribute("hreflang"),
            line: element.line)
    }

    private static func manifestItem(_ element: XMLElement, packagePath: String,
                                     issues: inout [PublicationIssue]) -> ManifestItem? {
        guard let id = element.attribute("id"), let href = element.attribute("href") else {
            issues.append(PublicationIssue(code: "opf-manifest-item-incomplete",
                                           because: .init("issue.manifest-item-incomplete"),
                                           location: SourceLocation(path: packagePath, line: element.line)))
            return nil
        }
        let target = ContainerPath.resolve(href, from: packagePath)
        if target.kind == .outsideContainer {
            issues.append(PublicationIssue(code: "opf-href-outside-container",
                                           because: .init("issue.href-outside-container", ["id": id, "href": href]),
                                           location: SourceLocation(path: packagePath, line: element.line)))
        }
        return ManifestItem(
            id: id, href: href, target: target, mediaType: element.attribute("media-type")?.trimmingXMLWhitespace() ?? "",
            properties: tokens(element.attribute("properties")), fallback: element.attribute("fallback"),
            mediaOverlay: element.attribute("media-overlay"), line: element.line)
    }

    private static func spineItem(_ element: XMLElement) -> SpineItem? {
        guard let idref = element.attribute("idref") else { return nil }
        return SpineItem(idref: idref, isLinear: element.attribute("linear")?.trimmingXMLWhitespace() != "no",
                         properties: tokens(element.attribute("properties")), line: element.line)
    }

    private static func guideReference(_ element: XMLElement, packagePath: String) -> GuideReference? {
        guard let href = element.attribute("href") else { return nil }
        return GuideReference(type: element.attribute("type") ?? "", title: element.attribute("title"), href: href,
                              target: ContainerPath.resolve(href, from: packagePath), line: element.line)
    }

    static func tokens(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
}
