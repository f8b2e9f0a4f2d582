import EPUBCore

extension AccessibilityMetadata {
    /// Reads the accessibility metadata of a package document.
    public init(package: PackageDocument) {
        self.init()
        let reader = AccessibilityMetadataReader(package: package)
        reader.read(into: &self)
    }
}

/// Walks the package metadata once and files each accessibility statement.
struct AccessibilityMetadataReader {
    let package: PackageDocument

    /// A property by vocabulary and local name, whatever prefix or IRI variant the book used.
    enum Property: Hashable {
        case schema(String)
        case a11y(String)
        case conformsTo, pageBreakSource, sourceOf, dctermsDate
    }

    func property(of entry: MetadataEntry) -> Property? {
        // EPUB 2 names are unprefixed for the package vocabulary (`pageBreakSource`).
        guard let iri = entry.propertyIRI ?? package.prefixes.expand(entry.property) else { return nil }
        for base in Vocabularies.schemaOrg where iri.hasPrefix(base) {
            return .schema(String(iri.dropFirst(base.count)))
        }
        for base in Vocabularies.a11y where iri.hasPrefix(base) {
            return .a11y(String(iri.dropFirst(base.count)))
        }
        switch iri {
        case Vocabularies.conformsTo: return .conformsTo
        case Vocabularies.pageBreakSource: return .pageBreakSource
        case Vocabularies.sourceOf: return .sourceOf
        case "http://purl.org/dc/terms/date": return .dctermsDate
        default: return nil
        }
    }

    func provenance(_ entry: MetadataEntry) -> Provenance {
        Provenance(location: SourceLocation(path: package.path, line: entry.line),
                   form: entry.form == .property ? .metaProperty : .metaName,
                   property: entry.property, id: entry.id, refines: entry.refines)
    }

    func provenance(_ link: PackageLink) -> Provenance {
        Provenance(location: SourceLocation(path: package.path, line: link.line), form: .link,
                   property: link.rel, id: link.id, refines: link.refines)
    }

    /// Certification statements are collected first and bound after the whole metadata was read,
    /// so a credential written before its certifier, or a certifier refining a `<link>` claim, still binds.
    private struct PendingCertification {
        var certifiers: [MetadataEntry] = []
        var extras: [(entry: MetadataEntry, kind: Property)] = []
        var reportLinks: [PackageLink] = []
        /// `dcterms:date` refining nothing: the evaluation date only under EPUB Accessibility 1.2's single-claim rule.
        var unrefinedDates: [MetadataEntry] = []
    }

    func read(into metadata: inout AccessibilityMetadata) {
        var pending = PendingCertification()
        let isEPUB2 = package.isEPUB2

        for entry in package.meta {
            guard let property = property(of: entry) else { continue }
            let isAccessibilityStatement: Bool = switch property {
            case .schema, .a11y, .conformsTo: true
            default: false
            }
            if isAccessibilityStatement, entry.form == .nameContent, !isEPUB2 {
                metadata.epub2FormInEPUB3.append(provenance(entry))
            }
            let value = entry.value
            let source = provenance(entry)
            // Discovery properties describe the publication: a refined one describes something else.
            let isGlobal = entry.refinedID == nil
            switch property {
            case .schema("accessMode") where isGlobal:
                metadata.accessModes.append(MetadataStatement(Vocabularies.accessMode.resolve(value), source))
            case .schema("accessModeSufficient") where isGlobal:
                metadata.accessModeSufficient.append(sufficientSet(value, source))
            case .schema("accessibilityFeature") where isGlobal:
                metadata.features.append(MetadataStatement(Vocabularies.accessibilityFeature.resolve(value), source))
            case .schema("accessibilityHazard") where isGlobal:
                metadata.hazards.append(MetadataStatement(Vocabularies.accessibilityHazard.resolve(value), source))
            case .schema("accessibilitySummary") where isGlobal:
                let language = entry.language ?? package.language ?? package.languages.first
                metadata.summaries.append(.init(text: value, language: language, provenance: source))
            case .schema("accessibilityControl"):
                metadata.accessibilityControls.append(MetadataStatement(Vocabularies.accessibilityControl.resolve(value), source))
            case .schema("accessibilityAPI"):
                metadata.accessibilityAPIs.append(MetadataStatement(Vocabularies.accessibilityAPI.resolve(value), source))
            case .schema:
                metadata.otherSchemaProperties.append(MetadataStatement(value, source))
            case .conformsTo:
                metadata.conformanceClaims.append(ConformanceClaim(value: value, id: entry.id, provenance: source))
            case .a11y("certifiedBy"):
                pending.certifiers.append(entry)
            case .a11y("certifierCredential"), .a11y("certifierReport"):
                pending.extras.append((entry, property))
            case .dctermsDate where entry.refinedID != nil:
                pending.extras.append((entry, property))
            case .dctermsDate:
                pending.unrefinedDates.append(entry)
            case .a11y("exemption"):
                metadata.exemptions.append(MetadataStatement(Vocabularies.exemption.resolve(value), source))
            case .a11y("pageBreakSource"):
                metadata.pageBreakSources.append(.init(value: value, form: .wrongPrefix, provenance: source))
            case .pageBreakSource:
                metadata.pageBreakSources.append(.init(value: value, form: .pageBreakSource, provenance: source))
            case .sourceOf where value == "pagination":
                if let source = package.dublinCore.first(where: { $0.name == "source" && $0.id != nil && $0.id == entry.refinedID }) {
                    let origin = Provenance(location: SourceLocation(path: package.path, line: source.line), form: .dublinCore,
                                            property: "dc:source", id: source.id)
                    metadata.pageBreakSources.append(.init(value: source.value, form: .dcSourceOfPagination, provenance: origin))
                }
            default:
                continue
            }
        }
        for link in package.links {
            let expanded = link.relTokens.map { package.prefixes.expand($0) }
            if expanded.contains(Vocabularies.conformsTo) {
                metadata.conformanceClaims.append(ConformanceClaim(value: link.href, id: link.id, provenance: provenance(link)))
            }
            if expanded.contains(where: { iri in Vocabularies.a11y.contains { iri == $0 + "certifierReport" } }) {
                pending.reportLinks.append(link)
            }
        }
        // Readium's fixtures write `<dc:conformsTo>`: invalid, read with a finding.
        for element in package.dublinCore where element.name == "conformsTo" {
            let origin = Provenance(location: SourceLocation(path: package.path, line: element.line), form: .dublinCore,
                                    property: "dc:conformsTo", id: element.id)
            metadata.conformanceClaims.append(ConformanceClaim(value: element.value, id: element.id, provenance: origin))
        }
        metadata.conformanceClaims.sort { $0.provenance.location < $1.provenance.location }  // document order
        metadata.certifications = certifications(pending, claims: metadata.conformanceClaims)
    }

    private func certifications(_ pending: PendingCertification, claims: [ConformanceClaim]) -> [Certification] {
        var pending = pending
        // EPUB Accessibility 1.2 (§ conformance reporting): with a single claim nothing needs
        // `refines`, so an unrefined `dcterms:date` beside a lone certifier is its evaluation date.
        // Under 1.1 an unrefined `dcterms:date` may be any date of the publication: left alone.
        if claims.count == 1, pending.certifiers.count == 1, pending.certifiers[0].refinedID == nil,
           let version = claims[0].epubAccessibilityVersion, ConformanceProfile.forClaimedVersion(version) >= .epubA11y12 {
            pending.extras += pending.unrefinedDates.map { ($0, .dctermsDate) }
        }
        let claimLines = claims.map { $0.provenance.location.line ?? 0 }
        let certifierLines = pending.certifiers.map(\.line)
        return pending.certifiers.enumerated().map { index, certifier in
            var claimIndex = bind(refines: certifier.refinedID, line: certifier.line, ids: claims.map(\.id), lines: claimLines,
                                  byOrder: package.isEPUB2)
            if claimIndex == nil, certifier.refinedID == nil, claims.count == 1 { claimIndex = 0 }
            let mine = { (refines: String?, line: Int) -> Bool in
                let bound = bind(refines: refines, line: line, ids: pending.certifiers.map(\.id), lines: certifierLines, byOrder: true)
                return bound == index || (bound == nil && refines == nil && pending.certifiers.count == 1)
            }
            let extras = pending.extras.filter { mine($0.entry.refinedID, $0.entry.line) }
            let statements = { (kind: Property) in
                extras.filter { $0.kind == kind }.map { MetadataStatement($0.entry.value, provenance($0.entry)) }
            }
            var reports = extras.filter { $0.kind == .a11y("certifierReport") }.map {
                MetadataStatement(ContainerPath.resolve($0.entry.value, from: package.path), provenance($0.entry))
            }
            reports += pending.reportLinks.filter { mine($0.refinedID, $0.line) }.map { MetadataStatement($0.target, provenance($0)) }
            return Certification(
                certifier: MetadataStatement(certifier.value, provenance(certifier)),
                claimID: claimIndex.flatMap { claims[$0].id }, claimIndex: claimIndex,
                credentials: statements(.a11y("certifierCredential")), reports: reports, dates: statements(.dctermsDate))
        }
    }

    /// The element `refines` names; unrefined and `byOrder`, the last one written before `line`.
    private func bind(refines: String?, line: Int, ids: [String?], lines: [Int], byOrder: Bool) -> Int? {
        if let refines { return ids.firstIndex { $0 == refines } }
        guard byOrder else { return nil }
        return lines.lastIndex { $0 < line }
    }

    /// Comma list, trimmed, empties dropped, duplicates removed, order-free.
    private func sufficientSet(_ value: String, _ provenance: Provenance) -> AccessibilityMetadata.SufficientSet {
        var seen = Set<String>()
        let modes = value.split(separator: ",").map { String($0).trimmingXMLWhitespace() }.filter { !$0.isEmpty }
            .map { Vocabularies.accessModeSufficient.resolve($0) }
            .filter { seen.insert($0.name).inserted }
            .sorted { $0.name < $1.name }
        return .init(modes: modes, provenance: provenance)
    }
}
