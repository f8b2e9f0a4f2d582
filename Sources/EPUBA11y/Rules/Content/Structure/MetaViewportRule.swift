import EPUBCore

/// The viewport does not disable zoom (WCAG 1.4.4; axe `meta-viewport`), as needs review in EPUB.
struct MetaViewportRule: Rule {
    static let description = RuleDescription(
        id: "meta-viewport", title: "The viewport meta does not disable zoom (needs review)", impact: .moderate,
        tags: ["ace", "wcag2aa", "wcag144"],
        rationale: "In a browser, user-scalable=no or a maximum-scale under 2 in <meta name=\"viewport\"> stops readers from zooming text (axe-core 4.12.1 fails it). In EPUB the tag means less: a reading system uses only its width and height, to size a fixed-layout page (EPUB 3.3 Reading Systems), ignores it in reflowable documents, and zooms by its own means; so the finding is needs review: it matters where a reading system built on a web view passes the tag through.",
        references: [.understanding("resize-text.html"), .axe("meta-viewport")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: "<p>Text.</p>", head: #"<title>Chapter</title><meta name="viewport" content="width=1200, height=1600"/>"#),
            .passes(body: "<p>Text.</p>", head: #"<title>Chapter</title><meta name="viewport" content="width=device-width, maximum-scale=2"/>"#),
            .fails(body: "<p>Text.</p>", head: "<title>Chapter</title>\n" + #"↓<meta name="viewport" content="initial-scale = 1.0,maximum-scale = 1.0"/>"#),
            .fails(body: "<p>Text.</p>", head: "<title>Chapter</title>\n" + #"↓<meta name="viewport" content="width=600, user-scalable=no"/>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let fixedLayout = context.package.layout == .prePaginated
        return RuleSupport.readDocuments(context).flatMap { document in
            document.viewportItems.compactMap { viewport -> Finding? in
                guard let problem = zoomBlocker(viewport.content) else { return nil }
                return finding(fixedLayout ? "blocks-zoom-fixed" : "blocks-zoom-reflowable", ["setting": .value(problem)],
                               at: document.location(of: viewport), outcome: .needsReview)
            }
        }
    }

    /// What in `content` disables zoom, as axe's meta-viewport-scale-evaluate reads it; nil when nothing does.
    static func zoomBlocker(_ content: String, scaleMinimum: Double = 2) -> String? {
        var properties: [String: String] = [:]
        for part in content.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let pieces = part.split(separator: "=", maxSplits: 2, omittingEmptySubsequences: false)
            guard pieces.count >= 2 else { continue }
            let key = String(pieces[0]).trimmingXMLWhitespace().lowercased()
            var value = String(pieces[1]).trimmingXMLWhitespace().lowercased()
            guard !key.isEmpty, !value.isEmpty else { continue }
            if key == "maximum-scale", value == "yes" { value = "1" }
            if key == "maximum-scale", let scale = leadingNumber(value), scale < 0 { continue }
            properties[key] = value
        }
        if let scalable = properties["user-scalable"] {
            if scalable == "no" { return "user-scalable=no" }
            if let number = leadingNumber(scalable), number > -1, number < 1 { return "user-scalable=\(scalable)" }
        }
        if let maximum = properties["maximum-scale"], let scale = leadingNumber(maximum), scale < scaleMinimum {
            return "maximum-scale=\(maximum)"
        }
        return nil
    }

    /// JavaScript's parseFloat: the number at the start of `text`, nil when there is none.
    static func leadingNumber(_ text: String) -> Double? {
        var prefix = ""
        var seenDigit = false, seenDot = false
        for character in text {
            if character.isASCII, character.isNumber {
                seenDigit = true
            } else if character == ".", !seenDot {
                seenDot = true
            } else if (character == "-" || character == "+"), prefix.isEmpty {
            } else {
                break
            }
            prefix.append(character)
        }
        return seenDigit ? Double(prefix) : nil
    }
}
