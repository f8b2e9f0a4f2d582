import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct FixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Write a copy of a book whose package document gains the suggested accessibility metadata.",
        discussion: """
            Audits the book, derives its metadata as `suggest` does, and writes a new EPUB whose \
            package document gains the proposed <meta> elements before the end of its metadata, \
            indented like their neighbours. Every other entry is copied byte for byte with its \
            compression; the input is never modified; the output appears only when complete. What \
            only a person can know is written only when confirmed: --accept hazard=none, \
            --accept readingOrder, --accept displayTransformability, --accept highContrastDisplay \
            (a feature the content does not support is refused: highContrastDisplay over text \
            below 7:1, displayTransformability in a fixed-layout book), --claim and --certifier. \
            Existing statements are kept; with --replace, the book's access modes, sufficient \
            sets, features, hazards and summary are removed and written again from the content \
            (and, with --claim, its accessibility claims and certifier statements give way to the \
            new claim). The edited package document is read again before anything is written, to \
            prove only those statements changed. The new book is audited again and the metadata \
            rules before and after are printed. Running fix on its output adds nothing. Refuses (exit 2, \
            nothing written) encrypted books, package documents that are not well-formed, and an \
            output that is the input.
            """)

    /// What `--accept` may confirm.
    enum Confirmation: String, ExpressibleByArgument, CaseIterable {
        case noHazards = "hazard=none"
        case readingOrder
        case displayTransformability
        case highContrastDisplay
    }

    @Argument(help: "An EPUB file or unpacked EPUB folder.", completion: .file())
    var book: String

    @Option(name: .shortAndLong, help: "The new EPUB to write (never the input).", completion: .file())
    var output: String

    @Option(help: "What a person has confirmed (repeatable).")
    var accept: [Confirmation] = []

    @Option(help: "A conformance claim to add, e.g. \"EPUB Accessibility 1.1 - WCAG 2.2 Level AA\".")
    var claim: String?

    @Option(help: "Who evaluated the book (a11y:certifiedBy).")
    var certifier: String?

    @Flag(help: "Replace the book's access modes, features, hazards and summary with what the content proves.")
    var replace = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("Name the output with --output.") }
        if certifier != nil, claim == nil { throw ValidationError("--certifier names who evaluated a claim: give --claim too.") }
    }

    func run() async throws {
        let inspector = AccessibilityInspector(options: .init(limits: limitOptions.limits))
        let input = URL(fileURLWithPath: book), target = URL(fileURLWithPath: output)
        let acceptance = FixPlan.Acceptance(noHazards: accept.contains(.noHazards),
                                            features: Set(accept.filter { $0 != .noHazards }.map(\.rawValue)),
                                            claim: claim, certifier: certifier)
        do {
            let fix = try await inspector.fix(input, to: target, accepting: acceptance, replace: replace)
            print(Self.summary(fix, output: output))
        } catch {
            StandardError.report(error)
            throw ExitCode(2)
        }
    }

    /// What was added, then the discovery-metadata rules and the metadata verdict before and after.
    static func summary(_ fix: MetadataFix, output: String) -> String {
        let plan = fix.plan, before = fix.before, after = fix.after
        var lines: [String] = []
        if !plan.removedStatements.isEmpty {
            lines.append("\(output): removed \(plan.removedStatements.count) statement(s)")
            lines += plan.removedStatements.map { "  \($0.property) \($0.value.count > 80 ? String($0.value.prefix(77)) + "..." : $0.value)" }
        }
        lines += fix.elements.isEmpty ? ["\(output): nothing to add\(plan.removals.isEmpty ? "; the package document is unchanged" : "")"]
            : ["\(output): added \(fix.elements.count) statement(s)"] + fix.elements.map { "  " + $0 }
        func failing(_ report: Report) -> Set<String> { Set(report.failedRuleIDs(tagged: "discovery")) }
        let was = failing(before), now = failing(after)
        lines.append("Discovery metadata rules:")
        for rule in was.union(now).sorted() {
            lines.append("  \(rule): \(was.contains(rule) ? "failed" : "passed") -> \(now.contains(rule) ? "failed" : "passed")")
        }
        if was.union(now).isEmpty { lines.append("  none failed before or after") }
        lines.append("Metadata verdict: \(before.metadataVerdict.rawValue) -> \(after.metadataVerdict.rawValue)")
        return lines.joined(separator: "\n")
    }
}
