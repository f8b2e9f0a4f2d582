import EPUBCore
import Foundation

/// The small valid EPUB 3 every structure-aware target starts from: `Fuzz/BaseBook/`, read once.
///
/// A target replaces one or two of its files with the fuzzer's bytes and zips the result with
/// every entry stored, so mutations reach the package, navigation and content readers instead
/// of dying in inflate. `FuzzRegressionTests` rebuilds books from the same folder the same way.
public struct BaseBook: Sendable {
    public static let packagePath = "OEBPS/content.opf"
    public static let navigationPath = "OEBPS/nav.xhtml"
    public static let ncxPath = "OEBPS/toc.ncx"
    public static let chapterPath = "OEBPS/chapter1.xhtml"

    /// The book's files: `mimetype` first, then the others sorted by path.
    public let files: [(path: String, bytes: [UInt8])]

    /// The base book, from `FUZZ_BASE_BOOK` or `Fuzz/BaseBook` beside these sources.
    public static let shared: BaseBook = {
        let folder = ProcessInfo.processInfo.environment["FUZZ_BASE_BOOK"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("BaseBook").path
        do {
            return try BaseBook(folder: folder)
        } catch {
            // Without its base book a structure-aware target would fuzz nothing useful.
            fatalError("cannot read the fuzz base book at \(folder): \(error)")
        }
    }()

    /// Reads every file under `folder`.
    public init(folder: String) throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder])
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            files.append((path, [UInt8](try Data(contentsOf: url))))
        }
        files.sort { ($0.path == "mimetype" ? 0 : 1, $0.path) < ($1.path == "mimetype" ? 0 : 1, $1.path) }
        guard files.first?.path == "mimetype", files.contains(where: { $0.path == Self.packagePath }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: folder])
        }
        self.files = files
    }

    /// The base book as a ZIP with `replacements` (path → bytes) swapped in, and those naming no
    /// file of the book added after its own files (sorted by path); every entry stored.
    public func archive(replacing replacements: [String: [UInt8]] = [:]) throws(EPUBError) -> [UInt8] {
        var entries = files.map { file in
            ZipArchiveWriter.Entry(name: file.path, bytes: replacements[file.path] ?? file.bytes, stored: true)
        }
        let own = Set(files.map(\.path))
        entries += replacements.keys.filter { !own.contains($0) }.sorted().map { path in
            ZipArchiveWriter.Entry(name: path, bytes: replacements[path] ?? [], stored: true)
        }
        return try ZipArchiveWriter(entries: entries).archive()
    }

    /// The files of `Fuzz/Parts/<name>/`, as paths under `OEBPS/`: laid over the base book, each
    /// replaces the book's file of its name or is added (`css`: a package that lists `style.css`
    /// and a chapter that links it; `media-overlay`: a package whose chapter has an overlay).
    public static func part(_ name: String) -> [String: [UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Parts").appendingPathComponent(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard !names.isEmpty else { fatalError("the fuzz part \(name) is missing at \(folder.path)") }
        var files: [String: [UInt8]] = [:]
        for file in names where !file.hasPrefix(".") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
            files["OEBPS/" + file] = [UInt8](data)
        }
        return files
    }
}
