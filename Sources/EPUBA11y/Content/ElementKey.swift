import EPUBCore

/// Keys (``XMLStartElement/nameKey``) of the element names the inventory builder tests one by one.
enum ElementKey {
    static let b = XMLStartElement.nameKey("b")
    static let body = XMLStartElement.nameKey("body")
    static let img = XMLStartElement.nameKey("img")
    static let input = XMLStartElement.nameKey("input")
    static let main = XMLStartElement.nameKey("main")
    static let meta = XMLStartElement.nameKey("meta")
    static let p = XMLStartElement.nameKey("p")
    static let strong = XMLStartElement.nameKey("strong")
}
