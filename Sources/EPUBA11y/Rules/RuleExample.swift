/// A minimal publication a rule must pass or fail on. The test harness builds it in memory:
/// a package document whose `<metadata>` holds exactly `metadata`, a manifest with the
/// navigation document and each of `documents` (in the spine, in order, as `chapter1.xhtml`,
/// `chapter2.xhtml`, …), and `files` beside them (see `book()`).
///
/// In a failing example, `↓` written immediately before an element's `<` marks where the rule must
/// report it (SwiftLint's convention): the test harness checks a finding of the rule at each marked
/// file and line (and with the element's `id`, when it has one), and none elsewhere. A failing
/// example without markers must be reported at the package document's `<package>` element: that is
/// where findings about something *missing* from the whole publication go.
public struct RuleExample: Sendable {
    /// Whether the rule must pass or fail on the example.
    public enum Expectation: String, Sendable {
        case passes, fails
    }

    /// Pass or fail.
    public var expectation: Expectation
    /// The `<metadata>` element's children, exactly (nothing is added).
    public var metadata: String
    /// Attributes of `<package>` besides `xmlns`, `version` and `unique-identifier`.
    public var packageAttributes: String = #"xml:lang="en""#
    /// The package's `version` attribute.
    public var version: String = "3.0"
    /// Complete content documents, `chapter1.xhtml` first. Nil: one ordinary chapter.
    public var documents: [String]?
    /// A complete navigation document. Nil: a toc nav linking every document.
    public var navigation: String?
    /// Extra manifest `<item>` lines (e.g. `properties="cover-image"`, a non-linear document).
    public var manifestItems: String = ""
    /// A complete `<spine>` body, replacing the default (every document, in order).
    public var spine: String?
    /// Further container files by path relative to the package document.
    public var files: [String: String] = [:]
    /// Media overlays: the `n`th is written as `chapter<n>.smil` (manifest id `mo<n>`, media type
    /// `application/smil+xml`) and chapter `n` names it in `media-overlay`. Markers work in them too.
    public var overlays: [String] = []
    /// Findings at unmarked places are fine too (e.g. one defect a rule rightly reports twice).
    /// Use sparingly and say why where it is set.
    public var allowsOtherFindings = false

    /// An example with the default chapter and navigation.
    public init(_ expectation: Expectation, metadata: String = "") {
        self.expectation = expectation
        self.metadata = metadata
    }

    /// A package-level example: the `<metadata>` children.
    public static func passes(_ metadata: String, packageAttributes: String = #"xml:lang="en""#,
                              version: String = "3.0", files: [String: String] = [:]) -> RuleExample {
        var example = RuleExample(.passes, metadata: metadata)
        (example.packageAttributes, example.version, example.files) = (packageAttributes, version, files)
        return example
    }

    /// A failing package-level example: the `<metadata>` children.
    public static func fails(_ metadata: String, packageAttributes: String = #"xml:lang="en""#,
                             version: String = "3.0", files: [String: String] = [:]) -> RuleExample {
        var example = RuleExample(.fails, metadata: metadata)
        (example.packageAttributes, example.version, example.files) = (packageAttributes, version, files)
        return example
    }

    /// A content example: one chapter whose `<body>` holds `body`.
    public static func passes(body: String, head: String = "<title>Chapter</title>") -> RuleExample {
        var example = RuleExample(.passes)
        example.documents = [xhtml(body: body, head: head)]
        return example
    }

    /// A failing content example: one chapter whose `<body>` holds `body`. `markingRoot`: the
    /// finding is about the whole document, reported at its `<html>` element, which gets the `↓`.
    public static func fails(body: String, head: String = "<title>Chapter</title>", markingRoot: Bool = false) -> RuleExample {
        var example = RuleExample(.fails)
        example.documents = [xhtml(body: body, head: head, markingRoot: markingRoot)]
        return example
    }

    /// A content example with complete documents (and optionally navigation, manifest, spine).
    public static func passes(documents: [String], navigation: String? = nil, metadata: String = "",
                              manifestItems: String = "", spine: String? = nil, files: [String: String] = [:]) -> RuleExample {
        var example = RuleExample(.passes, metadata: metadata)
        (example.documents, example.navigation, example.manifestItems, example.spine, example.files)
            = (documents, navigation, manifestItems, spine, files)
        return example
    }

    /// A failing content example with complete documents (and optionally navigation, manifest, spine).
    public static func fails(documents: [String], navigation: String? = nil, metadata: String = "",
                             manifestItems: String = "", spine: String? = nil, files: [String: String] = [:]) -> RuleExample {
        var example = passes(documents: documents, navigation: navigation, metadata: metadata, manifestItems: manifestItems,
                             spine: spine, files: files)
        example.expectation = .fails
        return example
    }

    /// The same example, allowing findings beside the marked ones.
    public func allowingOtherFindings() -> RuleExample {
        var example = self
        example.allowsOtherFindings = true
        return example
    }

    /// An XHTML content document with the EPUB namespace declared and `lang`/`xml:lang` set;
    /// `markingRoot` puts a `↓` before `<html>` (for findings about the whole document).
    public static func xhtml(body: String, head: String = "<title>Chapter</title>",
                             htmlAttributes: String = #"xml:lang="en" lang="en""#, markingRoot: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(markingRoot ? "↓" : "")<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" \(htmlAttributes)>
        <head>\(head)</head>
        <body>
        \(body)
        </body>
        </html>
        """
    }
}
