import EPUBCore

/// Findings shared by the `*-invalid` rules: unknown tokens and case-only differences.
enum TokenFindings {
    /// Unknown tokens (minor) and tokens written in another case than the vocabulary's (minor, accepted).
    static func unknownOrMiscased<R: Rule>(_ rule: R.Type, _ statements: [MetadataStatement<VocabularyToken>], property: String) -> [Finding] {
        statements.compactMap { statement in
            let token = statement.value
            let location = statement.provenance.location
            if !token.isKnown {
                return R.finding("\(property) \"\(token.written)\" is not a term of the vocabulary", at: location, impact: .minor)
            }
            if token.note == .caseDiffers, let canonical = token.canonical {
                return R.finding("\(property) \"\(token.written)\" is written in another case than the term \"\(canonical)\" (read as \"\(canonical)\")",
                                 at: location, impact: .minor)
            }
            if let note = token.note, let canonical = token.canonical, note != .caseDiffers {
                return R.finding("\(property) \"\(token.written)\" is not exact (\(note.rawValue)); read as \"\(canonical)\"",
                                 at: location, impact: .minor)
            }
            return nil
        }
    }

    /// `none` or `unknown` next to other values (both must stand alone).
    static func exclusiveValues<R: Rule>(_ rule: R.Type, _ statements: [MetadataStatement<VocabularyToken>], property: String) -> [Finding] {
        guard statements.count > 1 else { return [] }
        return statements.filter { ["none", "unknown"].contains($0.value.canonical) }.map {
            R.finding("\(property) \"\($0.value.written)\" must stand alone, but \(statements.count - 1) other value(s) are declared",
                      at: $0.provenance.location, impact: .moderate)
        }
    }
}
