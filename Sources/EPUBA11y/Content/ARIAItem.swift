import EPUBCore

/// One XHTML element whose ARIA semantics the role rules judge: every element with a `role`,
/// an `aria-label` or an `aria-labelledby`, and every element that can be a landmark (`nav`,
/// `aside`, `header`, `footer`, `main`, `section`, `form`). What it keeps is what axe-core's
/// getRole needs to find the element's implicit role without the tree.
public struct ARIAItem: Sendable, Hashable, Codable, PositionedItem {
    /// Local name of the element.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// The `role` attribute as written; nil when absent.
    public let role: String?
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Ids named by `aria-labelledby`.
    public let ariaLabelledBy: [String]
    /// The `title` attribute; nil when absent.
    public let title: String?
    /// `alt` (of an `img`); nil when absent.
    public var alt: String? = nil
    /// Has `href` (`a`, `area`).
    public var hasHref = false
    /// Has `usemap` (`img`).
    public var hasUsemap = false
    /// Has an `aria-*` attribute (axe: a global ARIA attribute), so an `img alt=""` is not presentational.
    public var hasARIAAttribute = false
    /// Has `tabindex` (focusable: a presentational role is then ignored).
    public var hasTabindex = false
    /// The `type` of an `input`; nil elsewhere.
    public var inputType: String? = nil
    /// An ancestor is sectioning content: `article`, `aside`, `nav` or `section` without a role,
    /// or an element with role `article`, `complementary`, `navigation` or `region` (an `aside` there is no landmark).
    public var inSectioning = false
    /// An ancestor is sectioning content or `main` (a `header` or `footer` there is no landmark).
    public var inSectioningOrMain = false
    /// The nearest ancestor with a role has a widget role (a link, a button): an element without a role may be named there.
    public var inWidget = false
    /// Text content with the alternatives of images inside, whitespace-normalised; recorded only
    /// for an element named where naming is prohibited (nil elsewhere).
    public var text: String? = nil

    /// The `role` tokens that are valid roles, lowercased, in order.
    public var validRoles: [String] { ARIAStandard.validRoles(tokens(role)) }

    /// The role axe-core's getRole gives: the first valid token (a presentational one ignored
    /// when the element is named or focusable), else the implicit role; nil when it has none.
    public var computedRole: String? {
        if let explicit = validRoles.first {
            if !["presentation", "none"].contains(explicit) || !(hasARIAAttribute || hasTabindex) { return explicit }
        }
        return implicitRole
    }

    /// Whether `aria-label` or `aria-labelledby` is set (not blank) where axe's aria-prohibited-attr
    /// prohibits it: on a role that prohibits naming, or on an element with no role at all outside a
    /// widget (`input` and `applet` excepted; Chromium's own roles count as roles).
    public var isNamedWhereProhibited: Bool {
        let named = !(ariaLabel?.normalizingXMLWhitespace().isEmpty ?? true) || !ariaLabelledBy.isEmpty
        guard named else { return false }
        if let role = computedRole { return ARIAStandard.namingProhibited.contains(role) }
        if ARIAStandard.chromiumRoleElements.contains(element) || ["input", "applet"].contains(element) { return false }
        return !inWidget
    }

    /// Named by `aria-label` or `aria-labelledby` (axe's hasAccessibleName, ids taken as naming).
    public var hasAuthorName: Bool {
        !(ariaLabel?.normalizingXMLWhitespace().isEmpty ?? true) || !ariaLabelledBy.isEmpty
    }

    // The name as an integer (every name here has eight bytes or fewer): compared as strings, case
    // after case, the names cost a call each, dozens per element.
    /// The implicit role (axe's implicit-html-roles.js); nil when the element has none.
    public var implicitRole: String? {
        let key = XMLStartElement.nameKey(element)
        switch key {
        case ImplicitRoles.a, ImplicitRoles.area: return hasHref ? "link" : nil
        case ImplicitRoles.aside:
            return inSectioning && !(hasAuthorName || !(title?.normalizingXMLWhitespace().isEmpty ?? true)) ? nil : "complementary"
        case ImplicitRoles.footer: return inSectioningOrMain ? nil : "contentinfo"
        case ImplicitRoles.header: return inSectioningOrMain ? nil : "banner"
        case ImplicitRoles.form: return hasAuthorName ? "form" : nil
        case ImplicitRoles.section: return hasAuthorName ? "region" : nil
        case ImplicitRoles.img:
            let emptyAlt = alt.map { $0.isEmpty } ?? false
            return !emptyAlt || hasARIAAttribute || hasTabindex ? "img" : "presentation"
        case ImplicitRoles.input: return Self.inputRole(inputType)
        default: return ImplicitRoles.fixed(key)
        }
    }

    static func inputRole(_ type: String?) -> String {
        switch type?.lowercased() ?? "" {
        case "checkbox": "checkbox"
        case "number": "spinbutton"
        case "radio": "radio"
        case "range": "slider"
        case "search": "searchbox"
        case "button", "image", "reset", "submit": "button"
        default: "textbox"
        }
    }

    private func tokens(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }).map(String.init)
    }
}
