extension DisplayGuide {
    /// One hazard dimension: the hazard term, its "no" and "unknown" terms, and the statements.
    struct HazardDimension {
        let present: String, absent: String, unknown: String
        let presentID: String, absentID: String, unknownID: String
    }

    /// The vocabulary's three dimensions, each with the statement ids the guide uses for it.
    static let hazardDimensions: [HazardDimension] = zip(Vocabularies.hazardDimensions, ["flashing", "motion", "sound"])
        .map { terms, key in
            HazardDimension(present: terms.positive, absent: terms.negative, unknown: terms.unknown,
                            presentID: "hazards-\(key)", absentID: "hazards-\(key)-none", unknownID: "hazards-\(key)-unknown")
        }

    /// The 2.1 order: "none" wins over everything (even a contradictory hazard, which the
    /// metadata rules report), then "unknown", then the individual lines grouped as hazards
    /// present, hazards not known, hazards absent, so the warnings come first.
    static func hazards(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        // The guide's data names hazards as strings (the W3C techniques' terms).
        let has = { (term: String) in metadata.hasHazard(AccessibilityHazard(rawValue: term)) }
        if has("none") || hazardDimensions.allSatisfy({ has($0.absent) }) {
            return [Statement("hazards-none", in: vocabulary)]
        }
        if has("unknown") || hazardDimensions.allSatisfy({ has($0.unknown) }) {
            return [Statement("hazards-unknown", in: vocabulary)]
        }
        let ids = hazardDimensions.filter { has($0.present) }.map(\.presentID)
            + hazardDimensions.filter { has($0.unknown) }.map(\.unknownID)
            + hazardDimensions.filter { has($0.absent) }.map(\.absentID)
        return ids.isEmpty ? [Statement("hazards-no-metadata", in: vocabulary)] : ids.map { Statement($0, in: vocabulary) }
    }
}
