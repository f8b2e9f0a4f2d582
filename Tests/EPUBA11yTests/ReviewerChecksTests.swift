@testable import EPUBA11y
@testable import EPUBCore
import Testing

/// The reviewer checks beyond their examples: the placeholder table per language, the walker's
/// adjacent text, page-break ancestry and bold blocks, and the rules' counts and messages.
@Suite("Reviewer checks (alt text, page breaks, faked headings)")
struct ReviewerChecksTests {
    static func inventory(_ body: String, htmlAttributes: String = #"xml:lang="en" lang="en""#) throws -> ContentInventory {
        try ContentInventoryTests.inventory(body, htmlAttributes: htmlAttributes)
    }

    // MARK: Placeholder alt text

    @Test(arguments: [
        ("Image", "en"), ("image 3", "en"), ("Picture of", "en"), ("It is an image.", "en"), ("untitled", "en"),
        ("Spacer", "en"), ("Fig. 4a", "en"), ("Figure IV", "en"), ("photo_12", "en"),
        ("Photo de", "fr"), ("L'image", "fr"), ("Illustration 2", "fr-CA"), ("Sans titre", "fr"), ("icône", "fr"),
        ("Abbildung 2", "de"), ("Bild", "de-AT"), ("Abb. 3", "de"), ("Ohne Titel", "de"),
        ("imagen", "es"), ("Una imagen", "es"), ("Fotografia", "es"), ("sin título", "es"),
        ("immagine", "it"), ("Un'immagine", "it"), ("è un'immagine", "it"), ("Senza titolo", "it"),
        ("代替テキスト", "ja"), ("画像", "ja-JP"),
    ])
    func genericPhrasesInTheirLanguage(alt: String, language: String) {
        #expect(AltTextPlaceholders.match(alt, languages: [language]) == .genericPhrase, "\(alt) [\(language)]")
    }

    /// Every filler, article and noun of each language's grammar, combined, with "of" and with a
    /// typographic apostrophe: each is a placeholder in its language. Generated from the grammar's
    /// own parts, so a part that stopped matching (a folding change, a typo in a table) fails here.
    @Test(arguments: AltTextPlaceholderGrammar.languages.keys.sorted())
    func grammarCombinationsArePlaceholders(language: String) throws {
        let grammar = try #require(AltTextPlaceholderGrammar.languages[language])
        var tried = 0
        for filler in [""] + grammar.fillers {
            for article in [""] + grammar.articles.prefix(3) {
                for noun in grammar.nouns {
                    for of in [""] + grammar.of.prefix(1) {
                        let joiner = article.hasSuffix("'") ? "" : " "
                        let alt = [filler, article.isEmpty ? noun : article + joiner + noun, of].filter { !$0.isEmpty }.joined(separator: " ")
                        for variant in [alt, alt.replacingOccurrences(of: "'", with: "\u{2019}"), alt.capitalized + "."] {
                            #expect(AltTextPlaceholders.match(variant, languages: [language]) == .genericPhrase, "\(variant) [\(language)]")
                            tried += 1
                        }
                    }
                }
            }
        }
        for phrase in grammar.fixed {
            #expect(AltTextPlaceholders.match(phrase, languages: [language]) == .genericPhrase, "\(phrase) [\(language)]")
        }
        #expect(tried >= (language == "ja" ? 0 : 100))
    }

    @Test(arguments: [("It's an image", "en"), ("It’s a picture.", "en"), ("Here’s the photo", "en"), ("There's an illustration of", "en"),
                      ("this is a decorative image", "en"), ("C’est une image", "fr"), ("Voici l’illustration", "fr"),
                      ("Das ist ein Bild", "de"), ("Hier ist eine Abbildung von", "de"), ("Esta es una imagen", "es"),
                      ("Questa è un’immagine", "it"), ("Ecco la foto", "it")])
    func fillersContractionsAndApostrophesFold(alt: String, language: String) {
        #expect(AltTextPlaceholders.match(alt, languages: [language]) == .genericPhrase, "\(alt) [\(language)]")
    }

    @Test func englishIsAlwaysTriedAndOtherLanguagesOnlyWhenDeclared() {
        #expect(AltTextPlaceholders.match("Picture", languages: ["de"]) == .genericPhrase)
        #expect(AltTextPlaceholders.match("Bild", languages: ["en"]) == nil)
        #expect(AltTextPlaceholders.match("immagine", languages: []) == nil)
        #expect(AltTextPlaceholders.match("Abbildung", languages: ["DE"]) == .genericPhrase)
    }

    @Test func cameraNamesAndPunctuation() {
        for alt in ["DSC_0001", "DSCN0042", "IMG_1234", "img-0042", "PXL_20230101"] {
            #expect(AltTextPlaceholders.match(alt, languages: ["en"]) == .cameraFileName, "\(alt)")
        }
        for alt in ["*", "—", "* * *", "…"] {
            #expect(AltTextPlaceholders.match(alt, languages: ["en"]) == .punctuation, "\(alt)")
        }
        // A bare number may be a real label; "DSC" alone is a word.
        #expect(AltTextPlaceholders.match("3", languages: ["en"]) == nil)
        #expect(AltTextPlaceholders.match("DSC", languages: ["en"]) == nil)
        #expect(AltTextPlaceholders.match("", languages: ["en"]) == nil)
    }

    @Test(arguments: ["Map of Europe", "Lighthouse", "A photo of the lighthouse keeper", "Photo de la plage",
                      "Bild eines Leuchtturms", "Louis XIV", "Iconic lighthouse", "Figure skater on ice", "Imagen del puerto",
                      "It's a map of Europe", "It’s a map of Europe", "This is a photo of my grandmother", "Here is the chart of rainfall",
                      "There's a lighthouse", "C'est une photo de la tour Eiffel", "Das ist ein Bild von Goethe",
                      "Es una foto del puerto", "È un'immagine del porto", "The image fades to black", "Images of war"])
    func realDescriptionsAreNotPlaceholders(alt: String) {
        #expect(AltTextPlaceholders.match(alt, languages: ["en", "fr", "de", "es", "it"]) == nil, "\(alt)")
    }

    @Test func documentLanguageDecidesThePhraseTable() async throws {
        let german = RuleExample.fails(documents: [RuleExample.xhtml(body: #"<img src="a.png" alt="Abbildung"/>"#,
                                                                     htmlAttributes: #"xml:lang="de" lang="de""#)])
        #expect(try await ImagesRuleTests.findings(ImageAltFilenameRule.self, example: german).count == 1)
        // No lang on the document: the package's dc:language is used.
        var packageOnly = RuleExample.fails(documents: [RuleExample.xhtml(body: #"<img src="a.png" alt="Abbildung"/>"#, htmlAttributes: "")])
        packageOnly.metadata = "<dc:language>de</dc:language>"
        #expect(try await ImagesRuleTests.findings(ImageAltFilenameRule.self, example: packageOnly).count == 1)
        packageOnly.metadata = "<dc:language>en</dc:language>"
        #expect(try await ImagesRuleTests.findings(ImageAltFilenameRule.self, example: packageOnly).isEmpty)
    }

    // MARK: Inventory

    @Test func adjacentTextOfImages() throws {
        let images = try Self.inventory("""
            <p>Fig. 1 <img src="a.png" alt="x"/> The harbour <em>at dawn</em></p>
            <div><img src="b.png" alt="y"/>
              <p>The keeper <b>himself</b></p></div>
            <p><img src="c.png" alt="z"/></p>
            <p><img src="d.png" alt="d"/><img src="e.png" alt="e"/></p>
            <figure><img src="f.png" alt="f"/><figcaption>Caption <details><summary>More</summary></details></figcaption></figure>
            <img src="g.png" alt="g"/> <details><summary>Description</summary></details>
            """).images
        #expect(images[0].textBefore == "Fig. 1" && images[0].textAfter == "The harbour" && images[0].nextElement == nil)
        #expect(images[1].textBefore == nil && images[1].textAfter == "The keeper himself" && images[1].nextElement == "p")
        #expect(images[2].textBefore == nil && images[2].textAfter == nil)
        // The next image's alt is not "text after".
        #expect(images[3].nextElement == "img" && images[3].textAfter == nil)
        #expect(images[5].figureHasDetails && images[5].figcaption == "Caption More")
        #expect(images[6].nextElement == "details" && !images[6].figureHasDetails)
    }

    @Test func adjacentTextIsBounded() throws {
        let long = String(repeating: "word ", count: 400)
        let images = try Self.inventory(#"<div><img src="a.png" alt="x"/><p>\#(long)</p></div><p>\#(long)<img src="b.png" alt="y"/></p>"#).images
        #expect(images[0].nextElement == "p" && images[0].textAfter == nil)
        #expect(images[1].textBefore == nil)
    }

    @Test func pageBreakAncestryNamesItsHeading() throws {
        let inventory = try Self.inventory("""
            <span id="p1" role="doc-pagebreak" aria-label="1"/>
            <h1 id="c1">Chapter <span id="p2" role="doc-pagebreak" aria-label="2"/>One</h1>
            <div role="heading" aria-level="2"><span id="p3" epub:type="pagebreak">3</span></div>
            <ul><li><span id="p4" role="doc-pagebreak" aria-label="4"/></li></ul>
            """)
        #expect(inventory.pageBreaks.map(\.ancestry.inHeading) == [false, true, true, false])
        #expect(inventory.pageBreaks.map(\.headingIndex) == [nil, 0, 1, nil])
        #expect(inventory.pageBreaks[3].ancestry.inList)
        #expect(inventory.headings[0].text == "Chapter One")
    }

    @Test func boldBlocksAndWhatFollowsThem() throws {
        let blocks = try Self.inventory("""
            <p id="a"><b>Alpha</b></p><p>Body text.</p>
            <div>  <strong>Beta <i>two</i></strong>  </div><p><b>Gamma</b></p><p>After gamma.</p>
            <p><b>Delta</b> and more</p>
            <p><b>Epsilon</b><br/></p>
            <table><tr><td><p><b>In a table</b></p></td></tr></table>
            <ul><li><p><b>In a list</b></p></li></ul>
            <aside><p><b>In an aside</b></p><p>Text.</p></aside>
            <p><strong>Zeta</strong></p><hr/><p>After a rule.</p>
            <p><b>\(String(repeating: "long ", count: 30))</b></p><p>Text.</p>
            <section><p><b>Eta</b></p></section><p>Outside.</p>
            """).boldBlocks
        #expect(blocks.map(\.text) == ["Alpha", "Beta two", "Gamma", "Zeta", "Eta"])
        #expect(blocks.map(\.followedByParagraph) == [true, false, true, false, false])
        #expect(blocks[0].id == "a" && blocks[1].element == "div")
    }

    // MARK: Rules on fuller documents

    @Test func duplicateAltIsReportedOncePerAlt() async throws {
        let findings = try await ImagesRuleTests.findings(ImageAltDuplicateRule.self, body: """
            <img src="a.png" alt="Heron"/>
            <img src="a.png" alt="Heron"/>
            <img src="b.png" alt="heron!"/>
            <img src="c.png" alt="Heron"/>
            <img src="d.png" alt="Image"/><img src="e.png" alt="Image"/>
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.location?.line == 7)
        #expect(findings.first?.message.contains("line 5") == true)
        #expect(findings.first?.outcome == .needsReview && findings.first?.impact == .minor)
    }

    @Test func longAltCountsCharactersAfterWhitespaceIsCollapsed() async throws {
        let spaced = String(repeating: "a      ", count: 120)  // 840 bytes, 240 characters once collapsed
        #expect(try await ImagesRuleTests.findings(ImageAltLongRule.self, body: #"<img src="a.png" alt="\#(spaced)"/>"#).isEmpty)
        let long = String(repeating: "é", count: 251)
        let findings = try await ImagesRuleTests.findings(ImageAltLongRule.self, body: #"<img src="a.png" alt="\#(long)"/>"#)
        #expect(findings.count == 1 && findings.first?.message.contains("251 characters") == true)
        let described = #"<img src="a.png" aria-describedby="d" alt="\#(long)"/><p id="d">Description.</p>"#
        #expect(try await ImagesRuleTests.findings(ImageAltLongRule.self, body: described).isEmpty)
    }

    @Test func redundantAltSaysWhatItRepeats() async throws {
        let caption = try await ImagesRuleTests.findings(ImageAltRedundantRule.self, body: """
            <figure><img src="a.png" alt="The harbour"/><figcaption>The Harbour.</figcaption></figure>
            """)
        #expect(caption.first?.message.contains("figure caption") == true)
        let next = try await ImagesRuleTests.findings(ImageAltRedundantRule.self, body: #"<div><img src="a.png" alt="Keeper"/> <p>keeper</p></div>"#)
        #expect(next.first?.message.contains("<p>") == true)
        // Placeholders are image-alt-filename's, not reported again.
        let placeholder = try await ImagesRuleTests.findings(ImageAltRedundantRule.self, body: #"<p><img src="a.png" alt="Figure 1"/> Figure 1</p>"#)
        #expect(placeholder.isEmpty)
    }

    @Test func fakedHeadingsCountAcrossTheBook() async throws {
        let chapter = { (title: String) in RuleExample.xhtml(body: "<p><b>\(title)</b></p><p>Body.</p>") }
        // One per document in three documents: a pattern across the book.
        let three = RuleExample.passes(documents: [chapter("One"), chapter("Two"), chapter("Three")])
        let findings = try await ImagesRuleTests.findings(HeadingFakedByMarkupRule.self, example: three)
        #expect(findings.count == 3)
        #expect(findings.first?.message.contains("3 in the book") == true)
        let two = RuleExample.passes(documents: [chapter("One"), chapter("Two")])
        #expect(try await ImagesRuleTests.findings(HeadingFakedByMarkupRule.self, example: two).isEmpty)
        // A lone bold line further down a document (a book title on a copyright page) joins no pattern.
        let copyright = RuleExample.xhtml(body: "<p><em>First printing</em></p><p><b>The Book</b></p><p>Copyright 2008.</p>")
        let mixed = RuleExample.passes(documents: [chapter("One"), chapter("Two"), chapter("Three"), copyright])
        let reported = try await ImagesRuleTests.findings(HeadingFakedByMarkupRule.self, example: mixed)
        #expect(reported.count == 3)
        #expect(!reported.contains { $0.location?.path.hasSuffix("chapter4.xhtml") == true })
    }

    @Test func boldBlocksKnowWhetherTheyOpenTheDocument() throws {
        let blocks = try Self.inventory("<p><b>Title</b></p><p>Text.</p><p><b>Later</b></p><p>More.</p>").boldBlocks
        #expect(blocks.map(\.opensDocument) == [true, false])
        let afterNBSP = try Self.inventory("<p>\u{00A0}</p><p><b>Title</b></p><p>Text.</p>").boldBlocks
        #expect(afterNBSP.map(\.opensDocument) == [true])
    }

    @Test func pageListLabelsQuoteTheFirstMarkersOnly() async throws {
        let markers = (1...6).map { #"<span id="p\#($0)" role="doc-pagebreak" aria-label="\#($0 + 10)"/><p>x</p>"# }.joined()
        let example = RuleExample.passes(documents: [RuleExample.xhtml(body: markers)],
                                         navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml"])))
        let findings = try await ImagesRuleTests.findings(EPUBPageBreakNotInPageListRule.self, example: example)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("6 page-break markers") == true)
        #expect(findings.first?.message.contains(#""13""#) == true && findings.first?.message.contains(#""14""#) == false)
        #expect(findings.first?.elementID == "p1")
    }
}

/// The byte-level fold of ASCII alts must say exactly what the Unicode path says.
@Suite("Alt-text folding: the ASCII path equals the Unicode path")
struct AltTextFoldingTests {
    @Test func asciiAndUnicodeFoldsAgree() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 iIvVxX-_.,;:!?'\"()[]/\\\t\nFigDSCimg".utf8)
        var samples = ["Fig. 4a", "img_0042", "DSCN0001.JPG", "Figure IV", "Plate xii", "image3", "3", "a1", "",
                       "  --  ", "Photo of the lighthouse", "x", "IV", "ab12cd34", "12ab", "Map of Europe, 1914"]
        for _ in 0..<5000 {
            let length = Int.random(in: 0...24, using: &generator)
            samples.append(String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }, as: UTF8.self))
        }
        for sample in samples {
            for keeping in [false, true] {
                let fast = AltTextPlaceholders.asciiTokens(sample, keepingNumbers: keeping)
                let slow = AltTextPlaceholders.unicodeTokens(sample, keepingNumbers: keeping)
                #expect(fast.words == slow.words && fast.numbered == slow.numbered, "\(sample.debugDescription) keeping: \(keeping)")
            }
        }
    }
}

/// Whitespace normalisation byte by byte must say what the grapheme walk says.
@Suite("XML whitespace normalisation: bytes equal characters")
struct WhitespaceNormalisationTests {
    @Test func bytePathEqualsCharacterPath() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "\t", "\n", "\r", "\r\n", "a", "Z", "é", "e\u{301}", "\u{301}", "—", "“", "日本", "👍🏽", "\u{200B}",
                      "\u{200D}", "\u{0600}", "\u{0E33}", "\u{093F}", "\u{20DD}", "🇫🇷", "x y"]
        var samples = ["", " ", "  a  b  ", "\n\u{301}x", " \u{301}", "a \u{301}b", "\r\n\r\n", "a\r\nb", "é  é",
                       "a \u{0600} b", "\u{0600} x", "a\u{0600} ", "\u{0600}  x", "x \u{200D}", " \u{0E33}", "“a” — “b”"]
        for _ in 0..<5000 {
            samples.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? " " }.joined())
        }
        for sample in samples {
            #expect(sample.normalizingXMLWhitespace() == sample.normalizingXMLWhitespaceByCharacter(), "\(sample.debugDescription)")
        }
    }
}
