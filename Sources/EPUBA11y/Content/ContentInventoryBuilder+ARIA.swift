import EPUBCore

/// What the ARIA rules need from the walk: the elements that carry a role or an ARIA name or can
/// be landmarks (``ARIAItem``), the open ancestors that decide their implicit roles (sectioning
/// content, `main`) and whether naming is allowed (a widget around), and the viewport `meta`s.
struct ARIAWalkState: Sendable {
    /// An open element that matters to its descendants.
    struct Open: Sendable {
        let depth: Int
        /// Sectioning content as axe's sectioningContentSelector has it.
        let sectioning: Bool
        /// `main` without a role, or `role="main"`.
        let main: Bool
        /// The element's role (axe's getRole with Chromium's roles, presentational ones dropped); nil when none.
        let role: String?
    }

    /// Innermost last. Entries end lazily: an element starting at depth d closes every entry at d or deeper.
    var open: [Open] = []
}

extension ContentInventoryBuilder {
    /// Elements with an implicit (or Chromium) role, which decide for their descendants whether a
    /// widget is the nearest role around; the others (div, span, p, em, ...) are transparent.
    /// The sectioning content elements (`article`, `aside`, `nav`, `section`).
    static let sectioningElements: ElementNameSet = ["article", "aside", "nav", "section"]
    static let roledElements: ElementNameSet = [
        "a", "area", "article", "aside", "audio", "body", "button", "canvas", "datalist", "dd", "details", "dfn", "dialog", "dl",
        "dt", "embed", "fieldset", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "iframe",
        "img", "input", "label", "li", "main", "math", "menu", "meter", "nav", "object", "ol", "optgroup", "option", "output",
        "progress", "search", "section", "select", "summary", "svg", "table", "tbody", "td", "textarea", "tfoot", "th",
        "thead", "tr", "ul", "video",
    ]

    /// Records `element` for the ARIA rules; called for every element.
    mutating func recordARIA(_ element: XMLStartElement, _ keys: KeyAttributes, _ actions: inout [EndAction]) {
        while let last = ariaWalk.open.last, last.depth >= element.depth { ariaWalk.open.removeLast() }
        guard XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml) else { return }
        let name = element.localName
        if element.nameKey == ElementKey.meta {
            if element.attribute("name") == "viewport" {
                let at = position()
                if inventory.viewports == nil { inventory.viewports = [] }
                inventory.viewports?.append(ViewportItem(content: element.attribute("content") ?? "", line: element.line, position: at))
            }
            return
        }
        let role = keys.role(element)
        let ariaLabel = keys.ariaLabel(element), labelledBy = keys.ariaLabelledBy(element)
        let judged = role != nil || ariaLabel != nil || labelledBy != nil || ARIAStandard.landmarkElements.contains(element)
        guard judged || Self.roledElements.contains(element) else { return }

        var item = ARIAItem(element: name, line: element.line, id: keys.id(element), role: role, ariaLabel: ariaLabel,
                            ariaLabelledBy: tokens(labelledBy), title: element.attribute("title"))
        item.alt = element.attribute("alt")
        item.hasHref = keys.hasHref
        item.hasUsemap = element.attribute("usemap") != nil
        item.hasARIAAttribute = keys.hasARIAAttribute
        item.hasTabindex = element.attribute("tabindex") != nil
        if element.nameKey == ElementKey.input { item.inputType = element.attribute("type") }
        item.inSectioning = ariaWalk.open.contains { $0.sectioning }
        item.inSectioningOrMain = ariaWalk.open.contains { $0.sectioning || $0.main }
        item.inWidget = ariaWalk.open.last { $0.role != nil }?.role.map(ARIAStandard.isWidget) ?? false

        let sectioning = role == nil ? Self.sectioningElements.contains(element)
            : ["article", "complementary", "navigation", "region"].contains(role ?? "")
        let main = role == nil ? element.nameKey == ElementKey.main : role == "main"
        var ownRole = item.computedRole
        if ownRole == "presentation" || ownRole == "none" { ownRole = nil }
        if ownRole == nil, ARIAStandard.chromiumRoleElements.contains(element) { ownRole = name }
        if sectioning || main || ownRole != nil {
            ariaWalk.open.append(.init(depth: element.depth, sectioning: sectioning, main: main, role: ownRole))
        }

        guard judged else { return }
        item.position = position()
        item.hiddenBy = element.depth == 0 ? nil : concealment()
        if inventory.aria == nil { inventory.aria = [] }
        inventory.aria?.append(item)  // in place: no copy of the list per element
        // Where naming is prohibited, whether the element has text decides between failed and review.
        if item.isNamedWhereProhibited, let index = inventory.aria.map({ $0.count - 1 }) {
            actions.append(beginCapture(.ariaText(index), limit: 512))
        }
    }
}
