/// The package declares its language (WCAG 3.1.1 at publication level).
struct EPUBLanguageRule: Rule {
    static let description = RuleDescription(
        id: "epub-lang", title: "The package declares its language", impact: .serious,
        tags: ["epub-a11y-11", "wcag2a", "wcag311", "ace"],
        rationale: "Reading systems pick voices and hyphenation from the language: EPUB 3 packages need xml:lang on <package> (the language of the metadata), and every package needs at least one dc:language.",
        references: [.epubA11yTechniques("package-lang"), .epub33("sec-opf-dclanguage")],
        examples: [
            .passes(##"<dc:language>en</dc:language>"##),
            .passes(##"<dc:language>en</dc:language>"##, packageAttributes: "", version: "2.0"),
            .fails(##"<dc:language>en</dc:language>"##, packageAttributes: ""),
            .fails(##"<dc:language>en</dc:language>"##, packageAttributes: #"lang="en""#),
            .fails(##"<dc:title>No language</dc:title>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let package = context.package
        var findings: [Finding] = []
        if !package.isEPUB2, (package.language ?? "").trimmingXMLWhitespace().isEmpty {
            findings.append(finding("no-xml-lang", [:],
                                    at: context.packageLocation))
        }
        if package.languages.isEmpty {
            findings.append(finding("no-dc-language", [:], at: context.packageLocation))
        }
        return findings
    }
}
