import Foundation
import Testing

/// Where the W3C Display Guide data the generators read lives.
enum DisplayGuideData {
    static let folder = Paths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/docs/display-guide")
}

/// The Swift generated from the W3C Display Guide data is what the generators make of the data
/// in `../shared/docs/display-guide` today, and the served OpenAPI document what
/// `docs/openapi.yaml` gives: a hand edit or a stale file fails here.
@Suite("Generated sources are current",
       .enabled(if: FileManager.default.fileExists(atPath: DisplayGuideData.folder.path), "../shared/docs/display-guide is absent"))
struct GeneratedFilesTests {
    @Test(arguments: ["scripts/generate-display-guide.py", "scripts/generate-display-guide-localizations.py", "scripts/generate-report-strings.py",
                      "scripts/generate-openapi.py"])
    func generatorFindsNothingToChange(script: String) throws {
        let run = try ReportSchemaValidator.python([script, "--check"])
        #expect(run.status == 0, "\(script): \(run.output)")
    }
}
