import ArgumentParser
import EPUBA11y
import EPUBCore

/// `--rule`, `--disable-rule`, `--tag`: declared once, combined as ``RuleSelection`` says.
struct RuleSelectionOptions: ParsableArguments {
    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable-rule"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Option(name: .customLong("tag"), help: "Run only rules with one of these tags, e.g. wcag2a, best-practice (repeatable). With --rule, a rule must satisfy both.")
    var tags: [String] = []

    var selection: RuleSelection { RuleSelection(ids: Set(onlyRules), tags: Set(tags), disabled: Set(disabledRules)) }

    func validate() throws {
        let unknown = selection.unknownIDs
        if !unknown.isEmpty {
            throw ValidationError("Unknown rule id(s): \(unknown.joined(separator: ", ")). `epub-a11y rules` lists them.")
        }
        if selection.rules().isEmpty { throw ValidationError("The rule selection leaves no rule to run.") }
    }
}

/// The container limits a book must stay within (zip bombs, huge archives), declared once.
struct LimitOptions: ParsableArguments {
    @Option(name: .long, help: "Most entries a book may hold (default: 50000).")
    var maxEntries: Int?

    @Option(name: .customLong("max-entry-mib"), help: "Largest inflated size of one entry, in MiB (default: 128).")
    var maxEntryMiB: Int?

    @Option(name: .customLong("max-book-mib"), help: "Most bytes one book may inflate, in MiB (default: 2048).")
    var maxBookMiB: Int?

    var limits: ContainerLimits {
        var limits = ContainerLimits.default
        if let maxEntries { limits.maxEntryCount = maxEntries }
        if let maxEntryMiB { limits.maxEntrySize = UInt64(maxEntryMiB) << 20 }
        if let maxBookMiB { limits.maxTotalSize = UInt64(maxBookMiB) << 20 }
        return limits
    }

    func validate() throws {
        // Bounded so the MiB-to-bytes shift cannot overflow (and a limit of nothing is a mistake).
        for (name, value) in [("--max-entries", maxEntries), ("--max-entry-mib", maxEntryMiB), ("--max-book-mib", maxBookMiB)] {
            if let value, !(1...(1 << 30)).contains(value) { throw ValidationError("\(name) must be between 1 and \(1 << 30).") }
        }
    }
}

/// `--profile`: which EPUB Accessibility version to judge by, declared once.
struct ProfileOptions: ParsableArguments {
    @Option(name: .long, help: "EPUB Accessibility version to judge by: epub-a11y-1.1 or epub-a11y-1.2 (default: the version the book claims, else 1.1).")
    var profile: ConformanceProfile?
}

/// `--lang`: the language of the Display Guide statements, and of the text and HTML reports' own
/// words when they have a string table for it (issue #16).
struct LanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Language of the report (BCP 47: fr, fr-CA, ja, pt-BR, ...; default en-US).",
                               discussion: "The Display Guide statements come in every W3C locale; the text and HTML reports' own words in the "
                                   + "languages with a complete string table (" + ReportStrings.reportLanguages.joined(separator: ", ")
                                   + "), English for the others; the rules' findings included. JSON and EARL stay English, with the guide in this locale."))
    var lang: String = "en-US"

    func validate() throws {
        if DisplayGuideVocabulary.resolve(lang) == nil {
            throw ValidationError("No Display Guide translation for '\(lang)'. Supported: "
                                  + DisplayGuideLocalizations.locales.joined(separator: ", ") + " (or their language alone, such as fr). "
                                  + "The rest of the text and HTML reports is in " + ReportStrings.reportLanguages.joined(separator: ", ")
                                  + " (English for the others).")
        }
    }

    /// The library's locale for the tag.
    var locale: AccessibilityInspector.Options.Locale { .init(lang) }

    /// The words of the text and HTML reports for the tag (English when there is no table for it).
    var strings: ReportStrings { .report(for: lang) }
}

extension ConformanceProfile: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension Impact: ExpressibleByArgument {}
