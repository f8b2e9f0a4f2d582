/// `a11y:exemption` applies to the publication: it must not refine anything, and uses known values.
struct ExemptionInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-exemption-invalid", title: "Exemptions are global and use known values", impact: .moderate,
        tags: ["epub-a11y-11", "conformance", "eaa"],
        rationale: "An exemption (European Accessibility Act) applies to the whole publication, so it must not have refines; only eaa-disproportionate-burden, eaa-fundamental-alteration and eaa-microenterprise are defined.",
        references: [Reference(url: "https://www.w3.org/TR/epub-a11y-exemption/")],
        examples: [
            .passes(##"<meta property="a11y:exemption">eaa-microenterprise</meta>"##),
            .fails(##"↓<meta property="a11y:exemption" refines="#c">eaa-microenterprise</meta>"##),
            .fails(##"↓<meta property="a11y:exemption">small-business</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.exemptions.flatMap { exemption -> [Finding] in
            var findings: [Finding] = []
            if let refines = exemption.provenance.refines {
                findings.append(finding("refines", ["value": .value(exemption.value.written), "refines": .value(refines)],
                                        at: exemption.provenance.location))
            }
            findings += TokenFindings.unknownOrMiscased(Self.self, [exemption], property: .value("a11y:exemption"))
            return findings
        }
    }
}
