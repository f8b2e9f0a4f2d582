import EPUBCore

/// `longdesc` is obsolete in HTML; where it is kept, it must at least lead somewhere (H45).
struct ImageLongdescRule: Rule {
    static let description = RuleDescription(
        id: "image-longdesc", title: "Extended descriptions do not rely on longdesc", impact: .moderate,
        tags: ["wcag2a", "wcag111", "best-practice"],
        rationale: "longdesc is obsolete in HTML and most reading systems ignore it, so the description it points to is unreachable for most readers; aria-describedby, aria-details or a visible link reach everyone. A longdesc that points to a missing file or id is broken for those that do support it.",
        references: [
            .htmlTechnique("H45"), Reference(url: "https://html.spec.whatwg.org/multipage/obsolete.html#attr-img-longdesc"),
            .ariaTechnique("ARIA15"), Reference(url: "https://www.w3.org/TR/wai-aria-1.2/#aria-details"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="chart.png" alt="Rainfall chart" aria-details="d"/><details id="d"><summary>Description</summary><p>Rain peaks in week 3.</p></details>"##),
            .fails(body: ##"↓<img src="chart.png" alt="Rainfall chart" longdesc="#d"/><p id="d">Rain peaks in week 3.</p>"##),
            .fails(body: ##"↓<img src="chart.png" alt="Rainfall chart" longdesc="descriptions.xhtml#chart"/>"##),
            .fails(body: ##"↓<img src="chart.png" alt="Rainfall chart" longdesc="#nowhere"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let idsByDocument = context.content.idsByDocument
        return RuleSupport.readDocuments(context).flatMap { document in
            document.images.compactMap { image -> Finding? in
                guard let longdesc = image.longdesc else { return nil }
                let name = RuleSupport.describe(image, in: document)
                let location = document.location(of: image)
                if let broken = brokenTarget(longdesc, from: document.path, context: context, idsByDocument: idsByDocument) {
                    return finding("broken", ["element": .value(name), "longdesc": .value(RuleSupport.quoted(longdesc, limit: 80)), "broken": .message(broken)],
                                   at: location, elementID: image.id)
                }
                return finding("obsolete", ["element": .value(name), "longdesc": .value(RuleSupport.quoted(longdesc, limit: 80))],
                               at: location, impact: .minor, elementID: image.id)
            }
        }
    }

    /// Why the longdesc URL leads nowhere, or nil when it resolves (or cannot be checked).
    static func brokenTarget(_ longdesc: String, from path: String, context: RuleContext,
                             idsByDocument: [String: Set<String>]) -> ReportMessage? {
        guard !RuleSupport.isBlank(longdesc) else { return sentence("broken.empty") }
        let target = ContainerPath.resolve(longdesc, from: path)
        switch target.kind {
        case .external:
            return nil
        case .outsideContainer:
            return sentence("broken.outside")
        case .container:
            guard let targetPath = target.path else { return nil }
            guard context.publication.container.contains(targetPath) || idsByDocument[targetPath] != nil else {
                return sentence("broken.missing-file", ["path": .value(targetPath)])
            }
            // Fragments are checked only in documents whose ids were collected.
            if let fragment = target.fragment, !fragment.isEmpty, let ids = idsByDocument[targetPath], !ids.contains(fragment) {
                return sentence("broken.missing-id", ["id": .value(RuleSupport.quoted(fragment)), "path": .value(targetPath)])
            }
            return nil
        }
    }
}
