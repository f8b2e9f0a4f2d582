import Foundation

/// The style sheets of a book by container path, each read and parsed once, when a document
/// first links it, and shared by every document's walk (walks run at once, hence the lock).
public final class CSSStyleSheets: @unchecked Sendable {
    private let container: (any Container)?
    private let lock = NSLock()
    private var cache: [String: CSSStyleSheet?]
    /// Each sheet compiled for matching, on first use.
    private var compiled: [String: CSSRuleSet] = [:]
    /// Where a `link`'s `href` leads, by the linking document's folder and the `href` (nil: outside the container).
    private var links: [LinkKey: String?] = [:]

    private struct LinkKey: Hashable {
        let folder: String
        let href: String
    }

    /// Links remembered; past this, the memory starts again (a book links a few sheets from a few folders).
    static let maxLinks = 1_024
    /// The styles computed by the walks of the book's documents, shared between them.
    let sharing = CSSStyleSharing()

    /// Sheets larger than this are not read (a book's are a few kB; a larger one is not CSS a person wrote).
    public static let maxSheetBytes: UInt64 = 4 << 20

    /// Sheets read from `container` on demand.
    public init(container: any Container) {
        self.container = container
        cache = [:]
    }

    /// Fixed sheets by container path (tests, and books whose sheets are already parsed).
    public init(_ sheets: [String: CSSStyleSheet]) {
        container = nil
        cache = sheets.mapValues { Optional($0) }
    }

    /// The sheet at container path `path`; nil when the book has none there, or it is encrypted or too large.
    public func sheet(at path: String) -> CSSStyleSheet? {
        lock.lock()
        let cached = cache[path]
        lock.unlock()
        if let cached { return cached }
        guard let container, let entry = container.entry(at: path), !entry.isEncrypted, entry.size <= Self.maxSheetBytes,
              let bytes = try? container.read(path) else {
            store(nil, at: path)
            return nil
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark is not part of the first selector
        let sheet = CSSStyleSheet(text)
        store(sheet, at: path)
        return sheet
    }

    /// The rules of the sheet at `path`, compiled once for every document that links it; nil when there is no sheet.
    func rules(at path: String) -> CSSRuleSet? {
        lock.lock()
        let found = compiled[path]
        lock.unlock()
        if let found { return found }
        guard let sheet = sheet(at: path) else { return nil }
        // Two walks may compile the same sheet at once; both results are equal, and the first stored is kept.
        let rules = CSSRuleSet(sheet, path: path, origin: .author)
        lock.lock()
        defer { lock.unlock() }
        if let first = compiled[path] { return first }
        compiled[path] = rules
        return rules
    }

    /// The container path a stylesheet `link` with `href` in the document at `documentPath` leads
    /// to; nil when it leads outside the container. Resolved once per folder and `href`: each of a
    /// book's thousands of chapters links the same sheet, and resolving a path costs more than its walk's cascade.
    func linkTarget(_ href: String, from documentPath: String) -> String? {
        let key = LinkKey(folder: ContainerPath.directory(of: documentPath), href: href)
        lock.lock()
        let known = links[key]
        lock.unlock()
        if let known { return known }
        let resolved = ContainerPath.resolve(href, from: documentPath)
        let target = resolved.kind == .container ? resolved.path : nil
        // An `href` with no path (`""`, `#top`) leads to its own document, which the folder does not say.
        guard target != documentPath else { return target }
        lock.lock()
        if links.count >= Self.maxLinks { links.removeAll(keepingCapacity: true) }
        links[key] = .some(target)
        lock.unlock()
        return target
    }

    private func store(_ sheet: CSSStyleSheet?, at path: String) {
        lock.lock()
        cache[path] = .some(sheet)
        lock.unlock()
    }
}
