import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit books and print the EPUB Accessibility 1.1 conformance report (the default command).",
        discussion: """
            A folder is a book when it holds META-INF/container.xml; otherwise every .epub below it
            is checked, in sorted order.

            Exit status: 0 when no failed finding is at or above --fail-on; 1 when one is; 2 when a
            book could not be read (its report says why); 64 on a usage error.
            """)

    @Argument(help: "EPUB files, unpacked EPUB folders, or folders of .epub files.", completion: .file())
    var books: [String]

    @Option(name: .shortAndLong, help: "Report format.")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file (one book) or into this folder (one file per book) instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Lowest impact of a failed finding that makes the exit status 1.")
    var failOn: Impact = .serious

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable-rule"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Option(name: .customLong("tag"), help: "Run only rules with this tag, e.g. wcag2a, best-practice (repeatable).")
    var tags: [String] = []

    @Flag(name: .shortAndLong, help: "Print no report; only the exit status (and errors) tell.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Content documents parsed at once (default: the number of cores).")
    var jobs: Int?

    func validate() throws {
        if books.isEmpty { throw ValidationError("Name at least one book.") }
        let unknown = (onlyRules + disabledRules).filter { RuleRegistry.rule(id: $0) == nil }
        if !unknown.isEmpty {
            throw ValidationError("Unknown rule id(s): \(unknown.joined(separator: ", ")). `epub-a11y rules` lists them.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if selectedRules.isEmpty { throw ValidationError("The rule selection leaves no rule to run.") }
    }

    var selectedRules: [any Rule.Type] {
        RuleRegistry.all.filter { rule in
            let description = rule.description
            return (onlyRules.isEmpty || onlyRules.contains(description.id))
                && !disabledRules.contains(description.id)
                && (tags.isEmpty || !Set(tags).isDisjoint(with: description.tags))
        }
    }

    func run() async throws {
        let paths = BookFinder.books(in: books)
        let stamp = Timestamp.now()
        var reports: [Report] = []
        for path in paths {
            do {
                let audit = try await BookAudit.run(path: path, concurrency: jobs, rules: selectedRules)
                reports.append(Report(audit: audit, generatedAt: stamp))
            } catch {
                StandardError.report(error)
                reports.append(Report(unreadable: error, generatedAt: stamp))
            }
        }
        if !quiet { try ReportWriter(format: format, output: output).write(reports) }
        if reports.contains(where: { $0.verdict == .cannotBeAssessed }) { throw ExitCode(2) }
        if reports.contains(where: { ($0.worstFailedImpact ?? .minor) >= failOn && $0.worstFailedImpact != nil }) { throw ExitCode(1) }
    }
}

extension Impact: ExpressibleByArgument {}
