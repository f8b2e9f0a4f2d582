/// The sentences of a drafted summary in one language. `{list}` and `{claim}` are filled in;
/// every phrase is a clause that reads in any position of its list. A translator adds a
/// language by adding one value to ``byLanguage``; a book in any other language gets English
/// (its suggestion says so in `summaryLanguage`).
struct SummaryPhrases: Sendable {
    /// "This publication was checked by machine: {list}."
    let checked: String
    /// Joins the shown clauses.
    let separator: String
    /// What the content shows, by the feature or sufficient mode proposed.
    let shown: [String: String]
    /// "Not yet confirmed by a person: {list}."
    let notConfirmed: String
    /// Joins the unconfirmed clauses.
    let listSeparator: String
    /// What is left to a person, by the value to confirm.
    let unconfirmed: [String: String]
    /// Hazards not known.
    let hazardsUnknown: String
    /// The evident hazard (`sound`, shown) and the two left unknown beside it.
    let hazards: [String: String]
    /// "It claims: {claim}."
    let claims: String
    /// No claim given.
    let noClaim: String

    /// The languages drafted, by primary language subtag.
    static let byLanguage: [String: SummaryPhrases] = ["en": .english, "fr": .french, "de": .german, "es": .spanish, "it": .italian]

    static let english = SummaryPhrases(
        checked: "This publication was checked by machine: {list}.", separator: "; ",
        shown: ["textual": "its content can be read as text alone", "alternativeText": "images have text alternatives",
                "longDescription": "complex images have longer descriptions", "tableOfContents": "a table of contents links to its parts",
                "structuralNavigation": "headings give it a navigable structure", "pageNavigation": "a page list leads to the print pages",
                "MathML": "mathematics is marked up as MathML", "synchronizedAudioText": "narration is synchronised with the text"],
        notConfirmed: "Not yet confirmed by a person: {list}.", listSeparator: ", ",
        unconfirmed: ["readingOrder": "the reading order",
                      "displayTransformability": "whether text size, colours and spacing can be changed",
                      "textual": "whether text alone conveys all the content"],
        hazardsUnknown: "whether it has flashing, motion or sound hazards",
        hazards: ["sound": "some audio plays by itself", "unknownFlashingHazard": "whether it has flashing hazards", "unknownMotionSimulationHazard": "whether it has motion simulation hazards"],
        claims: "It claims: {claim}.", noClaim: "It makes no claim of conformance to EPUB Accessibility or WCAG.")

    // French typography: a no-break space before the colon and the semicolon.
    static let french = SummaryPhrases(
        checked: "Cette publication a été vérifiée automatiquement\u{00A0}: {list}.", separator: "\u{00A0}; ",
        shown: ["textual": "son contenu peut être lu sous forme de texte seul",
                "alternativeText": "les images ont une alternative textuelle",
                "longDescription": "les images complexes ont une description détaillée",
                "tableOfContents": "une table des matières renvoie à ses parties",
                "structuralNavigation": "les titres lui donnent une structure navigable",
                "pageNavigation": "une liste des pages renvoie aux pages de l’édition imprimée",
                "MathML": "les mathématiques sont balisées en MathML",
                "synchronizedAudioText": "la narration est synchronisée avec le texte"],
        notConfirmed: "Pas encore confirmé par une personne\u{00A0}: {list}.", listSeparator: ", ",
        unconfirmed: ["readingOrder": "l’ordre de lecture",
                      "displayTransformability": "la possibilité de modifier la taille du texte, les couleurs et les espacements",
                      "textual": "le fait que le texte seul transmette tout le contenu"],
        hazardsUnknown: "l’absence de risques liés aux clignotements, aux mouvements ou aux sons",
        hazards: ["sound": "certains contenus audio démarrent d’eux-mêmes", "unknownFlashingHazard": "l’absence de risques liés aux clignotements", "unknownMotionSimulationHazard": "l’absence de risques liés aux mouvements"],
        claims: "Elle déclare\u{00A0}: {claim}.", noClaim: "Elle ne déclare aucune conformité à EPUB Accessibility ni aux WCAG.")

    static let german = SummaryPhrases(
        checked: "Diese Publikation wurde maschinell geprüft: {list}.", separator: "; ",
        shown: ["textual": "ihr Inhalt kann allein als Text gelesen werden", "alternativeText": "Bilder haben Textalternativen",
                "longDescription": "komplexe Bilder haben ausführliche Beschreibungen",
                "tableOfContents": "ein Inhaltsverzeichnis verlinkt ihre Teile",
                "structuralNavigation": "Überschriften geben ihr eine navigierbare Struktur",
                "pageNavigation": "eine Seitenliste führt zu den Seiten der Druckausgabe",
                "MathML": "Mathematik ist als MathML ausgezeichnet",
                "synchronizedAudioText": "die Vertonung ist mit dem Text synchronisiert"],
        notConfirmed: "Noch nicht von einer Person bestätigt: {list}.", listSeparator: ", ",
        unconfirmed: ["readingOrder": "die Lesereihenfolge",
                      "displayTransformability": "ob sich Textgröße, Farben und Abstände ändern lassen",
                      "textual": "ob der Text allein den ganzen Inhalt vermittelt"],
        hazardsUnknown: "ob sie Gefahren durch Blitze, Bewegung oder Töne enthält",
        hazards: ["sound": "manche Audioinhalte starten von selbst", "unknownFlashingHazard": "ob sie Gefahren durch Blitze enthält", "unknownMotionSimulationHazard": "ob sie Gefahren durch Bewegungssimulation enthält"],
        claims: "Sie erklärt: {claim}.", noClaim: "Sie erklärt keine Konformität mit EPUB Accessibility oder WCAG.")

    static let spanish = SummaryPhrases(
        checked: "Esta publicación se verificó automáticamente: {list}.", separator: "; ",
        shown: ["textual": "su contenido puede leerse solo como texto", "alternativeText": "las imágenes tienen alternativas textuales",
                "longDescription": "las imágenes complejas tienen descripciones extensas",
                "tableOfContents": "una tabla de contenidos enlaza con sus partes",
                "structuralNavigation": "los encabezados le dan una estructura navegable",
                "pageNavigation": "una lista de páginas lleva a las páginas de la edición impresa",
                "MathML": "las matemáticas están marcadas en MathML",
                "synchronizedAudioText": "la narración está sincronizada con el texto"],
        notConfirmed: "Aún no confirmado por una persona: {list}.", listSeparator: ", ",
        unconfirmed: ["readingOrder": "el orden de lectura",
                      "displayTransformability": "si se pueden cambiar el tamaño del texto, los colores y el espaciado",
                      "textual": "si el texto por sí solo transmite todo el contenido"],
        hazardsUnknown: "si contiene riesgos de destellos, movimiento o sonido",
        hazards: ["sound": "algunos audios se reproducen solos", "unknownFlashingHazard": "si contiene riesgos de destellos", "unknownMotionSimulationHazard": "si contiene riesgos de simulación de movimiento"],
        claims: "Declara: {claim}.", noClaim: "No declara conformidad con EPUB Accessibility ni con WCAG.")

    static let italian = SummaryPhrases(
        checked: "Questa pubblicazione è stata verificata automaticamente: {list}.", separator: "; ",
        shown: ["textual": "il suo contenuto può essere letto come solo testo", "alternativeText": "le immagini hanno alternative testuali",
                "longDescription": "le immagini complesse hanno descrizioni estese",
                "tableOfContents": "un indice collega le sue parti",
                "structuralNavigation": "i titoli le danno una struttura navigabile",
                "pageNavigation": "un elenco delle pagine porta alle pagine dell’edizione a stampa",
                "MathML": "la matematica è codificata in MathML",
                "synchronizedAudioText": "la narrazione è sincronizzata con il testo"],
        notConfirmed: "Non ancora confermato da una persona: {list}.", listSeparator: ", ",
        unconfirmed: ["readingOrder": "l’ordine di lettura",
                      "displayTransformability": "se si possono modificare dimensione del testo, colori e spaziatura",
                      "textual": "se il solo testo trasmette tutto il contenuto"],
        hazardsUnknown: "se presenta rischi di lampeggiamenti, movimento o suoni",
        hazards: ["sound": "alcuni audio partono da soli", "unknownFlashingHazard": "se presenta rischi di lampeggiamenti", "unknownMotionSimulationHazard": "se presenta rischi di simulazione di movimento"],
        claims: "Dichiara: {claim}.", noClaim: "Non dichiara conformità a EPUB Accessibility né alle WCAG.")
}
