# epub-a11y — build, test, run and benchmark.
# Every target first makes sure the C libraries are there (`deps`), so a bare
# Debian machine with Swift 6 needs nothing else: `make run`, `make test`.

SWIFT      ?= swift
BIN_DIR     = .build/release
BIN         = $(BIN_DIR)/epub-a11y
SERVER_BIN  = $(BIN_DIR)/epub-a11y-server
# Extra flags for `make serve`, e.g. SERVE_FLAGS="--port 9000 --log-level debug".
SERVE_FLAGS ?=
CORPUS     ?= ../shared/corpus/books
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 15
APT_PKGS    = libzip-dev libxml2-dev pkg-config
# Release binaries link the Swift runtime and Foundation statically: one file that runs without
# a Swift toolchain, about 6 MiB less resident memory per process than the shared libraries'
# relocated pages, and no cross-library calls. Where glibc reads packed relative relocations
# (DT_RELR, glibc 2.36+), the toolchain's lld links with them: 2-3 MiB less again, as the loader
# no longer pages in 1.9 MB of relocation records (measured in issue #14, docs/ARCHITECTURE.md).
RELR       := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
STATIC      = --static-swift-stdlib $(if $(RELR),-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)

.PHONY: all deps build release cli server image docs man install manual-tools test test-tools axe-tools calibrate test-asan test-tsan example run serve samples bench leaks load clean fuzz fuzz-smoke fuzz-long

all: build

# Install the C libraries only when pkg-config cannot find them.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 \
	   || ! pkg-config --exists libzip libxml-2.0; then \
	  echo "deps: installing $(APT_PKGS)"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PKGS) >/dev/null; \
	fi
	@pkg-config --exists libzip libxml-2.0 || { echo "deps: libzip or libxml2 still missing" >&2; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release $(STATIC)

# Each executable alone: the CLI never compiles Hummingbird or SwiftNIO, which only the
# server needs (most of a fresh build's time).
cli: deps
	$(SWIFT) build -c release $(STATIC) --product epub-a11y

server: deps
	$(SWIFT) build -c release $(STATIC) --product epub-a11y-server

# The container image, built with podman and nothing pulled (scripts/build-image.sh): FROM
# scratch, the release binaries, the libraries they load (libzip, libxml2, their dependencies,
# glibc), uid 65532; the entrypoint is the server on 0.0.0.0:8080. Named
# localhost/epub-a11y:<version> unless IMAGE_TAG says otherwise. IMAGE_BIN_DIR=.build/debug builds
# it from a debug build instead (its Swift runtime libraries go in too), without a release build.
# Run it: docs/guide/scale.md, "The container image". Containerfile is the multi-stage build for a CI
# with registry access.
IMAGE_BIN_DIR ?= $(BIN_DIR)
IMAGE_TAG ?=
image: $(if $(filter $(BIN_DIR),$(IMAGE_BIN_DIR)),server cli)
	scripts/build-image.sh $(IMAGE_BIN_DIR) $(IMAGE_TAG)

# The API reference (issue #44): the DocC catalogues Sources/EPUBA11y/EPUBA11y.docc and
# Sources/EPUBCore/EPUBCore.docc with the public symbols' doc comments, built by swift-docc-plugin
# into .build/docs, a static site (serve the folder; the pages are under /documentation/epuba11y
# and /documentation/epubcore). One combined archive, so EPUBA11y's pages link to EPUBCore's
# (written ``/EPUBCore/EPUBError``: a link to another module is absolute). Warnings, a symbol link
# that does not resolve among them, are errors. The plugin builds the two targets in debug, as
# the test build does, and reuses its products; the toolchain's docc does the rest.
DOCS_DIR ?= .build/docs
docs: deps
	@command -v docc >/dev/null 2>&1 || [ -x "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/docc" ] \
	  || { echo "docs: the Swift toolchain has no docc (swift.org toolchains ship it in usr/bin)" >&2; exit 1; }
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
	  --target EPUBA11y --target EPUBCore --enable-experimental-combined-documentation \
	  --warnings-as-errors --output-path $(DOCS_DIR)

# The man pages and shell completions (issue #44), made from the command definitions:
# swift-argument-parser's generate-manual (the tool its GenerateManual plugin runs) reads each
# binary's --experimental-dump-help, and the CLI prints its own completion scripts. They go to
# MAN_DIR from the binaries in MAN_BIN_DIR (the release ones by default; MAN_BIN_DIR=.build/debug
# for a debug build). The tool is called directly rather than through `swift package plugin
# generate-manual`: the plugin first builds every product of the package itself, in release
# without `cli`'s static linking flags (linking again, differently, the binaries `make install`
# is about to install) or in debug (the whole server and its dependencies on a release-only
# machine). generate-manual leaves the blank lines of a discussion as they are, which mdoc warns
# about ("Empty input line"); they become paragraph breaks (.Pp). The date is the last commit's,
# so the same sources give the same page.
MAN_BIN_DIR ?= $(BIN_DIR)
MAN_DIR ?= .build/man
MAN_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null || date -u +%Y-%m-%d)
MANUAL_TOOL = .build/debug/generate-manual
man:
	@[ -x $(MANUAL_TOOL) ] || $(SWIFT) build -q --product generate-manual
	@mkdir -p $(MAN_DIR)
	@for bin in epub-a11y epub-a11y-server; do \
	  $(MANUAL_TOOL) $(MAN_BIN_DIR)/$$bin --date $(MAN_DATE) --output-directory - > $(MAN_DIR)/$$bin.1.tmp \
	    && sed 's/^$$/.Pp/' $(MAN_DIR)/$$bin.1.tmp > $(MAN_DIR)/$$bin.1 && rm $(MAN_DIR)/$$bin.1.tmp || exit 1; \
	done
	@for shell in bash zsh fish; do \
	  $(MAN_BIN_DIR)/epub-a11y --generate-completion-script $$shell > $(MAN_DIR)/epub-a11y.$$shell || exit 1; \
	done
	@echo "man: $(MAN_DIR)/epub-a11y.1, epub-a11y-server.1 and the bash, zsh and fish completions"

# The binaries, their man pages and the CLI's completions under PREFIX (DESTDIR prepended, for
# packaging): bin/, share/man/man1/, and where bash-completion, zsh and fish look by default.
# INSTALL_BIN_DIR=.build/debug installs a debug build instead, without a release build (its
# binaries need the Swift toolchain's runtime libraries to run; the release ones do not).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BIN_DIR ?= $(BIN_DIR)
install: $(if $(filter $(BIN_DIR),$(INSTALL_BIN_DIR)),cli server)
	@$(MAKE) -s man MAN_BIN_DIR=$(INSTALL_BIN_DIR)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BIN_DIR)/epub-a11y $(INSTALL_BIN_DIR)/epub-a11y-server $(DESTDIR)$(PREFIX)/bin/
	install -m 644 $(MAN_DIR)/epub-a11y.1 $(MAN_DIR)/epub-a11y-server.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	install -m 644 $(MAN_DIR)/epub-a11y.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/epub-a11y
	install -m 644 $(MAN_DIR)/epub-a11y.zsh $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_epub-a11y
	install -m 644 $(MAN_DIR)/epub-a11y.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/epub-a11y.fish

# The shells and man for ManualAndCompletionTests, in the background of the test build as
# axe-tools. Best effort: where one cannot be installed, the test of what it loads is skipped
# and says why.
manual-tools:
	@missing=""; for tool in zsh:zsh fish:fish man:man-db groff:groff-base; do \
	  command -v $${tool%%:*} >/dev/null 2>&1 || missing="$$missing $${tool#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "manual-tools: installing$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; } \
	    || echo "manual-tools:$$missing could not be installed; the tests that need them will be skipped"; \
	fi

# The example backend (a separate package that embeds the library) runs first, so the test
# runner's summary stays the last line of the output. (Built beside the test build instead, it
# saved nothing: the test build took 416 s instead of 330 s, as long as the two one after the
# other, 80 + 330 s; a clean clone's CI run, issue #43.)
#
# The browser differential's tools (axe-tools: Chromium, chromedriver, selenium, axe-core, about
# 75 s to install on a bare machine, mostly download) install while the tests compile, which is
# CPU-bound: a fresh machine waits for neither twice.
#
# The tests of the live HTTP service run in a process of their own. Many tests wait on
# subprocesses (the CLI, EPUBCheck, Python validators), and a waiting test holds one of Swift's
# cooperative threads (two on a two-core machine): a live server's handlers, queued behind them,
# could starve past the test client's 20 s read timeout, and the executable's tests' polling
# loops past their deadlines. Seen on a loaded two-core machine.
#
# After the test build: generate-manual, which ManualAndCompletionTests runs through `make man`
# on the binaries just built, and the API reference with its warnings as errors (`make docs`),
# before the tests so that the test runner's summary stays last. Neither can share the test build
# or the tests' time: SwiftPM runs one build of a package at a time (`swift build --product` cannot
# join `--build-tests`), and the documentation plugin does not start while `swift test` holds the
# package ("Unknown subcommand or plugin name"). The plugin reuses the test build's EPUBCore and
# EPUBA11y; its cost is SwiftPM planning the package for each of its three builds, the symbol
# graphs and docc (measured in issue #44: 36-47 s of CPU on a debug build, plus 20 s the first
# time for its snippet-extract tool; generate-manual, about 10 s).
#
# The tests run a debug build, several times slower than the release build the 2 s CPU budget
# of a document is meant for (XMLParseLimits.defaultMaxCPUTime); a long corpus document could
# pass the budget in one run and not the next, so a test comparing two walks of it would fail
# by chance. EPUB_A11Y_CPU_SCALE widens the budget for them and the CLI they run; the tests of
# the budget itself set their own limits.
SERVICE_TESTS = ServerTests|ServerLanguageTests|SuggestionRouteTests|ServerExecutableTests|ServerMetricsTests|OpenAPIContractTests|ContainerImageTests|ReadmeCommandTests
TEST_CPU_SCALE ?= 5
#
# The test build compiles EPUBCore and EPUBA11y with -O (EPUB_A11Y_OPTIMIZED_TESTS=1, read by
# Package.swift): every test exercises them, and at -Onone the corpus suites spent three times
# the CPU (CorpusAuditTests and StreamingParseTests: 211 s of CPU against 71 s), for about 110 s
# more of compiling (issue #44: a clean clone's CI run took 22 minutes; the ceiling is 20). Every
# step of `make test` sets it, `make docs` and the tests' own `swift build` and `make` calls
# (inherited) included, so none of them rebuilds the two modules at -Onone; `example` builds its
# own copy and does not. The CPU budget is still widened: -O is not a release build (no whole-
# module optimisation).
TEST_OPTIMIZE = EPUB_A11Y_OPTIMIZED_TESTS=1
test: deps test-tools example
	@mkdir -p .build; { $(MAKE) -s axe-tools; $(MAKE) -s service-tools; $(MAKE) -s manual-tools; } > .build/axe-tools.log 2>&1 & tools=$$!; \
	 $(TEST_OPTIMIZE) $(SWIFT) build --build-tests; status=$$?; wait $$tools; cat .build/axe-tools.log; exit $$status
	$(TEST_OPTIMIZE) $(SWIFT) build -q --product generate-manual
	@$(TEST_OPTIMIZE) $(MAKE) -s docs
	$(TEST_OPTIMIZE) EPUB_A11Y_CPU_SCALE=$(TEST_CPU_SCALE) $(SWIFT) test --skip-build --skip '$(SERVICE_TESTS)'
	$(TEST_OPTIMIZE) EPUB_A11Y_CPU_SCALE=$(TEST_CPU_SCALE) $(SWIFT) test --skip-build --filter '$(SERVICE_TESTS)'

# EPUBCheck, for the test that fixed books gain no EPUBCheck error (issue #15). Best effort:
# where apt cannot install it, that test is skipped and says why. EPUBCHECK=no skips the install.
EPUBCHECK ?= yes
test-tools:
	@if [ "$(EPUBCHECK)" = yes ] && [ ! -f /usr/share/java/epubcheck.jar ]; then \
	  echo "test-tools: installing epubcheck"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq epubcheck >/dev/null; } \
	    || echo "test-tools: epubcheck could not be installed; the EPUBCheck test will be skipped"; \
	fi

# Chromium, chromedriver, selenium and axe-core for the browser differential (scripts/axe-oracle,
# `make calibrate`). Best effort, as test-tools: where they cannot be installed, the differential
# test is skipped and says why. axe-core is the axe.min.js that axe-playwright-python's wheel ships;
# the wheel is installed without its dependencies (playwright, about 170 MB, is not used).
axe-tools:
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then \
	  echo "axe-tools: installing chromium chromium-driver"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-driver >/dev/null; } \
	    || echo "axe-tools: chromium could not be installed; the browser differential will be skipped"; \
	fi
	@if ! python3 -c "import selenium" >/dev/null 2>&1; then \
	  echo "axe-tools: installing selenium"; \
	  python3 -m pip install -q selenium >/dev/null 2>&1 \
	    || python3 -m pip install -q --user --break-system-packages selenium >/dev/null 2>&1 \
	    || echo "axe-tools: selenium could not be installed; the browser differential will be skipped"; \
	fi
	@if ! python3 -c "import importlib.util as u, sys; sys.exit(u.find_spec('axe_playwright_python') is None)" >/dev/null 2>&1; then \
	  echo "axe-tools: installing axe-playwright-python (for its axe.min.js)"; \
	  python3 -m pip install -q --no-deps axe-playwright-python >/dev/null 2>&1 \
	    || python3 -m pip install -q --no-deps --user --break-system-packages axe-playwright-python >/dev/null 2>&1 \
	    || echo "axe-tools: axe-playwright-python could not be installed; the browser differential will be skipped"; \
	fi

# The service's tools (issue #43), in the background of the test build as axe-tools:
# - promtool (Debian's prometheus package, without its recommended node exporter and web assets)
#   checks the /metrics exposition; where it cannot be installed, that test fails and says so;
# - podman and runc, for `make image` and the test that builds and runs it (ContainerImageTests);
#   where they cannot be installed or cannot run containers, that test is skipped and says why.
#   runc, because crun 1.8 refuses hosts with cgroups v1 and v2 mixed ("hybrid"), as some CI
#   sandboxes are (docs/guide/scale.md);
# - PyYAML, openapi-spec-validator, jsonschema and schemathesis 4 for scripts/api-contract.
service-tools:
	@if ! command -v promtool >/dev/null 2>&1; then \
	  echo "service-tools: installing prometheus (for promtool check metrics)"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null; } \
	    || echo "service-tools: prometheus could not be installed; the promtool test will fail and say so"; \
	fi
	@if ! command -v podman >/dev/null 2>&1 || ! command -v runc >/dev/null 2>&1; then \
	  echo "service-tools: installing podman runc"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  { $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq podman runc >/dev/null; } \
	    || echo "service-tools: podman could not be installed; the image test will be skipped"; \
	fi
	@scripts/api-contract --install-only || echo "service-tools: the API contract's Python packages could not be installed; its test will fail and say so"

# The browser differential over the corpus (scripts/axe-oracle): axe-core in headless Chromium,
# configured as DAISY Ace runs it, against the release CLI, per document and rule. axe's results
# are cached in .build/axe-cache/ per book, axe version and configuration, so a rerun after a change
# of ours runs only our side. Known differences: docs/CALIBRATION.md, "Browser differential".
calibrate: axe-tools cli
	@scripts/axe-oracle --binary $(BIN) --table $(CORPUS)/*.epub

example: deps
	@cd Examples/ReadingAppBackend && $(SWIFT) build -q && \
	  out=$$($(SWIFT) run -q ReadingAppBackend ../../SampleBooks/accessible-epub3.epub \
	        ../../SampleBooks/defective-epub3.epub ../../SampleBooks/broken-package.epub) && echo "$$out" && \
	  echo "$$out" | grep -q '^defective-epub3.epub: fails; 2 critical' && \
	  echo "$$out" | grep -q '^broken-package.epub: rejected (malformedXML)' && \
	  echo "example: ReadingAppBackend embedded the library as expected"

# The conformance report of every sample book. The defective sample makes check exit 1 and
# the broken one 2 (both expected); anything worse fails `make run`.
run: cli
	@status=0; $(BIN) check SampleBooks/*.epub || status=$$?; \
	 if [ $$status -gt 2 ]; then exit $$status; fi

# Rebuild the committed sample .epub files from SampleBooks/src/<name>/.
samples: cli
	@for dir in SampleBooks/src/*/; do \
	  name=$$(basename $$dir); \
	  $(BIN) pack --exclude "*.md" $$dir SampleBooks/$$name.epub || exit 1; \
	done

# The benchmark table (scripts/bench.sh, about 15 minutes at the default 9 rounds): the audit of
# the corpus beside the unzip -p and markup floors (installs unzip, GNU time and xmllint if
# missing), peak RSS, a 2,010-book library and generated books, the corpus audit's instructions
# under callgrind with and without contrast (issue #45), each goal met or not met.
# BENCH_CALLGRIND=1 make bench runs callgrind with its cache simulation too (about 6 minutes
# more), for the share of contrast in simulated cycles: it sees the analysis's effect on the caches.
bench: cli
	@scripts/bench.sh $(BIN) $(CORPUS)

# The release CLI under valgrind (scripts/leak-check.sh, under a minute): the sample books and
# corpus books that take the streamed HTML recovery, the chunked inflate of the largest document,
# media overlays and MathML. Fails if memory is definitely or indirectly lost.
leaks: cli
	@scripts/leak-check.sh $(BIN) $(CORPUS)

# The HTTP service under hostile load (scripts/hostile-load.py): 2 waves of 200 concurrent
# connections on loopback mixing good, broken, oversized, slow, truncated and abandoned uploads.
# Bounded in time (about a minute); not part of `make test`. Exits 1 if a goal fails.
load: server
	@python3 scripts/hostile-load.py --binary $(SERVER_BIN) --corpus $(CORPUS)

# The HTTP service in the foreground on 127.0.0.1:8080 (its defaults); Ctrl-C stops it.
serve: server
	$(SERVER_BIN) $(SERVE_FLAGS)

clean:
	rm -rf .build

# The test suite under AddressSanitizer / ThreadSanitizer (own build folders; each builds
# everything, Hummingbird included, with instrumentation: several minutes the first time).
# Suppressions, if any, are in scripts/sanitizers/ with the reason for each. Code runs 5-20 times
# slower under them: EPUB_A11Y_CPU_SCALE raises the CPU limit of each document (2 s) as much.
test-asan: deps
	EPUB_A11Y_CPU_SCALE=$${EPUB_A11Y_CPU_SCALE:-20} ASAN_OPTIONS=$${ASAN_OPTIONS:-detect_leaks=1} LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/sanitizers/lsan.supp \
	  $(SWIFT) test --scratch-path .build-asan --sanitize=address

test-tsan: deps
	EPUB_A11Y_CPU_SCALE=$${EPUB_A11Y_CPU_SCALE:-20} TSAN_OPTIONS=$${TSAN_OPTIONS:-halt_on_error=1} $(SWIFT) test --scratch-path .build-tsan --sanitize=thread

# libFuzzer + AddressSanitizer over each fuzz target of the separate Fuzz/ package, one after
# the other, FUZZ_SECONDS each (Fuzz/README.md). Fails when any target finds a problem.
fuzz: deps
	scripts/fuzz.sh all $(FUZZ_SECONDS)

# The CI smoke run: each target for about 15 s (seven targets, two at once: under a minute), so
# one that no longer builds, starts or survives its seeds is caught. A debug build: it compiles in
# about 90 s where the release build of `make fuzz` took 410 s on a clean clone, and 15 s still
# runs every seed many times over (FuzzContent ran 423 to 512 inputs for its 16 seeds in 20 s,
# FuzzCSS about 18 a second for its 9); speed matters only
# to a long run. The targets run one per core at once (FUZZ_JOBS, scripts/fuzz.sh).
# The deep campaign (issue #46): each target until FUZZ_LONG_RUNS executions or FUZZ_LONG_SECONDS,
# two at once, in a release build without AddressSanitizer (about three times the inputs a
# second); then every input each run kept goes once through the AddressSanitizer build with
# LeakSanitizer (FUZZ_LONG=1, scripts/fuzz.sh). Coverage printed at every power of two of
# executions. Hours: not in CI.
FUZZ_LONG_SECONDS ?= 43200
FUZZ_LONG_RUNS ?= 10000000
fuzz-long: deps
	FUZZ_LONG=1 scripts/fuzz.sh all $(FUZZ_LONG_SECONDS) -runs=$(FUZZ_LONG_RUNS)

fuzz-smoke: deps
	FUZZ_CONFIG=$${FUZZ_CONFIG:-debug} scripts/fuzz.sh smoke $(FUZZ_SMOKE_SECONDS)
