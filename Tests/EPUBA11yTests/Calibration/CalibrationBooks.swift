import EPUBA11y
import EPUBCore

/// Minimal books for the calibration tests: complete, consistent discovery metadata and a
/// certified WCAG AA claim, so a single planted difference decides each verdict.
enum CalibrationBooks {
    static let generatedAt = "2025-01-01T00:00:00Z"

    /// Everything EPUB Accessibility 1.1 asks of the package, with `accessModes` as given.
    static func metadata(accessModes: [String] = ["textual"], claim: Bool = true, extra: String = "") -> String {
        accessModes.map { #"<meta property="schema:accessMode">\#($0)</meta>"# }.joined(separator: "\n") + """

            <meta property="schema:accessModeSufficient">textual</meta>
            <meta property="schema:accessibilityFeature">structuralNavigation</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            <meta property="schema:accessibilitySummary">A test book.</meta>
            """ + (claim ? """

            <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy">Test Desk</meta>
            """ : "") + "\n" + extra
    }

    /// A book whose documents are `documents` (chapter1.xhtml, chapter2.xhtml, ...), all linked from the TOC.
    static func book(_ documents: [String], metadata: String = metadata(), manifestExtra: String = "",
                     spine: String? = nil) -> TestBook {
        var book = TestBook()
        let names = documents.indices.map { "chapter\($0 + 1).xhtml" }
        book.package = TestBook.opf(
            metadata: metadata,
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>"#
                + names.enumerated().map { #"<item id="c\#($0.offset + 1)" href="\#($0.element)" media-type="application/xhtml+xml"/>"# }.joined()
                + manifestExtra,
            spine: spine ?? names.indices.map { #"<itemref idref="c\#($0 + 1)"/>"# }.joined())
        book.files = [("OEBPS/nav.xhtml", TestBook.nav(toc: names.map { #"<li><a href="\#($0)">\#($0)</a></li>"# }.joined()))]
            + zip(names, documents).map { ("OEBPS/\($0)", $1) }
        return book
    }

    static func report(_ book: TestBook) async throws -> Report {
        Report(audit: await AccessibilityInspector().audit(try book.open()), generatedAt: generatedAt)
    }
}
