import Foundation

/// Alt text that only says "there is a picture here": a generic phrase in the book's language
/// (or English), a camera file name, or punctuation. Generic phrases follow one grammar per
/// language (`AltTextPlaceholderGrammar`: filler, article, generic noun); matching folds case,
/// accents, punctuation and apostrophes, and ignores numbering ("Abbildung 2", "image 3",
/// "Fig. 4a", "img_0042").
///
/// Only whole-alt matches count: "Map of Europe", "Lighthouse" or "Photo de la plage" describe
/// something and never match.
public enum AltTextPlaceholders {
    /// Why an alt is a placeholder.
    public enum Kind: String, Sendable, Hashable {
        /// A generic word or phrase ("image", "Abbildung", "photo de").
        case genericPhrase = "generic-phrase"
        /// A camera's file-name pattern ("DSC_0001", "IMG_0042").
        case cameraFileName = "camera-file-name"
        /// Only punctuation or symbols ("*", "-", "…").
        case punctuation
    }

    /// File-name prefixes cameras and phones give pictures (DSC_0001, DSCN0001, IMG_0042, PXL_…, GOPR…).
    static let cameraPrefixes: Set<String> = ["dsc", "dscn", "dscf", "img", "pict", "dcp", "sam", "mvc", "mg", "gopr", "pxl", "imag"]

    /// The grammars (`AltTextPlaceholderGrammar`), folded once.
    static let grammars: [String: AltTextPlaceholderGrammar.Folded] = AltTextPlaceholderGrammar.languages.mapValues(\.folded)

    /// Why `alt` is a placeholder in any of `languages` (primary subtags or full tags; English is
    /// always tried), or nil when it may be a real description.
    public static func match(_ alt: String, languages: [String]) -> Kind? {
        let (words, numbered) = tokens(alt)
        if words.isEmpty {
            // "*" or "—": punctuation only. A bare number ("3") may be a real label: not flagged.
            return !numbered && !alt.allSatisfy(\.isWhitespace) ? .punctuation : nil
        }
        if numbered, words.count == 1, cameraPrefixes.contains(words[0]) { return .cameraFileName }
        for language in Set(languages.map(primarySubtag) + ["en"]) where grammars[language]?.matches(words) ?? false {
            return .genericPhrase
        }
        return nil
    }

    /// `en` of `en-GB`, lower-cased.
    static func primarySubtag(_ tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// The words of `text` with case, accents and punctuation folded away and numbering dropped,
    /// and whether numbering was dropped ("Fig. 4a" → ["fig"], true; "img_0042" → ["img"], true).
    /// `keepingNumbers`: only fold ("Fig. 4a" → ["fig", "4a"]), for comparing two texts.
    static func tokens(_ text: String, keepingNumbers: Bool = false) -> (words: [String], numbered: Bool) {
        // Three alt rules fold every image's alt, and a book may have tens of thousands: ASCII
        // text (nearly every alt) is folded byte by byte, the same result without Unicode's
        // character properties (a differential test holds the two paths equal).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text, keepingNumbers: keepingNumbers) }
        // ASCII but for typographic punctuation (the curly quotes and dashes of nearly every
        // published alt): the punctuation separates words as a space does, so the ASCII path
        // folds it. Foundation's folding cost a hundred thousand instructions an alt.
        if let spaced = asciiWithPunctuationAsSpaces(text) { return asciiTokens(spaced, keepingNumbers: keepingNumbers) }
        return unicodeTokens(text, keepingNumbers: keepingNumbers)
    }

    /// `text` with each scalar of ``separatingPunctuation`` replaced by a space, when every other
    /// scalar is ASCII; nil otherwise. Those scalars are neither letters nor numbers, fold to
    /// themselves, and never join the character before them, so ``unicodeTokens(_:keepingNumbers:)``
    /// makes a separator of each, as ``asciiTokens(_:keepingNumbers:)`` makes one of the space.
    static func asciiWithPunctuationAsSpaces(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                scalars.append(scalar)
            } else if separatingPunctuation.contains(scalar.value) {
                scalars.append(" ")
            } else {
                return nil
            }
        }
        return String(scalars)
    }

    /// Dashes, quotation marks, bullets, ellipsis and the like (U+2010…U+2027, U+2030…U+205E),
    /// the no-break space and the guillemets: punctuation and spaces, none of them a format
    /// character (U+200B…U+200F, U+2028…U+202F and U+205F…U+206F are left out: a joiner joins).
    private static let separatingPunctuation: Set<UInt32> = Set(Array(0x2010...0x2027) + Array(0x2030...0x205E) + [0xA0, 0xAB, 0xBB])

    /// ``tokens(_:keepingNumbers:)`` of any text, through Foundation's folding and Unicode's properties.
    static func unicodeTokens(_ text: String, keepingNumbers: Bool) -> (words: [String], numbered: Bool) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let spaced = String(folded.map { $0.isLetter || $0.isNumber ? $0 : " " })
        if keepingNumbers { return (spaced.split(separator: " ").map(String.init), false) }
        var numbered = false
        var words: [String] = []
        for word in spaced.split(separator: " ") {
            guard word.contains(where: \.isNumber) else {
                words.append(String(word))
                continue
            }
            numbered = true
            // "3", "4a", "a1": a number label. "image3", "dscn0001": a word with a number after it.
            let letters = word.filter(\.isLetter)
            if letters.count <= 1 { continue }
            let stem = String(word.reversed().drop(while: \.isNumber).reversed())
            if !stem.isEmpty, !stem.contains(where: \.isNumber) { words.append(stem) } else { words.append(String(word)) }
        }
        return dropRomanNumeral(words, numbered: numbered)
    }

    /// ``tokens(_:keepingNumbers:)`` of ASCII text: letters lower-cased, digits kept, every
    /// other byte a separator (in ASCII, `isLetter` is A–Z and a–z, `isNumber` 0–9).
    static func asciiTokens(_ text: String, keepingNumbers: Bool) -> (words: [String], numbered: Bool) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var words: [String] = []
        var numbered = false
        var word: [UInt8] = []
        func finish() {
            defer { word.removeAll(keepingCapacity: true) }
            guard !word.isEmpty else { return }
            guard !keepingNumbers, word.contains(where: isDigit) else {
                words.append(String(decoding: word, as: UTF8.self))
                return
            }
            numbered = true
            if word.count(where: { !isDigit($0) }) <= 1 { return }
            let stem = word.reversed().drop(while: isDigit).reversed()
            words.append(stem.contains(where: isDigit) ? String(decoding: word, as: UTF8.self) : String(decoding: Array(stem), as: UTF8.self))
        }
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A: word.append(byte | 0x20)
            case 0x61...0x7A, 0x30...0x39: word.append(byte)
            default: finish()
            }
        }
        finish()
        return keepingNumbers ? (words, false) : dropRomanNumeral(words, numbered: numbered)
    }

    /// "Figure IV", "Plate xii": a roman numeral after a word is numbering too.
    private static func dropRomanNumeral(_ words: [String], numbered: Bool) -> (words: [String], numbered: Bool) {
        guard words.count > 1, let last = words.last, last.count <= 4, last.allSatisfy({ "ivxlc".contains($0) }) else {
            return (words, numbered)
        }
        return (Array(words.dropLast()), true)
    }
}
