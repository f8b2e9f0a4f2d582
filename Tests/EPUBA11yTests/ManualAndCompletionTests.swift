import Foundation
import Testing

/// The man pages and shell completions `make install` installs (issue #44), made by `make man`
/// itself (swift-argument-parser's generate-manual on the binaries, the CLI's
/// `--generate-completion-script`) from the binaries this test run built, into a temporary folder:
/// what is checked is what would be installed, from the current command definitions. The page
/// renders in `man` without a warning and lists every subcommand `--help` lists; each completion
/// script loads in its shell and completes a subcommand. A shell or `man` that is not installed
/// skips its test, with the reason (`make manual-tools` installs them); a missing generate-manual
/// fails, as `make test` builds it.
@Suite("Man pages and shell completions")
struct ManualAndCompletionTests {
    @Test("the man pages render without a warning and show the name, synopsis and every subcommand",
          .enabled(if: ManualFiles.which("man") != nil, "man is not installed (make manual-tools installs man-db)"))
    func manPagesRender() async throws {
        let folder = try ManualFiles.folder.get()
        let subcommands = try await ManualFiles.subcommands()
        for (page, name) in [("epub-a11y.1", "epub-a11y"), ("epub-a11y-server.1", "epub-a11y-server")] {
            // --warnings turns on groff's warnings (mdoc's "Empty input line" among them); they go
            // to standard error, as a reader's terminal would show them.
            let man = try await ManualFiles.run("man", ["-l", "--warnings", folder.appendingPathComponent(page).path],
                                          environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
            #expect(man.status == 0, "man -l \(page): \(man.stderr)")
            #expect(man.stderr.isEmpty, "man -l --warnings \(page) warned:\n\(man.stderr)")
            let lines = man.stdout.components(separatedBy: "\n")
            #expect(lines.contains("NAME") && lines.contains("SYNOPSIS") && lines.contains("DESCRIPTION"), "\(man.stdout.prefix(600))")
            // NAME reads "     epub-a11y – <abstract>": the program's own name first.
            let nameLine = lines.drop { $0 != "NAME" }.dropFirst().first ?? ""
            #expect(nameLine.trimmingCharacters(in: .whitespaces).hasPrefix(name + " "), "NAME section: \(nameLine)")
            #expect(lines.allSatisfy { $0.count <= 80 }, "a line is wider than MANWIDTH=80")
            guard name == "epub-a11y" else { continue }
            // Each subcommand is an item of the description list: the name at the list's indent.
            for subcommand in subcommands {
                #expect(lines.contains { $0.hasPrefix("     \(subcommand)") && ($0.count == 5 + subcommand.count || $0.dropFirst(5 + subcommand.count).first == " ") },
                        "the man page has no item for \(subcommand)")
            }
        }
    }

    @Test("the bash completion loads and completes a subcommand",
          .enabled(if: ManualFiles.which("bash") != nil, "bash is not installed"))
    func bashCompletion() async throws {
        let script = try ManualFiles.folder.get().appendingPathComponent("epub-a11y.bash").path
        let (prefix, expected) = try await ManualFiles.completionCase()
        // As bash-completion calls it: the words, the cursor's word, then _epub-a11y with the command,
        // the current word and the previous one.
        let bash = try await ManualFiles.run("bash", ["--norc", "--noprofile", "-c", """
            source "$1" || exit 3
            complete -p epub-a11y || exit 4
            COMP_WORDS=(epub-a11y "$2"); COMP_CWORD=1; COMP_LINE="epub-a11y $2"; COMP_POINT=${#COMP_LINE}
            _epub-a11y epub-a11y "$2" epub-a11y
            printf '%s\\n' "${COMPREPLY[@]}"
            """, "bash", script, prefix])
        #expect(bash.status == 0, "bash: \(bash.stderr)")
        let lines = bash.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "complete -o filenames -F _epub-a11y epub-a11y", "complete -p: \(bash.stdout)")
        #expect(lines.dropFirst().sorted() == expected, "completions of \"epub-a11y \(prefix)\": \(bash.stdout)")
    }

    @Test("the zsh completion is found by compinit from its installed name and defines _epub-a11y",
          .enabled(if: ManualFiles.which("zsh") != nil, "zsh is not installed (make manual-tools installs it)"))
    func zshCompletion() async throws {
        // Installed as site-functions/_epub-a11y: compinit finds it on fpath by its #compdef line.
        let functions = FileManager.default.temporaryDirectory.appendingPathComponent("zsh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: functions) }
        try FileManager.default.copyItem(at: try ManualFiles.folder.get().appendingPathComponent("epub-a11y.zsh"),
                                         to: functions.appendingPathComponent("_epub-a11y"))
        // -f: no startup files; compinit -D writes no dump file, -u trusts the temporary folder.
        let zsh = try await ManualFiles.run("zsh", ["-f", "-c", """
            fpath=("$1" $fpath)
            autoload -Uz compinit && compinit -u -D || exit 3
            print -r -- "registered ${_comps[epub-a11y]}"
            source "$1/_epub-a11y" || exit 4
            whence -w _epub-a11y
            """, "zsh", functions.path], environment: ["ZDOTDIR": functions.path])
        #expect(zsh.status == 0, "zsh: \(zsh.stderr)")
        #expect(zsh.stderr.isEmpty, "zsh: \(zsh.stderr)")
        #expect(zsh.stdout == "registered _epub-a11y\n_epub-a11y: function\n")
    }

    @Test("the fish completion loads and offers the subcommand",
          .enabled(if: ManualFiles.which("fish") != nil, "fish is not installed (make manual-tools installs it)"))
    func fishCompletion() async throws {
        let script = try ManualFiles.folder.get().appendingPathComponent("epub-a11y.fish").path
        let (prefix, expected) = try await ManualFiles.completionCase()
        let fish = try await ManualFiles.run("fish", ["--no-config", "-c", "source $argv[1]; and complete -C \"epub-a11y $argv[2]\"",
                                                script, prefix])
        #expect(fish.status == 0, "fish: \(fish.stderr)")
        // Each candidate is "name<TAB>description".
        let offered = fish.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(offered.sorted() == expected, "fish offers for \"epub-a11y \(prefix)\": \(fish.stdout)")
    }
}

/// What `make man` made for this test process, once.
enum ManualFiles {
    /// The folder of the pages and scripts, or why there is none.
    static let folder: Result<URL, ManualError> = {
        guard let cli = CLIRunner.binary else { return .failure(ManualError("the epub-a11y binary this test run built is missing")) }
        guard let tool = CLIRunner.builtExecutable("generate-manual") else {
            return .failure(ManualError("generate-manual is not built: `swift build --product generate-manual` (make test builds it)"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("man-\(UUID().uuidString)")
        do {
            // The flags of a `make test` this test may run under are not this make's (its jobserver's
            // descriptors are not open here).
            let make = try runBlocking("make", ["-s", "-C", Paths.packageRoot.path, "man", "MAN_DIR=\(folder.path)",
                                        "MAN_BIN_DIR=\(cli.deletingLastPathComponent().path)", "MANUAL_TOOL=\(tool.path)"],
                               environment: ["MAKEFLAGS": "", "MFLAGS": "", "MAKELEVEL": ""])
            guard make.status == 0 else { return .failure(ManualError("make man failed:\n\(make.stdout)\(make.stderr)")) }
        } catch {
            return .failure(ManualError("make could not be run: \(error)"))
        }
        return .success(folder)
    }()

    /// The subcommands `epub-a11y --help` lists, in its order.
    static func subcommands() async throws -> [String] {
        let help = try await CLIRunner.run(["--help"])
        let section = help.stdout.components(separatedBy: "\n").drop { $0 != "SUBCOMMANDS:" }.dropFirst()
        // An entry starts two spaces in ("  check (default)   Audit ..."); its wrapped lines further.
        let names = section.prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 2, "no subcommands in --help:\n\(help.stdout)")
        return names
    }

    /// The first two letters of the first subcommand, and every subcommand they begin, sorted.
    static func completionCase() async throws -> (prefix: String, expected: [String]) {
        let names = try await subcommands()
        let prefix = String(try #require(names.first).prefix(2))
        return (prefix, names.filter { $0.hasPrefix(prefix) }.sorted())
    }

    /// The program's path on PATH; nil when it is not installed.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// As ``run(_:_:environment:)``, blocking: for the manual pages made once, before the tests that read them.
    static func runBlocking(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Output {
        guard let path = which(program) else { throw ManualError("\(program) is not installed") }
        return try CLIRunner.runBlocking(arguments, environment: environment, executable: path)
    }

    /// Runs `program` from PATH with `arguments`.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> CLIRunner.Output {
        guard let path = which(program) else { throw ManualError("\(program) is not installed") }
        return try await CLIRunner.run(arguments, environment: environment, executable: path)
    }
}

/// Why the man pages or completions could not be made.
struct ManualError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
