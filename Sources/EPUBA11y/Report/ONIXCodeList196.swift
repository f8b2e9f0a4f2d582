/// The table behind ``ONIXRenderer``: which declared EPUB accessibility value becomes which ONIX code.
///
/// Written from the W3C "Display Techniques for ONIX Accessibility Metadata 2.1": each ONIX code
/// there produces one Display Guide statement, and the EPUB techniques produce the same statement
/// from a schema.org term, so the term and the code say the same thing. Only codes that the ONIX
/// techniques cite are used; terms they give no code for are listed in ``termsWithoutCode``.
public enum ONIXCodeList196 {
    /// One row: a schema.org term, its ONIX code and the Display Guide statement both produce.
    public struct Row: Sendable, Hashable {
        /// The canonical schema.org term.
        public let term: String
        /// `ProductFormFeatureType`: "09" (list 196) or "12" (list 143, hazards).
        public let type: String
        /// `ProductFormFeatureValue`.
        public let code: String
        /// The Display Guide statement id the code and the term share.
        public let statementID: String

        init(_ term: String, _ type: String, _ code: String, _ statementID: String) {
            (self.term, self.type, self.code, self.statementID) = (term, type, code, statementID)
        }
    }

    /// `schema:accessibilityFeature` terms with a list 196 code.
    public static let features: [Row] = [
        // Ways of reading › Visual adjustments: code 36 "All textual content can be modified".
        Row("displayTransformability", "09", "36", "ways-of-reading-visual-adjustments-modifiable"),
        // Ways of reading › Nonvisual reading (textual_alternatives): 14 short, 15 full descriptions.
        Row("alternativeText", "09", "14", "ways-of-reading-nonvisual-reading-alt-text"),
        // Rich content: 15 "Full alternative textual descriptions" gives "extended descriptions".
        Row("longDescription", "09", "15", "rich-content-extended"),
        // Ways of reading › Prerecorded audio: 20 "Synchronised pre-recorded audio".
        Row("synchronizedAudioText", "09", "20", "ways-of-reading-prerecorded-audio-synchronized"),
        // Navigation: 11 table of contents, 12 index, 29 next/previous structural, 41 page list.
        Row("tableOfContents", "09", "11", "navigation-toc"),
        Row("index", "09", "12", "navigation-index"),
        Row("structuralNavigation", "09", "29", "navigation-structural"),
        Row("pageNavigation", "09", "41", "navigation-page-navigation"),
        // Rich content: 17 MathML, 35 LaTeX, 53 described math, 34/54 chemistry as MathML/LaTeX.
        Row("MathML", "09", "17", "rich-content-accessible-math-as-mathml"),
        Row("latex", "09", "35", "rich-content-accessible-math-as-latex"),
        Row("describedMath", "09", "53", "rich-content-accessible-math-described"),
        Row("MathML-chemistry", "09", "34", "rich-content-accessible-chemistry-as-mathml"),
        Row("latex-chemistry", "09", "54", "rich-content-accessible-chemistry-as-latex"),
        // Additional information: 19 print-equivalent page numbering ("Page breaks included");
        // printPageNumbers is the deprecated name of pageBreakMarkers.
        Row("pageBreakMarkers", "09", "19", "additional-accessibility-information-page-breaks"),
        Row("printPageNumbers", "09", "19", "additional-accessibility-information-page-breaks"),
        // Additional information: 21 TTS hinting, 26 high contrast display, 27 high contrast audio.
        Row("ttsMarkup", "09", "21", "additional-accessibility-information-text-to-speech-hinting"),
        Row("highContrastDisplay", "09", "26", "additional-accessibility-information-high-contrast-between-text-and-background"),
        Row("highContrastAudio", "09", "27",
            "additional-accessibility-information-high-contrast-between-foreground-and-background-audio"),
    ]

    /// `schema:accessibilityHazard` terms: the techniques read hazards from list 143 with
    /// `ProductFormFeatureType` 12, not 09.
    public static let hazards: [Row] = [
        Row("none", "12", "00", "hazards-none"),
        Row("flashing", "12", "13", "hazards-flashing"),
        Row("noFlashingHazard", "12", "14", "hazards-flashing-none"),
        Row("sound", "12", "15", "hazards-sound"),
        Row("noSoundHazard", "12", "16", "hazards-sound-none"),
        Row("motionSimulation", "12", "17", "hazards-motion"),
        Row("noMotionSimulationHazard", "12", "18", "hazards-motion-none"),
        Row("unknownFlashingHazard", "12", "24", "hazards-flashing-unknown"),
        Row("unknownSoundHazard", "12", "25", "hazards-sound-unknown"),
        Row("unknownMotionSimulationHazard", "12", "26", "hazards-motion-unknown"),
    ]

    /// `unknown` hazards: the techniques show "The presence of hazards is unknown" for list 143
    /// codes 24, 25 and 26 together, which is what `unknown` says. Their other trigger, list 196
    /// code 08 "Unknown accessibility", speaks of the whole product, more than the book declared.
    public static let unknownHazardCodes = ["24", "25", "26"]

    /// `a11y:exemption` terms: Legal considerations, codes 75–77.
    public static let exemptions: [Row] = [
        Row("eaa-microenterprise", "09", "75", "legal-considerations-exempt"),
        Row("eaa-disproportionate-burden", "09", "76", "legal-considerations-exempt"),
        Row("eaa-fundamental-alteration", "09", "77", "legal-considerations-exempt"),
    ]

    /// WCAG versions (Conformance: wcag_20/21/22) and levels (level_a/aa/aaa).
    public static let wcagVersionCodes = ["2.0": "80", "2.1": "81", "2.2": "82"]
    /// WCAG level codes 84, 85, 86.
    public static let wcagLevelCodes: [ConformanceClaim.Level: String] = [.a: "84", .aa: "85", .aaa: "86"]

    /// Declared values the ONIX techniques give no ProductFormFeature (type 09/12) code for, and why
    /// they are left out of the ONIX output rather than guessed.
    public static let termsWithoutCode: [String: String] = [
        "readingOrder": "no code in the ONIX techniques",
        "ARIA": "no code in the ONIX techniques",
        "unlocked": "no code in the ONIX techniques",
        "timingControl": "no code in the ONIX techniques",
        "audioDescription": "no code in the ONIX techniques",
        "largePrint": "no code in the ONIX techniques",
        "braille": "no code in the ONIX techniques",
        "tactileGraphic": "no code in the ONIX techniques",
        "tactileObject": "no code in the ONIX techniques",
        "rubyAnnotations": "no code in the ONIX techniques",
        "fullRubyAnnotations": "no code in the ONIX techniques",
        "ChemML": "no code in the ONIX techniques",
        "closedCaptions": "list 175 ProductFormDetail V210, not a ProductFormFeature",
        "captions": "list 175 ProductFormDetail V210, not a ProductFormFeature",
        "openCaptions": "list 175 ProductFormDetail V211, not a ProductFormFeature",
        "transcript": "list 175 ProductFormDetail V212, not a ProductFormFeature",
        "signLanguage": "list 175 ProductFormDetail V213, not a ProductFormFeature",
        "accessMode": "list 81 content types describe the product, not the book's access modes",
        "accessModeSufficient:textual,visual": "only a textual-only or auditory-only set has a code (52, 51)",
        "conformsTo:EPUB Accessibility 1.2+": "only 1.0 (02, 03) and 1.1 (04) have codes",
        "certifierReport:container path": "code 94 is a web page URL; a file inside the book is not one",
        "summary language": "ONIX's language attribute takes ISO 639-2/B codes; BCP 47 tags are not converted",
    ]
}
