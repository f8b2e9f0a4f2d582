/// The grammar of alt text that only says "there is a picture here", one per language:
///
///     placeholder := [filler] [article] [modifier] noun [of]  |  fixed phrase
///
/// "It's an image", "this is a picture", "Here’s the photo", "an image of", "c'est une image",
/// "das ist ein Bild", "es una imagen", "è un'immagine" are all one rule, not a list of their
/// spellings. Every part is matched on ``AltTextPlaceholders/tokens(_:keepingNumbers:)`` words,
/// so case, accents, punctuation, contractions and typographic apostrophes fold the same way in
/// the alt and in the tables ("it's" and "it’s" are both `it s`). Nothing may follow the noun
/// but the word for "of": "It's a map of Europe" and "Photo de la plage" describe something.
struct AltTextPlaceholderGrammar: Sendable {
    /// Openers that say nothing ("this is", "it's", "here is"), as written.
    let fillers: [String]
    /// Articles and determiners ("a", "the", "l'").
    let articles: [String]
    /// Words that qualify the picture without describing it ("decorative", "untitled").
    let modifiers: [String]
    /// Generic nouns for a picture, singular and plural ("image", "images"). Words that can name
    /// a subject on their own ("plate", "Tafel", "map", "logo", "cover") are left out.
    let nouns: [String]
    /// The word for "of" ("of", "de", "von"), allowed last: "image of" says nothing more.
    let of: [String]
    /// Whole phrases outside the pattern ("alt text", "sans titre", "no description").
    let fixed: [String]

    /// The grammar's parts as token sequences, folded once.
    struct Folded: Sendable {
        let fillers: [[String]]
        let articles: Set<String>
        let modifiers: Set<String>
        let nouns: Set<String>
        let of: Set<String>
        let fixed: Set<String>

        /// Whether `words` (folded, numbering dropped) are a placeholder in this language.
        func matches(_ words: [String]) -> Bool {
            if fixed.contains(words.joined(separator: " ")) { return true }
            var index = 0
            // The longest filler first: "this is" before "this".
            if let filler = fillers.first(where: { words.count > $0.count && Array(words.prefix($0.count)) == $0 }) {
                index = filler.count
            }
            if index < words.count, articles.contains(words[index]) { index += 1 }
            if index < words.count, modifiers.contains(words[index]) { index += 1 }
            guard index < words.count, nouns.contains(words[index]) else { return false }
            index += 1
            if index == words.count - 1, of.contains(words[index]) { index += 1 }
            return index == words.count
        }
    }

    /// The grammar folded as alts are.
    var folded: Folded {
        func fold(_ text: String) -> [String] { AltTextPlaceholders.tokens(text).words }
        return Folded(
            fillers: fillers.map(fold).filter { !$0.isEmpty }.sorted { $0.count > $1.count },
            articles: Set(articles.flatMap(fold)), modifiers: Set(modifiers.flatMap(fold)), nouns: Set(nouns.flatMap(fold)),
            of: Set(of.flatMap(fold)), fixed: Set(fixed.map { fold($0).joined(separator: " ") }))
    }

    /// The grammars by primary language subtag.
    static let languages: [String: AltTextPlaceholderGrammar] = [
        "en": AltTextPlaceholderGrammar(
            fillers: ["this is", "it is", "it's", "here is", "here's", "there is", "there's", "this", "here", "insert"],
            articles: ["a", "an", "the"],
            modifiers: ["decorative", "untitled", "spacer", "blank", "generic", "placeholder"],
            nouns: ["image", "images", "picture", "pictures", "photo", "photos", "photograph", "photographs", "pic", "pics",
                    "img", "graphic", "graphics", "illustration", "illustrations", "figure", "figures", "fig", "icon", "icons",
                    "drawing", "drawings", "diagram", "diagrams", "chart", "charts", "screenshot", "screenshots"],
            of: ["of"],
            fixed: ["untitled", "no title", "spacer", "blank", "placeholder", "alt", "alt text", "alt tag", "alternative text",
                    "description", "image description", "no description", "none", "null", "nil", "undefined", "empty",
                    "decorative", "decoration"]),
        "fr": AltTextPlaceholderGrammar(
            fillers: ["c'est", "ceci est", "voici", "voilà", "il s'agit de", "il s'agit d'"],
            articles: ["un", "une", "le", "la", "l'", "les", "des"],
            modifiers: [],
            nouns: ["image", "images", "photo", "photos", "photographie", "photographies", "illustration", "illustrations",
                    "figure", "figures", "fig", "graphique", "graphiques", "icône", "icônes", "dessin", "dessins", "schéma",
                    "schémas", "vignette", "vignettes", "pictogramme", "pictogrammes"],
            of: ["de", "d'", "du", "des"],
            fixed: ["sans titre", "image sans titre", "image décorative", "décoration", "espaceur", "vide", "aucune",
                    "texte alternatif"]),
        "de": AltTextPlaceholderGrammar(
            fillers: ["das ist", "dies ist", "es ist", "hier ist"],
            articles: ["ein", "eine", "einen", "das", "die", "der"],
            modifiers: ["dekoratives", "dekorative"],
            nouns: ["bild", "bilder", "abbildung", "abbildungen", "abb", "foto", "fotos", "fotografie", "fotografien",
                    "grafik", "grafiken", "illustration", "illustrationen", "zeichnung", "zeichnungen", "icon", "icons"],
            of: ["von"],
            fixed: ["ohne titel", "unbenannt", "platzhalter", "dekoration", "dekorativ", "leer", "bildbeschreibung",
                    "alternativtext"]),
        "es": AltTextPlaceholderGrammar(
            fillers: ["esta es", "este es", "esto es", "es", "aquí está", "he aquí", "aquí"],
            articles: ["un", "una", "el", "la", "los", "las"],
            modifiers: [],
            nouns: ["imagen", "imágenes", "foto", "fotos", "fotografía", "fotografías", "ilustración", "ilustraciones",
                    "figura", "figuras", "fig", "gráfico", "gráficos", "icono", "iconos", "dibujo", "dibujos"],
            of: ["de", "del"],
            fixed: ["sin título", "imagen sin título", "decoración", "decorativa", "vacío", "texto alternativo"]),
        "it": AltTextPlaceholderGrammar(
            fillers: ["questa è", "questo è", "è", "ecco"],
            articles: ["un", "una", "uno", "un'", "l'", "il", "la", "lo", "le", "gli", "i"],
            modifiers: [],
            nouns: ["immagine", "immagini", "foto", "fotografia", "fotografie", "illustrazione", "illustrazioni", "figura",
                    "figure", "fig", "grafico", "grafici", "icona", "icone", "disegno", "disegni"],
            of: ["di", "del", "della"],
            fixed: ["senza titolo", "decorazione", "decorativa", "vuoto", "testo alternativo", "segnaposto"]),
        // Japanese is written without spaces: each entry is one word, matched whole.
        "ja": AltTextPlaceholderGrammar(
            fillers: [], articles: [], modifiers: [], nouns: [], of: [],
            fixed: ["画像", "イメージ", "写真", "図", "イラスト", "アイコン", "無題", "代替テキスト", "代替文字列"]),
    ]
}
