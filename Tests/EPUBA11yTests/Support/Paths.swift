import Foundation

/// Locations the tests read from, relative to this package.
enum Paths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleBooks = packageRoot.appendingPathComponent("SampleBooks")
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/books")

    /// The corpus books, sorted; empty when ../shared/corpus is absent (tests then skip).
    static var corpusBooks: [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "epub" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static var hasCorpus: Bool { !corpusBooks.isEmpty }

    static func corpusBook(_ name: String) -> String { corpus.appendingPathComponent(name).path }
}
