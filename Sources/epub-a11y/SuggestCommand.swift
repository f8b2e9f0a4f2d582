import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct SuggestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Derive the accessibility metadata a book should declare, with the evidence for each statement.",
        discussion: """
            Audits each book, then proposes accessMode, accessModeSufficient, accessibilityFeature, \
            accessibilityHazard and a draft accessibilitySummary following the W3C Package Metadata \
            Authoring Guide. What the book declares is kept; what only a person can know (reading \
            order, hazards, a conformance claim) is listed to confirm, never asserted. `--format opf` \
            prints only the <meta> elements to add, in the book's own form (EPUB 3 property, EPUB 2 \
            name/content); `--format onix` the ONIX 3.0 product form features of the metadata the \
            book would declare after `fix`. Books that cannot be opened are reported on standard error.
            """)

    /// `ndjson` and `csv` give one line per book, for folders of books.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, opf, json, ndjson, csv, onix
    }

    @Argument(help: "EPUB files, unpacked EPUB folders, or folders of books.", completion: .file())
    var books: [String]

    @Option(name: .shortAndLong, help: "Output format.")
    var format: Format = .text

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if books.isEmpty { throw ValidationError("Name at least one book.") }
    }

    func run() async throws {
        let inspector = AccessibilityInspector(options: .init(limits: limitOptions.limits))
        var suggestions: [MetadataSuggestion] = []
        var products: [String] = []
        var failed = false
        let paths = BookFinder.books(in: books)
        if format == .csv { print(MetadataSuggestion.csvHeader) }
        for book in paths {
            let audit: BookAudit
            do {
                audit = try await inspector.audit(URL(fileURLWithPath: book))
            } catch {
                StandardError.report(error)
                failed = true
                continue
            }
            let suggestion = MetadataSuggester.suggest(audit)
            switch format {
            case .text: print(SuggestionRenderer.text(suggestion))
            case .opf: print(SuggestionRenderer.opf(suggestion))
            case .json: suggestions.append(suggestion)
            case .ndjson: print(try JSONOutput.encodeLine(suggestion))
            case .csv: print(suggestion.csvRow)
            case .onix:
                // The ONIX of what the book would declare after `fix` (nothing confirmed).
                let metadata = try FixPlan(proposing: suggestion).metadata(applyingTo: audit.publication)
                products.append(ONIXRenderer.product(metadata, package: audit.publication.package, name: suggestion.book))
            }
        }
        if format == .onix {
            print(ONIXRenderer.message(products: products, sender: "epub-a11y", sentDateTime: ONIXRenderer.sentDateTime()))
        }
        if format == .json {
            print(suggestions.count == 1 && paths.count == 1 ? try JSONOutput.encode(suggestions[0]) : try JSONOutput.encode(suggestions))
        }
        if failed { throw ExitCode(2) }
    }
}
