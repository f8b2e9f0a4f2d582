import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct MetadataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata",
        abstract: "Show what a book claims about its accessibility, as readers would be told.",
        discussion: """
            Prints the W3C Accessibility Metadata Display Guide view of the book's claims, then the \
            accessibility metadata as written (with line numbers), then the findings of the metadata \
            rules. Only the package document is read. Books that cannot be opened are reported on \
            standard error as `error: <file>: <reason>`. `--lang` gives the Display Guide \
            statements in one of the 38 W3C translations; a statement a translation lacks is shown \
            in English and marked [en]. The rest of the output is English.

            `--format onix` prints instead one ONIX 3.0 <Product> per book (record reference: the \
            book's unique identifier), holding the <ProductFormFeature>s its declared metadata \
            implies, inside one <ONIXMessage>; see docs/guide/cli.md for the code table.
            """)

    /// `metadata`'s own formats: `onix` belongs here only, so the shared ``OutputFormat`` stays as it is.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text
        case json
        case onix
    }

    @Argument(help: "EPUB files or unpacked EPUB folders.", completion: .file())
    var books: [String]

    @Option(name: .shortAndLong, help: "Output format.")
    var format: Format = .text

    @Flag(help: "Use the Display Guide's descriptive statements instead of the compact ones.")
    var descriptive = false

    @OptionGroup var language: LanguageOptions

    @OptionGroup var ruleSelection: RuleSelectionOptions

    @OptionGroup var profileOptions: ProfileOptions

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if books.isEmpty { throw ValidationError("Name at least one book.") }
    }

    func run() throws {
        if format == .onix { return try runONIX() }
        let inspector = AccessibilityInspector(options: .init(selection: ruleSelection.selection, limits: limitOptions.limits,
                                                              scope: .packageOnly, locale: language.locale, profile: profileOptions.profile))
        var reports: [MetadataReport] = []
        var failed = false
        for book in books {
            do {
                let report = try inspector.metadataReport(for: URL(fileURLWithPath: book))
                if format == .text {
                    print(MetadataTextRenderer.render(report, descriptive: descriptive, strings: language.strings))
                } else {
                    reports.append(report)
                }
            } catch {
                StandardError.report(error)
                failed = true
            }
        }
        if format == .json {
            print(reports.count == 1 && books.count == 1 ? try JSONOutput.encode(reports[0]) : try JSONOutput.encode(reports))
        }
        if failed { throw ExitCode(2) }
    }

    /// One `<Product>` per book in one `<ONIXMessage>`: ONIX 3.0 exchanges whole messages (the
    /// `<Header>` is mandatory there), so the output can be read by an ONIX parser as it is, and a
    /// distributor copies the `<ProductFormFeature>`s into the full product record it already has.
    func runONIX() throws {
        var products: [String] = []
        var failed = false
        for book in books {
            do throws(EPUBError) {
                let publication = try Publication.open(path: URL(fileURLWithPath: book).relativePath, limits: limitOptions.limits)
                products.append(ONIXRenderer.product(AccessibilityMetadata(package: publication.package), package: publication.package,
                                                     name: publication.container.name))
            } catch {
                StandardError.report(error)
                failed = true
            }
        }
        print(ONIXRenderer.message(products: products, sender: "epub-a11y", sentDateTime: ONIXRenderer.sentDateTime()))
        if failed { throw ExitCode(2) }
    }
}
