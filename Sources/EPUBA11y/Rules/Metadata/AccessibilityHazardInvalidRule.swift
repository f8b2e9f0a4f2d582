/// Hazards must be vocabulary terms and must not contradict each other.
struct AccessibilityHazardInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityhazard-invalid", title: "Hazards are vocabulary terms and consistent", impact: .moderate,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Within a dimension, X, noXHazard and unknownXHazard exclude each other; `none` and `unknown` exclude positive hazards and each other (MUST NOT), and should not be mixed with per-dimension statements (SHOULD NOT).",
        references: [.discoveryVocabulary("accessibilityHazard"), .epubA11y("confreq-schema-accessibilityHazard")],
        examples: [
            .passes(##"<meta property="schema:accessibilityHazard">noFlashingHazard</meta><meta property="schema:accessibilityHazard">sound</meta><meta property="schema:accessibilityHazard">unknownMotionSimulationHazard</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityHazard">flashing</meta>"## + "\n"
                   + ##"<meta property="schema:accessibilityHazard">noFlashingHazard</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityHazard">none</meta>"## + "\n"
                   + ##"<meta property="schema:accessibilityHazard">sound</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityHazard">none</meta>"## + "\n"
                   + ##"<meta property="schema:accessibilityHazard">noSoundHazard</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityHazard">noflashing</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let hazards = context.metadata.hazards
        var findings = TokenFindings.unknownOrMiscased(Self.self, hazards, property: .value("schema:accessibilityHazard"))
        let names = context.metadata.hazardNames
        let at = hazards.first?.provenance.location ?? context.packageLocation
        for dimension in Vocabularies.hazardDimensions {
            let present = [dimension.positive, dimension.negative, dimension.unknown].filter(names.contains)
            if present.count > 1 {
                findings.append(finding("contradictory", ["hazards": andChain(present)], at: at))
            }
        }
        let positives = Vocabularies.hazardDimensions.map(\.positive).filter(names.contains)
        let negatives = Vocabularies.hazardDimensions.map(\.negative).filter(names.contains)
        let unknowns = Vocabularies.hazardDimensions.map(\.unknown).filter(names.contains)
        if names.contains("none") {
            if !(positives + unknowns).isEmpty || names.contains("unknown") {
                findings.append(finding("none-with", ["hazards": .value((positives + unknowns + (names.contains("unknown") ? ["unknown"] : [])).joined(separator: ", "))],
                                        at: at))
            } else if !negatives.isEmpty {
                findings.append(finding("none-covers", ["hazards": .value(negatives.joined(separator: ", "))],
                                        at: at, impact: .minor))
            }
        }
        if names.contains("unknown") {
            if !(positives + negatives).isEmpty {
                findings.append(finding("unknown-with", ["hazards": .value((positives + negatives).joined(separator: ", "))], at: at))
            } else if !unknowns.isEmpty {
                findings.append(finding("unknown-covers", ["hazards": .value(unknowns.joined(separator: ", "))],
                                        at: at, impact: .minor))
            }
        }
        return findings
    }

    /// `a and b and c`: each item joined to the ones before by the language's "and" (`rule.part.and`).
    static func andChain(_ items: [String]) -> ReportMessage.Argument {
        guard let first = items.first else { return RuleSupport.noClause }
        return items.dropFirst().reduce(.value(first)) { joined, item in
            .message(ReportMessage("rule.part.and", ["items": joined, "last": .value(item)]))
        }
    }
}
