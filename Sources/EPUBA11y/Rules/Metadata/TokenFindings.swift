import EPUBCore

/// Findings shared by the `*-invalid` rules: unknown tokens and case-only differences. Their
/// sentences are `rule.part.metadata-token.*`; `property` is the property as the sentence names
/// it (`.value("schema:accessibilityFeature")`, or a clause of the rule's own).
enum TokenFindings {
    /// Unknown tokens (minor) and tokens written in another case than the vocabulary's (minor, accepted).
    static func unknownOrMiscased<R: Rule>(_ rule: R.Type, _ statements: [MetadataStatement<VocabularyToken>],
                                           property: ReportMessage.Argument) -> [Finding] {
        statements.compactMap { statement in
            let token = statement.value
            let location = statement.provenance.location
            if !token.isKnown {
                return R.finding(sentence("unknown", ["property": property, "token": .value(token.written)]), at: location, impact: .minor)
            }
            if token.note == .caseDiffers, let canonical = token.canonical {
                return R.finding(sentence("case", ["property": property, "token": .value(token.written), "term": .value(canonical)]),
                                 at: location, impact: .minor)
            }
            if let note = token.note, let canonical = token.canonical, note != .caseDiffers {
                return R.finding(sentence("inexact", ["property": property, "token": .value(token.written), "term": .value(canonical),
                                                      "note": .message(sentence("note.\(note.rawValue)"))]),
                                 at: location, impact: .minor)
            }
            return nil
        }
    }

    /// `none` or `unknown` next to other values (both must stand alone).
    static func exclusiveValues<R: Rule>(_ rule: R.Type, _ statements: [MetadataStatement<VocabularyToken>],
                                         property: ReportMessage.Argument) -> [Finding] {
        guard statements.count > 1 else { return [] }
        return statements.filter { ["none", "unknown"].contains($0.value.canonical) }.map {
            R.finding(ReportMessage("rule.part.metadata-token.exclusive", count: statements.count - 1,
                                    ["property": property, "token": .value($0.value.written)]),
                      at: $0.provenance.location, impact: .moderate)
        }
    }

    /// The shared sentence or clause `case` (`rule.part.metadata-token.<case>`).
    private static func sentence(_ case: String, _ arguments: [String: ReportMessage.Argument] = [:]) -> ReportMessage {
        ReportMessage("rule.part.metadata-token.\(`case`)", arguments)
    }
}
