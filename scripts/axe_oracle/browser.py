"""axe-core in headless Chromium (selenium), run the way DAISY Ace runs it.

What Ace does, and where it says so (daisy/ace and its axe fork daisy/axe-core):
- packages/ace-core/src/scripts/ace-axe.js: `axe.run` with the rules bypass, region,
  page-has-heading-one and landmark-complementary-is-top-level disabled; no other option
  (no resultTypes, no runOnly, default context: the whole document); Ace keeps `violations` only.
- packages/ace-axe-runner-puppeteer/src/index.js: headless Chromium, every http(s) request
  aborted, `.html` documents served as application/xhtml+xml, scripts injected after load,
  puppeteer's default 800x600 viewport.
- packages/ace-core/src/checker/checker-chromium.js: documents whose name ends neither in .xhtml
  nor .html are copied to a .xhtml file.
- daisy/axe-core (the fork Ace ships as @daisy/axe-core-for-ace): the rules pagebreak-label
  (lib/rules/pagebreak-label.json, pagebreak-label-matches.js) and epub-type-has-matching-role
  with its check matching-aria-role (lib/checks/aria/matching-aria-role-evaluate.js; impact minor
  and tags from the fork's earlier configure.js and Ace's axe-rules-kb-mapping.js), landmark-one-main
  reduced to page-no-duplicate-main (lib/rules/landmark-one-main.json), landmark-unique matching
  any landmark-typed role, DPUB roles included (lib/rules/landmark-unique-matches.js), and DPUB
  roles honoured by default (lib/commons/aria/get-explicit-role.js: `dpub` defaults to true).
  The first four are reproduced with axe.configure; the last by the one-token source edit of
  getExplicitRole in axe.min.js (DPUB_PATCH below). The fork's other edits are not reproduced.
"""

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time

OPS = "http://www.idpf.org/2007/ops"

# ace-axe.js: the options of Ace's axe.run call, verbatim.
ACE_RUN_OPTIONS = {"rules": {
    "bypass": {"enabled": False},
    "region": {"enabled": False},
    "page-has-heading-one": {"enabled": False},
    "landmark-complementary-is-top-level": {"enabled": False},
}}

# daisy/axe-core lib/checks/aria/matching-aria-role-evaluate.js: the epub:type -> role table
# (entries the fork comments out are left out here too).
EPUB_TYPE_ROLES = [
    ("abstract", "doc-abstract"), ("acknowledgments", "doc-acknowledgments"), ("afterword", "doc-afterword"),
    ("appendix", "doc-appendix"), ("biblioentry", "doc-biblioentry"), ("bibliography", "doc-bibliography"),
    ("biblioref", "doc-biblioref"), ("chapter", "doc-chapter"), ("colophon", "doc-colophon"),
    ("conclusion", "doc-conclusion"), ("credit", "doc-credit"), ("credits", "doc-credits"),
    ("dedication", "doc-dedication"), ("endnote", "doc-endnote"), ("endnotes", "doc-endnotes"),
    ("epigraph", "doc-epigraph"), ("epilogue", "doc-epilogue"), ("errata", "doc-errata"), ("figure", "figure"),
    ("footnote", "doc-footnote"), ("foreword", "doc-foreword"), ("glossary", "doc-glossary"),
    ("glossdef", "definition"), ("glossref", "doc-glossref"), ("glossterm", "term"), ("help", "doc-tip"),
    ("index", "doc-index"), ("introduction", "doc-introduction"), ("list", "list"), ("list-item", "listitem"),
    ("noteref", "doc-noteref"), ("notice", "doc-notice"), ("page-list", "doc-pagelist"),
    ("pagebreak", "doc-pagebreak"), ("part", "doc-part"), ("preface", "doc-preface"), ("prologue", "doc-prologue"),
    ("pullquote", "doc-pullquote"), ("qna", "doc-qna"), ("referrer", "doc-backlink"), ("subtitle", "doc-subtitle"),
    ("table", "table"), ("table-cell", "cell"), ("table-row", "row"), ("tip", "doc-tip"), ("toc", "doc-toc"),
]

ACE_CONFIGURE_JS = """
(function () {
  var OPS = '%(ops)s';
  var MAPPINGS = new Map(%(mappings)s);
  function tokens(value) { return (value || '').match(/\\S+/g) || []; }
  var aria = axe.commons.aria, roles = axe._audit.standards.ariaRoles;
  axe.configure({
    checks: [{
      id: 'matching-aria-role',
      evaluate: function (node) {
        if (!node.hasAttributeNS(OPS, 'type')) { return true; }
        if (axe.utils.matchesSelector(node, 'nav[*|type~="landmarks"] *')) { return true; }
        var types = tokens(node.getAttributeNS(OPS, 'type'));
        for (var i = 0; i < types.length; i++) {
          if (MAPPINGS.has(types[i])) {
            var mapped = MAPPINGS.get(types[i]);
            var definition = roles[mapped];
            if (!definition || definition.deprecated) { return true; }
            return mapped === aria.getRole(node, { dpub: true });
          }
        }
        return true;
      },
      metadata: { impact: 'minor', messages: {
        pass: 'Element has an ARIA role matching its epub:type',
        fail: 'Element has no ARIA role matching its epub:type' } }
    }],
    rules: [{
      id: 'pagebreak-label', impact: 'moderate', selector: '*', tags: ['cat.epub'],
      matches: function (node) {
        return tokens(node.getAttribute('role')).indexOf('doc-pagebreak') >= 0
          || tokens(node.getAttributeNS(OPS, 'type')).indexOf('pagebreak') >= 0;
      },
      all: [], any: ['aria-label', 'aria-labelledby', 'non-empty-title', 'has-visible-text'], none: [],
      metadata: { description: 'Ensure page markers have an accessible label',
                  help: 'Page markers must have an accessible label' }
    }, {
      id: 'epub-type-has-matching-role', selector: '*', tags: ['cat.aria', 'best-practice'],
      matches: function (node) { return node.hasAttributeNS(OPS, 'type'); },
      all: [], any: ['matching-aria-role'], none: [],
      metadata: { description: 'Ensure the element has an ARIA role matching its epub:type',
                  help: 'ARIA role should be used in addition to epub:type' }
    }, {
      id: 'landmark-one-main', all: ['page-no-duplicate-main'], any: [], none: []
    }, {
      id: 'landmark-unique',
      matches: function (node, virtualNode) {
        if (!axe.commons.dom.isVisibleToScreenReaders(virtualNode)) { return false; }
        var role = aria.getRole(virtualNode, { dpub: true });
        if (!role) { return false; }
        if (aria.getRoleType(role) === 'landmark') { return true; }
        var supers = (roles[role] && roles[role].superclassRole) || [];
        for (var i = 0; i < supers.length; i++) {
          if (aria.getRoleType(supers[i]) === 'landmark') { return true; }
        }
        return false;
      }
    }]
  });
})();
""" % {"ops": OPS, "mappings": json.dumps([list(pair) for pair in EPUB_TYPE_ROLES])}

# get-explicit-role.js in the fork: `dpub === false` disables DPUB roles where stock axe needs
# `dpub: true` to see them. In axe.min.js 4.x the stock test reads `!(!a&&"doc-"===e.substr(0,4))`.
DPUB_PATCH = re.compile(r'!\(!([A-Za-z_$][\w$]*)&&"doc-"===([A-Za-z_$][\w$]*)\.substr\(0,4\)\)')

RUN_JS = """
var done = arguments[arguments.length - 1];
var options = arguments[0], maxNodes = arguments[1], disabled = Object.keys(options.rules || {});
function excluded(r) { return r.tags.some(function (t) { return axe._audit.tagExclude.indexOf(t) >= 0; }); }
// The rules Ace runs (enabled, not disabled by its options, not experimental or deprecated), and
// beside them the experimental and deprecated ones (td-has-header, duplicate-id...), run too so
// that a rule of ours with the same id has something to compare with; reported apart.
var aceRules = axe._audit.rules.filter(function (r) {
  return r.enabled !== false && disabled.indexOf(r.id) < 0 && !excluded(r);
}).map(function (r) { return r.id; }).sort();
var extraRules = axe._audit.rules.filter(function (r) {
  return excluded(r) && disabled.indexOf(r.id) < 0;
}).map(function (r) { return r.id; }).sort();
var runOptions = JSON.parse(JSON.stringify(options));
extraRules.forEach(function (id) { runOptions.rules[id] = { enabled: true }; });
function summarize(results) {
  var all = document.getElementsByTagName('*'), index = new Map();
  for (var i = 0; i < all.length; i++) { index.set(all[i], i); }
  function node(n) {
    var selector = n.target, element = null;
    while (Array.isArray(selector)) { selector = selector[selector.length - 1]; }
    try { element = typeof selector === 'string' ? document.querySelector(selector) : null; } catch (e) {}
    return { target: n.target, html: (n.html || '').slice(0, 300), impact: n.impact,
             summary: (n.failureSummary || '').slice(0, 500),
             index: element && index.has(element) ? index.get(element) : null };
  }
  function group(list) {
    var out = {};
    list.forEach(function (r) {
      out[r.id] = { impact: r.impact, tags: r.tags, count: r.nodes.length, nodes: r.nodes.slice(0, maxNodes).map(node) };
    });
    return out;
  }
  return { violations: group(results.violations), incomplete: group(results.incomplete),
           rules: aceRules, extraRules: extraRules,
           contentType: document.contentType,
           parseError: document.getElementsByTagName('parsererror').length > 0 };
}
try {
  axe.run(document, runOptions).then(function (r) {
    try { done({ ok: summarize(r) }); } catch (e) { done({ error: 'summarize: ' + e }); }
  }, function (e) { done({ error: String((e && e.stack) || e) }); });
} catch (e) { done({ error: String((e && e.stack) || e) }); }
"""

WINDOW = (800, 600)  # puppeteer's default viewport, which Ace keeps
CACHE_FORMAT = 1     # bump when what a cached result holds, or how documents are chosen, changes
MAX_NODES = 20


class Unavailable(Exception):
    """What the differential needs is missing: the reason is printed as SKIP."""


def find_axe(explicit=None):
    if explicit:
        if not os.path.isfile(explicit):
            raise Unavailable(f"axe.min.js not found at {explicit}")
        return explicit
    # Found, not imported: `make axe-tools` installs the wheel without playwright (--no-deps),
    # since only the axe.min.js it ships is used.
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise Unavailable("the Python package axe-playwright-python (which ships axe.min.js) is not installed")
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    if not os.path.isfile(path):
        raise Unavailable(f"axe-playwright-python has no axe.min.js ({path})")
    return path


def find_tools(chromium=None, chromedriver=None):
    try:
        import selenium  # noqa: F401
    except ImportError:
        raise Unavailable("the Python package selenium is not installed")
    browser = chromium or next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                                if shutil.which(n)), None)
    if not browser or not os.access(browser, os.X_OK):
        raise Unavailable(f"no Chromium at {chromium}" if chromium else "Chromium is not installed (apt-get install chromium)")
    driver = chromedriver or shutil.which("chromedriver")
    if not driver or not os.access(driver, os.X_OK):
        raise Unavailable(f"no chromedriver at {chromedriver}" if chromedriver
                          else "chromedriver is not installed (apt-get install chromium-driver)")
    return browser, driver


def browser_version(chromium):
    try:
        out = subprocess.run([chromium, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.strip() or "unknown"


class AxeSetup:
    """The scripts and options one run injects, and the hash that keys the cache."""

    def __init__(self, axe_path, profile, chromium_version):
        with open(axe_path, encoding="utf-8") as handle:
            source = handle.read()
        match = re.search(r"axe v(\d+\.\d+\.\d+)", source[:400])
        self.version = match.group(1) if match else "unknown"
        self.profile = profile
        self.notes = []
        self.configure = ""
        if profile == "ace":
            patched, count = DPUB_PATCH.subn(lambda m: f'!({m.group(1)}===!1&&"doc-"==={m.group(2)}.substr(0,4))', source)
            if count == 1:
                source = patched
                self.notes.append("DPUB roles on by default (fork's getExplicitRole) applied to axe.min.js")
            else:
                self.notes.append(f"DPUB default NOT applied: getExplicitRole's test found {count} times in axe.min.js")
            self.configure = ACE_CONFIGURE_JS
        self.source = source
        self.run_options = ACE_RUN_OPTIONS
        self.chromium_version = chromium_version
        material = json.dumps([CACHE_FORMAT, profile, self.run_options, WINDOW, MAX_NODES, chromium_version,
                               hashlib.sha256(source.encode()).hexdigest(), self.configure, RUN_JS])
        self.hash = hashlib.sha256(material.encode()).hexdigest()[:16]


def _session_members(sid):
    """The processes of session `sid` (chromedriver's own session: itself and its Chromium)."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if len(fields) > 3 and fields[3] == str(sid):
            members.append(int(entry))
    return members


class AxeRunner:
    """One headless Chromium, restarted after a timeout or a crash. chromedriver runs in a
    session of its own, so that a hung browser is killed whole (chromedriver and every Chromium
    process) by a watchdog instead of blocking the run."""

    def __init__(self, chromium, chromedriver, setup, timeout):
        self.chromium, self.chromedriver, self.setup, self.timeout = chromium, chromedriver, setup, timeout
        self.driver = None
        self.service = None

    def _start(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        options = Options()
        options.binary_location = self.chromium
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={WINDOW[0]},{WINDOW[1]}", "--mute-audio", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-default-apps", "--disable-extensions", "--hide-scrollbars",
                     # Nothing leaves the machine: names resolve nowhere, http(s) is blocked below too.
                     "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost"):
            options.add_argument(flag)
        options.set_capability("unhandledPromptBehavior", "dismiss")
        self.service = Service(self.chromedriver, popen_kw={"start_new_session": True})
        self.driver = webdriver.Chrome(service=self.service, options=options)
        # A command must not wait past the page or script timeout by much (selenium waits 120 s).
        self.driver.command_executor._client_config.timeout = self.timeout + 30
        self.driver.set_page_load_timeout(self.timeout)
        self.driver.set_script_timeout(self.timeout)
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*"]})

    def _kill(self):
        """Kills chromedriver's session: chromedriver and every Chromium process it started."""
        process = getattr(self.service, "process", None)
        if process is None:
            return
        for pid in _session_members(process.pid) or [process.pid]:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            process.wait(timeout=10)
        except Exception:  # noqa: BLE001
            pass

    def close(self):
        if self.driver is not None:
            watchdog = threading.Timer(30, self._kill)
            watchdog.start()
            try:
                self.driver.quit()
            except Exception:  # noqa: BLE001 (a dead browser is closed anyway)
                pass
            finally:
                watchdog.cancel()
        self._kill()  # whatever quit left behind
        self.driver = None
        self.service = None

    def run(self, document):
        """axe's violations and incomplete results on one document, or why there are none."""
        from selenium.common.exceptions import TimeoutException
        import pathlib
        started = time.monotonic()
        if self.driver is None:
            self._start()
        # The page load and the script each have `timeout`; past twice that and a margin the
        # browser is hung: kill it, which ends the pending command with an error.
        fired = threading.Event()

        def hung():
            fired.set()
            self._kill()
        watchdog = threading.Timer(2 * self.timeout + 30, hung)
        watchdog.start()
        try:
            self.driver.get(pathlib.Path(document.load_file).as_uri())
            self.driver.execute_script(self.setup.source)
            if self.setup.configure:
                self.driver.execute_script(self.setup.configure)
            answer = self.driver.execute_async_script(RUN_JS, self.setup.run_options, MAX_NODES)
        except Exception as error:  # noqa: BLE001 (timeouts, crashes, a dead connection: restart the browser)
            watchdog.cancel()
            self.close()
            seconds = round(time.monotonic() - started, 2)
            # selenium's own HTTP read timeout (urllib3 ReadTimeoutError) is a timeout too.
            if isinstance(error, TimeoutException) or fired.is_set() or "timeout" in type(error).__name__.lower():
                return {"status": "timeout", "seconds": seconds}
            return {"status": "error", "error": f"{type(error).__name__}: {(str(error).splitlines() or [''])[0][:300]}",
                    "seconds": seconds}
        finally:
            watchdog.cancel()
        seconds = round(time.monotonic() - started, 2)
        if not isinstance(answer, dict) or "ok" not in answer:
            return {"status": "error", "error": str((answer or {}).get("error", answer))[:500], "seconds": seconds}
        result = answer["ok"]
        result.update(status="ok", seconds=seconds)
        return result
