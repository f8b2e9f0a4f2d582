/// The reading system's default style, as far as contrast depends on it: what the HTML
/// Standard's rendering section (§15) suggests for hidden elements, headings, bold and small
/// text, links (blue and underlined) and `mark`; the fallback content of `video`, `audio` and `canvas`, which a reading
/// system that plays them does not draw; SVG's `title`, `desc` and `metadata`, which SVG never
/// paints (SVG 2 §5.9: "not rendered as part of the graphics"). The page itself is white with black text (``CSSComputedStyle``).
enum CSSUserAgentStyle {
    static let text = """
        head, script, style, title, template, datalist, [hidden] { display: none }
        desc, metadata { display: none }
        video *, audio *, canvas * { display: none }
        h1 { font-size: 2em; font-weight: bold }
        h2 { font-size: 1.5em; font-weight: bold }
        h3 { font-size: 1.17em; font-weight: bold }
        h4 { font-size: 1em; font-weight: bold }
        h5 { font-size: 0.83em; font-weight: bold }
        h6 { font-size: 0.67em; font-weight: bold }
        b, strong { font-weight: bolder }
        th { font-weight: bold }
        small, sub, sup { font-size: smaller }
        big { font-size: larger }
        a:link { color: #0000EE; text-decoration: underline }
        mark { background-color: yellow; color: black }
        """

    static let sheet = CSSStyleSheet(text)
}
