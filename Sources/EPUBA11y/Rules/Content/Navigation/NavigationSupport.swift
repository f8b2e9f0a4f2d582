import EPUBCore

/// A navigation list together with the document it sits in, so findings point at its entries.
struct NavigationSource {
    let list: NavigationList
    /// Container path of the navigation document or NCX.
    let path: String
    /// How messages name the list: "the page-list nav", "the NCX pageList"... (``Name``).
    let name: ReportMessage

    func location(_ point: NavigationPoint) -> SourceLocation { SourceLocation(path: path, line: point.line) }
    var location: SourceLocation { SourceLocation(path: path, line: list.line) }
    /// Entries with a link, nested ones included, in document order.
    var linkedPoints: [NavigationPoint] { list.flattened.filter { $0.target != nil } }

    /// The names of the lists (`rule.part.nav-list.*`).
    enum Name {
        static let pageListNav = ReportMessage("rule.part.nav-list.page-list-nav")
        static let ncxPageList = ReportMessage("rule.part.nav-list.ncx-page-list")
        static let ncxNavMap = ReportMessage("rule.part.nav-list.ncx-nav-map")
        static let tocNav = ReportMessage("rule.part.nav-list.toc-nav")
        static let landmarksNav = ReportMessage("rule.part.nav-list.landmarks-nav")
        static let anyNav = ReportMessage("rule.part.nav-list.nav")
        static let ncx = ReportMessage("rule.part.nav-list.ncx")
    }
}

extension RuleContext {
    /// The page list readers use: the EPUB 3 page-list nav, else the NCX pageList (EPUB 2, or an
    /// EPUB 3 book that only kept the NCX one). An empty list gives readers nothing, so it is none.
    var pageListSource: NavigationSource? {
        if let nav = publication.navigationDocument, let list = nav.pageList, list.entryCount > 0 {
            return NavigationSource(list: list, path: nav.path, name: NavigationSource.Name.pageListNav)
        }
        if let ncx = publication.ncx, let list = ncx.pageList, list.entryCount > 0 {
            return NavigationSource(list: list, path: ncx.path, name: NavigationSource.Name.ncxPageList)
        }
        return nil
    }

    /// The table of contents readers use: the NCX navMap in EPUB 2, the toc nav in EPUB 3 (the
    /// NCX navMap when an EPUB 3 book has no toc nav).
    var tocSource: NavigationSource? {
        let ncx = publication.ncx.map { NavigationSource(list: $0.navMap, path: $0.path, name: NavigationSource.Name.ncxNavMap) }
        if package.isEPUB2, let ncx { return ncx }
        if let nav = publication.navigationDocument, let list = nav.toc {
            return NavigationSource(list: list, path: nav.path, name: NavigationSource.Name.tocNav)
        }
        return ncx
    }

    /// Every TOC a reading system may show: the toc nav and the NCX navMap, when present.
    var tocSources: [NavigationSource] {
        var sources: [NavigationSource] = []
        if let nav = publication.navigationDocument, let list = nav.toc {
            sources.append(NavigationSource(list: list, path: nav.path, name: NavigationSource.Name.tocNav))
        }
        if let ncx = publication.ncx {
            sources.append(NavigationSource(list: ncx.navMap, path: ncx.path, name: NavigationSource.Name.ncxNavMap))
        }
        return sources
    }

    /// Every list of the navigation document and of the NCX, whatever its type.
    var allNavigationSources: [NavigationSource] {
        var sources: [NavigationSource] = []
        if let nav = publication.navigationDocument {
            sources += nav.lists.map { NavigationSource(list: $0, path: nav.path, name: NavigationSource.Name.anyNav) }
        }
        if let ncx = publication.ncx {
            let lists = [ncx.navMap] + (ncx.pageList.map { [$0] } ?? []) + ncx.navLists
            sources += lists.map { NavigationSource(list: $0, path: ncx.path, name: NavigationSource.Name.ncx) }
        }
        return sources
    }
}

/// The walked content documents, indexed once per rule run: hrefs resolve against their ids.
struct ContentIndex {
    enum Resolution: Equatable {
        /// The file is a walked content document and the fragment (if any) is one of its ids.
        case resolved
        /// The file exists but was not walked (outside the spine, or unreadable): the fragment cannot be checked.
        case unverified
        case missingFile
        case missingFragment
        case external
        case outsideContainer

        var isBroken: Bool { [.missingFile, .missingFragment, .outsideContainer].contains(self) }

        /// Why an href is broken, for messages (`rule.part.nav-href.*`).
        var reason: ReportMessage {
            switch self {
            case .missingFile: ReportMessage("rule.part.nav-href.missing-file")
            case .missingFragment: ReportMessage("rule.part.nav-href.missing-fragment")
            case .outsideContainer: ReportMessage("rule.part.nav-href.outside-container")
            case .external: ReportMessage("rule.part.nav-href.external")
            case .resolved, .unverified: ReportMessage("rule.part.nav-href.resolves")
            }
        }
    }

    let container: any Container
    /// Documents that were read, by path.
    let documents: [String: ContentInventory]
    /// Reading-order index of each walked document.
    let spineIndex: [String: Int]
    /// The id sets asked for so far (page-break ids: only documents a fragment points into get one).
    private let idSets = IDSets()

    init(_ context: RuleContext) {
        container = context.publication.container
        let readable = context.content.documents.filter { $0.failure == nil }
        documents = Dictionary(readable.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        spineIndex = Dictionary(context.content.documents.enumerated().map { ($0.element.path, $0.offset) },
                                uniquingKeysWith: { first, _ in first })
    }

    /// Whether the read document at `path` has an element with id `fragment`.
    func document(_ path: String, hasID fragment: String) -> Bool {
        guard let document = documents[path] else { return false }
        // The walk indexed the ids once (``ContentInventory/idSet``); the memo serves inventories that
        // were not walked here (decoded from a report), whose set is made on each call.
        return idSets.ids(of: path) { document.idSet }.contains(fragment)
    }

    /// Whether the read document at `path` has a page-break marker with id `fragment`.
    func document(_ path: String, hasPageBreakID fragment: String) -> Bool {
        guard let document = documents[path] else { return false }
        return idSets.pageBreakIDs(of: path) { Set(document.pageBreaks.compactMap(\.id)) }.contains(fragment)
    }

    /// Memoised id sets of one rule run (the index is a value; the sets fill in as rules ask).
    private final class IDSets {
        private var ids: [String: Set<String>] = [:]
        private var pageBreakIDs: [String: Set<String>] = [:]

        func ids(of path: String, _ make: () -> Set<String>) -> Set<String> {
            if let known = ids[path] { return known }
            let made = make()
            ids[path] = made
            return made
        }

        func pageBreakIDs(of path: String, _ make: () -> Set<String>) -> Set<String> {
            if let known = pageBreakIDs[path] { return known }
            let made = make()
            pageBreakIDs[path] = made
            return made
        }
    }

    /// A fragment that says something (`doc.xhtml#` is the document itself).
    static func fragment(of target: ResolvedHref) -> String? {
        guard let fragment = target.fragment, !fragment.isEmpty else { return nil }
        return fragment
    }

    func resolve(_ target: ResolvedHref) -> Resolution {
        switch target.kind {
        case .external: return .external
        case .outsideContainer: return .outsideContainer
        case .container: break
        }
        guard let path = target.path else { return .outsideContainer }
        if documents[path] != nil {
            guard let fragment = Self.fragment(of: target) else { return .resolved }
            return document(path, hasID: fragment) ? .resolved : .missingFragment
        }
        return container.contains(path) ? .unverified : .missingFile
    }
}

/// Links that let a reader get to a document: every navigation list entry, the EPUB 2 guide,
/// and hyperlinks in content documents (a document linking to itself does not count).
struct Reachability {
    private var targets: Set<String> = []

    init(_ context: RuleContext) {
        for source in context.allNavigationSources {
            for point in source.list.flattened {
                if let path = point.target?.path, point.target?.kind == .container { targets.insert(path) }
            }
        }
        for reference in context.package.guide where reference.target.kind == .container {
            if let path = reference.target.path { targets.insert(path) }
        }
        for document in context.content.documents {
            for link in document.links where link.target.kind == .container {
                if let path = link.target.path, path != document.path { targets.insert(path) }
            }
        }
    }

    func isReachable(_ path: String) -> Bool { targets.contains(path) }
}

/// Navigation documents for rule examples.
enum NavigationExamples {
    /// A navigation document with a toc nav (linking `chapters` chapters by default) and `extra` navs.
    static func nav(chapters: Int = 1, toc: String? = nil, extra: String = "") -> String {
        let entries = toc ?? (1...max(1, chapters)).map { #"<li><a href="chapter\#($0).xhtml">Chapter \#($0)</a></li>"# }.joined()
        return RuleExample.xhtml(body: """
            <nav epub:type="toc" role="doc-toc" id="toc"><h1>Contents</h1><ol>\(entries)</ol></nav>
            \(extra)
            """, head: "<title>Contents</title>")
    }

    /// A page-list nav linking each href.
    static func pageList(_ hrefs: [String]) -> String {
        let items = hrefs.enumerated().map { #"<li><a href="\#($0.element)">\#($0.offset + 1)</a></li>"# }.joined()
        return #"<nav epub:type="page-list" role="doc-pagelist" hidden=""><ol>\#(items)</ol></nav>"#
    }
}
