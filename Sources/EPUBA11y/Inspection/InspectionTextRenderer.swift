import EPUBCore

/// Renders a ``BookInspection`` as aligned plain text for a terminal.
public enum InspectionTextRenderer {
    /// The whole inspection as aligned text.
    public static func render(_ inspection: BookInspection) -> String {
        var out = "\(inspection.file)\n"
        func field(_ name: String, _ value: String) {
            out += "  " + name.padded(to: 17) + value + "\n"
        }
        field("Title", inspection.title ?? "(none)")
        field("Identifier", inspection.identifier ?? "(none)")
        field("EPUB version", "\(inspection.epubVersion.isEmpty ? "(none)" : inspection.epubVersion), \(inspection.layout)")
        let languages = inspection.languages.isEmpty ? "(no dc:language)" : inspection.languages.joined(separator: ", ")
        field("Languages", "\(languages); package xml:lang: \(inspection.packageLanguage ?? "(none)")")
        field("Package", inspection.packageDocument)
        let counts = inspection.counts
        field("Manifest", "\(counts.manifestItems) items")
        field("Spine", "\(counts.spineItems) items (\(counts.linearSpineItems) linear)")
        field("Content docs", "\(counts.contentDocuments) (\(counts.wellFormedContentDocuments) well-formed)")
        field("Navigation", navigationLine(inspection.navigation))
        field("Content", contentLine(inspection.data))
        field("Findings", findingsLine(inspection.findings))

        let metadata = inspection.accessibilityMetadata
        out += "  Accessibility metadata (\(metadata.count))\n"
        if metadata.isEmpty { out += "    (none)\n" }
        let locationWidth = metadata.map { $0.location.description.count }.max() ?? 0
        let propertyWidth = min(40, metadata.map { propertyLabel($0).count }.max() ?? 0)
        for line in metadata {
            out += "    " + line.location.description.padded(to: locationWidth + 2)
                + propertyLabel(line).padded(to: propertyWidth + 2) + line.value + "\n"
        }

        let broken = inspection.contentDocuments.filter { $0.parser != "xml" }
        if !broken.isEmpty {
            out += "  Content documents not well-formed (\(broken.count))\n"
            for document in broken {
                let how = document.parser == "failed" ? "not parsed" : "recovered with the HTML parser"
                let location = SourceLocation(path: document.path, line: document.errorLine)
                out += "    \(location)  \(document.error ?? "unknown error") (\(how))\n"
            }
        }
        if !inspection.issues.isEmpty {
            out += "  Issues (\(inspection.issues.count))\n"
            for issue in inspection.issues {
                out += "    \(issue.location?.description ?? "-")  [\(issue.code)] \(issue.message)\n"
            }
        }
        return out
    }

    private static func navigationLine(_ navigation: BookInspection.NavigationSummary) -> String {
        var parts: [String] = []
        if let nav = navigation.navigationDocument { parts.append("nav \(nav)") }
        if let ncx = navigation.ncx { parts.append("NCX \(ncx)") }
        if parts.isEmpty { parts.append("no navigation document or NCX") }
        var line = parts.joined(separator: " + ")
        line += "; toc \(navigation.tocEntries) entries (depth \(navigation.tocDepth))"
        line += ", page-list \(navigation.pageListEntries), landmarks \(navigation.landmarks)"
        if navigation.guideReferences > 0 { line += ", guide \(navigation.guideReferences)" }
        return line
    }

    /// `12 images (2 without alt, 3 decorative), 40 headings, 2 tables? …, MathML, page breaks`
    private static func contentLine(_ data: ContentData) -> String {
        let images = data.images.filter { $0.kind != .svgImage }
        let missing = images.filter { $0.alt == nil && $0.ariaLabel == nil && ($0.kind == .img || $0.kind == .inputImage || $0.kind == .area) }
        let decorative = images.filter { $0.alt == "" || $0.roles.contains("presentation") || $0.roles.contains("none") }
        var parts = ["\(images.count) images (\(missing.count) without alt, \(decorative.count) decorative)",
                     "\(data.headings.count) headings"]
        if !data.media.isEmpty {
            parts.append("\(data.media.filter { $0.kind == .audio }.count) audio, \(data.media.filter { $0.kind == .video }.count) video")
        }
        let flags = data.flags
        let named: [(Bool, String)] = [
            (flags.hasPageBreaks, "page breaks"), (flags.hasMathML, "MathML"), (flags.hasScripts, "scripts"),
            (flags.hasFormElements, "forms"), (flags.hasSVGContentDocuments, "SVG documents"),
            (flags.hasManifestFallbacks, "manifest fallbacks"), (flags.hasBindings, "bindings"), (flags.isFixedLayout, "fixed layout"),
        ]
        parts += named.filter(\.0).map(\.1)
        return parts.joined(separator: ", ")
    }

    /// `2 critical, 5 serious, 1 moderate failed; 3 to review` (details: `--format json`).
    private static func findingsLine(_ findings: [Finding]) -> String {
        let failed = findings.filter { $0.outcome == .failed }
        let review = findings.count - failed.count
        let byImpact = Impact.allCases.reversed().compactMap { impact -> String? in
            let count = failed.filter { $0.impact == impact }.count
            return count == 0 ? nil : "\(count) \(impact.rawValue)"
        }
        let failedText = byImpact.isEmpty ? "none failed" : byImpact.joined(separator: ", ") + " failed"
        return "\(failedText); \(review) to review (rules: \(Set(findings.map(\.ruleID)).count))"
    }

    /// `a11y:certifiedBy (refines #conf)`, `dcterms:conformsTo #conf`, `link a11y:certifierReport`.
    private static func propertyLabel(_ line: AccessibilityMetadataLine) -> String {
        var label = line.kind == .link ? "link \(line.property)" : line.property
        if let id = line.id { label += " #\(id)" }
        if let refines = line.refines { label += " → \(refines)" }
        return label
    }
}
