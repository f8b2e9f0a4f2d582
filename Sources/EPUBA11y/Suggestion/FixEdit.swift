import EPUBCore

/// What `fix` writes into a book's package document, before anything is written: the plan, the
/// elements as they will appear, and the edited package document. Shared by `fix` itself and by the
/// batch's count of what fix would do (`FixOutlook`), so both refuse the same books for the same
/// reasons; it lives here, below the batch and the API, which both call it.
enum FixEdit {
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
