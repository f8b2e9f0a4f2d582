import ArgumentParser
import EPUBA11y
import Foundation

/// `merge`: the NDJSON outputs of shards, as one run's outputs.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the --ndjson outputs of sharded runs into the NDJSON, CSV, dashboard and summary of one run.",
        discussion: """
            The files are merged as they stream, one line of each in memory, by book path: each \
            must be sorted by book path, as a run over a folder (or a sorted --files-from listing) \
            writes it, and the result is the same bytes as one unsharded run. A book reported by \
            more than one file is listed on standard error (its first report is kept) and the exit \
            status is 1.

            Exit status: 0; 1 when a book was reported twice; 64 on a usage error or a file that is \
            not an NDJSON of this version's reports.
            """)

    @Argument(help: "NDJSON files written by check --ndjson (one per shard).", completion: .file())
    var files: [String]

    @Option(help: "Write the merged reports, one per line, to this file.")
    var ndjson: String?

    @Option(help: "Write one CSV row per book to this file.")
    var csv: String?

    @Option(help: "Write an HTML report per book and the index.html dashboard into this folder.")
    var htmlDir: String?

    @OptionGroup var language: LanguageOptions

    @Flag(help: "Print the run's summary (books by verdict, top failing rules) to standard output.")
    var summary = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one NDJSON file.") }
        let inputs = Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL })
        for output in [ndjson, csv].compactMap({ $0 }) where inputs.contains(URL(fileURLWithPath: output).standardizedFileURL) {
            throw ValidationError("\(output) is also an input: merge never writes over what it reads.")
        }
    }

    func run() throws {
        var merged = try ShardMerge(files: files)
        let outputs = try BatchFiles(ndjson: ndjson, csv: csv, htmlDirectory: htmlDir, strings: language.strings)
        var batch = BatchSummary()
        do {
            while let entry = try merged.next() {
                try outputs.write(entry)
                batch.add(entry)
            }
        } catch let error as ShardMerge.NotAReport {
            try outputs.finish()
            throw ValidationError(error.description)
        }
        try outputs.finish()
        if summary { print(batch.render(), terminator: "") }
        for duplicate in merged.duplicates {
            StandardError.write("merge: \(duplicate.book) is reported by \(duplicate.files.joined(separator: ", ")); the first report is kept\n")
        }
        if !merged.duplicates.isEmpty { throw ExitCode(1) }
    }
}
