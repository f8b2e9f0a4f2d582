import ArgumentParser
import EPUBA11y

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or show one rule's rationale, references and examples.")

    @Argument(help: "A rule id (see the list).")
    var id: String?

    func validate() throws {
        if let id, RuleRegistry.rule(id: id) == nil {
            throw ValidationError("Unknown rule id \"\(id)\". `epub-a11y rules` lists them.")
        }
    }

    func run() throws {
        guard let id, let rule = RuleRegistry.rule(id: id) else {
            let width = RuleRegistry.all.map { $0.description.id.count }.max() ?? 0
            for rule in RuleRegistry.all {
                let description = rule.description
                print(description.id.padding(width) + "  " + description.impact.rawValue.padding(8) + "  "
                      + description.scope.rawValue.padding(7) + "  " + description.title)
                print(String(repeating: " ", count: width + 2) + "tags: " + description.tags.joined(separator: ", "))
            }
            print("\(RuleRegistry.all.count) rules")
            return
        }
        let description = rule.description
        print("\(description.id) — \(description.title)")
        print("impact: \(description.impact.rawValue); reads: \(description.scope.rawValue); tags: \(description.tags.joined(separator: ", "))")
        print("\n\(description.rationale)\n\nReferences:")
        for reference in description.references { print("  \(reference)") }
        print("\nExamples:")
        print("(in a failing example, ↓ marks the element the rule reports)")
        for example in description.examples {
            let shown = Self.markup(example)
            print("  \(example.expectation == .passes ? "passes" : "fails "):  \(shown.split(separator: "\n").joined(separator: "\n           "))")
            guard example.expectation == .fails else { continue }
            print("           " + Self.reportedAt(example.book()))
        }
    }

    /// Where the example's finding must be: each marker's file and line, or the `<package>` element.
    static func reportedAt(_ book: RuleExample.Book) -> String {
        "reported at " + book.expectedPlaces.map { marker in
            "\(marker.location) (<\(marker.elementName)\(marker.elementID.map { " id=\"\($0)\"" } ?? "")>)"
        }.joined(separator: ", ")
    }

    /// What the example's author wrote, markers kept: the metadata or the first document's body,
    /// and whatever else the example sets (further documents, navigation, spine, manifest items).
    static func markup(_ example: RuleExample) -> String {
        let documents = example.documents ?? []
        var parts: [String] = []
        if documents.isEmpty {
            parts.append(example.metadata)
        } else if example.metadata.contains(RuleExample.marker) {
            parts.append("metadata: " + example.metadata)
        }
        for (index, document) in documents.enumerated() {
            // A marked root (a finding about the whole document) is shown with the body it wraps.
            let root = document.split(separator: "\n").first { $0.contains("\(RuleExample.marker)<html") }
            parts.append((documents.count > 1 ? "chapter\(index + 1).xhtml: " : "") + (root.map { "\($0) " } ?? "") + body(document))
        }
        if let navigation = example.navigation { parts.append("nav.xhtml: " + body(navigation)) }
        for (index, overlay) in example.overlays.enumerated() { parts.append("chapter\(index + 1).smil: " + overlay) }
        if let spine = example.spine, spine.contains(RuleExample.marker) { parts.append("spine: " + spine) }
        if example.manifestItems.contains(RuleExample.marker) { parts.append("manifest: " + example.manifestItems) }
        return parts.joined(separator: "\n")
    }

    /// The `<body>` of an example document, which is what its author wrote.
    private static func body(_ document: String) -> String {
        // `</body>` is searched after `<body>`: an earlier one would make a reversed range, which traps.
        guard let start = document.range(of: "<body>"),
              let end = document.range(of: "</body>", range: start.upperBound..<document.endIndex) else { return document }
        return String(document[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
