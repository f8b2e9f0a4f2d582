import EPUBCore

/// Each reflowable content document has a heading.
struct DocumentHasHeadingRule: Rule {
    static let description = RuleDescription(
        id: "document-has-heading", title: "Content documents have a heading", impact: .minor,
        tags: ["best-practice"],
        rationale: "Readers who navigate by heading skip a document that has none: its content has no entry point in the outline. Some documents rightly have none (a dedication, a chapter split across files), so a person decides. Fixed-layout pages, SVG documents and covers are left out, and so is title matter (title page, half-title, imprint, colophon, copyright page) whose title is an image with alt text or a heading its style hides on purpose: its name is in the table of contents and in what the image says. A heading hidden from assistive technology (hidden, aria-hidden, display: none, visibility: hidden) does not count.",
        references: [.epubA11yTechniques("heading-hierarchy"), .htmlTechnique("H42"),
                     .understanding("headings-and-labels.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,  // reads each heading's `hidden`, which the cascade sets
        examples: [
            .passes(body: "<h1>Chapter</h1><p>Text.</p>"),
            .passes(body: #"<section epub:type="cover"><img src="cover.jpg" alt="Cover"/></section>"#),
            .passes(documents: [RuleExample.xhtml(body: #"<div><img src="images/cover.jpg" alt="The Book"/></div>"#)],
                    manifestItems: #"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"#,
                    files: ["images/cover.jpg": "JPEG"]),
            .passes(documents: [RuleExample.xhtml(body: "<p>Page one.</p>")],
                    metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#),
            .passes(body: #"<section epub:type="titlepage"><img src="title.png" alt="Alice's Adventures in Wonderland, by Lewis Carroll"/></section>"#),
            .passes(body: #"<section epub:type="colophon"><h2 style="display: none">Colophon</h2><p>Set in Sorts Mill.</p></section>"#),
            .fails(body: #"<section epub:type="titlepage"><img src="title.png" alt=""/></section>"#, markingRoot: true),
            .fails(body: #"<section epub:type="chapter"><h2 style="display: none">Chapter</h2><p>Text.</p></section>"#, markingRoot: true),
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
                  !document.images.contains(where: { $0.target?.path.map(covers.contains) ?? false }),
                  !isTitleMatterNamedOtherwise(document)
            else { return nil }
            let title: ReportMessage.Argument = document.title.map { .message(sentence("no-heading.title", ["title": .value(RuleSupport.quoted($0))])) }
                ?? RuleSupport.noClause
            return finding("no-heading", ["title": title], at: document.rootLocation, outcome: .needsReview)
        }
    }

    /// Publisher matter that carries a title of its own (``titleMatter``) named by an exposed image
    /// with alt text, or by a heading the book's style hides (a designer's choice, not an omission).
    static func isTitleMatterNamedOtherwise(_ document: ContentInventory) -> Bool {
        guard let kind = PublisherMatter.kind(of: document), titleMatter.contains(kind) else { return false }
        return document.images.contains { $0.hiddenBy == nil && !RuleSupport.isBlank($0.alt) && !$0.isDecorative }
            || document.headings.contains { $0.hiddenBy != nil && !RuleSupport.isBlank($0.text) }
    }

    /// The publisher matter that names the book or its making rather than opening content.
    static let titleMatter: Set<String> = ["titlepage", "halftitlepage", "imprint", "colophon", "doc-colophon", "copyright-page"]

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
