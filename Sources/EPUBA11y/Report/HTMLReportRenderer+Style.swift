/// The report's only stylesheet, inlined. Text colours have a contrast ratio of at least 4.5:1
/// against their backgrounds in both schemes; statuses also carry words and symbols.
extension HTMLReportRenderer {
    static let stylesheet = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1b1b1b; --muted: #4a4a4a; --border: #b8bcc4; --soft: #f3f4f6; --stripe: #f8f9fa;
      --link: #0b57d0; --focus: #0b57d0;
      --fail: #9b1c1c; --fail-bg: #fdecec; --fail-line: #b3261e;
      --ok: #1d6b34; --ok-bg: #e7f4ea;
      --review: #7a4600; --review-bg: #fff3dc; --review-line: #b86e00;
      --na: #545454;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #16181c; --fg: #e8e8e8; --muted: #b9bcc2; --border: #4a505a; --soft: #22252b; --stripe: #1c1f24;
        --link: #9cc0ff; --focus: #9cc0ff;
        --fail: #ffb4ab; --fail-bg: #3b1614; --fail-line: #ff8a80;
        --ok: #93dba4; --ok-bg: #12301b;
        --review: #ffcc80; --review-bg: #3a2a0c; --review-line: #ffb74d;
        --na: #b5b5b5;
      }
    }
    * { box-sizing: border-box; }
    html { background: var(--bg); color: var(--fg); }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; }
    header.page, nav.toc, main, footer.page { width: min(76rem, 100% - 3rem); margin: 0 auto; }
    header.page { padding-top: 1.5rem; padding-bottom: .5rem; }
    .kicker { margin: 0; color: var(--muted); font-weight: 600; letter-spacing: .02em; }
    h1 { margin: .2rem 0 .3rem; font-size: 2rem; line-height: 1.2; overflow-wrap: anywhere; }
    h2 { margin: 2.5rem 0 .8rem; padding-bottom: .3rem; border-bottom: 2px solid var(--border); font-size: 1.5rem; }
    h3 { margin: 1.8rem 0 .6rem; font-size: 1.2rem; }
    h4 { margin: 1rem 0 .4rem; font-size: 1rem; }
    p, ul, ol, dl { margin: .4rem 0 .8rem; }
    .file { margin: 0; color: var(--muted); }
    code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .9em; overflow-wrap: anywhere; }
    a { color: var(--link); text-decoration-thickness: 1px; text-underline-offset: 2px; }
    a:focus-visible, a:focus { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
    .skip { position: absolute; left: -999px; top: .5rem; background: var(--bg); padding: .4rem .8rem; }
    .skip:focus { left: .5rem; }
    nav.toc { border-top: 1px solid var(--border); border-bottom: 1px solid var(--border); padding-top: .4rem; padding-bottom: .4rem; }
    nav.toc h2 { display: inline; margin: 0 1rem 0 0; padding: 0; border: 0; font-size: 1rem; }
    nav.toc ol { display: inline; margin: 0; padding: 0; list-style: none; }
    nav.toc li { display: inline-block; margin: .15rem 1.1rem .15rem 0; }
    .intro, .note { color: var(--muted); max-width: 60rem; }
    .none { color: var(--na); font-style: italic; }
    .meta { color: var(--muted); font-size: .9em; }
    .verdict { margin: 1rem 0 1.5rem; padding: 1rem 1.25rem; border: 2px solid; border-left-width: .6rem; border-radius: 6px; }
    .verdict p { margin: .2rem 0; }
    .verdict-line { font-size: 1.3rem; line-height: 1.35; }
    .verdict-line strong { font-size: 1.6rem; }
    .verdict.fail { background: var(--fail-bg); border-color: var(--fail-line); }
    .verdict.fail .verdict-line { color: var(--fail); }
    .verdict.review { background: var(--review-bg); border-color: var(--review-line); }
    .verdict.review .verdict-line { color: var(--review); }
    .verdict .symbol { display: inline-block; min-width: 1.2em; font-weight: 700; }
    .verdict h3 { font-size: 1.05rem; margin: .8rem 0 .3rem; }
    .verdict ol.reasons { margin: .2rem 0; padding-left: 1.6rem; }
    .verdict ol.reasons li { margin: .25rem 0; }
    .verdict .evidence { display: block; font-family: ui-monospace, monospace; font-size: .9rem; overflow-wrap: anywhere; }
    .verdict .verdict-part { margin-right: 1rem; }
    .summary-grid { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 1rem 2.5rem; align-items: start; }
    @media (max-width: 60rem) { .summary-grid { grid-template-columns: minmax(0, 1fr); } }
    dl.identity { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .6rem 1.5rem; margin-top: 0; }
    dl.identity div { min-width: 0; }
    dl.identity dt { color: var(--muted); font-size: .85rem; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; }
    dl.identity dd { margin: 0; overflow-wrap: anywhere; }
    table { width: 100%; border-collapse: collapse; margin: .5rem 0 1.2rem; font-size: .95rem; }
    table.counts { width: auto; min-width: 20rem; margin-top: 0; }
    table.requirements, table.findings, table.images { table-layout: fixed; }
    caption { caption-side: top; text-align: left; padding: .3rem 0; color: var(--muted); font-weight: 600; }
    th, td { padding: .45rem .6rem; border: 1px solid var(--border); text-align: left; vertical-align: top; overflow-wrap: break-word; }
    thead th { background: var(--soft); font-size: .9rem; }
    tbody th { font-weight: 600; }
    tbody tr:nth-child(even) { background: var(--stripe); }
    table.counts td { text-align: right; font-variant-numeric: tabular-nums; }
    tfoot th, tfoot td { font-weight: 700; border-top: 2px solid var(--border); }
    td ul.plain, td ul.checks { margin: 0; padding-left: 1.1rem; }
    td ul.plain li + li { margin-top: .25rem; }
    .c-req { width: 22%; } .c-level { width: 5rem; } .c-status { width: 10.5rem; } .c-manual { width: 19%; } .c-ref { width: 15%; }
    td.ref { font-size: .88rem; }
    td.ref .section { display: inline-block; text-decoration: underline; text-decoration-thickness: 1px; text-underline-offset: 2px; }
    .nowrap { white-space: nowrap; }
    .c-rule { width: 16rem; } .c-outcome { width: 9.5rem; } .c-loc { width: 18rem; } .c-src { width: 22%; } .c-kind { width: 6.5rem; } .c-alt { width: 30%; }
    .status { font-weight: 600; white-space: nowrap; }
    .status .symbol { display: inline-block; min-width: 1em; }
    .status.fail { color: var(--fail); } .status.ok { color: var(--ok); } .status.review { color: var(--review); } .status.na { color: var(--na); }
    tr.row-fail > th:first-child { box-shadow: inset 4px 0 0 var(--fail-line); }
    tr.row-review > th:first-child { box-shadow: inset 4px 0 0 var(--review-line); }
    .rules { margin: .4rem 0 0; color: var(--muted); font-size: .88rem; }
    .extra { color: var(--muted); font-size: .88rem; }
    .label { color: var(--muted); font-weight: 600; }
    .element-id { color: var(--muted); font-size: .88rem; }
    q { quotes: "\\201C" "\\201D"; }
    ul.statements { padding-left: 1.3rem; margin-bottom: .2rem; }
    .guide { display: grid; grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)); gap: 1rem; }
    .guide .field { min-width: 0; padding: .2rem 1rem .6rem; border: 1px solid var(--border); border-radius: 6px; }
    .guide .field.empty { border-style: dashed; }
    .guide h3 { margin-top: .6rem; }
    ol.manual > li { margin-bottom: .7rem; }
    ol.manual ul.checks { margin: .2rem 0 0; padding-left: 1.2rem; }
    ul.documents { list-style: none; padding: 0; }
    ul.documents > li { margin-bottom: 1rem; }
    ul.documents > li > code.path { font-weight: 600; }
    ul.outline { list-style: none; margin: .3rem 0 0; padding: 0 0 0 .2rem; border-left: 2px solid var(--border); }
    ul.outline li { padding: .1rem 0; }
    .level { display: inline-block; min-width: 2.4rem; color: var(--muted); font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .85rem; }
    .level-1 { padding-left: .6rem !important; } .level-2 { padding-left: 2rem !important; } .level-3 { padding-left: 3.4rem !important; }
    .level-4 { padding-left: 4.8rem !important; } .level-5 { padding-left: 6.2rem !important; } .level-6 { padding-left: 7.6rem !important; }
    footer.page { margin-top: 3rem; padding-top: 1rem; padding-bottom: 2rem; border-top: 1px solid var(--border); color: var(--muted); font-size: .9rem; }
    @media print {
      nav.toc, .skip { display: none; }
      a { color: inherit; }
      tr, li { break-inside: avoid; }
    }

    """
}
