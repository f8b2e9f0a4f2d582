import EPUBCore

/// The XHTML elements the inventory builder does something on, told apart by their length first.
///
/// A `switch` over the name compared it with each case in turn: about fifty string comparisons for
/// every `span`, `em` or `li` of a book, which matched none (3 % of a corpus audit's instructions,
/// issue #45). Names of one length are few, and equal small strings compare in one instruction.
enum XHTMLElementName: Equatable {
    case a, area, aside, audio, body, button, canvas, caption, details, div, embed, figcaption, figure, form
    case heading(Int), iframe, img, input, list, nav, object, p, script, select, source, table, tablePart
    case cell(header: Bool), textarea, title, tr, track, video

    /// The element `name` (a local name in the XHTML namespace), nil for the ones the builder passes by.
    init?(_ name: String) {
        switch name.utf8.count {
        case 1:
            switch name {
            case "p": self = .p
            case "a": self = .a
            default: return nil
            }
        case 2:
            switch name {
            case "td": self = .cell(header: false)
            case "th": self = .cell(header: true)
            case "tr": self = .tr
            case "ul", "ol", "dl": self = .list
            case "h1": self = .heading(1)
            case "h2": self = .heading(2)
            case "h3": self = .heading(3)
            case "h4": self = .heading(4)
            case "h5": self = .heading(5)
            case "h6": self = .heading(6)
            default: return nil
            }
        case 3:
            switch name {
            case "div": self = .div
            case "img": self = .img
            case "nav": self = .nav
            default: return nil
            }
        case 4:
            switch name {
            case "body": self = .body
            case "area": self = .area
            case "form": self = .form
            default: return nil
            }
        case 5:
            switch name {
            case "title": self = .title
            case "input": self = .input
            case "aside": self = .aside
            case "table": self = .table
            case "thead", "tbody", "tfoot": self = .tablePart
            case "audio": self = .audio
            case "video": self = .video
            case "track": self = .track
            case "embed": self = .embed
            default: return nil
            }
        case 6:
            switch name {
            case "figure": self = .figure
            case "source": self = .source
            case "script": self = .script
            case "select": self = .select
            case "button": self = .button
            case "iframe": self = .iframe
            case "object": self = .object
            case "canvas": self = .canvas
            default: return nil
            }
        case 7:
            switch name {
            case "details": self = .details
            case "caption": self = .caption
            default: return nil
            }
        case 8:
            switch name {
            case "colgroup": self = .tablePart
            case "textarea": self = .textarea
            default: return nil
            }
        case 10:
            guard name == "figcaption" else { return nil }
            self = .figcaption
        default:
            return nil
        }
    }

    /// The element that starts, if it is one of these, found by its name's key in a sorted table:
    /// a few integer comparisons where the names were compared as strings. A name longer than eight
    /// bytes (no key) is found by ``init(_:)-(String)``.
    // Borrowing: an initialiser takes its arguments owned by default, and the caller copied the
    // start tag (its strings and attribute list retained, then released) for every element.
    init?(_ element: borrowing XMLStartElement) {
        let key = element.nameKey
        guard key != 0 else {
            self.init(element.localName)
            return
        }
        let table = Self.byKey
        var low = 0, high = table.count
        while low < high {
            let middle = (low &+ high) >> 1
            if table[middle].key < key { low = middle &+ 1 } else { high = middle }
        }
        guard low < table.count, table[low].key == key else { return nil }
        self = table[low].name
    }

    /// Every name of eight bytes or fewer that ``init(_:)-(String)`` knows, by key.
    static let byKey: [(key: UInt64, name: XHTMLElementName)] = [
        "p", "a", "td", "th", "tr", "ul", "ol", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "div", "img", "nav", "body", "area",
        "form", "title", "input", "aside", "table", "thead", "tbody", "tfoot", "audio", "video", "track", "embed", "figure",
        "source", "script", "select", "button", "iframe", "object", "canvas", "details", "caption", "colgroup", "textarea",
    ].compactMap { name in
        XHTMLElementName(name).map { (XMLStartElement.nameKey(name), $0) }
    }.sorted { $0.key < $1.key }
}
