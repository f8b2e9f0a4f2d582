import Foundation

/// An opened EPUB: its container, OCF facts, package document and navigation.
///
/// Opening reads only the small documents (`container.xml`, the OPF, the
/// navigation document and the NCX). Content documents are walked on demand,
/// one parse each, with ``walkContentDocuments(concurrency:makeWalker:)``.
public struct Publication: Sendable {
    /// The ZIP archive or folder the book is read from.
    public let container: any Container
    /// What the OCF layer says: `mimetype`, rootfiles, encrypted resources.
    public let ocf: OCF
    /// The package document of the first OPF rootfile.
    public let package: PackageDocument
    /// The EPUB 3 navigation document (manifest item with `properties="nav"`).
    public let navigationDocument: NavigationDocument?
    /// The NCX (EPUB 2, and EPUB 3 books that keep one for older reading systems).
    public let ncx: NCXDocument?
    /// Problems that did not stop the book, in the order they were found.
    public let issues: [PublicationIssue]
    /// What parsing each document may cost; a content document past them is reported, not walked.
    public let parsingLimits: XMLParseLimits

    /// Opens an `.epub` file or an unpacked EPUB folder.
    public static func open(path: String, name: String? = nil, limits: ContainerLimits = .default) throws(EPUBError) -> Publication {
        let label = name ?? path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw EPUBError(.fileNotFound, file: label, because: .init("file-not-found"))
        }
        let container: any Container = isFolder.boolValue
            ? try DirectoryContainer(path: path, name: label, limits: limits)
            : try ZipContainer(path: path, name: label, limits: limits)
        return try Publication(container: container, parsingLimits: limits.parsing)
    }

    /// Opens an EPUB held in memory.
    public static func open(bytes: [UInt8], name: String = "<memory>", limits: ContainerLimits = .default) throws(EPUBError) -> Publication {
        try Publication(container: ZipContainer(bytes: bytes, name: name, limits: limits), parsingLimits: limits.parsing)
    }

    /// Reads the OCF layer, the package document and the navigation of `container`.
    public init(container: any Container, parsingLimits: XMLParseLimits = .default) throws(EPUBError) {
        var issues: [PublicationIssue] = []
        let ocf = try OCFReader.read(container, issues: &issues)
        guard let rootfile = ocf.packageRootfile else {
            throw EPUBError(.noRootfile, file: container.name, entry: OCFReader.containerPath,
                            because: .init("container-no-rootfile", ["path": OCFReader.containerPath]))
        }
        guard let packagePath = rootfile.path else {
            throw EPUBError(.unsafePath, file: container.name, entry: rootfile.fullPath,
                            because: .init("rootfile-outside", ["path": rootfile.fullPath]))
        }
        guard container.contains(packagePath) else {
            throw EPUBError(.missingEntry, file: container.name, entry: packagePath,
                            because: .init("package-missing", ["path": packagePath]))
        }
        let bytes = try container.read(packagePath)
        let root: XMLElement
        do {
            let parsed = try XMLDocumentParser.tree(bytes, path: packagePath, recovery: .none, limits: parsingLimits)
            root = parsed.root
            if parsed.report.unexpandedEntityReferences > 0 {
                issues.append(PublicationIssue(
                    code: "opf-entity-expansion-capped",
                    because: .init("issue.entity-expansion-capped", ["count": String(parsed.report.unexpandedEntityReferences),
                                                                     "limit": String(parsingLimits.maxEntityExpansion)]),
                    location: SourceLocation(path: packagePath, line: 1)))
            }
        } catch {
            throw EPUBError(error.limit == nil ? .malformedXML : .limitExceeded, file: container.name, entry: packagePath, line: error.line,
                            because: .init("package-unparsable", ["path": packagePath], parts: ["summary": error.summaryReason]))
        }
        let package = PackageDocumentReader.read(root, path: packagePath, issues: &issues)
        NavigationReader.checkManifest(package, container: container, issues: &issues)
        let navigationDocument = NavigationReader.navigationDocument(package, container: container, issues: &issues)
        let ncx = NavigationReader.ncx(package, container: container, issues: &issues)
        if Self.contentDocuments(of: package, in: container).isEmpty {
            // EPUB 3.3 §5.7: the spine must name at least one content document. Every way of
            // getting here (empty spine or manifest, only missing, escaping or non-XHTML items)
            // leaves a book with nothing to read, which the report must say rather than pass.
            let spineLine = root.firstElement("spine", in: XMLNamespace.opf, orNone: true)?.line ?? root.line
            issues.append(PublicationIssue(
                code: "opf-spine-no-content",
                because: .init("issue.spine-no-content", ["count": String(package.spine.items.count)]),
                location: SourceLocation(path: packagePath, line: spineLine)))
        }
        self.container = container
        self.ocf = ocf
        self.package = package
        self.navigationDocument = navigationDocument
        self.ncx = ncx
        self.issues = issues
        self.parsingLimits = parsingLimits
    }

    /// Spine items that are content documents (XHTML or SVG) present in the container, in
    /// reading order, each once.
    public var contentDocuments: [ManifestItem] { Self.contentDocuments(of: package, in: container) }

    /// The navigation documents (manifest items with `properties="nav"`) that are not in the spine,
    /// in manifest order: reading systems show them (their table of contents) and DAISY Ace checks
    /// them as it checks content, so their language, title and markup are judged too.
    public var navigationDocumentsOutsideSpine: [ManifestItem] {
        let spine = Set(contentDocuments.compactMap(\.path))
        var seen: Set<String> = []
        return package.manifest.filter { item in
            guard item.hasProperty("nav"), item.isContentDocumentType, let path = item.path, !spine.contains(path),
                  container.contains(path) else { return false }
            return seen.insert(path).inserted
        }
    }

    private static func contentDocuments(of package: PackageDocument, in container: any Container) -> [ManifestItem] {
        var seen: Set<String> = []
        return package.spineItems.compactMap { _, item in
            guard item.isContentDocumentType, let path = item.path, container.contains(path),
                  seen.insert(path).inserted else { return nil }
            return item
        }
    }

    /// Parses the document at `path` and walks it. With `.html` recovery (content documents), a
    /// document that is not well-formed is recovered with the HTML parser and its XML errors are in
    /// the report; with `.none` (media overlays, where HTML recovery means nothing) it fails.
    public func walkDocument<W: XMLWalker>(
        at path: String, recovery: XMLDocumentParser.Recovery = .html, into walker: inout W
    ) throws(EPUBError) -> XMLParseReport {
        if let encrypted = ocf.encryptedResources.first(where: { $0.path == path && !$0.isFontObfuscation }) {
            throw EPUBError(.encryptedEntry, file: container.name, entry: path,
                            because: .init("entry-encrypted.algorithm", ["path": path, "algorithm": encrypted.algorithm]))
        }
        // The entry is inflated into the parser a chunk at a time and never held whole. The first
        // pass's reader is opened here, so a missing or over-limit entry fails as before; HTML
        // recovery opens the entry again. A read that fails stops its pass early, and the read's
        // error is what the caller gets, whatever the parse made of the truncated bytes.
        let passes = EntryPasses(container: container, first: try container.openEntry(path),
                                 chunkSize: XMLDocumentParser.defaultChunkSize)
        let source = XMLDocumentSource(declaredSize: passes.entry.size) { passes.next() }
        let parsed: Result<XMLParseReport, XMLDocumentError>
        do {
            parsed = .success(try XMLDocumentParser.walk(source, path: path, recovery: recovery, limits: parsingLimits,
                                                         into: &walker))
        } catch {
            parsed = .failure(error)
        }
        if let failure = passes.failure { throw failure }
        switch parsed {
        case .success(let report):
            return report
        case .failure(let error):
            if error.isCancelled {
                throw EPUBError(.cancelled, file: container.name, entry: path, because: .init("document-cancelled", ["path": path]))
            }
            if error.limit != nil {
                throw EPUBError(.limitExceeded, file: container.name, entry: path,
                                because: .init("document-unchecked", ["path": path], parts: ["detail": error.cause]))
            }
            throw EPUBError(.malformedXML, file: container.name, entry: path, line: error.line,
                            because: recovery == .html ? .init("document-unparsable.html", ["path": path], parts: ["detail": error.cause])
                                : .init("document-unparsable", ["path": path], parts: ["summary": error.summaryReason]))
        }
    }

    /// Walks every content document with a fresh walker each, `concurrency` at a time,
    /// and returns the results in reading order. A document that cannot be read or parsed
    /// gets its error; the others go on.
    public func walkContentDocuments<W: XMLWalker & Sendable>(
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWalker: @escaping @Sendable (ManifestItem) -> W
    ) async -> [ContentDocumentResult<W>] {
        await walkItems(contentDocuments, recovery: .html, concurrency: concurrency, makeWalker: makeWalker) { $0 }
    }

    /// Like ``walkContentDocuments(concurrency:makeWalker:)``, but each document's result is
    /// turned into what the caller keeps by `finish`, in the task that walked it: the walker's
    /// working state (open elements, text being gathered) is freed there, one document at a time,
    /// instead of living until the whole book is walked.
    public func walkContentDocuments<W: XMLWalker & Sendable, T: Sendable>(
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWalker: @escaping @Sendable (ManifestItem) -> W,
        finish: @escaping @Sendable (ContentDocumentResult<W>) -> T
    ) async -> [T] {
        await walkItems(contentDocuments, recovery: .html, concurrency: concurrency, makeWalker: makeWalker, finish: finish)
    }

    /// Walks each of `documents` (manifest items of this package) with a fresh walker each,
    /// `concurrency` at a time, and returns the results in the order given. A document that cannot
    /// be read or parsed gets its error; the others go on.
    public func walkItems<W: XMLWalker & Sendable>(
        _ documents: [ManifestItem], recovery: XMLDocumentParser.Recovery,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWalker: @escaping @Sendable (ManifestItem) -> W
    ) async -> [ContentDocumentResult<W>] {
        await walkItems(documents, recovery: recovery, concurrency: concurrency, makeWalker: makeWalker) { $0 }
    }

    /// ``walkItems(_:recovery:concurrency:makeWalker:)`` with each result turned into what the
    /// caller keeps by `finish`, in the task that walked the document.
    public func walkItems<W: XMLWalker & Sendable, T: Sendable>(
        _ documents: [ManifestItem], recovery: XMLDocumentParser.Recovery,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWalker: @escaping @Sendable (ManifestItem) -> W,
        finish: @escaping @Sendable (ContentDocumentResult<W>) -> T
    ) async -> [T] {
        // A spine with no readable content document (empty, or naming only missing or
        // non-XHTML items) walks nothing; `width` would otherwise start one walk of nothing.
        guard !documents.isEmpty else { return [] }
        let width = max(1, min(concurrency, documents.count))
        return await withTaskGroup(of: (Int, T).self) { group in
            var results = [T?](repeating: nil, count: documents.count)
            var next = 0
            func start(_ index: Int) {
                let item = documents[index]
                group.addTask { [self] in (index, finish(self.walk(item, recovery: recovery, walker: makeWalker(item)))) }
            }
            while next < width, next < documents.count {
                start(next)
                next += 1
            }
            for await (index, result) in group where results.indices.contains(index) {
                results[index] = result
                if next < documents.count {
                    start(next)
                    next += 1
                }
            }
            return results.compactMap { $0 }
        }
    }

    private func walk<W: XMLWalker>(_ item: ManifestItem, recovery: XMLDocumentParser.Recovery, walker: W) -> ContentDocumentResult<W> {
        var walker = walker
        let path = item.path ?? item.href
        do {
            let report = try walkDocument(at: path, recovery: recovery, into: &walker)
            return ContentDocumentResult(item: item, path: path, outcome: .success(report), walker: walker)
        } catch {
            return ContentDocumentResult(item: item, path: path, outcome: .failure(error), walker: walker)
        }
    }
}

/// What walking one content document gave.
public struct ContentDocumentResult<W: Sendable>: Sendable {
    /// The spine's manifest item.
    public let item: ManifestItem
    /// Container path of the document (the href when it has none).
    public let path: String
    /// The parse report, or why the document could not be read or parsed.
    public let outcome: Result<XMLParseReport, EPUBError>
    /// The walker after the walk (partially filled when the document failed).
    public let walker: W
}
