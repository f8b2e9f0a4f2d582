/// Where roles may go, as axe-core 4.12.1 decides (lib/commons/aria/get-element-unallowed-roles.js,
/// is-aria-role-allowed-on-element.js, lib/standards/html-elms.js).
extension RuleSupport {
    /// What an element allows: any role, none, or a list.
    enum AllowedRoles {
        case any, none, list([String])
        /// The table does not know the element (or its variant, an `input`): nothing is judged.
        case unknown
    }

    /// The roles `item`'s element allows, its variant decided (a with href, img with a name, area with href).
    static func allowedRoles(for item: ARIAItem) -> AllowedRoles {
        switch item.element {
        case "a": return item.hasHref ? .list(["button", "checkbox", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio", "switch", "tab", "treeitem", "doc-backlink", "doc-biblioref", "doc-glossref", "doc-noteref"]) : .any
        case "area": return item.hasHref ? .none : .list(["button", "link"])
        case "img":
            // html-elms.js: alt matching /.+/ or any accessible name; else usemap (no roles); else presentation/none.
            let named = !(item.alt ?? "").isEmpty || item.hasAuthorName || !(item.title?.normalizingXMLWhitespace().isEmpty ?? true)
            if named {
                return .list(["button", "checkbox", "link", "math", "menuitem", "menuitemcheckbox", "menuitemradio", "meter", "option", "progressbar", "radio", "scrollbar", "separator", "slider", "switch", "tab", "treeitem", "doc-cover"])
            }
            return item.hasUsemap ? .none : .list(["presentation", "none"])
        case "input": return .unknown  // eleven variants by type; EPUBs put no roles there
        default:
            if ARIAStandard.anyRole.contains(item.element) { return .any }
            if ARIAStandard.noRole.contains(item.element) { return .none }
            if let list = ARIAStandard.allowedRoleLists[item.element] { return .list(list) }
            return .unknown
        }
    }

    /// The valid roles of `item` its element does not allow (axe's getElementUnallowedRoles with
    /// allowImplicit): a role equal to the implicit one is fine; a link-, image- or listitem-typed
    /// DPUB role (doc-noteref, doc-cover, doc-endnote, ...) needs that implicit role.
    static func unallowedRoles(_ item: ARIAItem) -> [String] {
        let allowed = allowedRoles(for: item)
        if case .unknown = allowed { return [] }
        let implicitOrFallback = item.implicitRole ?? ["header": "banner", "footer": "contentinfo"][item.element]
        return item.validRoles.filter { role in
            if role == implicitOrFallback { return false }
            if ARIAStandard.typeBoundRoles.contains(role), ARIAStandard.roleTypes[role] != implicitOrFallback { return true }
            switch allowed {
            case .any: return false
            case .none, .unknown: return true
            case .list(let roles): return !roles.contains(role)
            }
        }
    }

    /// `<img alt="">`, `<a href>`, `<section>`: the element as the variant that decided; an `img`
    /// without alt is the sentence `rule.part.aria-element-no-alt` (`<img id="x" (no alt)>`).
    static func describeVariant(_ item: ARIAItem) -> ReportMessage.Argument {
        var attributes = ""
        if let id = item.id { attributes += " id=\"\(quotedValue(id))\"" }
        switch item.element {
        case "img":
            guard let alt = item.alt else {
                return .message(ReportMessage("rule.part.aria-element-no-alt", ["element": .value(item.element), "attributes": .value(attributes)]))
            }
            attributes += alt.isEmpty ? " alt=\"\"" : " alt=\"…\""
        case "a", "area": if item.hasHref { attributes += " href" }
        default: break
        }
        return .value("<\(item.element)\(attributes)>")
    }

    private static func quotedValue(_ value: String) -> String {
        value.count > 40 ? String(value.prefix(40)) + "…" : value
    }
}
