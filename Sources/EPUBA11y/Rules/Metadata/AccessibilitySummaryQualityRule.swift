import EPUBCore
import Foundation

/// A summary that tells the reader nothing: empty, a copy of another metadata value, or only a
/// stock conformance sentence. Whether a summary is *useful* only a person can tell, so this
/// asks for review; it flags only summaries with nothing in them beyond what it recognises.
struct AccessibilitySummaryQualityRule: Rule {
    /// Phrases that state conformance without saying anything about the book, lowercase,
    /// longest first (a shorter one inside a longer one must not be removed first).
    static let stockPhrases = [
        "has been evaluated for accessibility", "meets accessibility requirements", "meets the requirements of",
        "strives to conform to", "is conformant with", "in conformance with", "with conformance to", "aims to conform to",
        "strives to conform", "complies with", "compliant with", "conforms to", "conform to", "conforms", "meets",
    ]
    /// The other words a stock sentence may have: the publication, a standard, a level. A
    /// sentence with any word not here (or a number) says something of its own.
    static let fillerWords: Set<String> = [
        "this", "the", "a", "an", "publication", "epub", "ebook", "e-book", "book", "title", "is", "has", "been", "was", "to",
        "with", "of", "and", "for", "in", "level", "wcag", "accessibility", "specification", "standard", "standards",
        "requirements", "conformance", "guidelines", "web", "content", "aa", "aaa", "version", "all", "applicable",
    ]

    static let description = RuleDescription(
        id: "metadata-accessibilitysummary-quality", title: "The accessibility summary says something about the book",
        impact: .minor, tags: ["epub-a11y-11", "discovery", "best-practice"],
        rationale: "The summary is for what the other metadata cannot say: known shortcomings, how images are described, what needs a particular reading system. An empty summary, one that repeats the title, description, conformance claim or certifier, or one that only restates conformance (\"This publication conforms to WCAG 2.2 Level AA.\") adds nothing, and the W3C guide says to leave the summary out when there is nothing more to add. A summary that opens with such a sentence and then says specific things is fine; only a person can judge whether what it says is useful, so this asks for review.",
        references: [.epubA11y("confreq-schema-accessibilitySummary"),
                     Reference(url: "https://w3c.github.io/publ-a11y/package-metadata-authoring-guide/#summary-conformance")],
        examples: [
            .passes(##"<meta property="schema:accessibilitySummary">Every illustration has a text description; the maps in chapter 3 are described in an appendix.</meta>"##),
            .passes(##"<meta property="schema:accessibilitySummary">This publication conforms to WCAG 2.2 Level AA. The publication is screen reader friendly.</meta>"##),
            .passes(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"↓<meta property="schema:accessibilitySummary">This publication conforms to WCAG 2.2 Level AA.</meta>"##),
            .fails(##"↓<meta property="schema:accessibilitySummary">This publication strives to conform to WCAG 2.0 Level AA.</meta>"##),
            .fails(##"↓<meta property="schema:accessibilitySummary">This publication has been evaluated for accessibility.</meta>"##),
            .fails(##"<dc:title>Moby-Dick</dc:title>"## + "\n" + ##"↓<meta property="schema:accessibilitySummary">Moby-Dick.</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"## + "\n"
                   + ##"↓<meta property="schema:accessibilitySummary">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"##),
            .fails(##"↓<meta property="schema:accessibilitySummary">   </meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let others = otherValues(context)
        return context.metadata.summaries.compactMap { summary in
            guard let reason = problem(summary.text, others: others) else { return nil }
            return finding("says-nothing", ["reason": .message(reason)], at: summary.provenance.location, outcome: .needsReview)
        }
    }

    /// Why `text` says nothing about the book (a clause, `says-nothing.*`); nil when it says something.
    static func problem(_ text: String, others: [(what: String, value: String)]) -> ReportMessage? {
        let normalized = normalize(text)
        if normalized.isEmpty { return sentence("says-nothing.empty") }
        if let copy = others.first(where: { normalize($0.value) == normalized }) {
            return sentence("says-nothing.repeats", ["property": .value(copy.what), "value": .value(copy.value)])
        }
        let sentences = sentences(text)
        if !sentences.isEmpty, sentences.allSatisfy(isStock) {
            return sentence("says-nothing.stock", ["text": .value(text)])
        }
        return nil
    }

    /// The values a summary must not merely copy, each with what it is.
    static func otherValues(_ context: RuleContext) -> [(what: String, value: String)] {
        let package = context.package, metadata = context.metadata
        return package.titles.map { ("dc:title", $0) }
            + package.dublinCore.filter { $0.name == "description" }.map { ("dc:description", $0.value) }
            + metadata.conformanceClaims.map { ("dcterms:conformsTo", $0.value) }
            + metadata.certifications.map { ("a11y:certifiedBy", $0.certifier.value) }
    }

    /// Lowercase, whitespace collapsed, closing punctuation dropped.
    static func normalize(_ text: String) -> String {
        var result = text.normalizingXMLWhitespace().lowercased()
        while let last = result.last, ".!?;:,".contains(last) || last.isWhitespace { result.removeLast() }
        return result
    }

    /// Sentences end at `.`, `!` or `?` followed by whitespace or the end (so `WCAG 2.2` is one word).
    static func sentences(_ text: String) -> [String] {
        var result: [String] = [], current = ""
        let characters = Array(text)
        for (character, next) in zip(characters, characters.dropFirst().map(Optional.some) + [nil]) {
            current.append(character)
            if ".!?".contains(character), next?.isWhitespace ?? true {
                result.append(current)
                current = ""
            }
        }
        result.append(current)
        return result.map { $0.normalizingXMLWhitespace() }.filter { !$0.isEmpty }
    }

    /// A sentence with a stock phrase and otherwise only filler words and numbers.
    static func isStock(_ sentence: String) -> Bool {
        var rest = " " + normalize(sentence) + " "
        var found = false
        for phrase in stockPhrases where rest.contains(" \(phrase) ") {
            found = true
            rest = rest.replacingOccurrences(of: " \(phrase) ", with: " ")
        }
        guard found else { return false }
        let words = rest.split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
            .map { String($0).trimmingCharacters(in: .init(charactersIn: ".-")) }.filter { !$0.isEmpty }
        return words.allSatisfy { fillerWords.contains($0) || $0.allSatisfy { $0.isNumber || $0 == "." } }
    }
}
