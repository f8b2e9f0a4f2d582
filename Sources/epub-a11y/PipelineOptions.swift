import ArgumentParser
import EPUBA11y
import Foundation

/// `--source-root`, `--baseline`, `--write-baseline`: what CI needs around the report (issue #17).
struct CIOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Repository root: SARIF and GitHub annotations name the files of unpacked books relative to it.",
                               valueName: "dir"))
    var sourceRoot: String?

    @Option(help: ArgumentHelp("Findings of this earlier run (a JSON report, a JSON array of reports, or NDJSON) are baseline: "
                               + "only new findings count for --fail-on.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record this run's reports as a baseline (NDJSON) for a later --baseline.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if let sourceRoot {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sourceRoot, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--source-root \(sourceRoot): not a folder.")
            }
        }
        if let baseline, let writeBaseline, URL(fileURLWithPath: baseline).standardizedFileURL == URL(fileURLWithPath: writeBaseline).standardizedFileURL {
            throw ValidationError("--write-baseline would overwrite the --baseline it reads: give another file.")
        }
    }

    /// The renderers' context: the source root made absolute, the baseline loaded.
    func context(rules: [RuleDescription]) throws -> PipelineContext {
        let root = sourceRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        do {
            return PipelineContext(sourceRoot: root, rules: rules, baseline: try baseline.map(Baseline.load))
        } catch let error as Baseline.Unreadable {
            throw ValidationError(error.description)
        } catch {
            throw ValidationError("--baseline \(baseline ?? ""): \(error.localizedDescription)")
        }
    }
}

/// `--files-from`, `--shard`, `--shard-count`/`--shard-index-env`: which books a run audits,
/// for libraries listed elsewhere and runs split across machines (issue #17).
struct ShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read book paths from this file, one per line (- for standard input; blank lines and # comments are skipped).",
                               valueName: "file"))
    var filesFrom: String?

    @Option(help: ArgumentHelp("Audit only the books of shard K of N (1 ≤ K ≤ N), by a stable hash of each path.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("The number of shards, with --shard-index-env.", valueName: "N"))
    var shardCount: Int?

    @Option(help: ArgumentHelp("Take the shard's index from this environment variable, 0-based (Kubernetes' JOB_COMPLETION_INDEX, "
                               + "AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX), with --shard-count.", valueName: "variable"))
    var shardIndexEnv: String?

    func validate() throws {
        if shard != nil, shardCount != nil || shardIndexEnv != nil {
            throw ValidationError("Give --shard K/N, or --shard-count with --shard-index-env, not both.")
        }
        if (shardCount == nil) != (shardIndexEnv == nil) {
            throw ValidationError("--shard-count and --shard-index-env go together.")
        }
        _ = try bookShard()
    }

    /// The shard this run audits, or nil for all the books.
    func bookShard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BookShard? {
        if let shard {
            guard let value = BookShard(shard) else { throw ValidationError("--shard \(shard): write K/N with 1 ≤ K ≤ N, such as 2/3.") }
            return value
        }
        guard let count = shardCount, let variable = shardIndexEnv else { return nil }
        guard let text = environment[variable], let index = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("--shard-index-env \(variable): the variable is not set to a number.")
        }
        guard let value = BookShard(index: index, count: count) else {
            throw ValidationError("--shard-index-env \(variable)=\(index): not a shard of --shard-count \(count) (0 to \(count - 1)).")
        }
        return value
    }

    /// The arguments' books plus those of `--files-from`, kept when they are in this run's shard.
    func books(_ arguments: [String]) throws -> [String] {
        var listed = arguments
        if let filesFrom {
            let text: String
            if filesFrom == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                do { text = try String(contentsOfFile: filesFrom, encoding: .utf8) } catch {
                    throw ValidationError("--files-from \(filesFrom): \(error.localizedDescription)")
                }
            }
            listed += text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        let books = BookFinder.books(in: listed)
        guard let shard = try bookShard() else { return books }
        // Sorted, so `merge` can stream the shards' outputs together (order within a shard is free).
        return books.filter(shard.contains).sorted()
    }
}
