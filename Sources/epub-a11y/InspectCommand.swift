import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct InspectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a book's identity, structure, navigation and accessibility metadata.",
        discussion: """
            Every content document is parsed; documents that are not well-formed are listed \
            with libxml2's first error. Books that cannot be opened are reported on standard \
            error as `error: <file>: <reason>` and the others are still inspected.
            """)

    @Argument(help: "EPUB files or unpacked EPUB folders.", completion: .file())
    var books: [String]

    @Option(name: .shortAndLong, help: "Output format.")
    var format: OutputFormat = .text

    @Option(name: .shortAndLong, help: "Content documents parsed at once (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var ruleSelection: RuleSelectionOptions

    @OptionGroup var profileOptions: ProfileOptions

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if books.isEmpty { throw ValidationError("Name at least one book.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    func run() async throws {
        let inspector = AccessibilityInspector(options: .init(selection: ruleSelection.selection, limits: limitOptions.limits,
                                                              concurrency: jobs, profile: profileOptions.profile))
        var inspections: [BookInspection] = []
        var failed = false
        for book in books {
            do {
                let inspection = try await inspector.inspection(for: URL(fileURLWithPath: book))
                if format == .text {
                    print(InspectionTextRenderer.render(inspection))
                } else {
                    inspections.append(inspection)
                }
            } catch {  // typed throws: an EPUBError
                StandardError.report(error)
                failed = true
            }
        }
        if format == .json {
            print(inspections.count == 1 && books.count == 1
                  ? try JSONOutput.encode(inspections[0]) : try JSONOutput.encode(inspections))
        }
        if failed { throw ExitCode(2) }
    }
}
