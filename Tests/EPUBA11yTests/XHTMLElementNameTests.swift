@testable import EPUBA11y
import Testing

@Suite("XHTML element names the inventory builder dispatches on")
struct XHTMLElementNameTests {
    /// Every name the builder's switch used to list, and what it now becomes; names it passed by stay nil.
    @Test("each handled name maps to its case, every other name to nil")
    func mapsNames() {
        let handled: [String: XHTMLElementName] = [
            "a": .a, "area": .area, "aside": .aside, "audio": .audio, "body": .body, "button": .button, "canvas": .canvas,
            "caption": .caption, "details": .details, "div": .div, "embed": .embed, "figcaption": .figcaption,
            "figure": .figure, "form": .form, "h1": .heading(1), "h2": .heading(2), "h3": .heading(3), "h4": .heading(4),
            "h5": .heading(5), "h6": .heading(6), "iframe": .iframe, "img": .img, "input": .input, "ul": .list, "ol": .list,
            "dl": .list, "nav": .nav, "object": .object, "p": .p, "script": .script, "select": .select, "source": .source,
            "table": .table, "thead": .tablePart, "tbody": .tablePart, "tfoot": .tablePart, "colgroup": .tablePart,
            "td": .cell(header: false), "th": .cell(header: true), "textarea": .textarea, "title": .title, "tr": .tr,
            "track": .track, "video": .video,
        ]
        for (name, expected) in handled { #expect(XHTMLElementName(name) == expected, "\(name)") }
        for name in ["", "span", "em", "i", "b", "li", "br", "h7", "h0", "H1", "P", "tablex", "figcaptions", "section", "math", "svg"] {
            #expect(XHTMLElementName(name) == nil, "\(name)")
        }
    }
}
