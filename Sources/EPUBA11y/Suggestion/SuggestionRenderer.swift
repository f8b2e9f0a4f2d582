/// A suggestion as people and package documents read it.
public enum SuggestionRenderer {
    /// The `<meta>` elements a fix adds (the proposed statements the book does not declare), in the
    /// book's own form: EPUB 3 `property`, EPUB 2 `name`/`content`; one per line, `indent` before each.
    public static func opf(_ suggestion: MetadataSuggestion, indent: String = "    ") -> String {
        // Nothing confirmed: the plan is the proposed statements alone, which never refuses.
        let elements = FixPlan(proposing: suggestion).elements
        return elements.map { indent + $0 }.joined(separator: "\n")
    }

    /// A readable table: each statement with its status, reason and evidence, the conflicts, then the block.
    public static func text(_ suggestion: MetadataSuggestion) -> String {
        var lines = ["\(suggestion.book) — suggested accessibility metadata (EPUB \(suggestion.epubVersion))"]
        for statement in suggestion.statements {
            let mark = switch statement.status {
            case .declared: "kept    "
            case .proposed: "add     "
            case .toConfirm: "confirm "
            }
            lines.append("  \(mark)\(statement.property) \(statement.value.count > 80 ? String(statement.value.prefix(77)) + "..." : statement.value)")
            lines.append("          why: \(statement.reason)")
            if !statement.evidence.isEmpty { lines.append("          evidence: \(statement.evidence.joined(separator: "; "))") }
        }
        if !suggestion.conflicts.isEmpty {
            lines.append("  Conflicts with what the book declares:")
            for conflict in suggestion.conflicts {
                lines.append("    \(conflict.kind): \(conflict.statement) — \(conflict.evidence)")
            }
        }
        let block = opf(suggestion)
        lines.append(block.isEmpty ? "  Nothing to add." : "  To add to the package metadata:\n" + block)
        return lines.joined(separator: "\n")
    }

    /// Safe in element content and double-quoted attribute values; XML-illegal characters dropped.
    static func escape(_ text: String) -> String { XMLEscaping.escape(text, quotes: true) }
}
