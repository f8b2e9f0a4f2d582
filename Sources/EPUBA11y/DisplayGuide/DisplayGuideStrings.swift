// GENERATED FILE: DO NOT EDIT. Regenerate with `python3 scripts/generate-display-guide.py`.
//
// Source: W3C Accessibility Metadata Display Guide strings, en-US, version 2.0.c
//   (../shared/docs/display-guide/localizations/lang/en-US/display_guide_vocabulary_w3c.json),
// which keeps every statement id of 2.0.b, with, from the 2.1 EPUB and ONIX techniques
// (../shared/docs/display-guide/techniques-*-2.1*.html), the placeholder forms (`{certifier}`, ...) of:
//   conformance-certifier
//   conformance-certifier-credentials
//   conformance-details-certification-info
//   conformance-details-claim
//   accessibility-summary-publisher-contact
// Strings are trimmed of leading and trailing spaces. W3C document license.

/// The canonical English Display Guide strings, keyed by W3C statement id.
enum DisplayGuideStrings {
    /// Version of the W3C string file the table was generated from.
    static let version = "2.0.c"

    /// Statement id → (compact, descriptive).
    static let statements: [String: DisplayGuideText] = [
        "accessibility-summary-no-metadata": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "accessibility-summary-publisher-contact": DisplayGuideText(
            compact: "For more information about the accessibility of this product, please contact the publisher: {publisher_contact_for_accessibility}",
            descriptive: "For more information about the accessibility of this product, please contact the publisher: {publisher_contact_for_accessibility}"),
        "additional-accessibility-information-aria": DisplayGuideText(
            compact: "ARIA roles included",
            descriptive: "Content is enhanced with ARIA roles to optimize organization and facilitate navigation"),
        "additional-accessibility-information-audio-descriptions": DisplayGuideText(
            compact: "Audio descriptions",
            descriptive: "Audio descriptions"),
        "additional-accessibility-information-braille": DisplayGuideText(
            compact: "Braille",
            descriptive: "Braille"),
        "additional-accessibility-information-color-not-sole-means-of-conveying-information": DisplayGuideText(
            compact: "Color is not the sole means of conveying information",
            descriptive: "Color is not the sole means of conveying information"),
        "additional-accessibility-information-dyslexia-readability": DisplayGuideText(
            compact: "Dyslexia readability",
            descriptive: "Dyslexia readability"),
        "additional-accessibility-information-full-ruby-annotations": DisplayGuideText(
            compact: "Full ruby annotations",
            descriptive: "Full ruby annotations"),
        "additional-accessibility-information-high-contrast-between-foreground-and-background-audio": DisplayGuideText(
            compact: "High contrast between foreground and background audio",
            descriptive: "High contrast between foreground and background audio"),
        "additional-accessibility-information-high-contrast-between-text-and-background": DisplayGuideText(
            compact: "High contrast between foreground text and background",
            descriptive: "High contrast between foreground text and background"),
        "additional-accessibility-information-large-print": DisplayGuideText(
            compact: "Large print",
            descriptive: "Large print"),
        "additional-accessibility-information-page-breaks": DisplayGuideText(
            compact: "Page breaks included",
            descriptive: "Page breaks included from the original print source"),
        "additional-accessibility-information-ruby-annotations": DisplayGuideText(
            compact: "Some Ruby annotations",
            descriptive: "Some Ruby annotations"),
        "additional-accessibility-information-sign-language": DisplayGuideText(
            compact: "Sign language",
            descriptive: "Sign language"),
        "additional-accessibility-information-tactile-graphics": DisplayGuideText(
            compact: "Tactile graphics included",
            descriptive: "Tactile graphics have been integrated to facilitate access to visual elements for blind people"),
        "additional-accessibility-information-tactile-objects": DisplayGuideText(
            compact: "Tactile 3D objects",
            descriptive: "Tactile 3D objects"),
        "additional-accessibility-information-text-to-speech-hinting": DisplayGuideText(
            compact: "Text-to-speech hinting provided",
            descriptive: "Text-to-speech hinting provided"),
        "additional-accessibility-information-ultra-high-contrast-between-text-and-background": DisplayGuideText(
            compact: "Ultra high contrast between text and background",
            descriptive: "Ultra high contrast between text and background"),
        "additional-accessibility-information-visible-page-numbering": DisplayGuideText(
            compact: "Visible page numbering",
            descriptive: "Visible page numbering"),
        "additional-accessibility-information-without-background-sounds": DisplayGuideText(
            compact: "Without background sounds",
            descriptive: "Without background sounds"),
        "conformance-a": DisplayGuideText(
            compact: "This publication meets minimum accessibility standards",
            descriptive: "The publication contains a conformance statement that it meets the EPUB Accessibility and WCAG 2 Level A standard"),
        "conformance-aa": DisplayGuideText(
            compact: "This publication meets accepted accessibility standards",
            descriptive: "The publication contains a conformance statement that it meets the EPUB Accessibility and WCAG 2 Level AA standard"),
        "conformance-aaa": DisplayGuideText(
            compact: "This publication exceeds accepted accessibility standards",
            descriptive: "The publication contains a conformance statement that it meets the EPUB Accessibility and WCAG 2 Level AAA standard"),
        "conformance-certifier": DisplayGuideText(
            compact: "The publication was certified by {certifier}",
            descriptive: "The publication was certified by {certifier}"),
        "conformance-certifier-credentials": DisplayGuideText(
            compact: "The certifier's credential is {certifier_credentials}",
            descriptive: "The certifier's credential is {certifier_credentials}"),
        "conformance-details-certification-info": DisplayGuideText(
            compact: "The publication was certified on {certification_date}",
            descriptive: "The publication was certified on {certification_date}"),
        "conformance-details-certifier-report": DisplayGuideText(
            compact: "For more information refer to the certifier's report",
            descriptive: "For more information refer to the certifier's report"),
        "conformance-details-claim": DisplayGuideText(
            compact: "This publication claims to meet {epub_accessibility} {wcag_version} {wcag_level}",
            descriptive: "This publication claims to meet {epub_accessibility} {wcag_version} {wcag_level}"),
        "conformance-details-epub-accessibility-1-0": DisplayGuideText(
            compact: "EPUB Accessibility 1.0",
            descriptive: "EPUB Accessibility 1.0"),
        "conformance-details-epub-accessibility-1-1": DisplayGuideText(
            compact: "EPUB Accessibility 1.1",
            descriptive: "EPUB Accessibility 1.1"),
        "conformance-details-level-a": DisplayGuideText(
            compact: "Level A",
            descriptive: "Level A"),
        "conformance-details-level-aa": DisplayGuideText(
            compact: "Level AA",
            descriptive: "Level AA"),
        "conformance-details-level-aaa": DisplayGuideText(
            compact: "Level AAA",
            descriptive: "Level AAA"),
        "conformance-details-wcag-2-0": DisplayGuideText(
            compact: "WCAG 2.0",
            descriptive: "Web Content Accessibility Guidelines (WCAG) 2.0"),
        "conformance-details-wcag-2-1": DisplayGuideText(
            compact: "WCAG 2.1",
            descriptive: "Web Content Accessibility Guidelines (WCAG) 2.1"),
        "conformance-details-wcag-2-2": DisplayGuideText(
            compact: "WCAG 2.2",
            descriptive: "Web Content Accessibility Guidelines (WCAG) 2.2"),
        "conformance-no": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "conformance-unknown-standard": DisplayGuideText(
            compact: "Conformance to accepted standards for accessibility of this publication cannot be determined",
            descriptive: "Conformance to accepted standards for accessibility of this publication cannot be determined"),
        "hazards-flashing": DisplayGuideText(
            compact: "Flashing content",
            descriptive: "The publication contains flashing content that can cause photosensitive seizures"),
        "hazards-flashing-none": DisplayGuideText(
            compact: "No flashing hazards",
            descriptive: "The publication does not contain flashing content that can cause photosensitive seizures"),
        "hazards-flashing-unknown": DisplayGuideText(
            compact: "Flashing hazards not known",
            descriptive: "The presence of flashing content that can cause photosensitive seizures could not be determined"),
        "hazards-motion": DisplayGuideText(
            compact: "Motion simulation",
            descriptive: "The publication contains motion simulations that can cause motion sickness"),
        "hazards-motion-none": DisplayGuideText(
            compact: "No motion simulation hazards",
            descriptive: "The publication does not contain motion simulations that can cause motion sickness"),
        "hazards-motion-unknown": DisplayGuideText(
            compact: "Motion simulation hazards not known",
            descriptive: "The presence of motion simulations that can cause motion sickness could not be determined"),
        "hazards-no-metadata": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "hazards-none": DisplayGuideText(
            compact: "No hazards",
            descriptive: "The publication contains no hazards"),
        "hazards-sound": DisplayGuideText(
            compact: "Sounds",
            descriptive: "The publication contains sounds that can cause sensitivity issues"),
        "hazards-sound-none": DisplayGuideText(
            compact: "No sound hazards",
            descriptive: "The publication does not contain sounds that can cause sensitivity issues"),
        "hazards-sound-unknown": DisplayGuideText(
            compact: "Sound hazards not known",
            descriptive: "The presence of sounds that can cause sensitivity issues could not be determined"),
        "hazards-unknown": DisplayGuideText(
            compact: "The presence of hazards is unknown",
            descriptive: "The presence of hazards is unknown"),
        "legal-considerations-exempt": DisplayGuideText(
            compact: "Claims an accessibility exemption in some jurisdictions",
            descriptive: "This publication claims an accessibility exemption in some jurisdictions"),
        "legal-considerations-no-metadata": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "navigation-index": DisplayGuideText(
            compact: "Index",
            descriptive: "Index with links to referenced entries"),
        "navigation-no-metadata": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "navigation-page-navigation": DisplayGuideText(
            compact: "Go to page",
            descriptive: "Page list to go to pages from the print source version"),
        "navigation-structural": DisplayGuideText(
            compact: "Headings",
            descriptive: "Elements such as headings, tables, etc for structured navigation"),
        "navigation-toc": DisplayGuideText(
            compact: "Table of contents",
            descriptive: "Table of contents to all chapters of the text via links"),
        "rich-content-accessible-chemistry-as-latex": DisplayGuideText(
            compact: "Chemical formulas in LaTeX",
            descriptive: "Chemical formulas in accessible format (LaTeX)"),
        "rich-content-accessible-chemistry-as-mathml": DisplayGuideText(
            compact: "Chemical formulas in MathML",
            descriptive: "Chemical formulas in accessible format (MathML)"),
        "rich-content-accessible-math-as-latex": DisplayGuideText(
            compact: "Math as LaTeX",
            descriptive: "Math formulas in accessible format (LaTeX)"),
        "rich-content-accessible-math-as-mathml": DisplayGuideText(
            compact: "Math as MathML",
            descriptive: "Math formulas in accessible format (MathML)"),
        "rich-content-accessible-math-described": DisplayGuideText(
            compact: "Text descriptions of math are provided",
            descriptive: "Text descriptions of math are provided"),
        "rich-content-closed-captions": DisplayGuideText(
            compact: "Videos have closed captions",
            descriptive: "Videos included in publications have closed captions"),
        "rich-content-extended": DisplayGuideText(
            compact: "Information-rich images are described by extended descriptions",
            descriptive: "Information-rich images are described by extended descriptions"),
        "rich-content-open-captions": DisplayGuideText(
            compact: "Videos have open captions",
            descriptive: "Videos included in publications have open captions"),
        "rich-content-transcript": DisplayGuideText(
            compact: "Transcript(s) provided",
            descriptive: "Transcript(s) provided"),
        "rich-content-unknown": DisplayGuideText(
            compact: "No information is available",
            descriptive: "No information is available"),
        "ways-of-reading-nonvisual-reading-alt-text": DisplayGuideText(
            compact: "Has alternative text",
            descriptive: "Has alternative text descriptions for images"),
        "ways-of-reading-nonvisual-reading-no-metadata": DisplayGuideText(
            compact: "No information about nonvisual reading is available",
            descriptive: "No information about nonvisual reading is available"),
        "ways-of-reading-nonvisual-reading-none": DisplayGuideText(
            compact: "Not readable in read aloud or dynamic braille",
            descriptive: "The content is not readable as read aloud speech or dynamic braille"),
        "ways-of-reading-nonvisual-reading-not-fully": DisplayGuideText(
            compact: "Not fully readable in read aloud or dynamic braille",
            descriptive: "Not all of the content will be readable as read aloud speech or dynamic braille"),
        "ways-of-reading-nonvisual-reading-readable": DisplayGuideText(
            compact: "Readable in read aloud or dynamic braille",
            descriptive: "All content can be read as read aloud speech or dynamic braille"),
        "ways-of-reading-prerecorded-audio-complementary": DisplayGuideText(
            compact: "Prerecorded audio clips",
            descriptive: "Prerecorded audio clips are embedded in the content"),
        "ways-of-reading-prerecorded-audio-no-metadata": DisplayGuideText(
            compact: "No information about prerecorded audio is available",
            descriptive: "No information about prerecorded audio is available"),
        "ways-of-reading-prerecorded-audio-only": DisplayGuideText(
            compact: "Prerecorded audio only",
            descriptive: "Audiobook with no text alternative"),
        "ways-of-reading-prerecorded-audio-synchronized": DisplayGuideText(
            compact: "Prerecorded audio synchronized with text",
            descriptive: "All the content is available as prerecorded audio synchronized with text"),
        "ways-of-reading-visual-adjustments-modifiable": DisplayGuideText(
            compact: "Appearance can be modified",
            descriptive: "Appearance of the text and page layout can be modified according to the capabilities of the reading system (font family and font size, spaces between paragraphs, sentences, words, and letters, as well as color of background and text)"),
        "ways-of-reading-visual-adjustments-unknown": DisplayGuideText(
            compact: "No information about appearance modifiability is available",
            descriptive: "No information about appearance modifiability is available"),
        "ways-of-reading-visual-adjustments-unmodifiable": DisplayGuideText(
            compact: "Appearance cannot be modified",
            descriptive: "Text and page layout cannot be modified as the reading experience is close to a print version, but reading systems can still provide zooming options"),
    ]

    /// Title id (`<field>-title`) → title.
    static let titles: [String: String] = [
        "accessibility-summary-title": "Accessibility summary",
        "additional-accessibility-information-title": "Additional accessibility information",
        "conformance-details-title": "Detailed conformance information",
        "conformance-title": "Conformance",
        "hazards-title": "Hazards",
        "legal-considerations-title": "Legal considerations",
        "navigation-title": "Navigation",
        "rich-content-title": "Rich content",
        "ways-of-reading-title": "Ways of reading",
    ]
}
