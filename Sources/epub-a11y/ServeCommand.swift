import ArgumentParser

/// What is left of `epub-a11y serve`: the HTTP service is now the separate `epub-a11y-server`
/// executable, so this tool builds without Hummingbird and SwiftNIO. Hidden from `--help`, but
/// kept so an old script or unit file gets told where the service went instead of "serve: no
/// such file or folder" (check, the default subcommand, would take the word for a book).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Moved: the HTTP service is the epub-a11y-server executable.",
        shouldDisplay: false)

    /// Whatever flags the old command line had; none is read, so none can be a usage error.
    @Argument(parsing: .captureForPassthrough)
    var ignored: [String] = []

    static let movedMessage = """
        error: the HTTP service is no longer part of epub-a11y. Run `epub-a11y-server` with the \
        same flags (built by `swift build -c release --product epub-a11y-server`, or `make serve`).
        """

    func run() throws {
        StandardError.write(Self.movedMessage)
        throw ExitCode(64)
    }
}
