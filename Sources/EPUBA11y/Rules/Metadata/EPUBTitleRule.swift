/// The publication has a title (WCAG 2.4.2 at publication level).
struct EPUBTitleRule: Rule {
    static let description = RuleDescription(
        id: "epub-title", title: "The publication has a title", impact: .serious,
        tags: ["epub-a11y-11", "wcag2a", "wcag242", "ace"],
        rationale: "The first dc:title is what reading systems announce and list; WCAG 2.4.2 applied to the publication.",
        references: [.epubA11y("sec-wcag-conf"), .epubA11yTechniques("pub-title")],
        examples: [
            .passes(##"<dc:title>Moby-Dick</dc:title>"##),
            .fails(##"<dc:language>en</dc:language>"##),
            .fails(##"↓<dc:title>   </dc:title>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let titles = context.package.dublinCore.filter { $0.name == "title" }
        guard let first = titles.first else {
            return [finding("missing", [:], at: context.packageLocation)]
        }
        guard first.value.isEmpty else { return [] }
        return [finding("empty", [:], at: .init(path: context.package.path, line: first.line))]
    }
}
