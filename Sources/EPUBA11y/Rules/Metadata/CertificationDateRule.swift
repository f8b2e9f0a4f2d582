/// The evaluation date (`dcterms:date` of a certifier) in ISO 8601, so reading systems can show
/// it in the reader's language: required by the EPUB Accessibility 1.2 draft, advised under 1.1.
struct CertificationDateRule: Rule {
    static let description = RuleDescription(
        id: "metadata-certification-date", title: "The evaluation date is an ISO 8601 date", impact: .moderate,
        tags: ["epub-a11y-12", "conformance"],
        rationale: "The Display Guide shows the evaluation date to readers; a date such as \"March 1st, 2026\" or \"01/03/2026\" cannot be localised and is ambiguous across countries. The EPUB Accessibility 1.2 draft requires YYYY, YYYY-MM or YYYY-MM-DD (a W3C date-time profile of ISO 8601) (moderate under 1.2); 1.1 says nothing of the format, so under 1.1 this is a minor best-practice note.",
        references: [.epubA11y12("sec-evaluation-date"), .daisyKB("metadata/evaluation.html")],
        examples: [
            .passes(##"<meta property="dcterms:conformsTo" id="c">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy" id="e" refines="#c">Desk</meta><meta property="dcterms:date" refines="#e">2026-03-01</meta>"##),
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy">Desk</meta><meta property="dcterms:date">2026-03</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo" id="c">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy" id="e" refines="#c">Desk</meta>"## + "\n"
                   + ##"↓<meta property="dcterms:date" refines="#e">March 1st, 2026</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy">Desk</meta>"## + "\n"
                   + ##"↓<meta property="dcterms:date">01/03/2026</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let required = context.profile >= .epubA11y12
        return context.metadata.certifications.flatMap(\.dates).compactMap { date in
            guard !isW3CDate(date.value.trimmingXMLWhitespace()) else { return nil }
            return finding(required ? "not-iso-required" : "not-iso", ["date": .value(date.value), "profile": .value(context.profile.title)],
                           at: date.provenance.location, impact: required ? .moderate : .minor)
        }
    }

    /// `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a date-time beginning with `YYYY-MM-DDThh:mm` (W3CDTF).
    static func isW3CDate(_ value: String) -> Bool {
        let characters = Array(value)
        func digits(_ range: Range<Int>) -> Bool { range.upperBound <= characters.count && characters[range].allSatisfy(\.isASCIIDigit) }
        func dash(_ index: Int) -> Bool { index < characters.count && characters[index] == "-" }
        guard digits(0..<4) else { return false }
        if characters.count == 4 { return true }
        guard dash(4), digits(5..<7), let month = Int(String(characters[5..<7])), (1...12).contains(month) else { return false }
        if characters.count == 7 { return true }
        guard dash(7), digits(8..<10), let day = Int(String(characters[8..<10])), (1...31).contains(day) else { return false }
        if characters.count == 10 { return true }
        return characters.count >= 16 && characters[10] == "T" && digits(11..<13) && characters[13] == ":" && digits(14..<16)
    }
}

private extension Character {
    /// `0`…`9` only (not other scripts' digits, which `isNumber` admits).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
