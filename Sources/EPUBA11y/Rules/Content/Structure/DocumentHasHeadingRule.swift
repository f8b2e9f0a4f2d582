import EPUBCore

/// Each reflowable content document has a heading.
struct DocumentHasHeadingRule: Rule {
    static let description = RuleDescription(
        id: "document-has-heading", title: "Content documents have a heading", impact: .minor,
        tags: ["best-practice"],
        rationale: "Readers who navigate by heading skip a document that has none: its content has no entry point in the outline. Some documents rightly have none (a dedication, a chapter split across files), so a person decides. Fixed-layout pages, SVG documents and covers are left out.",
        references: [.epubA11yTechniques("heading-hierarchy"), .htmlTechnique("H42"),
                     .understanding("headings-and-labels.html")],
        scope: .content,
        examples: [
            .passes(body: "<h1>Chapter</h1><p>Text.</p>"),
            .passes(body: #"<section epub:type="cover"><img src="cover.jpg" alt="Cover"/></section>"#),
            .passes(documents: [RuleExample.xhtml(body: #"<div><img src="images/cover.jpg" alt="The Book"/></div>"#)],
                    manifestItems: #"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"#,
                    files: ["images/cover.jpg": "JPEG"]),
            .passes(documents: [RuleExample.xhtml(body: "<p>Page one.</p>")],
                    metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#),
            .fails(body: "<p>Text without a heading.</p>", markingRoot: true),
            .fails(body: #"<h1 hidden="hidden">Chapter</h1><p>Text.</p>"#, markingRoot: true),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let fixed = fixedLayoutPaths(context.package)
        let covers = coverPaths(context.publication)
        return RuleSupport.readDocuments(context).compactMap { document -> Finding? in
            guard !document.isSVG, !fixed.contains(document.path), !covers.contains(document.path),
                  document.headings.allSatisfy(\.hidden),
                  !document.semantics.contains(where: { $0.epubTypes.contains("cover") || $0.roles.contains("doc-cover") }),
                  !document.images.contains(where: { $0.target?.path.map(covers.contains) ?? false })
            else { return nil }
            let title = document.title.map { " (titled \(RuleSupport.quoted($0)))" } ?? ""
            return finding("The document\(title) has no heading, so navigation by heading skips it",
                           at: document.rootLocation, outcome: .needsReview)
        }
    }

    /// Paths laid out as fixed pages: the package's layout, overridden per spine item.
    static func fixedLayoutPaths(_ package: PackageDocument) -> Set<String> {
        Set(package.spineItems.compactMap { spine, item in
            let fixed = spine.properties.contains("rendition:layout-pre-paginated")
                || (package.layout == .prePaginated && !spine.properties.contains("rendition:layout-reflowable"))
            return fixed ? item.path : nil
        })
    }

    /// The cover image and the documents the landmarks or the EPUB 2 guide call the cover.
    static func coverPaths(_ publication: Publication) -> Set<String> {
        var paths = Set(publication.package.manifest.filter { $0.hasProperty("cover-image") }.compactMap(\.path))
        for point in publication.navigationDocument?.landmarks?.flattened ?? [] where point.types.contains("cover") {
            if let path = point.target?.path { paths.insert(path) }
        }
        for reference in publication.package.guide where reference.type.lowercased() == "cover" {
            if let path = reference.target.path { paths.insert(path) }
        }
        return paths
    }
}
