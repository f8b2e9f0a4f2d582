import Foundation
import Testing

/// Data flows one way through `Sources/EPUBA11y`: each folder may use the folders before it in
/// ``order`` and never one after it (docs/ARCHITECTURE.md says what each owns). The check is a
/// type map: every top-level type, by the folder that declares it, and every file's mentions of
/// types declared in a later folder.
@Suite struct LayeringTests {
    /// Lowest first. Files directly in `Sources/EPUBA11y` (re-exports, JSON output) sit on top.
    static let order = ["Support", "Localization", "Metadata", "DisplayGuide", "Content", "Rules", "Audit", "Conformance", "Suggestion", "Report",
                        "Inspection", "Batch", "API", "."]

    static let root = Paths.packageRoot.appendingPathComponent("Sources/EPUBA11y")

    /// Swift files by layer folder.
    static func files() throws -> [String: [URL]] {
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return Dictionary(grouping: paths.map { root.appendingPathComponent($0) }) { url in
            let relative = url.path.dropFirst(root.path.count + 1)
            return relative.contains("/") ? String(relative.prefix { $0 != "/" }) : "."
        }
    }

    /// The source without comments and string literals, so prose naming a type is no dependency.
    static func code(_ url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
    }

    /// Types declared at the top level of a file (column 0), which is what other files can name.
    static func declaredTypes(_ code: String) -> [String] {
        let pattern = #"(?m)^(?:public |internal |package )?(?:final )?(?:struct|enum|class|protocol|actor|typealias) ([A-Z][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern)  // a constant pattern: a bad one is a bug here
        return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    @Test func everyFolderIsALayer() throws {
        let folders = Set(try Self.files().keys)
        #expect(folders.isSubset(of: Set(Self.order)), "unplaced folders: \(folders.subtracting(Self.order).sorted())")
    }

    @Test func noFileNamesATypeOfAHigherLayer() throws {
        let files = try Self.files()
        var owner: [String: String] = [:]
        for (folder, urls) in files {
            for url in urls { for type in Self.declaredTypes(try Self.code(url)) { owner[type] = folder } }
        }
        #expect(owner.count > 100, "the type map found too few types: the pattern is broken")
        let rank = Dictionary(uniqueKeysWithValues: Self.order.enumerated().map { ($1, $0) })
        var violations: [String] = []
        for (folder, urls) in files {
            let level = rank[folder] ?? Self.order.count
            let higher = owner.filter { (rank[$0.value] ?? Self.order.count) > level }
            for url in urls {
                let code = try Self.code(url)
                let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
                for (type, home) in higher where words.contains(type) {
                    violations.append("\(url.path.dropFirst(Self.root.path.count + 1)) (\(folder)) names \(type) from \(home)")
                }
            }
        }
        #expect(violations.isEmpty, "layers point upwards:\n\(violations.sorted().joined(separator: "\n"))")
    }

    /// The check itself: a file that names a higher layer's type is caught.
    @Test func aBackEdgeIsCaught() throws {
        let code = "struct Probe { let report: Report }"
        let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        #expect(words.contains("Report"))
        #expect(Self.declaredTypes("public struct Report: Sendable {}\n    struct Nested {}") == ["Report"])
    }
}
