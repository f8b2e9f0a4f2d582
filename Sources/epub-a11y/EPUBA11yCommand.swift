import ArgumentParser
import EPUBA11y

@main
struct EPUBA11yCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "epub-a11y",
        abstract: "Inspect EPUB publications for accessibility.",
        discussion: """
            "check" is the default: `epub-a11y book.epub` audits the book.

            Exit status of check: 0 no failed finding at or above --fail-on, 1 there is one, 2 a book \
            could not be read, 64 usage error. inspect and metadata: 0 success, 2 a book could not \
            be read, 64 usage error.
            """,
        version: Report.toolVersion,
        subcommands: [CheckCommand.self, InspectCommand.self, MetadataCommand.self, SuggestCommand.self, FixCommand.self, MergeCommand.self, RulesCommand.self, PackCommand.self, ServeCommand.self],
        defaultSubcommand: CheckCommand.self)
}
