import EPUBCore

/// The implicit roles of HTML elements (axe's implicit-html-roles.js) by name key
/// (``XMLStartElement/nameKey(_:)``): the names ``ARIAItem/implicitRole`` decides with more than
/// the name, and the fixed role of each other name, in a table sorted by key.
enum ImplicitRoles {
    static let a = XMLStartElement.nameKey("a"), area = XMLStartElement.nameKey("area")
    static let aside = XMLStartElement.nameKey("aside"), footer = XMLStartElement.nameKey("footer")
    static let header = XMLStartElement.nameKey("header"), form = XMLStartElement.nameKey("form")
    static let section = XMLStartElement.nameKey("section"), img = XMLStartElement.nameKey("img")
    static let input = XMLStartElement.nameKey("input")

    /// The role of the element whose name has key `key`, when the name alone decides it; nil otherwise.
    static func fixed(_ key: UInt64) -> String? {
        var low = 0, high = byKey.count
        while low < high {
            let middle = (low + high) / 2
            if byKey[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < byKey.count && byKey[low].key == key ? byKey[low].role : nil
    }

    /// Names whose role is theirs whatever else the element has.
    static let fixedRoles: [(name: String, role: String)] = [
        ("article", "article"), ("button", "button"), ("summary", "button"), ("datalist", "listbox"),
        ("dd", "definition"), ("dfn", "term"), ("dt", "term"), ("details", "group"), ("fieldset", "group"),
        ("optgroup", "group"), ("dialog", "dialog"), ("figure", "figure"),
        ("h1", "heading"), ("h2", "heading"), ("h3", "heading"), ("h4", "heading"), ("h5", "heading"), ("h6", "heading"),
        ("hr", "separator"), ("li", "listitem"), ("main", "main"), ("math", "math"),
        ("menu", "list"), ("ol", "list"), ("ul", "list"), ("meter", "meter"), ("nav", "navigation"),
        ("option", "option"), ("output", "status"), ("progress", "progressbar"), ("search", "search"),
        ("select", "combobox"), ("table", "table"), ("tbody", "rowgroup"), ("thead", "rowgroup"), ("tfoot", "rowgroup"),
        ("td", "cell"), ("th", "columnheader"), ("textarea", "textbox"), ("tr", "row"), ("body", "document"),
    ]

    /// ``fixedRoles`` by key, sorted (every name there has eight bytes or fewer, so a key of its own).
    private static let byKey: [(key: UInt64, role: String)] =
        fixedRoles.map { (XMLStartElement.nameKey($0.name), $0.role) }.sorted { $0.key < $1.key }
}
