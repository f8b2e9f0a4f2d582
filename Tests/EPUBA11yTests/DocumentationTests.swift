import Foundation
import Testing

/// Every public declaration of the library targets carries a `///` comment (the API a backend
/// embeds must explain itself). Generated strings are exempt.
@Suite("Public API documentation")
struct DocumentationTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        let declaration = try Regex(#"^public (static |final |mutating |nonisolated )*(struct|enum|class|func|var|let|init|protocol|typealias|actor|case)\b"#)
        var undocumented: [String] = []
        for target in ["EPUBCore", "EPUBA11y", "EPUBA11yServer"] {
            let root = Paths.packageRoot.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "no sources found in \(target)")
            for file in files.sorted() where !file.hasSuffix("DisplayGuideStrings.swift") {
                let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.firstMatch(of: declaration) != nil || trimmed.hasPrefix("public init") else { continue }
                    var previous = index - 1
                    while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                    if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                        undocumented.append("\(target)/\(file):\(index + 1): \(trimmed.prefix(80))")
                    }
                }
            }
        }
        #expect(undocumented.isEmpty, "\(undocumented.count) undocumented:\n\(undocumented.prefix(20).joined(separator: "\n"))")
    }
}
