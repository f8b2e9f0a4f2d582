import EPUBCore
import Foundation

/// What ``AccessibilityInspector/fix(_:to:accepting:replace:)`` did: the plan it applied, and the
/// book's report before and after (the discovery-metadata rows a caller shows).
public struct MetadataFix: Sendable {
    /// The statements added and removed.
    public let plan: FixPlan
    /// The elements added, exactly as written into the package document.
    public let elements: [String]
    /// The report of the book as it was.
    public let before: Report
    /// The report of the new book.
    public let after: Report
}

extension AccessibilityInspector {
    /// Writes to `output` a copy of the book at `input` (an `.epub` file or unpacked folder) whose
    /// package document gains the suggested metadata (``FixPlan``), then audits the copy. Every
    /// other entry is copied byte for byte; `input` is never modified; `output` appears only whole.
    /// Throws ``/EPUBCore/EPUBError``: the book's own errors, those of ``/EPUBCore/EPUBRewriter`` (encrypted, output is
    /// input, unwritable), and `.fixRefused` when the change cannot be made as asked.
    /// With `replace`, the book's own access modes, features, hazards and summary give way to
    /// what the content proves (see ``FixPlan/init(_:declared:accepting:replace:)``).
    public func fix(_ input: URL, to output: URL, accepting acceptance: FixPlan.Acceptance = FixPlan.Acceptance(),
                    replace: Bool = false) async throws(EPUBError) -> MetadataFix {
        let before = try await audit(input)
        let (plan, elements, edited) = try FixEdit.edit(before, accepting: acceptance, replace: replace)
        try EPUBRewriter.write(input, replacing: before.publication.package.path, with: edited, to: output)
        return MetadataFix(plan: plan, elements: elements, before: report(of: before), after: report(of: try await audit(output)))
    }

    /// ``fix(_:to:accepting:replace:)`` of an EPUB held in memory: the new book's bytes.
    public func fix(_ bytes: [UInt8], name: String = "upload.epub", accepting acceptance: FixPlan.Acceptance = FixPlan.Acceptance(),
                    replace: Bool = false) async throws(EPUBError) -> (bytes: [UInt8], fix: MetadataFix) {
        let before = try await audit(bytes, name: name)
        let (plan, elements, edited) = try FixEdit.edit(before, accepting: acceptance, replace: replace)
        let fixed = try EPUBRewriter.rewrite(bytes, name: name, replacing: before.publication.package.path, with: edited)
        return (fixed, MetadataFix(plan: plan, elements: elements, before: report(of: before),
                                   after: report(of: try await audit(fixed, name: name))))
    }
}
