/// Deprecated vocabulary terms still work but should be replaced.
struct DeprecatedTermRule: Rule {
    static let description = RuleDescription(
        id: "metadata-deprecated-term", title: "No deprecated vocabulary terms", impact: .minor,
        tags: ["epub-a11y-11", "discovery", "best-practice"],
        rationale: "printPageNumbers (use pageBreakMarkers), captions (use closedCaptions or openCaptions), annotations, bookmarks and several accessibilityAPI values are deprecated; tools may stop recognising them.",
        references: [.discoveryVocabulary("accessibilityFeature"), .discoveryVocabulary("changelog")],
        examples: [
            .passes(##"<meta property="schema:accessibilityFeature">pageBreakMarkers</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityFeature">printPageNumbers</meta>"##),
            .fails(##"↓<meta name="schema:accessibilityFeature" content="captions"/>"##, version: "2.0"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let metadata = context.metadata
        let checked: [(String, [MetadataStatement<VocabularyToken>])] = [
            ("schema:accessibilityFeature", metadata.features), ("schema:accessibilityAPI", metadata.accessibilityAPIs),
        ]
        return checked.flatMap { property, statements in
            statements.filter(\.value.isDeprecated).map { statement in
                let instead: ReportMessage.Argument = statement.value.replacement.map { .message(sentence("deprecated.instead", ["term": .value($0)])) }
                    ?? RuleSupport.noClause
                return finding("deprecated", ["property": .value(property), "token": .value(statement.value.written), "instead": instead],
                               at: statement.provenance.location)
            }
        }
    }
}
