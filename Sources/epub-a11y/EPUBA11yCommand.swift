import ArgumentParser

@main
struct EPUBA11yCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "epub-a11y",
        abstract: "Inspect EPUB publications for accessibility.",
        discussion: """
            Exit status: 0 on success, 2 when a book cannot be opened, 64 on a usage error.
            """,
        version: "0.1.0",
        subcommands: [InspectCommand.self, MetadataCommand.self, PackCommand.self])
}
