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
        let (plan, elements, edited) = try Self.edit(before, accepting: acceptance, replace: replace)
        try EPUBRewriter.write(input, replacing: before.publication.package.path, with: edited, to: output)
        return MetadataFix(plan: plan, elements: elements, before: report(of: before), after: report(of: try await audit(output)))
    }

    /// ``fix(_:to:accepting:replace:)`` of an EPUB held in memory: the new book's bytes.
    public func fix(_ bytes: [UInt8], name: String = "upload.epub", accepting acceptance: FixPlan.Acceptance = FixPlan.Acceptance(),
                    replace: Bool = false) async throws(EPUBError) -> (bytes: [UInt8], fix: MetadataFix) {
        let before = try await audit(bytes, name: name)
        let (plan, elements, edited) = try Self.edit(before, accepting: acceptance, replace: replace)
        let fixed = try EPUBRewriter.rewrite(bytes, name: name, replacing: before.publication.package.path, with: edited)
        return (fixed, MetadataFix(plan: plan, elements: elements, before: report(of: before),
                                   after: report(of: try await audit(fixed, name: name))))
    }

    /// The plan and the edited package document, read again to prove the edit did what the plan
    /// says and nothing else. EPUB errors (an unreadable package) pass through as they are.
    static func edit(_ audit: BookAudit, accepting acceptance: FixPlan.Acceptance,
                     replace: Bool) throws(EPUBError) -> (FixPlan, elements: [String], edited: [UInt8]) {
        let name = audit.publication.container.name
        func refuse(_ reason: String) -> EPUBError {
            EPUBError(.fixRefused, file: name, entry: audit.publication.package.path, reason: "\(reason); nothing written")
        }
        let plan: FixPlan
        do {
            plan = try FixPlan(MetadataSuggester.suggest(audit, keepingDeclared: !replace), declared: audit.metadata,
                               accepting: acceptance, replace: replace)
        } catch {
            throw refuse(error.reason)
        }
        let path = audit.publication.package.path
        let original = String(decoding: try audit.publication.container.read(path), as: UTF8.self)
        let edited: [UInt8]
        do {
            edited = Array(try plan.apply(to: original).utf8)
        } catch {
            throw refuse(error.reason)
        }
        let package: PackageDocument
        do {
            package = try PackageDocument.parse(edited, path: path)
        } catch {
            throw refuse("the edited package document would not be well-formed (\(error.reason))")
        }
        let old = audit.publication.package
        // Lines move with the edit, so what is compared is what the elements say.
        guard package.manifest.map(\.id) == old.manifest.map(\.id), package.manifest.map(\.href) == old.manifest.map(\.href),
              package.spine.items.map(\.idref) == old.spine.items.map(\.idref), package.dublinCore.count == old.dublinCore.count,
              package.titles == old.titles, package.languages == old.languages, package.uniqueIdentifier == old.uniqueIdentifier else {
            throw refuse("the edit would change more of the package document than its accessibility metadata")
        }
        let expected = StatementKeys.of(audit.metadata).subtracting(plan.removedStatements).adding(plan.statements)
        let found = StatementKeys.of(AccessibilityMetadata(package: package))
        guard expected == found else {
            throw refuse("the edited package document would declare \(found.difference(from: expected)) instead of what the plan says")
        }
        return (plan, PackageMetadataEditor.elements(plan.elements, as: original), edited)
    }
}
