// Ingests uploaded books the way a reading-app backend would: every upload is audited from
// memory (no temporary files), several at once, and the catalogue keeps the Display Guide
// statements readers will see plus the verdict. Exits non-zero if the library misbehaves.
import EPUBA11y
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard !arguments.isEmpty else {
    print("usage: ReadingAppBackend <book.epub>...")
    exit(64)
}

let inspector = AccessibilityInspector()
let uploads = try arguments.map { path in (name: (path as NSString).lastPathComponent, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))) }

// Audit every upload concurrently: the inspector is Sendable and keeps no state.
let results = await withTaskGroup(of: (Int, Result<Report, EPUBError>).self) { group in
    for (index, upload) in uploads.enumerated() {
        group.addTask {
            do throws(EPUBError) { return (index, .success(try await inspector.report(for: upload.bytes, name: upload.name))) }
            catch { return (index, .failure(error)) }
        }
    }
    var collected: [(Int, Result<Report, EPUBError>)] = []
    for await result in group { collected.append(result) }
    return collected.sorted { $0.0 < $1.0 }
}

var unexpected = false
for (index, result) in results {
    let (name, bytes) = uploads[index]
    switch result {
    case .success(let report):
        // The cheap path a catalogue uses: only the package document is read.
        let claims = try inspector.displayGuide(for: bytes, name: name)
        let waysOfReading = claims.field("ways-of-reading")?.statements.map { $0.compact }.joined(separator: "; ") ?? ""
        print("\(name): \(report.verdict.rawValue); \(report.summary.failed[.critical, default: 0]) critical; \(waysOfReading)")
        unexpected = unexpected || report.assessment == nil
    case .failure(let error):
        print("\(name): rejected (\(error.kind.rawValue)): \(error.reason)")
    }
}
exit(unexpected ? 1 : 0)
