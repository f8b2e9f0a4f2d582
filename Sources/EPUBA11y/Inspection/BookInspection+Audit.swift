import EPUBCore
import Foundation

extension BookInspection {
    /// The `inspect` view of an audit: identity, counts, navigation, the accessibility metadata
    /// as written, how each content document parsed, the content data and the findings.
    public init(audit: BookAudit) {
        let publication = audit.publication
        let package = publication.package
        let content = audit.content
        let documents = content.documents.map { inventory -> BookInspection.ContentDocument in
            if let report = inventory.parse {
                return BookInspection.ContentDocument(
                    path: inventory.path, mediaType: inventory.mediaType,
                    parser: report.isWellFormed ? "xml" : "html-recovery", elements: report.elementCount,
                    error: report.isWellFormed ? nil : report.firstError?.message,
                    errorLine: report.isWellFormed ? nil : report.firstError?.line)
            }
            return BookInspection.ContentDocument(
                path: inventory.path, mediaType: inventory.mediaType, parser: "failed", elements: 0,
                error: inventory.failure?.reason, errorLine: inventory.failure?.line)
        }
        let nav = publication.navigationDocument
        let ncx = publication.ncx
        let toc = nav?.toc ?? ncx?.navMap
        let spine = package.spine.items
        self.init(
            file: publication.container.name,
            title: package.titles.first,
            identifier: package.uniqueIdentifier,
            epubVersion: package.version,
            layout: package.layout.rawValue,
            languages: package.languages,
            packageDocument: package.path,
            packageLanguage: package.language,
            counts: .init(
                manifestItems: package.manifest.count, spineItems: spine.count,
                linearSpineItems: spine.filter(\.isLinear).count, contentDocuments: documents.count,
                wellFormedContentDocuments: documents.filter { $0.parser == "xml" }.count),
            navigation: .init(
                navigationDocument: nav?.path, ncx: ncx?.path, tocEntries: toc?.entryCount ?? 0, tocDepth: toc?.depth ?? 0,
                pageListEntries: (nav?.pageList ?? ncx?.pageList)?.entryCount ?? 0,
                landmarks: nav?.landmarks?.entryCount ?? 0, guideReferences: package.guide.count),
            accessibilityMetadata: AccessibilityMetadataLine.select(from: package),
            contentDocuments: documents,
            data: audit.data,
            findings: audit.findings,
            issues: publication.issues)
    }
}
