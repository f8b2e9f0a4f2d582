import EPUBCore

/// Objects have a text alternative (WCAG 1.1.1; axe `object-alt`).
struct ObjectAltRule: Rule {
    static let description = RuleDescription(
        id: "object-alt", title: "Objects have a text alternative", impact: .serious,
        tags: ["ace", "wcag2a", "wcag111", "images"],
        rationale: "An object that shows its resource (an image, an SVG, a document) is announced by its name alone: aria-label, aria-labelledby or title, or role=\"presentation\" when it is decoration. Its fallback content is shown only when the resource is not, and then names nothing, so it does not count (axe-core 4.12.1). As axe judges only objects that loaded, an object whose data is missing from the container or remote is not judged (the fallback shows); one whose resource a reading system may not render (a media type other than an image or a document) is needs review.",
        references: [.understanding("non-text-content.html"), .axe("object-alt")],
        scope: .content,
        examples: withCharts([
            .passes(body: #"<p><object data="chart.svg" type="image/svg+xml" aria-label="Sales by year">Sales rose.</object></p>"#),
            .passes(body: #"<p><object data="chart.svg" type="image/svg+xml" title="Sales by year"></object></p>"#),
            .passes(body: #"<p><object data="rule.svg" type="image/svg+xml" role="presentation"></object></p>"#),
            // Not in the container: the fallback shows, and is read.
            .passes(body: #"<p><object data="missing.svg" type="image/svg+xml">Sales rose.</object></p>"#),
            .fails(body: "<p>\n" + #"↓<object data="chart.svg" type="image/svg+xml">Sales rose from 2 to 5.</object></p>"#),
        ]))

    /// The examples with the SVG files their objects show.
    private static func withCharts(_ examples: [RuleExample]) -> [RuleExample] {
        examples.map { example in
            var example = example
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#
            example.files["chart.svg"] = svg
            example.files["rule.svg"] = svg
            return example
        }
    }

    /// Media types Chromium renders in an object (so axe judges it).
    private static func rendered(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("image/") || ["application/xhtml+xml", "text/html", "text/plain", "application/pdf"].contains(mediaType)
    }

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let manifestTypes = Dictionary(context.package.manifest.compactMap { item in item.path.map { ($0, item.mediaType) } },
                                       uniquingKeysWith: { first, _ in first })
        let container = context.publication.container
        return RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            let objects = document.embedded.filter { $0.kind == .object }
            guard !objects.isEmpty else { return [] }
            let ids = RuleSupport.ids(document)
            let aria = Dictionary(document.ariaItems.compactMap { item in item.position.map { ($0, item) } }, uniquingKeysWith: { first, _ in first })
            return objects.compactMap { object -> Finding? in
                guard let data = object.src, !data.trimmingXMLWhitespace().isEmpty else { return nil }
                let target = ContainerPath.resolve(data, from: document.path)
                guard target.kind == .container, let path = target.path, container.contains(path) else { return nil }
                let item = object.position.flatMap { aria[$0] }
                let roles = item?.validRoles ?? []
                if let role = roles.first, role == "presentation" || role == "none" { return nil }
                let named = !RuleSupport.isBlank(object.ariaLabel) || !RuleSupport.isBlank(object.title)
                    || RuleSupport.labelledByResolves(item?.ariaLabelledBy ?? [], in: ids)
                guard !named else { return nil }
                let mediaType = manifestTypes[path] ?? object.type ?? ""
                let what = "<object data=\(RuleSupport.quoted(data, limit: 80))>"
                if rendered(mediaType) {
                    return finding("rendered", ["element": .value(what), "type": .value(mediaType)],
                                   at: document.location(of: object), elementID: object.id)
                }
                return finding("unrendered", ["element": .value(what), "type": mediaType.isEmpty ? .message(sentence("unrendered.no-type")) : .value(mediaType)],
                               at: document.location(of: object), outcome: .needsReview, elementID: object.id)
            }
        }
    }
}
