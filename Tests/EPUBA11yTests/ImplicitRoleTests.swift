@testable import EPUBA11y
@testable import EPUBCore
import Testing

/// ``ARIAItem/implicitRole`` finds names by integer key (issue #45): the same roles as axe's
/// implicit-html-roles.js, written out here name by name as the oracle.
@Suite("Implicit roles by name key")
struct ImplicitRoleTests {
    /// The roles the name alone decides, as the table stood when names were compared as strings.
    static func reference(_ name: String) -> String? {
        switch name {
        case "article": "article"
        case "button", "summary": "button"
        case "datalist": "listbox"
        case "dd": "definition"
        case "dfn", "dt": "term"
        case "details", "fieldset", "optgroup": "group"
        case "dialog": "dialog"
        case "figure": "figure"
        case "h1", "h2", "h3", "h4", "h5", "h6": "heading"
        case "hr": "separator"
        case "li": "listitem"
        case "main": "main"
        case "math": "math"
        case "menu", "ol", "ul": "list"
        case "meter": "meter"
        case "nav": "navigation"
        case "option": "option"
        case "output": "status"
        case "progress": "progressbar"
        case "search": "search"
        case "select": "combobox"
        case "table": "table"
        case "tbody", "thead", "tfoot": "rowgroup"
        case "td": "cell"
        case "th": "columnheader"
        case "textarea": "textbox"
        case "tr": "row"
        case "body": "document"
        default: nil
        }
    }

    static func item(_ name: String, href: Bool = false, alt: String? = nil, label: String? = nil) -> ARIAItem {
        var item = ARIAItem(element: name, line: 1, id: nil, role: nil, ariaLabel: label, ariaLabelledBy: [], title: nil)
        item.hasHref = href
        item.alt = alt
        return item
    }

    @Test("every name has the role the string table gave it, and other names none")
    func sameAsStrings() {
        let names = ImplicitRoles.fixedRoles.map(\.name) + ["p", "span", "div", "H1", "Td", "", "blockquote", "figcaption",
                                                            "textareas", "tablex", "x", "a ", "\u{E9}"]
        for name in names {
            #expect(Self.item(name).implicitRole == Self.reference(name), "\(name.debugDescription)")
        }
        // The table's keys are distinct and none is 0 (a name past eight bytes, which would match every long name).
        let keys = ImplicitRoles.fixedRoles.map { XMLStartElement.nameKey($0.name) }
        #expect(Set(keys).count == keys.count && !keys.contains(0))
    }

    @Test("names decided with more than the name")
    func decidedByMore() {
        #expect(Self.item("a", href: true).implicitRole == "link")
        #expect(Self.item("a").implicitRole == nil)
        #expect(Self.item("area", href: true).implicitRole == "link")
        #expect(Self.item("img", alt: "").implicitRole == "presentation")
        #expect(Self.item("img", alt: "A heron").implicitRole == "img")
        #expect(Self.item("section").implicitRole == nil)
        #expect(Self.item("section", label: "Notes").implicitRole == "region")
        #expect(Self.item("form", label: "Search").implicitRole == "form")
        #expect(Self.item("footer").implicitRole == "contentinfo")
        #expect(Self.item("header").implicitRole == "banner")
        #expect(Self.item("aside").implicitRole == "complementary")
        #expect(Self.item("input").implicitRole == "textbox")
    }
}
