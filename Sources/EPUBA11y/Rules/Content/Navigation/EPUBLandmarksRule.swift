import EPUBCore

/// The landmarks nav is single, typed and unambiguous (EPUB 3.3 §7.4.4).
struct EPUBLandmarksRule: Rule {
    static let description = RuleDescription(
        id: "epub-landmarks", title: "Landmarks are typed, resolve and do not repeat", impact: .moderate,
        tags: ["epub-a11y-11", "navigation", "best-practice"],
        rationale: "Reading systems offer landmarks as shortcuts (go to the start, the index, the notes) by their epub:type; an entry without a type, with a link that leads nowhere, or repeated with the same type and target gives them nothing usable, and a second landmarks nav is ambiguous. A bodymatter landmark is what 'go to the beginning' uses, so its absence is worth a look.",
        references: [.epub33("sec-nav-landmarks"), .daisyKB("navigation/landmarks.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: "<h1>Chapter</h1>"),
            .passes(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                    navigation: NavigationExamples.nav(extra: #"<nav epub:type="landmarks"><ol><li><a epub:type="toc" href="nav.xhtml#toc">Contents</a></li><li><a epub:type="bodymatter" href="chapter1.xhtml">Start</a></li></ol></nav>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                   navigation: NavigationExamples.nav(extra: #"↓<nav epub:type="landmarks"><ol><li>"# + "\n" + #"↓<a href="chapter1.xhtml">Start</a></li></ol></nav>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                   navigation: NavigationExamples.nav(extra: #"<nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="chapter1.xhtml">Start</a></li><li>"# + "\n" + #"↓<a epub:type="bodymatter" href="chapter1.xhtml">Begin</a></li></ol></nav>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                   navigation: NavigationExamples.nav(extra: #"<nav epub:type="landmarks"><ol><li>"# + "\n" + #"↓<a epub:type="bodymatter" href="chapter1.xhtml#gone">Start</a></li></ol></nav>"#)),
            // Needs review: no bodymatter landmark.
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                   navigation: NavigationExamples.nav(extra: #"↓<nav epub:type="landmarks"><ol><li><a epub:type="toc" href="nav.xhtml">Contents</a></li></ol></nav>"#)),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let nav = context.publication.navigationDocument else { return [] }
        let lists = nav.lists(ofType: "landmarks")
        guard let landmarks = lists.first else { return [] }
        let source = NavigationSource(list: landmarks, path: nav.path, name: NavigationSource.Name.landmarksNav)
        var findings = lists.dropFirst().map {
            finding("second-nav", [:], at: SourceLocation(path: nav.path, line: $0.line))
        }
        let index = ContentIndex(context)
        var pairs: Set<String> = []
        for point in landmarks.flattened {
            let location = source.location(point)
            if point.types.isEmpty {
                findings.append(finding("untyped", ["label": .value(point.label)], at: location))
            }
            guard let target = point.target else {
                findings.append(finding("no-link", ["label": .value(point.label)], at: location))
                continue
            }
            let resolution = index.resolve(target)
            if resolution.isBroken {
                findings.append(finding("broken", ["label": .value(point.label), "href": .value(target.href), "reason": .message(resolution.reason)],
                                        at: location))
            }
            let key = "\(target.path ?? target.href)#\(ContentIndex.fragment(of: target) ?? "")"
            for type in point.types where !pairs.insert(type + " " + key).inserted {
                findings.append(finding("repeated", ["label": .value(point.label), "type": .value(type), "href": .value(target.href)],
                                        at: location))
            }
        }
        if !landmarks.flattened.contains(where: { $0.types.contains("bodymatter") }) {
            findings.append(finding("no-bodymatter", [:], at: source.location, impact: .minor, outcome: .needsReview))
        }
        return findings
    }
}
