import EPUBCore

/// The test subject (the book and its metadata) and Ace's `a11y-metadata` summary.
extension EARLRenderer {
    /// The accessibility properties Ace summarises, in Ace's order: metadata first, then links.
    static let a11yProperties = [
        "schema:accessMode", "schema:accessibilityFeature", "schema:accessibilityHazard", "schema:accessibilitySummary",
        "schema:accessModeSufficient", "schema:accessibilityAPI", "schema:accessibilityControl", "a11y:certifiedBy",
        "a11y:certifierCredential", "dcterms:conformsTo", "a11y:certifierReport",
    ]
    /// Discouraged properties: listed when present or empty, never as missing.
    static let neverMissing: Set<String> = ["schema:accessibilityAPI", "schema:accessibilityControl"]

    static func testSubject(_ report: Report) -> Node {
        var subject: [String: Node] = ["url": .string(report.subject.file)]
        if report.error == nil {
            let written = packageValues(report)
            subject["metadata"] = .object(written.metadata.compactMapValues(Node.values))
            subject["links"] = .object(written.links.compactMapValues(Node.values))
        }
        if let version = report.subject.epubVersion {
            subject["epubVersion"] = .string(version)
        }
        return .object(subject)
    }

    /// `missing` / `empty` / `present`, each in Ace's order. A property is present when one of its
    /// values is non-blank, empty when it is written with blank values only.
    static func a11yMetadata(_ metadata: AccessibilityMetadata) -> Node {
        let written = values(of: metadata)
        var missing: [Node] = [], empty: [Node] = [], present: [Node] = []
        for property in a11yProperties {
            let values = (written.metadata[property] ?? []) + (written.links[property] ?? [])
            if values.contains(where: { !$0.trimmingXMLWhitespace().isEmpty }) {
                present.append(.string(property))
            } else if !values.isEmpty {
                empty.append(.string(property))
            } else if !neverMissing.contains(property) {
                missing.append(.string(property))
            }
        }
        return ["missing": .array(missing), "empty": .array(empty), "present": .array(present)]
    }

    /// The package metadata the report knows, as Ace's `metadata` and `links` maps.
    static func packageValues(_ report: Report) -> (metadata: [String: [String]], links: [String: [String]]) {
        var written = report.metadata.map(values(of:)) ?? (metadata: [:], links: [:])
        written.metadata["dc:title"] = report.subject.title.map { [$0] }
        written.metadata["dc:identifier"] = report.subject.identifier.map { [$0] }
        written.metadata["dc:language"] = report.subject.languages
        return written
    }

    /// The accessibility values as written, by property: `<meta>` (and Dublin Core) values in
    /// `metadata`, `<link>` hrefs in `links`.
    static func values(of metadata: AccessibilityMetadata) -> (metadata: [String: [String]], links: [String: [String]]) {
        var meta: [String: [String]] = [:], links: [String: [String]] = [:]
        func add(_ property: String, _ value: String, _ provenance: Provenance) {
            if provenance.form == .link {
                links[property, default: []].append(value)
            } else {
                meta[property, default: []].append(value)
            }
        }
        for statement in metadata.accessModes { add("schema:accessMode", statement.value.written, statement.provenance) }
        for set in metadata.accessModeSufficient {
            add("schema:accessModeSufficient", set.modes.map(\.written).joined(separator: ","), set.provenance)
        }
        for statement in metadata.features { add("schema:accessibilityFeature", statement.value.written, statement.provenance) }
        for statement in metadata.hazards { add("schema:accessibilityHazard", statement.value.written, statement.provenance) }
        for summary in metadata.summaries { add("schema:accessibilitySummary", summary.text, summary.provenance) }
        for statement in metadata.accessibilityAPIs { add("schema:accessibilityAPI", statement.value.written, statement.provenance) }
        for statement in metadata.accessibilityControls {
            add("schema:accessibilityControl", statement.value.written, statement.provenance)
        }
        for claim in metadata.conformanceClaims { add("dcterms:conformsTo", claim.value, claim.provenance) }
        for certification in metadata.certifications {
            add("a11y:certifiedBy", certification.certifier.value, certification.certifier.provenance)
            for credential in certification.credentials {
                add("a11y:certifierCredential", credential.value, credential.provenance)
            }
            for report in certification.reports { add("a11y:certifierReport", report.value.href, report.provenance) }
        }
        for exemption in metadata.exemptions { add("a11y:exemption", exemption.value.written, exemption.provenance) }
        for source in metadata.pageBreakSources {
            let property = switch source.form {
            case .pageBreakSource: "pageBreakSource"
            case .dcSourceOfPagination: "dc:source"
            case .wrongPrefix: "a11y:pageBreakSource"
            }
            add(property, source.value, source.provenance)
        }
        for statement in metadata.otherSchemaProperties {
            add(statement.provenance.property, statement.value, statement.provenance)
        }
        return (meta, links)
    }
}
