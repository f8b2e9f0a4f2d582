import EPUBCore
import Foundation

/// Builds a ``BookInspection``: opens the book and parses every content document once.
public enum BookInspector {
    /// Inspects an `.epub` file or unpacked folder, parsing `concurrency` content documents at a time.
    public static func inspect(
        path: String, limits: ContainerLimits = .default, concurrency: Int? = nil
    ) async throws(EPUBError) -> BookInspection {
        await inspect(try Publication.open(path: path, limits: limits), concurrency: concurrency)
    }

    public static func inspect(_ publication: Publication, concurrency: Int? = nil) async -> BookInspection {
        let package = publication.package
        let results = await publication.walkContentDocuments(
            concurrency: concurrency ?? ProcessInfo.processInfo.activeProcessorCount) { _ in ElementCounter() }
        let documents = results.map { result -> BookInspection.ContentDocument in
            switch result.outcome {
            case .success(let report):
                return BookInspection.ContentDocument(
                    path: result.path, mediaType: result.item.mediaType,
                    parser: report.isWellFormed ? "xml" : "html-recovery", elements: report.elementCount,
                    error: report.isWellFormed ? nil : report.firstError?.message,
                    errorLine: report.isWellFormed ? nil : report.firstError?.line)
            case .failure(let error):
                return BookInspection.ContentDocument(
                    path: result.path, mediaType: result.item.mediaType, parser: "failed", elements: 0,
                    error: error.reason, errorLine: error.line)
            }
        }
        let nav = publication.navigationDocument
        let ncx = publication.ncx
        let toc = nav?.toc ?? ncx?.navMap
        let spine = package.spine.items
        return BookInspection(
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
            issues: publication.issues)
    }
}

/// The cheapest useful walker: counts nothing itself (the parse report counts elements),
/// so inspection measures parsing, not inventory.
struct ElementCounter: XMLWalker, Sendable {
    mutating func startElement(_ element: XMLStartElement) {}
    mutating func endElement(localName: String, namespace: String?, depth: Int) {}
    mutating func text(_ text: String, line: Int) {}
}
