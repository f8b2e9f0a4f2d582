import EPUBCore

/// Derives a book's accessibility metadata from its audit, following the W3C Package Metadata
/// Authoring Guide's checks in order: access modes from what the content holds, sufficient sets
/// from whether text alone carries it, features the content proves, hazards, a summary draft.
/// What the book declares is kept; the claim checks' contradictions are listed as conflicts.
public enum MetadataSuggester {
    /// Heading rules whose failures mean the outline cannot be called structural navigation.
    static let headingRules: Set<String> = ["heading-order", "empty-heading", "epub-heading-hierarchy", "heading-faked-by-markup"]

    /// The suggestion for an audited book (a full audit: a package-only one has no content to prove anything).
    /// Without `keepingDeclared` (`fix --replace`), the statements are derived from the content
    /// alone, as if the book declared no access modes, features, hazards or summary; the
    /// conflicts still compare the content with what the book declares.
    public static func suggest(_ audit: BookAudit, keepingDeclared: Bool = true) -> MetadataSuggestion {
        let input = AssessmentInput(publication: audit.publication, metadata: audit.metadata, content: audit.content,
                                    findings: audit.findings, rulesRun: audit.ruleIDs, images: audit.images,
                                    profile: audit.profile.profile)
        let evidence = SuggestionEvidence(input)
        var metadata = audit.metadata
        if !keepingDeclared {
            metadata.accessModes = []
            metadata.accessModeSufficient = []
            metadata.features = []
            metadata.hazards = []
            metadata.summaries = []
        }
        var statements: [MetadataSuggestion.Statement] = []
        statements += accessModes(metadata, evidence)
        statements += sufficientSets(metadata, evidence)
        statements += features(metadata, evidence)
        statements += hazards(metadata, evidence)
        let bookLanguage = audit.publication.package.languages.first
        let summaryLanguage = SummaryDraft.language(for: bookLanguage)
        statements += summary(metadata, statements: statements, language: summaryLanguage, bookLanguage: bookLanguage)
        let conflicts = ClaimCheck.all(input).compactMap { check -> MetadataSuggestion.Conflict? in
            switch check.status {
            case .contradicted, .unsupported: MetadataSuggestion.Conflict(kind: check.status.rawValue, statement: check.claim,
                                                                          evidence: check.evidence)
            case .undeclared: MetadataSuggestion.Conflict(kind: "missing", statement: check.claim, evidence: check.evidence)
            case .consistent, .needsReview: nil
            }
        }
        return MetadataSuggestion(schemaVersion: MetadataSuggestion.currentSchemaVersion, book: audit.publication.container.name, epubVersion: audit.publication.package.majorVersion ?? 3,
                                  language: bookLanguage, summaryLanguage: summaryLanguage, statements: statements, conflicts: conflicts)
    }

    typealias Statement = MetadataSuggestion.Statement

    static func declared(_ property: String, _ value: String, _ provenance: Provenance) -> Statement {
        Statement(property: property, value: value, status: .declared, reason: "declared by the book",
                  evidence: [provenance.location.description])
    }

    /// Check 1 and 2 of the guide: every mode the content holds.
    static func accessModes(_ metadata: AccessibilityMetadata, _ evidence: SuggestionEvidence) -> [Statement] {
        var statements = metadata.accessModes.map { declared("accessMode", $0.value.name, $0.provenance) }
        let names = metadata.accessModeNames
        if !names.contains("textual") {
            if evidence.textMayBeAbsent {
                statements.append(Statement(property: "accessMode", value: "textual", status: .toConfirm,
                                            reason: "a fixed-layout book made of images may have no text a reader could reach",
                                            evidence: evidence.documentsNote))
            } else {
                statements.append(Statement(property: "accessMode", value: "textual", status: .proposed,
                                            reason: "the content documents hold text (guide, check 1)", evidence: evidence.documentsNote))
            }
        }
        if !names.contains("visual"), let visual = evidence.visualNote {
            statements.append(Statement(property: "accessMode", value: "visual", status: .proposed,
                                        reason: "content images or video carry information by sight (guide, check 2; cover, logos, publisher matter and decorative images not counted)",
                                        evidence: visual))
        }
        if !names.contains("auditory"), let audio = evidence.mediaNote {
            statements.append(Statement(property: "accessMode", value: "auditory", status: .proposed,
                                        reason: "audio or video content carries sound", evidence: [audio]))
        }
        return statements
    }

    /// Check 3: the sets of modes that suffice; text alone only when no image lacks an alternative and there is no media.
    static func sufficientSets(_ metadata: AccessibilityMetadata, _ evidence: SuggestionEvidence) -> [Statement] {
        if !metadata.accessModeSufficient.isEmpty {
            return metadata.accessModeSufficient.map {
                declared("accessModeSufficient", $0.modes.map(\.name).joined(separator: ","), $0.provenance)
            }
        }
        var modes = ["textual"]
        if evidence.visualNote != nil { modes.append("visual") }
        if evidence.mediaNote != nil { modes.append("auditory") }
        var statements: [Statement] = []
        if modes.count > 1 {
            statements.append(Statement(property: "accessModeSufficient", value: modes.joined(separator: ","), status: .proposed,
                                        reason: "all the modes the content uses together suffice", evidence: []))
        }
        if evidence.mediaNote != nil {
            statements.append(Statement(property: "accessModeSufficient", value: "textual", status: .toConfirm,
                                        reason: "text alone suffices only if every audio and video has a transcript or captions",
                                        evidence: [evidence.mediaNote ?? ""]))
        } else if evidence.textMayBeAbsent {
            statements.append(Statement(property: "accessModeSufficient", value: "textual", status: .toConfirm,
                                        reason: "a fixed-layout book made of images: text alone suffices only if the images' alternatives carry each page",
                                        evidence: evidence.documentsNote))
        } else if evidence.missingAlt.isEmpty {
            statements.append(Statement(property: "accessModeSufficient", value: "textual", status: .proposed,
                                        reason: "every image has a text alternative or is decorative, and there is no audio or video",
                                        evidence: evidence.imagesNote))
        } else {
            statements.append(Statement(property: "accessModeSufficient", value: "textual", status: .toConfirm,
                                        reason: "images lack text alternatives: text alone does not suffice until they have them",
                                        evidence: evidence.missingAltNote))
        }
        return statements
    }

    /// Features the content proves; reading order and display transformability only a person can
    /// confirm; high contrast display from the contrast of the text (``highContrast(_:)``).
    static func features(_ metadata: AccessibilityMetadata, _ evidence: SuggestionEvidence) -> [Statement] {
        var statements = metadata.features.map { declared("accessibilityFeature", $0.value.name, $0.provenance) }
        let declaredNames = metadata.featureNames
        for (feature, reason, proof) in evidence.provenFeatures where !declaredNames.contains(feature) {
            statements.append(Statement(property: "accessibilityFeature", value: feature, status: .proposed, reason: reason,
                                        evidence: proof))
        }
        if !declaredNames.contains("readingOrder") {
            statements.append(Statement(property: "accessibilityFeature", value: "readingOrder", status: .toConfirm,
                                        reason: "whether the spine and markup order match the logical reading order only a person can say",
                                        evidence: []))
        }
        if !declaredNames.contains("displayTransformability"), !evidence.isFixedLayout {
            statements.append(Statement(property: "accessibilityFeature", value: "displayTransformability", status: .toConfirm,
                                        reason: "the book is reflowable; whether its styles let readers change text size, colour and spacing needs its CSS checked",
                                        evidence: []))
        }
        if !declaredNames.contains("highContrastDisplay"), let statement = highContrast(evidence) { statements.append(statement) }
        return statements
    }

    /// `highContrastDisplay` from the contrast of the text (``EnhancedContrastEvidence``): proposed
    /// when all of it reaches WCAG 1.4.6 in a book without images; to confirm when images could
    /// hold text the CSS says nothing of, or when some runs are undecided or set their colour on
    /// one side only; not suggested when decided text falls short, or a document was not read.
    static func highContrast(_ evidence: SuggestionEvidence) -> Statement? {
        let feature = "highContrastDisplay"
        switch evidence.enhancedContrast {
        case .reached(let runs, let documents)?:
            let reached = "\(runs) text run(s) in \(documents) document(s) reach 7:1 (4.5:1 when large), each colour set with its background or neither"
            guard let first = evidence.allImages.first else {
                return Statement(property: "accessibilityFeature", value: feature, status: .proposed,
                                 reason: "all text reaches WCAG 1.4.6's enhanced contrast, and the book has no image that could hold text",
                                 evidence: [reached])
            }
            return Statement(property: "accessibilityFeature", value: feature, status: .toConfirm,
                             reason: "all text reaches WCAG 1.4.6's enhanced contrast; whether text drawn in its images does only a person can say",
                             evidence: [reached, "\(evidence.allImages.count) image(s), first \(first.image.kind.rawValue) at \(first.location)"])
        case .open(let runs, let open, let documents)?:
            return Statement(property: "accessibilityFeature", value: feature, status: .toConfirm,
                             reason: "no text the CSS decides falls below WCAG 1.4.6's enhanced contrast, but some it cannot decide, "
                                 + "or its colour is set without its background (F24): a person looks at those",
                             evidence: [open < runs
                                 ? "\(open) of \(runs) text run(s) in \(documents) document(s) undecided or one-sided; the others reach 7:1 (4.5:1 when large)"
                                 : "all \(runs) text run(s) in \(documents) document(s) undecided or one-sided"])
        case .below?, nil:
            return nil
        }
    }

    /// Hazards: declared ones kept; autoplaying sound is evident; anything else only a person knows.
    static func hazards(_ metadata: AccessibilityMetadata, _ evidence: SuggestionEvidence) -> [Statement] {
        if !metadata.hazards.isEmpty {
            return metadata.hazards.map { declared("accessibilityHazard", $0.value.name, $0.provenance) }
        }
        if let sound = evidence.autoplayNote {
            // A known hazard and `unknown` contradict each other; the other two are unknown one by one.
            return [Statement(property: "accessibilityHazard", value: "sound", status: .proposed,
                              reason: "audio or video plays by itself with sound", evidence: [sound]),
                    Statement(property: "accessibilityHazard", value: "unknownFlashingHazard", status: .proposed,
                              reason: "whether the content flashes can be known only by a person", evidence: []),
                    Statement(property: "accessibilityHazard", value: "unknownMotionSimulationHazard", status: .proposed,
                              reason: "whether the content simulates motion can be known only by a person", evidence: [])]
        }
        var statements: [Statement] = []
        statements.append(Statement(property: "accessibilityHazard", value: "unknown", status: .proposed,
                                    reason: "whether the content flashes, simulates motion or sounds can be known only by a person (accept none with --accept hazard=none)",
                                    evidence: []))
        return statements
    }

    /// The declared summary, or a draft stating what the evidence shows and what is still unknown,
    /// in the book's language when there are phrases for it.
    static func summary(_ metadata: AccessibilityMetadata, statements: [Statement], language: String,
                        bookLanguage: String?) -> [Statement] {
        if let declaredSummary = metadata.summary {
            return [declared("accessibilitySummary", declaredSummary.text, declaredSummary.provenance)]
        }
        var reason = "a draft from the evidence, to be read and adjusted by a person"
        if language != "en" {
            reason += " (in the book's language, \(language))"
        } else if let bookLanguage, SummaryDraft.primary(bookLanguage) != "en" {
            reason += " (in English: there is no draft in the book's language, \(bookLanguage), yet)"
        }
        return [Statement(property: "accessibilitySummary", value: SummaryDraft.text(statements: statements, language: language),
                          status: .proposed, reason: reason, evidence: [])]
    }
}
