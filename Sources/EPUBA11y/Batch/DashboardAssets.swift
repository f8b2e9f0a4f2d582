/// The dashboard's stylesheet and script, inlined in every page: the pages are single files a
/// catalogue can copy or attach anywhere, with nothing to fetch.
enum DashboardAssets {
    /// Text has at least 4.5:1 against its background and the bars at least 3:1 (WCAG 1.4.11),
    /// in the light and the dark scheme; every bar also carries its label and number as text.
    static let stylesheet = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4a4a4a;--border:#767676;--soft:#f0f0f0;--link:#0b4f9c;\
    --bar:#0b4f9c;--fails:#b3261e;--metadata:#8a5a00;--ok:#1e6b34;--unread:#595959}
    @media (prefers-color-scheme:dark){:root{--bg:#16181c;--fg:#e8e8e8;--muted:#b9bcc2;--border:#8a8f98;--soft:#22252b;\
    --link:#9cc0ff;--bar:#9cc0ff;--fails:#ff8a80;--metadata:#ffcc80;--ok:#93dba4;--unread:#b5b5b5}}
    html{background:var(--bg);color:var(--fg)}
    body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.4}
    a{color:var(--link)}a:focus,button:focus,input:focus{outline:3px solid var(--link);outline-offset:2px}
    .skip{position:absolute;left:-999px;top:.5rem;background:var(--bg);padding:.3rem .6rem}.skip:focus{left:.5rem}
    table{border-collapse:collapse}caption{text-align:left;font-weight:bold;padding:.5rem 0}
    th,td{border:1px solid var(--border);padding:.3rem .5rem;text-align:left;vertical-align:top}
    td.n{text-align:right;font-variant-numeric:tabular-nums}th{background:var(--soft)}
    table.books{width:100%}.path{word-break:break-all;font-family:ui-monospace,monospace}
    .charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,30rem),1fr));gap:1.5rem 2.5rem}
    figure{margin:0}figcaption{font-weight:bold;margin:.5rem 0}.note{color:var(--muted);margin:.2rem 0 .6rem}
    svg.chart{display:block;width:100%;max-width:44rem;height:auto;margin-bottom:.6rem}
    svg.chart text{fill:var(--fg);font-size:13px;font-family:system-ui,sans-serif}svg.chart text.code{font-family:ui-monospace,monospace;font-size:12px}
    svg.chart .axis{stroke:var(--border);stroke-width:1}
    .bar{fill:var(--bar)}.bar.content-fails,.bar.still-fails{fill:var(--fails)}.bar.metadata-only,.bar.needs-claim{fill:var(--metadata)}
    .bar.no-automated-failures,.bar.passes{fill:var(--ok)}.bar.cannot-be-assessed,.bar.not-counted,.bar.refused{fill:var(--unread)}
    @media (forced-colors:active){.bar{fill:CanvasText}svg.chart text{fill:CanvasText}}
    th button{font:inherit;font-weight:bold;color:var(--link);background:none;border:0;padding:0;text-align:left;cursor:pointer;text-decoration:underline}
    th[aria-sort=ascending] button::after{content:" \\25B2" / ""}th[aria-sort=descending] button::after{content:" \\25BC" / ""}
    .tools{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;margin:.5rem 0}
    .tools input{font:inherit;padding:.2rem .4rem;border:1px solid var(--border);background:var(--bg);color:var(--fg);min-width:16rem}
    """

    /// Sorting and filtering of the book table, by progressive enhancement: without it the table
    /// is whole, pre-sorted, and the other views are links. With it, each column header becomes a
    /// button that sorts (`aria-sort` on the header, the outcome said in a status line), and a
    /// labelled input keeps the rows that contain its text. Its words are the table's `data-`
    /// attributes, from the string tables. Ties keep the page's order, so a sort is deterministic.
    static let script = """
    (function () {
      var table = document.getElementById('books');
      if (!table || !table.tHead || !table.tBodies.length || !document.createDocumentFragment) { return; }
      var words = table.dataset, body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
      var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
      var tools = document.createElement('div'), label = document.createElement('label');
      var input = document.createElement('input'), status = document.createElement('p');
      tools.className = 'tools';
      input.type = 'search'; input.id = 'books-filter';
      label.htmlFor = 'books-filter'; label.textContent = words.filter;
      status.setAttribute('role', 'status');
      tools.appendChild(label); tools.appendChild(input); tools.appendChild(status);
      table.parentNode.insertBefore(tools, table);
      function fill(text, values) { return text.replace(/\\{(\\w+)\\}/g, function (all, name) { return name in values ? values[name] : all; }); }
      function key(row, column) {
        var cell = row.cells[column], text = cell ? cell.textContent.trim() : '';
        return cell && cell.classList.contains('n') ? Number(text) || 0 : text.toLowerCase();
      }
      heads.forEach(function (head, column) {
        var button = document.createElement('button');
        button.type = 'button';
        while (head.firstChild) { button.appendChild(head.firstChild); }
        head.appendChild(button);
        button.addEventListener('click', function () {
          var ascending = head.getAttribute('aria-sort') !== 'ascending', sign = ascending ? 1 : -1;
          var keyed = rows.map(function (row, index) { return [key(row, column), index, row]; });
          keyed.sort(function (a, b) { return a[0] < b[0] ? -sign : a[0] > b[0] ? sign : a[1] - b[1]; });
          var fragment = document.createDocumentFragment();
          keyed.forEach(function (item) { fragment.appendChild(item[2]); });
          body.appendChild(fragment);
          heads.forEach(function (other) { other.removeAttribute('aria-sort'); });
          head.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
          status.textContent = fill(words.sorted, { column: button.textContent, direction: ascending ? words.ascending : words.descending });
        });
      });
      input.addEventListener('input', function () {
        var query = input.value.trim().toLowerCase(), shown = 0;
        rows.forEach(function (row) {
          row.hidden = query !== '' && row.textContent.toLowerCase().indexOf(query) < 0;
          if (!row.hidden) { shown += 1; }
        });
        status.textContent = fill(words.shown, { shown: shown, total: rows.length });
      });
    })();
    """
}
