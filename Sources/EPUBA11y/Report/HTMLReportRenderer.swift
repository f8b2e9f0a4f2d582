import EPUBCore
import Foundation

/// Renders a ``Report`` as one self-contained, accessible HTML5 document: inline CSS only,
/// no script, no external resource; readable without JavaScript and in both colour schemes.
///
/// Every string that comes from the book (or from the report) goes through ``escape(_:)``;
/// only the renderer's own markup is written raw. The output depends on the report alone
/// (no clock, no dictionary order), so the same report renders to the same bytes.
public enum HTMLReportRenderer {
    /// The sections, in document order, by id (their titles are `section.<id>` in the string table).
    static let sections = ["summary", "claims", "requirements", "claims-evidence", "findings", "manual-review", "images", "headings"]

    /// One self-contained, accessible HTML page for `report`, in the language of `strings` (nil:
    /// the language of the report's Display Guide). The page's `lang` is that language; a passage
    /// in another one (an English message in a French page, a translated guide in an English
    /// page) carries its own.
    public static func render(_ report: Report, strings: ReportStrings? = nil) -> String {
        let words = strings ?? .report(for: report)
        var html = HTMLReportWriter()
        let name = bookName(report)
        let specification = ReportStrings.specification(of: report)
        html.raw("<!DOCTYPE html>\n<html lang=\"\(escape(words.language))\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        html.raw("<meta name=\"generator\" content=\"\(escape(report.tool.name)) \(escape(report.tool.version))\"/>\n")
        html.raw("<title>")
        html.text(words("html.title", ["book": name, "tool": report.tool.name]))
        html.raw("</title>\n<style>\n\(stylesheet)</style>\n</head>\n<body>\n")
        html.raw("<a class=\"skip\" href=\"#main\">")
        html.text(words("html.skip"))
        html.raw("</a>\n")

        html.raw("<header class=\"page\">\n<p class=\"kicker\">")
        html.text(words("html.kicker", ["specification": specification]))
        html.raw("</p>\n<h1>")
        html.text(name)
        html.raw("</h1>\n")
        if report.subject.title != nil {
            html.raw("<p class=\"file\"><code>")
            html.text(report.subject.file)
            html.raw("</code></p>\n")
        }
        html.raw("</header>\n")

        html.raw("<nav aria-labelledby=\"toc-title\" class=\"toc\">\n<h2 id=\"toc-title\">")
        html.text(words("html.contents"))
        html.raw("</h2>\n<ol>\n")
        for section in sections {
            html.raw("<li><a href=\"#\(section)\">")
            html.text(words("section." + section))
            html.raw("</a></li>\n")
        }
        html.raw("</ol>\n</nav>\n<main id=\"main\">\n")
        summarySection(report, words, into: &html)
        claimsSection(report, words, into: &html)
        requirementsSection(report, words, into: &html)
        claimChecksSection(report, words, into: &html)
        findingsSection(report, words, into: &html)
        manualReviewSection(report, words, into: &html)
        imagesSection(report, words, into: &html)
        headingsSection(report, words, into: &html)
        html.raw("</main>\n")

        html.raw("<footer class=\"page\">\n<p>")
        // The template is escaped first, then filled with escaped values and the `<time>` element.
        html.raw(ReportStrings.fill(escape(words("html.footer.generated")), [
            "tool": escape("\(report.tool.name) \(report.tool.version)"), "schema": escape(report.schemaVersion),
            "time": "<time>\(escape(report.generatedAt))</time>",
        ]))
        html.raw("</p>\n<p>")
        html.text(words("html.footer.disclaimer"))
        html.raw("</p>\n</footer>\n</body>\n</html>\n")
        return html.out
    }

    /// ` lang="…"` of the book's language for its own text (headings, alt text, captions) when it
    /// is not the page's language; else nothing.
    static func bookLanguage(_ report: Report, _ words: ReportStrings) -> String {
        guard let tag = languageTag(report.subject.languages.first), LanguageTag(tag)?.language != words.language else { return "" }
        return " lang=\"\(escape(tag))\""
    }

    /// ` lang="en"` when a passage of English (a finding's message, a rule's evidence, a requirement
    /// a table lacks) sits in a page of another language; else nothing.
    static func english(_ words: ReportStrings, _ isEnglish: Bool = true) -> String {
        isEnglish && words.language != "en" ? " lang=\"en\"" : ""
    }

    /// The one escape function: `&`, `<`, `>`, `"` and `'` become character references, so
    /// the result is safe both as element content and inside a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters (other than tab and newlines) are not allowed in HTML text.
                if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(character)
                }
            }
        }
        return out
    }

    /// The book's title, or its file when it has none.
    static func bookName(_ report: Report) -> String {
        if let title = report.subject.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty { return title }
        return report.subject.file
    }

    /// Only an absolute http(s) URL from the book becomes a link (never `javascript:` and the like,
    /// and never a relative href, which would resolve against the report's own location).
    static func isWebURL(_ value: String) -> Bool {
        let lower = value.lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && !value.contains(where: \.isWhitespace)
    }

    /// A `lang` value from the book, kept only when it looks like a language tag.
    static func languageTag(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.count <= 35,
              value.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") })
        else { return nil }
        return value
    }
}

/// Accumulates markup: ``raw(_:)`` for the renderer's own tags, ``text(_:)`` for anything else.
struct HTMLReportWriter {
    var out = ""

    mutating func raw(_ markup: String) { out += markup }

    mutating func text(_ text: String) { out += HTMLReportRenderer.escape(text) }

    /// Escaped text in a `<span lang="…">` when `lang` is an attribute (` lang="en"`), else bare.
    mutating func text(_ text: String, lang: String) {
        guard !lang.isEmpty else { return self.text(text) }
        raw("<span\(lang)>")
        self.text(text)
        raw("</span>")
    }

    /// `<name class="…">escaped text</name>`
    mutating func element(_ name: String, _ text: String, class className: String? = nil) {
        out += "<\(name)" + (className.map { " class=\"\($0)\"" } ?? "") + ">"
        out += HTMLReportRenderer.escape(text)
        out += "</\(name)>"
    }

    /// A section with its `h2` (`section.<id>` of `words`); `body` writes the content.
    mutating func section(_ id: String, _ words: ReportStrings, body: (inout HTMLReportWriter) -> Void) {
        raw("<section id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\">")
        text(words("section." + id))
        raw("</h2>\n")
        body(&self)
        raw("</section>\n")
    }

    /// A link whose href is escaped like any text.
    mutating func link(_ href: String, _ text: String) {
        raw("<a href=\"\(HTMLReportRenderer.escape(href))\">")
        self.text(text)
        raw("</a>")
    }

    /// A message of the conformance layer in `words`' language: its words and values escaped,
    /// English that is not ours (a rule's message) in `<span lang="en">` on a page in another
    /// language; with `ruleAsCode`, the value named `rule` (a finding's rule id) set as code.
    mutating func message(_ message: ReportMessage, _ words: ReportStrings, ruleAsCode: Bool = false) {
        for piece in message.pieces(in: words) {
            switch piece {
            case .words(let words): text(words)
            case .value(let value, let name) where ruleAsCode && name == "rule": element("code", value)
            case .value(let value, _): text(value)
            case .english(let english): text(english, lang: HTMLReportRenderer.english(words))
            }
        }
    }

    /// A container path as code, breakable after each `/` (long paths would overflow a cell).
    mutating func path(_ path: String) {
        raw("<code class=\"path\">")
        raw(path.split(separator: "/", omittingEmptySubsequences: false).map { HTMLReportRenderer.escape(String($0)) }
            .joined(separator: "/<wbr/>"))
        raw("</code>")
    }

    /// A `<ul>` of escaped items, each with its `lang` attribute (or none), or `—` when there are none.
    mutating func list(_ items: [(text: String, lang: String)], class className: String = "plain") {
        guard !items.isEmpty else {
            raw("<span class=\"none\">—</span>")
            return
        }
        raw("<ul class=\"\(className)\">")
        for item in items {
            raw("<li\(item.lang)>")
            text(item.text)
            raw("</li>")
        }
        raw("</ul>")
    }
}
