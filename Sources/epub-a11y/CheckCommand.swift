import ArgumentParser
import EPUBA11y
import EPUBCore
import Foundation

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit books and print the EPUB Accessibility 1.1 conformance report (the default command).",
        discussion: """
            A folder is a book when it holds META-INF/container.xml; otherwise every .epub and \
            unpacked book below it is checked, in sorted order, --jobs books at a time. Reports come \
            out in that order as they finish; --ndjson, --csv and --html-dir write library outputs; \
            a summary goes to standard error. Ctrl-C stops after the books in progress and still \
            writes everything for the books done.

            --format sarif, junit and github are for CI; --baseline makes only new findings count; \
            --files-from and --shard split a library across machines (then `merge`).

            Exit status: 0 when no failed finding (no new one, with --baseline) is at or above \
            --fail-on; 1 when one is; 2 when a book could not be read (its report says why); 64 on \
            a usage error.
            """)

    @Argument(help: "EPUB files, unpacked EPUB folders, or folders of .epub files.", completion: .file())
    var books: [String] = []

    @Option(name: .shortAndLong, help: "Report format.")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file (one book) or into this folder (one file per book) instead of standard output; with --format ace, Ace's report folder (report.json, report.html, data/; a sub-folder per book for several).")
    var output: String?

    @Option(name: .long, help: "Lowest impact of a failed finding that makes the exit status 1.")
    var failOn: Impact = .serious

    @OptionGroup var ruleSelection: RuleSelectionOptions

    @OptionGroup var profileOptions: ProfileOptions

    @OptionGroup var language: LanguageOptions

    @OptionGroup var limitOptions: LimitOptions

    @Flag(name: .shortAndLong, help: "Print no report; only the exit status (and errors) tell.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Books audited at once; for a single book, its documents parsed at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: "Also write one JSON report per line to this file.")
    var ndjson: String?

    @Option(name: .long, help: "Also write one CSV row per book to this file.")
    var csv: String?

    @Option(name: .long, help: "Also write an HTML report per book and an index.html dashboard into this folder.")
    var htmlDir: String?

    @Option(name: .long, help: "Reuse the reports of this earlier --ndjson file for books whose size and time are unchanged.")
    var changedSince: String?

    @OptionGroup var ci: CIOptions

    @OptionGroup var shardOptions: ShardOptions

    func validate() throws {
        if books.isEmpty && shardOptions.filesFrom == nil { throw ValidationError("Name at least one book, or give --files-from.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// The engine, configured by the command line.
    var inspector: AccessibilityInspector {
        AccessibilityInspector(options: .init(selection: ruleSelection.selection, limits: limitOptions.limits,
                                              jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                              locale: language.locale, profile: profileOptions.profile))
    }

    func run() async throws {
        let paths = try shardOptions.books(books)
        let previous: [String: BatchEntry]
        do {
            previous = try changedSince.map(PreviousReports.load) ?? [:]
        } catch let error as PreviousReports.NotAReport {
            throw ValidationError(error.description)
        } catch {
            // A missing or unreadable file: say which option named it, not Foundation's error domain.
            throw ValidationError("--changed-since \(changedSince ?? ""): \(error.localizedDescription)")
        }
        let context = try ci.context(rules: inspector.options.rules.map { $0.description })
        let writer = try ReportWriter(format: format, output: quiet ? nil : output, total: paths.count, strings: language.strings, context: context)
        let baselineFile = try ci.writeBaseline.map { try BatchFiles(ndjson: $0, csv: nil, htmlDirectory: nil, inputs: [ci.baseline, changedSince].compactMap { $0 }) }
        let files = try BatchFiles(ndjson: ndjson, csv: csv, htmlDirectory: htmlDir, inputs: changedSince.map { [$0] } ?? [], strings: language.strings)
        let interruption = Interruption()
        if paths.count > 1 { interruption.install() }
        // One timestamp for the whole run: reports of one batch say when the batch ran.
        var options = inspector.options
        options.timestamp = .fixed(ReportTimestamp.now.resolve())
        let engine = AccessibilityInspector(options: options)
        var summary = BatchSummary()
        var progress = ProgressLine(total: paths.count, quiet: quiet)
        var unreadable = false, failing = false, newFindings = 0
        let started = Date()
        // `fix`'s outlook is shown by the summary, the NDJSON lines and the dashboard: a quiet run
        // writing none of them does not compute it.
        let countingFixes = !quiet || ndjson != nil || csv != nil || htmlDir != nil || baselineFile != nil
        let delivered = try await engine.reports(for: paths, previous: previous, countingFixes: countingFixes, isCancelled: { interruption.isInterrupted }, progress: { report in
            progress.advance(failed: report.verdict != .noAutomatedFailures)
        }) { index, entry in
            let report = entry.report
            if let error = report.error { StandardError.report(error) }
            if !quiet { try writer.write(report, bookPath: paths.indices.contains(index) ? paths[index] : report.subject.file) }
            try files.write(entry)
            try baselineFile?.write(entry)
            summary.add(entry)
            unreadable = unreadable || report.verdict == .cannotBeAssessed
            // With a baseline, only new failed findings count.
            let isNew = context.newFindings(of: report)
            failing = failing || report.findings.indices.contains { isNew[$0] && report.findings[$0].outcome == .failed && report.findings[$0].impact >= failOn }
            newFindings += isNew.filter { $0 }.count
        }
        progress.clear()
        try writer.finish()
        try files.finish()
        try baselineFile?.finish()
        if context.baseline != nil, !quiet {
            StandardError.write("baseline: \(newFindings) new finding\(newFindings == 1 ? "" : "s") (--fail-on \(failOn.rawValue) judges only these)\n")
        }
        let cancelled = delivered < paths.count
        if paths.count > 1, !quiet || cancelled {
            StandardError.write(summary.render(cancelled: cancelled, seconds: Date().timeIntervalSince(started)))
        }
        if cancelled { throw ExitCode(130) }
        if unreadable { throw ExitCode(2) }
        if failing { throw ExitCode(1) }
    }
}

