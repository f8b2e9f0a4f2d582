import Foundation

/// The accessibility statements of a package document as a multiset of `property=value` keys
/// (whitespace normalised): what `fix` compares after its edit with what its plan says, so an
/// edit that removed or added anything else is refused instead of written.
struct StatementKeys: Equatable {
    private var counts: [String: Int] = [:]

    /// Every statement a fix can add or remove: modes, sufficient sets, features, hazards,
    /// summaries, conformance claims and what refines their certifiers.
    static func of(_ metadata: AccessibilityMetadata) -> StatementKeys {
        var keys = StatementKeys()
        for (statement, _) in FixPlan.replaced(metadata, claims: true) where statement.property != "dcterms:conformsTo" {
            keys.add(statement.property, statement.value)
        }
        for claim in metadata.conformanceClaims { keys.add("dcterms:conformsTo", claim.value) }
        return keys
    }

    /// These keys less `statements` (each once).
    func subtracting(_ statements: [MetadataSuggestion.Statement]) -> StatementKeys {
        var keys = self
        for statement in statements { keys.add(statement.property, statement.value, count: -1) }
        return keys
    }

    /// These keys and `statements`.
    func adding(_ statements: [MetadataSuggestion.Statement]) -> StatementKeys {
        var keys = self
        for statement in statements { keys.add(statement.property, statement.value) }
        return keys
    }

    /// What `self` has beyond `expected` and lacks of it, for the refusal's sentence.
    func difference(from expected: StatementKeys) -> String {
        let all = Set(counts.keys).union(expected.counts.keys).sorted()
        let parts = all.compactMap { key -> String? in
            let delta = (counts[key] ?? 0) - (expected.counts[key] ?? 0)
            return delta == 0 ? nil : "\(delta > 0 ? "+" : "")\(delta) \(key.count > 60 ? String(key.prefix(57)) + "..." : key)"
        }
        return parts.joined(separator: ", ")
    }

    private mutating func add(_ property: String, _ value: String, count: Int = 1) {
        var value = value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if property == "accessModeSufficient" {
            // A set: the reader may list its modes in another order than they were written.
            value = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.sorted().joined(separator: ",")
        }
        let key = property + "=" + value
        let total = (counts[key] ?? 0) + count
        counts[key] = total == 0 ? nil : total
    }
}
