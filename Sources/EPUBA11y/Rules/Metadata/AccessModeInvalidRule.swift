/// accessMode values must be terms of the vocabulary; visual indicators go with `visual`.
struct AccessModeInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmode-invalid", title: "Access modes are vocabulary terms", impact: .minor,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Unknown access modes are ignored by reading systems; *OnVisual and colorDependent refine `visual` and are meaningless without it.",
        references: [.discoveryVocabulary("accessMode")],
        examples: [
            .passes(##"<meta property="schema:accessMode">visual</meta><meta property="schema:accessMode">chartOnVisual</meta>"##),
            .fails(##"↓<meta property="schema:accessMode">text</meta>"##),
            .fails(##"↓<meta property="schema:accessMode">Textual</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"## + "\n"
                   + ##"↓<meta property="schema:accessMode">mathOnVisual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let modes = context.metadata.accessModes
        var findings = TokenFindings.unknownOrMiscased(Self.self, modes, property: .value("schema:accessMode"))
        if !context.metadata.hasAccessMode(.visual) {
            for mode in modes where mode.value.isKnown && !Vocabularies.accessModeSufficientModes.contains(mode.value.name) {
                findings.append(finding("refines-visual", ["mode": .value(mode.value.written)],
                                        at: mode.provenance.location))
            }
        }
        return findings
    }
}
