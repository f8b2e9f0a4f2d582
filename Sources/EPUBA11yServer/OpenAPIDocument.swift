// GENERATED FILE: DO NOT EDIT. Edit docs/openapi.yaml (or the report schemas it bundles), then run
// `python3 scripts/generate-openapi.py`.

/// The service's OpenAPI 3.1 description, served at `GET /openapi.json`: docs/openapi.yaml with
/// docs/report.schema.json, docs/ace-report.schema.json and docs/suggestion.schema.json bundled in.
enum OpenAPIDocument {
    /// Each path (a template: `{id}` is one segment) with the methods it is served with.
    static let operations: [String: [String]] = [
        "/healthz": ["GET"],
        "/metrics": ["GET"],
        "/openapi.json": ["GET"],
        "/v1/reports": ["POST"],
        "/v1/rules": ["GET"],
        "/v1/rules/{id}": ["GET"],
        "/v1/suggestions": ["POST"],
    ]

    /// The document, bundled and pretty-printed with sorted keys.
    static let json: String = #"""
{
  "components": {
    "headers": {
      "Connection": {
        "description": "`close` when the body was not read to its end: the connection is closed after the answer.",
        "schema": {
          "const": "close"
        }
      },
      "Content-Language": {
        "description": "The language of the Display Guide in the answer (`en-US` for English, else the translation's locale).",
        "required": true,
        "schema": {
          "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$",
          "type": "string"
        }
      },
      "OptionalContent-Language": {
        "description": "The language of the Display Guide the request asked for, as on a 200 (absent with `view=display-guide`).",
        "schema": {
          "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$",
          "type": "string"
        }
      },
      "OptionalVary": {
        "description": "`Accept-Language`, as on a 200 (absent with `view=display-guide`).",
        "schema": {
          "const": "Accept-Language"
        }
      },
      "Retry-After": {
        "description": "Seconds to wait before retrying.",
        "required": true,
        "schema": {
          "pattern": "^[0-9]+$",
          "type": "string"
        }
      },
      "Vary": {
        "description": "`Accept-Language`: the answer depends on it.",
        "required": true,
        "schema": {
          "const": "Accept-Language"
        }
      }
    },
    "parameters": {
      "name": {
        "description": "How the report names the book (the `file` of a 422 error too).",
        "in": "query",
        "name": "name",
        "schema": {
          "default": "upload.epub",
          "type": "string"
        }
      }
    },
    "requestBodies": {
      "Book": {
        "content": {
          "application/epub+zip": {
            "schema": {
              "contentMediaType": "application/epub+zip",
              "format": "binary",
              "type": "string"
            }
          },
          "application/octet-stream": {
            "schema": {
              "format": "binary",
              "type": "string"
            }
          }
        },
        "description": "The EPUB's bytes, at most `--max-upload-mb` MiB (default 100). The `Content-Type` is not\nread; a body that is not a readable EPUB gets 422.\n",
        "required": true
      }
    },
    "responses": {
      "AuditTimeout": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/AuditTimeoutError"
            }
          }
        },
        "description": "`timeout`: the audit took longer than `--timeout` seconds (default 60). It runs on to\nits end and keeps its slot till then.\n",
        "headers": {
          "Content-Language": {
            "$ref": "#/components/headers/OptionalContent-Language"
          },
          "Vary": {
            "$ref": "#/components/headers/OptionalVary"
          }
        }
      },
      "Busy": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/BusyError"
            }
          }
        },
        "description": "`busy`: `--max-concurrent` audits (default: twice the cores) are already running. Not\nqueued: retry after `Retry-After` seconds.\n",
        "headers": {
          "Content-Language": {
            "$ref": "#/components/headers/OptionalContent-Language"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          },
          "Vary": {
            "$ref": "#/components/headers/OptionalVary"
          }
        }
      },
      "LocalizedUnprocessable": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UnprocessableError"
            }
          }
        },
        "description": "The book cannot be opened; `kind` is the typed error (`notAZip`, `malformedXML`, `limitExceeded`, ...).",
        "headers": {
          "Content-Language": {
            "$ref": "#/components/headers/OptionalContent-Language"
          },
          "Vary": {
            "$ref": "#/components/headers/OptionalVary"
          }
        }
      },
      "Unprocessable": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UnprocessableError"
            }
          }
        },
        "description": "The book cannot be opened; `kind` is the typed error (`notAZip`, `malformedXML`, `limitExceeded`, ...)."
      },
      "UploadTimeout": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UploadTimeoutError"
            }
          }
        },
        "description": "`uploadTimeout`: the whole body did not arrive within `--request-timeout` seconds\n(default 30), however slowly it trickled in. The connection is closed after the answer.\n",
        "headers": {
          "Connection": {
            "$ref": "#/components/headers/Connection"
          }
        }
      },
      "UploadTooLarge": {
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UploadTooLargeError"
            }
          }
        },
        "description": "`uploadTooLarge`: a `Content-Length` over `--max-upload-mb` (refused before the body is\nread), or more bytes than that sent. The connection is closed after the answer.\n",
        "headers": {
          "Connection": {
            "$ref": "#/components/headers/Connection"
          }
        }
      }
    },
    "schemas": {
      "AceReport": {
        "description": "The JSON report (`report.json`) written by DAISY Ace, the Accessibility Checker for EPUB. Written for this project from Ace's own documentation and sources in the daisy/ace repository (MIT licensed), and from no other schema: the documented format `website/content/docs/report-json.md`; the sample reports `tests/data/report/report.json` and `tests/data/report/ace.json`; and the code that builds each key, `packages/ace-report/src/report-builders.js` (report, assertion, test and result objects), `packages/ace-report/src/report.js` (outlines, data clean-up, saving), `packages/ace-report/src/analyze-a11y-metadata.js` (`a11y-metadata`), `packages/ace-report-axe/src/index.js` (axe-core violations as test-level assertions), `packages/ace-core/src/checker/checker-epub.js` (package-document assertions, EPUB properties), `packages/ace-core/src/checker/checker-chromium.js` (`location` of extracted items), `packages/ace-core/src/scripts/ace-extraction.js` (`data`, content-document properties) and `packages/epub-utils/src/epub-parse.js` (`earl:testSubject.metadata` and `links`). Every object is open (`additionalProperties` is not false): Ace's consumers ignore unknown keys and Ace versions add keys (for example `violationSummary`), so only what is listed here is typed. Where Ace's versions or its documentation and code disagree, the schema accepts each shape Ace has written; the descriptions say which.",
        "properties": {
          "@context": {
            "description": "The JSON-LD context: `http://ace.daisy.org/ns/ace-report.jsonld` in the samples and earlier code, `http://daisy.github.io/ace/ace-report-1.0.jsonld` in the documentation and later code.",
            "type": "string"
          },
          "@type": {
            "const": "earl:report",
            "description": "Always `earl:report`."
          },
          "a11y-metadata": {
            "$ref": "#/components/schemas/AceReport.A11yMetadata",
            "description": "Which accessibility metadata properties the package declares."
          },
          "assertions": {
            "description": "One document-level assertion per checked document: the package document, each content document, and (later versions) the navigation document and Media Overlay documents.",
            "items": {
              "$ref": "#/components/schemas/AceReport.DocumentAssertion"
            },
            "type": "array"
          },
          "data": {
            "$ref": "#/components/schemas/AceReport.Data",
            "description": "Media and other items extracted from the content documents; a kind is present only when at least one item was found (`{}` when none)."
          },
          "dct:date": {
            "description": "When the report was made, as JavaScript's `Date.toLocaleString()` writes it (for example `9/28/2017, 3:02:56 PM`): locale-dependent, not ISO 8601.",
            "type": "string"
          },
          "dct:description": {
            "description": "The report's description (`Report on automated accessibility checks for EPUB`).",
            "type": "string"
          },
          "dct:title": {
            "description": "The report's title (`Ace Report`, localized in later versions; `ACE Report` in the samples).",
            "type": "string"
          },
          "earl:assertedBy": {
            "$ref": "#/components/schemas/AceReport.Assertor",
            "description": "Ace itself, as a DOAP software description."
          },
          "earl:result": {
            "$ref": "#/components/schemas/AceReport.Result",
            "description": "`fail` when any document-level assertion failed, else `pass`."
          },
          "earl:testSubject": {
            "$ref": "#/components/schemas/AceReport.PublicationSubject",
            "description": "The EPUB publication checked."
          },
          "outlines": {
            "$ref": "#/components/schemas/AceReport.Outlines",
            "description": "HTML fragments of the structure Ace extracted."
          },
          "properties": {
            "$ref": "#/components/schemas/AceReport.Properties",
            "description": "Publication-wide features, present or absent."
          },
          "violationSummary": {
            "$ref": "#/components/schemas/AceReport.ViolationSummary",
            "description": "Counts of violations by ruleset and impact. Written only by some Ace versions (a revision of `report-builders.js` that builds it; not in the documentation nor in the samples)."
          }
        },
        "required": [
          "@type",
          "@context",
          "dct:title",
          "dct:description",
          "dct:date",
          "earl:assertedBy",
          "earl:testSubject",
          "assertions",
          "earl:result"
        ],
        "title": "DAISY Ace report.json",
        "type": "object"
      },
      "AceReport.A11yMetadata": {
        "description": "Ace's fixed list of accessibility properties, each in exactly one of the three arrays, in list order. The list is `schema:accessMode`, `schema:accessibilityFeature`, `schema:accessibilityHazard`, `schema:accessibilitySummary`, `schema:accessModeSufficient`, `schema:accessibilityAPI`, `schema:accessibilityControl`, `a11y:certifiedBy` (documentation and samples), then by version `dcterms:conformsTo`, or `a11y:certifierCredential`, `a11y:certifierReport`, `dcterms:conformsTo`; the names are not restricted here.",
        "properties": {
          "empty": {
            "description": "Properties declared with a blank value or an empty list.",
            "items": {
              "description": "A property name.",
              "type": "string"
            },
            "type": "array",
            "uniqueItems": true
          },
          "missing": {
            "description": "Properties neither in `metadata` nor in `links`.",
            "items": {
              "description": "A property name, e.g. `schema:accessMode`.",
              "type": "string"
            },
            "type": "array",
            "uniqueItems": true
          },
          "present": {
            "description": "Properties declared with a value.",
            "items": {
              "description": "A property name.",
              "type": "string"
            },
            "type": "array",
            "uniqueItems": true
          }
        },
        "required": [
          "missing",
          "empty",
          "present"
        ],
        "type": "object"
      },
      "AceReport.Assertor": {
        "description": "The software that made the report.",
        "properties": {
          "@type": {
            "const": "earl:software",
            "description": "Always `earl:software`."
          },
          "doap:created": {
            "description": "`2017-07-01`.",
            "type": "string"
          },
          "doap:description": {
            "description": "`DAISY Accessibility Checker for EPUB`.",
            "type": "string"
          },
          "doap:homepage": {
            "description": "`http://daisy.github.io/ace` or `http://ace.daisy.org`, by version.",
            "type": "string"
          },
          "doap:name": {
            "description": "`DAISY Ace`.",
            "type": "string"
          },
          "doap:release": {
            "description": "The Ace release.",
            "properties": {
              "doap:revision": {
                "description": "The `@daisy/ace-report` package version (`v0.2.0` in the samples, `1.0.0` in the documentation).",
                "type": "string"
              }
            },
            "required": [
              "doap:revision"
            ],
            "type": "object"
          }
        },
        "required": [
          "@type",
          "doap:name",
          "doap:release"
        ],
        "type": "object"
      },
      "AceReport.Data": {
        "description": "Extracted items by kind. `src` values are resolved to paths relative to the EPUB root; items with a `src` get a `location` (`<document>#epubcfi(<cfi>)`) in place of their `cfi`, items without one keep the raw `cfi`.",
        "properties": {
          "audios": {
            "description": "Every `audio`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Media"
            },
            "type": "array"
          },
          "canvases": {
            "description": "Every `canvas`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "embeds": {
            "description": "Every `embed`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "epub-switches": {
            "description": "Every `epub:switch`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "epub-triggers": {
            "description": "Every `epub:trigger`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "iframes": {
            "description": "Every `iframe`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "images": {
            "description": "Every `img`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Image"
            },
            "type": "array"
          },
          "maps": {
            "description": "Every `map`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "scripts": {
            "description": "Every `script` (other than Ace's own).",
            "items": {
              "$ref": "#/components/schemas/AceReport.Item"
            },
            "type": "array"
          },
          "videos": {
            "description": "Every `video`.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Media"
            },
            "type": "array"
          }
        },
        "type": "object"
      },
      "AceReport.DocumentAssertion": {
        "description": "The assertion about one document, holding one test-level assertion per failure found in it.",
        "properties": {
          "@type": {
            "const": "earl:assertion",
            "description": "Always `earl:assertion`."
          },
          "assertions": {
            "description": "The failed tests (Ace does not report passed tests); empty when none failed.",
            "items": {
              "$ref": "#/components/schemas/AceReport.TestAssertion"
            },
            "type": "array"
          },
          "earl:result": {
            "$ref": "#/components/schemas/AceReport.Result",
            "description": "`fail` when any test-level assertion failed, else `pass`. The code always writes it (the assertion builder starts with `pass`) and the documentation shows it, but the samples omit it, so it is optional."
          },
          "earl:testSubject": {
            "$ref": "#/components/schemas/AceReport.DocumentSubject",
            "description": "The document."
          }
        },
        "required": [
          "@type",
          "earl:testSubject",
          "assertions"
        ],
        "type": "object"
      },
      "AceReport.DocumentSubject": {
        "description": "The document a document-level assertion is about.",
        "properties": {
          "dct:title": {
            "description": "The document's title (content document `title`, or the publication `dc:title` for the package document), when not empty.",
            "type": "string"
          },
          "url": {
            "description": "The document's path: the package document relative to the EPUB root; a content document as its manifest `href`; `/` plus the navigation document path for reading-order checks.",
            "type": "string"
          }
        },
        "required": [
          "url"
        ],
        "type": "object"
      },
      "AceReport.Help": {
        "anyOf": [
          {
            "required": [
              "title"
            ]
          },
          {
            "required": [
              "dct:title"
            ]
          }
        ],
        "description": "A link to the DAISY Accessible Publishing Knowledge Base. Ace has written two shapes: `{url, title}` (an earlier `TestBuilder.withHelp(url, title)`) and `{url, dct:title, dct:description}` (the documentation, the later `withHelp(url, title, description)`, the HTML report's reader and Ace's own `report_json.test.js`). Either title key is accepted; at least one is required.",
        "properties": {
          "dct:description": {
            "description": "How to fix the failure (axe-core's `help`, or Ace's resolution text), in the documented shape.",
            "type": "string"
          },
          "dct:title": {
            "description": "The page's topic, in the documented shape.",
            "type": "string"
          },
          "title": {
            "description": "The page's topic, in the `{url, title}` shape.",
            "type": "string"
          },
          "url": {
            "description": "The Knowledge Base page (`http://kb.daisy.org/publishing/...`).",
            "type": "string"
          }
        },
        "required": [
          "url"
        ],
        "type": "object"
      },
      "AceReport.Image": {
        "description": "One `img`.",
        "properties": {
          "alt": {
            "description": "The `alt` attribute, null when absent.",
            "type": [
              "string",
              "null"
            ]
          },
          "cfi": {
            "description": "The raw CFI, when not turned into `location`.",
            "type": "string"
          },
          "describedby": {
            "description": "The text of the first element named by `aria-describedby`.",
            "type": "string"
          },
          "figcaption": {
            "description": "The text of the enclosing `figure`'s first `figcaption`.",
            "type": "string"
          },
          "html": {
            "description": "The element's markup.",
            "type": "string"
          },
          "location": {
            "description": "`<content document>#epubcfi(<cfi>)`.",
            "type": "string"
          },
          "role": {
            "description": "The `role` attribute, null when absent.",
            "type": [
              "string",
              "null"
            ]
          },
          "src": {
            "description": "The image path relative to the EPUB root (null only for an `img` without `src`).",
            "type": [
              "string",
              "null"
            ]
          }
        },
        "required": [
          "src",
          "alt",
          "role"
        ],
        "type": "object"
      },
      "AceReport.Impact": {
        "description": "axe-core's impact levels, which Ace's own EPUB checks also use (`serious` by default, `moderate` or `minor` for some metadata checks).",
        "enum": [
          "minor",
          "moderate",
          "serious",
          "critical"
        ]
      },
      "AceReport.ImpactCounts": {
        "description": "Violation counts by impact, and their total.",
        "properties": {
          "critical": {
            "description": "Critical violations.",
            "minimum": 0,
            "type": "integer"
          },
          "minor": {
            "description": "Minor violations.",
            "minimum": 0,
            "type": "integer"
          },
          "moderate": {
            "description": "Moderate violations.",
            "minimum": 0,
            "type": "integer"
          },
          "serious": {
            "description": "Serious violations.",
            "minimum": 0,
            "type": "integer"
          },
          "total": {
            "description": "All four.",
            "minimum": 0,
            "type": "integer"
          }
        },
        "required": [
          "critical",
          "serious",
          "moderate",
          "minor",
          "total"
        ],
        "type": "object"
      },
      "AceReport.Item": {
        "description": "One extracted `iframe`, `canvas`, `embed`, `epub:switch`, `epub:trigger`, `map` or `script`.",
        "properties": {
          "cfi": {
            "description": "The raw CFI, for items without a `src`.",
            "type": "string"
          },
          "id": {
            "description": "The `id` attribute, when present.",
            "type": "string"
          },
          "location": {
            "description": "`<content document>#epubcfi(<cfi>)`, for items with a `src`.",
            "type": "string"
          },
          "name": {
            "description": "The `map`'s `name` attribute, null when absent.",
            "type": [
              "string",
              "null"
            ]
          },
          "path": {
            "description": "The resolved file path Ace used (removed from `iframes`).",
            "type": "string"
          },
          "src": {
            "description": "The `src` path relative to the EPUB root (`iframe`, `embed`, `script`).",
            "type": "string"
          },
          "type": {
            "description": "The `type` attribute (`embed`; `script`, defaulting to `text/javascript`).",
            "type": "string"
          }
        },
        "type": "object"
      },
      "AceReport.Media": {
        "description": "One `audio` or `video`.",
        "properties": {
          "cfi": {
            "description": "The raw CFI, when not turned into `location`.",
            "type": "string"
          },
          "controls": {
            "description": "Whether the element has `controls`.",
            "type": "boolean"
          },
          "html": {
            "description": "The element's markup.",
            "type": "string"
          },
          "id": {
            "description": "The `id` attribute, when present.",
            "type": "string"
          },
          "location": {
            "description": "`<content document>#epubcfi(<cfi>)`.",
            "type": "string"
          },
          "path": {
            "description": "The resolved file path Ace used (not removed from audio and video items).",
            "type": "string"
          },
          "src": {
            "anyOf": [
              {
                "description": "The media path relative to the EPUB root.",
                "type": "string"
              },
              {
                "description": "One entry per `source` child.",
                "items": {
                  "$ref": "#/components/schemas/AceReport.MediaSource"
                },
                "type": "array"
              }
            ],
            "description": "The `src` path, or, without a `src` attribute, the `source` children."
          },
          "tracks": {
            "description": "One entry per `track` child.",
            "items": {
              "$ref": "#/components/schemas/AceReport.Track"
            },
            "type": "array"
          }
        },
        "required": [
          "src",
          "controls",
          "tracks"
        ],
        "type": "object"
      },
      "AceReport.MediaSource": {
        "description": "One `source` of an `audio` or `video`.",
        "properties": {
          "path": {
            "description": "The resolved file path Ace used.",
            "type": "string"
          },
          "src": {
            "description": "The source path relative to the EPUB root.",
            "type": "string"
          },
          "type": {
            "description": "The `type` attribute, null when absent.",
            "type": [
              "string",
              "null"
            ]
          }
        },
        "required": [
          "src"
        ],
        "type": "object"
      },
      "AceReport.MetadataMap": {
        "additionalProperties": {
          "$ref": "#/components/schemas/AceReport.StringOrStrings",
          "description": "The property's value, or its values when repeated."
        },
        "description": "Property name to value(s), as `epub-parse.js` reads them from the package document.",
        "type": "object"
      },
      "AceReport.Outcome": {
        "description": "An EARL outcome as Ace writes it.",
        "enum": [
          "pass",
          "fail"
        ]
      },
      "AceReport.Outlines": {
        "description": "Outlines; each key is present only when Ace built it.",
        "properties": {
          "headings": {
            "description": "A nested list of every content document's headings (`h1`-`h6`, `role=heading`).",
            "type": "string"
          },
          "html": {
            "description": "The HTML5 outline of each content document, aggregated in one list.",
            "type": "string"
          },
          "toc": {
            "description": "The navigation document's `toc` list, serialized with its links unwrapped.",
            "type": "string"
          }
        },
        "type": "object"
      },
      "AceReport.Pointer": {
        "anyOf": [
          {
            "required": [
              "cfi"
            ]
          },
          {
            "required": [
              "css"
            ]
          }
        ],
        "description": "The failing element, and any related elements, located two ways; the arrays run in parallel.",
        "properties": {
          "cfi": {
            "description": "EPUB CFI paths within the document (without `epubcfi(...)`).",
            "items": {
              "description": "A CFI path, e.g. `/4/16/4/2`.",
              "type": "string"
            },
            "type": "array"
          },
          "css": {
            "description": "CSS selectors (axe-core's `target`).",
            "items": {
              "description": "A selector.",
              "type": "string"
            },
            "type": "array"
          }
        },
        "type": "object"
      },
      "AceReport.Properties": {
        "additionalProperties": {
          "description": "Any other property, booleanized by Ace's report builder.",
          "type": "boolean"
        },
        "description": "Publication-wide features; each is true when any document has it.",
        "properties": {
          "hasBindings": {
            "description": "The package has a `bindings` element.",
            "type": "boolean"
          },
          "hasFormElements": {
            "description": "A content document has a form control.",
            "type": "boolean"
          },
          "hasManifestFallbacks": {
            "description": "A manifest `item` has a `fallback`.",
            "type": "boolean"
          },
          "hasMathML": {
            "description": "A content document has `math`.",
            "type": "boolean"
          },
          "hasPageBreaks": {
            "description": "A content document has a `pagebreak` or `doc-pagebreak`.",
            "type": "boolean"
          },
          "hasSVGContentDocuments": {
            "description": "The spine has an SVG content document (which Ace does not check).",
            "type": "boolean"
          }
        },
        "type": "object"
      },
      "AceReport.PublicationSubject": {
        "description": "The publication: its path and the package metadata.",
        "properties": {
          "dct:identifier": {
            "description": "The publication identifier, when given.",
            "type": "string"
          },
          "dct:title": {
            "description": "The publication title, when given.",
            "type": "string"
          },
          "links": {
            "$ref": "#/components/schemas/AceReport.MetadataMap",
            "description": "Every `link` without `refines`, keyed by `rel`, valued by `href`."
          },
          "metadata": {
            "$ref": "#/components/schemas/AceReport.MetadataMap",
            "description": "Every `dc:*` element (as `dc:<local name>`) and every `meta[property]` without `refines`, keyed by property name."
          },
          "url": {
            "description": "The EPUB's path as given to Ace (relative to the output directory when Ace is configured for relative paths).",
            "type": "string"
          }
        },
        "required": [
          "url"
        ],
        "type": "object"
      },
      "AceReport.Result": {
        "description": "The result of the report or of a document-level assertion.",
        "properties": {
          "dct:description": {
            "description": "A description of the result (Ace's result builder can add one; not written at this level in the documentation or samples).",
            "type": "string"
          },
          "earl:outcome": {
            "$ref": "#/components/schemas/AceReport.Outcome",
            "description": "`fail` when any contained assertion has a `fail` outcome, else `pass`."
          }
        },
        "required": [
          "earl:outcome"
        ],
        "type": "object"
      },
      "AceReport.StringOrStrings": {
        "description": "One value, or an array of the values when the property occurs more than once.",
        "items": {
          "description": "One value.",
          "type": "string"
        },
        "type": [
          "string",
          "array"
        ]
      },
      "AceReport.Test": {
        "description": "A test (an axe-core rule or an Ace EPUB check).",
        "properties": {
          "dct:description": {
            "description": "What the test checks.",
            "type": "string"
          },
          "dct:title": {
            "description": "The rule id, e.g. `image-alt`, `epub-lang`, `metadata-accessmode`.",
            "type": "string"
          },
          "earl:impact": {
            "$ref": "#/components/schemas/AceReport.Impact",
            "description": "The severity."
          },
          "help": {
            "$ref": "#/components/schemas/AceReport.Help",
            "description": "Where to learn how to fix it."
          },
          "rulesetTags": {
            "description": "axe-core's rule tags (`wcag2a`, `wcag2aa`, `best-practice`, ...), or `[\"EPUB\"]` for Ace's checks.",
            "items": {
              "description": "A tag.",
              "type": "string"
            },
            "type": "array"
          }
        },
        "required": [
          "earl:impact",
          "dct:title",
          "dct:description",
          "help"
        ],
        "type": "object"
      },
      "AceReport.TestAssertion": {
        "description": "One failure of one test, at one place.",
        "properties": {
          "@type": {
            "const": "earl:assertion",
            "description": "Always `earl:assertion`."
          },
          "earl:assertedBy": {
            "description": "The checker: `aXe` for axe-core rules, `Ace` for Ace's EPUB checks.",
            "type": "string"
          },
          "earl:mode": {
            "description": "`automatic`.",
            "type": "string"
          },
          "earl:result": {
            "$ref": "#/components/schemas/AceReport.TestResult",
            "description": "The failure."
          },
          "earl:test": {
            "$ref": "#/components/schemas/AceReport.Test",
            "description": "The test that failed."
          }
        },
        "required": [
          "@type",
          "earl:assertedBy",
          "earl:mode",
          "earl:test",
          "earl:result"
        ],
        "type": "object"
      },
      "AceReport.TestResult": {
        "description": "A failure: Ace writes test-level assertions only for failures, so the outcome is always `fail`.",
        "properties": {
          "dct:description": {
            "description": "What is wrong here (axe-core's failure summary, without its `Fix all/any of the following:` lead).",
            "type": "string"
          },
          "earl:outcome": {
            "const": "fail",
            "description": "Always `fail`: axe-core violations and Ace's EPUB checks are both built with a `fail` result."
          },
          "earl:pointer": {
            "$ref": "#/components/schemas/AceReport.Pointer",
            "description": "Where in the document (axe-core results only; Ace's EPUB checks have none)."
          },
          "html": {
            "description": "The failing element's markup, with related nodes appended after ` <!--##--> ` (axe-core results only).",
            "type": "string"
          }
        },
        "required": [
          "earl:outcome",
          "dct:description"
        ],
        "type": "object"
      },
      "AceReport.Track": {
        "description": "One `track`, with the attributes it has.",
        "properties": {
          "kind": {
            "description": "The `kind` attribute.",
            "type": "string"
          },
          "label": {
            "description": "The `label` attribute.",
            "type": "string"
          },
          "src": {
            "description": "The `src` attribute, as written.",
            "type": "string"
          },
          "srclang": {
            "description": "The `srclang` attribute.",
            "type": "string"
          }
        },
        "type": "object"
      },
      "AceReport.ViolationSummary": {
        "additionalProperties": {
          "$ref": "#/components/schemas/AceReport.ImpactCounts",
          "description": "The counts of one ruleset."
        },
        "description": "Counts keyed by ruleset: `wcag2a`, `wcag2aa`, `EPUB`, `best-practice`, `other`, `total`.",
        "type": "object"
      },
      "AuditTimeoutError": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "const": "timeout"
              },
              "status": {
                "const": 504
              }
            }
          }
        }
      },
      "BadRequestKind": {
        "enum": [
          "badFormat",
          "badProfile",
          "badLang",
          "badView",
          "incompleteUpload",
          "malformedUpload"
        ]
      },
      "BusyError": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "const": "busy"
              },
              "status": {
                "const": 503
              }
            }
          }
        }
      },
      "EPUBErrorKind": {
        "description": "`EPUBError.Kind` (Sources/EPUBCore/EPUBError.swift).",
        "enum": [
          "fileNotFound",
          "notAZip",
          "unreadable",
          "missingEntry",
          "noRootfile",
          "malformedXML",
          "limitExceeded",
          "unsafePath",
          "encryptedEntry",
          "corruptEntry",
          "cancelled",
          "outputIsInput",
          "unwritable",
          "fixRefused"
        ]
      },
      "Error": {
        "additionalProperties": false,
        "description": "Every error the service answers.",
        "properties": {
          "error": {
            "$ref": "#/components/schemas/ErrorDetail"
          }
        },
        "required": [
          "error"
        ],
        "type": "object"
      },
      "ErrorDetail": {
        "additionalProperties": false,
        "properties": {
          "file": {
            "description": "The book as the request named it (`name`, default `upload.epub`); only on 422.",
            "type": "string"
          },
          "kind": {
            "$ref": "#/components/schemas/ErrorKind"
          },
          "reason": {
            "description": "One sentence for a person, in English.",
            "minLength": 1,
            "type": "string"
          },
          "status": {
            "description": "The HTTP status, repeated.",
            "maximum": 599,
            "minimum": 400,
            "type": "integer"
          }
        },
        "required": [
          "status",
          "kind",
          "reason"
        ],
        "type": "object"
      },
      "ErrorKind": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/BadRequestKind"
          },
          {
            "$ref": "#/components/schemas/EPUBErrorKind"
          },
          {
            "enum": [
              "unknownRule",
              "uploadTimeout",
              "uploadTooLarge",
              "busy",
              "timeout",
              "encoding",
              "internal",
              "methodNotAllowed",
              "unknownRoute"
            ]
          }
        ],
        "description": "What went wrong, by status:\n\n- 400 `badFormat`, `badProfile`, `badLang`, `badView`: a query parameter out of its range;\n  `incompleteUpload`: the client stopped sending before its `Content-Length`;\n  `malformedUpload`: the body's HTTP framing is broken (e.g. a bad chunk size).\n- 404 `unknownRule`.\n- 408 `uploadTimeout`; 413 `uploadTooLarge`.\n- 422 the book's `EPUBError.Kind`: `notAZip`, `unreadable`, `missingEntry`, `noRootfile`,\n  `malformedXML`, `limitExceeded`, `unsafePath`, `encryptedEntry`, `corruptEntry`,\n  `cancelled` (and `fileNotFound`, `outputIsInput`, `unwritable`, `fixRefused`, which an\n  upload does not meet: they belong to the command-line tool's files and `fix`).\n- 503 `busy`; 504 `timeout`.\n- 500 `encoding`, `internal`: a response could not be made (a bug; never expected).\n\nA request no operation here takes gets 405 `methodNotAllowed` with an `Allow` header when\nits path is served with other methods (`PUT /healthz`), else 404 `unknownRoute`.\n"
      },
      "Health": {
        "additionalProperties": false,
        "properties": {
          "status": {
            "const": "ok"
          }
        },
        "required": [
          "status"
        ],
        "type": "object"
      },
      "Impact": {
        "enum": [
          "minor",
          "moderate",
          "serious",
          "critical"
        ]
      },
      "NotFound": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "const": "unknownRule"
              },
              "status": {
                "const": 404
              }
            }
          }
        }
      },
      "Report": {
        "additionalProperties": false,
        "description": "The JSON conformance report of one EPUB publication, as written by `epub-a11y check --format json` (`JSONOutput.encode(Report)`). Keys are sorted; optional values are omitted rather than null. Every object is closed (`additionalProperties: false`) so that any change of the Swift types shows up as a validation failure: bump `schemaVersion` and update this file together.",
        "else": {
          "description": "A readable book has every section, and a verdict other than `cannot-be-assessed`.",
          "else": {
            "properties": {
              "verdictReasons": {
                "maxItems": 0
              }
            }
          },
          "if": {
            "properties": {
              "verdict": {
                "const": "fails",
                "description": "A failing verdict."
              }
            }
          },
          "properties": {
            "contentVerdict": {
              "enum": [
                "fails",
                "no-automated-failures"
              ]
            },
            "metadataVerdict": {
              "enum": [
                "fails",
                "no-automated-failures"
              ]
            },
            "verdict": {
              "enum": [
                "fails",
                "no-automated-failures"
              ]
            }
          },
          "required": [
            "assessment",
            "displayGuide",
            "metadata",
            "data"
          ],
          "then": {
            "description": "A failing verdict always says why.",
            "properties": {
              "verdictReasons": {
                "minItems": 1
              }
            }
          }
        },
        "if": {
          "required": [
            "error"
          ]
        },
        "properties": {
          "assessment": {
            "$ref": "#/components/schemas/Report.Assessment",
            "description": "The conformance assessment; absent when the book could not be read."
          },
          "contentVerdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "Does the content fail? From the WCAG, EPUB-technique and page-navigation requirement rows (`cannot-be-assessed` for an unreadable book)."
          },
          "data": {
            "$ref": "#/components/schemas/Report.ContentData",
            "description": "Images, headings, media and flags; absent when the book could not be read."
          },
          "displayGuide": {
            "$ref": "#/components/schemas/Report.DisplayGuide",
            "description": "The display guide; absent when the book could not be read."
          },
          "error": {
            "$ref": "#/components/schemas/Report.EPUBError",
            "description": "Why the book could not be read; present only then."
          },
          "findings": {
            "description": "The findings, in report order (by location, then rule, then message): at most 5,000 of each rule, outcome and impact (`Report.maxFindingsPerKind`), the first in that order; `findingsOmitted` counts the rest.",
            "items": {
              "$ref": "#/components/schemas/Report.Finding",
              "description": "A finding."
            },
            "type": "array"
          },
          "findingsOmitted": {
            "description": "The findings counted but not listed in `findings`, one entry per rule, outcome and impact with more than 5,000, sorted by rule, outcome and impact; absent when every finding is listed. `summary`, the assessment and the verdicts count every finding.",
            "items": {
              "$ref": "#/components/schemas/Report.OmittedFindings",
              "description": "Findings of one rule, outcome and impact left out."
            },
            "minItems": 1,
            "type": "array"
          },
          "fix": {
            "additionalProperties": false,
            "description": "What `epub-a11y fix` with nothing confirmed would make of the book's metadata; set by batch runs (check on folders with --ndjson, merge) for a book whose metadata fails, computed during its audit. Absent otherwise (and in lines written before batches counted it, which --changed-since audits again).",
            "properties": {
              "metadataVerdict": {
                "description": "The metadata verdict of the book fix would write; absent when fix refuses the book.",
                "enum": [
                  "fails",
                  "no-automated-failures"
                ]
              },
              "refusal": {
                "description": "Why fix refuses the book (encrypted, or the edit cannot be made); present only then.",
                "minLength": 1,
                "type": "string"
              },
              "remaining": {
                "description": "The ids of the verdict reasons (requirements or claim checks) the metadata of the book fix would write still fails on, worst first; empty when it passes or fix refuses the book. Only `conformance-claim` and `conformance-certifier`: a person must make the claim (fix --claim, --certifier).",
                "items": {
                  "description": "A verdict reason's id.",
                  "minLength": 1,
                  "type": "string"
                },
                "type": "array"
              },
              "statements": {
                "description": "The statements fix would add (0: nothing to add, the package document unchanged).",
                "minimum": 0,
                "type": "integer"
              }
            },
            "required": [
              "statements",
              "remaining"
            ],
            "type": "object"
          },
          "generatedAt": {
            "description": "When the report was made (ISO 8601, injected by the caller).",
            "format": "date-time",
            "type": "string"
          },
          "metadata": {
            "$ref": "#/components/schemas/Report.AccessibilityMetadata",
            "description": "The accessibility metadata; absent when the book could not be read."
          },
          "metadataVerdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "Does the book describe itself wrongly? From discovery metadata, conformance reporting, the page source, and serious or critical contradicted claims (`cannot-be-assessed` for an unreadable book)."
          },
          "profile": {
            "additionalProperties": false,
            "description": "The EPUB Accessibility version the book was judged by (`--profile`, or the version its conformance claim names, else 1.1), and why. Absent when the book could not be read.",
            "properties": {
              "profile": {
                "description": "The profile: which requirements are MUST and which SHOULD (1.2 makes accessModeSufficient a MUST and accessMode a SHOULD).",
                "enum": [
                  "epub-a11y-1.1",
                  "epub-a11y-1.2"
                ]
              },
              "reason": {
                "description": "One sentence saying why, quoting the claim when there is one.",
                "minLength": 1,
                "type": "string"
              },
              "source": {
                "description": "Asked for by the caller, named by the book's strongest EPUB Accessibility claim, or the default (1.1).",
                "enum": [
                  "requested",
                  "claimed",
                  "default"
                ]
              }
            },
            "required": [
              "profile",
              "source",
              "reason"
            ],
            "type": "object"
          },
          "schemaVersion": {
            "const": "1.5.0",
            "description": "Version of this JSON shape; bumped on any change."
          },
          "source": {
            "additionalProperties": false,
            "description": "Size and modification time of the audited file; set by batch runs (check on folders with --ndjson/--changed-since) so a later run can skip unchanged books. Absent otherwise.",
            "properties": {
              "modified": {
                "description": "Modification time, seconds since 1970-01-01 UTC.",
                "type": "number"
              },
              "size": {
                "description": "File size in bytes (0 for unpacked folders).",
                "minimum": 0,
                "type": "integer"
              }
            },
            "required": [
              "size",
              "modified"
            ],
            "type": "object"
          },
          "subject": {
            "additionalProperties": false,
            "description": "The book.",
            "properties": {
              "epubVersion": {
                "description": "The package `version`, as written (`3.0`, `2.0`, ...).",
                "type": "string"
              },
              "file": {
                "description": "The book's file name or path as given.",
                "type": "string"
              },
              "identifier": {
                "description": "The unique identifier (`dc:identifier` named by `unique-identifier`).",
                "type": "string"
              },
              "languages": {
                "description": "The `dc:language` values.",
                "items": {
                  "description": "A language tag, as written.",
                  "type": "string"
                },
                "type": "array"
              },
              "layout": {
                "description": "The global `rendition:layout`.",
                "enum": [
                  "reflowable",
                  "pre-paginated"
                ],
                "type": "string"
              },
              "packageDocument": {
                "description": "Container path of the package document.",
                "type": "string"
              },
              "packageLinks": {
                "additionalProperties": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "description": "The package `link` elements that refine nothing: hrefs by `rel` as written. Null when the book is unreadable.",
                "type": [
                  "object",
                  "null"
                ]
              },
              "packageMetadata": {
                "additionalProperties": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "description": "The package metadata as written, by name: each Dublin Core element as `dc:<name>`, each `meta` that refines nothing by its `property` (EPUB 3) or `name` (EPUB 2); values in document order. Null when the book is unreadable.",
                "type": [
                  "object",
                  "null"
                ]
              },
              "title": {
                "description": "The first `dc:title`.",
                "type": "string"
              }
            },
            "required": [
              "file",
              "languages"
            ],
            "type": "object"
          },
          "summary": {
            "additionalProperties": false,
            "description": "Finding counts, for a quick look and for exit codes.",
            "properties": {
              "failed": {
                "additionalProperties": false,
                "description": "Failed findings per impact (zeros included).",
                "properties": {
                  "critical": {
                    "description": "Failed findings of impact critical.",
                    "minimum": 0,
                    "type": "integer"
                  },
                  "minor": {
                    "description": "Failed findings of impact minor.",
                    "minimum": 0,
                    "type": "integer"
                  },
                  "moderate": {
                    "description": "Failed findings of impact moderate.",
                    "minimum": 0,
                    "type": "integer"
                  },
                  "serious": {
                    "description": "Failed findings of impact serious.",
                    "minimum": 0,
                    "type": "integer"
                  }
                },
                "required": [
                  "critical",
                  "minor",
                  "moderate",
                  "serious"
                ],
                "type": "object"
              },
              "manualReviewItems": {
                "description": "Requirements and claim checks that need a person to check.",
                "minimum": 0,
                "type": "integer"
              },
              "needsReview": {
                "description": "Findings that need review.",
                "minimum": 0,
                "type": "integer"
              },
              "rulesRun": {
                "description": "Number of rules run (0 when the book could not be read).",
                "minimum": 0,
                "type": "integer"
              }
            },
            "required": [
              "failed",
              "manualReviewItems",
              "needsReview",
              "rulesRun"
            ],
            "type": "object"
          },
          "tool": {
            "additionalProperties": false,
            "description": "The tool that wrote the report.",
            "properties": {
              "name": {
                "const": "epub-a11y",
                "description": "Always `epub-a11y`."
              },
              "version": {
                "description": "The tool's version.",
                "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+",
                "type": "string"
              }
            },
            "required": [
              "name",
              "version"
            ],
            "type": "object"
          },
          "verdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "The conformance verdict."
          },
          "verdictReasons": {
            "description": "What made a verdict fail, worst first (impact, then content before metadata, then report order). Never empty when `verdict` is `fails`; empty otherwise.",
            "items": {
              "$ref": "#/components/schemas/Report.VerdictReason",
              "description": "A reason."
            },
            "type": "array"
          }
        },
        "required": [
          "contentVerdict",
          "findings",
          "generatedAt",
          "metadataVerdict",
          "schemaVersion",
          "subject",
          "summary",
          "tool",
          "verdict",
          "verdictReasons"
        ],
        "then": {
          "description": "An unreadable book: verdict `cannot-be-assessed`, no findings, and none of the readable book's sections.",
          "not": {
            "anyOf": [
              {
                "required": [
                  "assessment"
                ]
              },
              {
                "required": [
                  "displayGuide"
                ]
              },
              {
                "required": [
                  "metadata"
                ]
              },
              {
                "required": [
                  "data"
                ]
              }
            ]
          },
          "properties": {
            "contentVerdict": {
              "const": "cannot-be-assessed"
            },
            "findings": {
              "maxItems": 0
            },
            "metadataVerdict": {
              "const": "cannot-be-assessed"
            },
            "verdict": {
              "const": "cannot-be-assessed"
            },
            "verdictReasons": {
              "maxItems": 0
            }
          }
        },
        "title": "epub-a11y conformance report",
        "type": "object"
      },
      "Report.AccessibilityMetadata": {
        "additionalProperties": false,
        "description": "The accessibility metadata of the publication, typed, with every value's provenance; read from both the EPUB 3 and the EPUB 2 forms.",
        "properties": {
          "accessModeSufficient": {
            "description": "`schema:accessModeSufficient` sets.",
            "items": {
              "$ref": "#/components/schemas/Report.SufficientSet",
              "description": "A sufficient set."
            },
            "type": "array"
          },
          "accessModes": {
            "description": "`schema:accessMode` values.",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "An access mode."
            },
            "type": "array"
          },
          "accessibilityAPIs": {
            "description": "`schema:accessibilityAPI` values (kept, not used by EPUB Accessibility 1.1).",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "An API."
            },
            "type": "array"
          },
          "accessibilityControls": {
            "description": "`schema:accessibilityControl` values (kept, not used by EPUB Accessibility 1.1).",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "A control."
            },
            "type": "array"
          },
          "certifications": {
            "description": "`a11y:certifiedBy` statements with their credentials, reports and dates.",
            "items": {
              "$ref": "#/components/schemas/Report.Certification",
              "description": "A certification."
            },
            "type": "array"
          },
          "conformanceClaims": {
            "description": "`dcterms:conformsTo` statements (meta, link, or Readium's invalid `dc:conformsTo`), in document order.",
            "items": {
              "$ref": "#/components/schemas/Report.ConformanceClaim",
              "description": "A claim."
            },
            "type": "array"
          },
          "epub2FormInEPUB3": {
            "description": "Accessibility entries written in the EPUB 2 `name`/`content` form inside an EPUB 3 package.",
            "items": {
              "$ref": "#/components/schemas/Report.Provenance",
              "description": "One such entry."
            },
            "type": "array"
          },
          "exemptions": {
            "description": "`a11y:exemption` values.",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "An exemption."
            },
            "type": "array"
          },
          "features": {
            "description": "`schema:accessibilityFeature` values.",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "A feature."
            },
            "type": "array"
          },
          "hazards": {
            "description": "`schema:accessibilityHazard` values.",
            "items": {
              "$ref": "#/components/schemas/Report.TokenStatement",
              "description": "A hazard."
            },
            "type": "array"
          },
          "otherSchemaProperties": {
            "description": "Other `schema:` properties, as written.",
            "items": {
              "$ref": "#/components/schemas/Report.StringStatement",
              "description": "A property value (its name is `provenance.property`)."
            },
            "type": "array"
          },
          "pageBreakSources": {
            "description": "Where the pagination comes from.",
            "items": {
              "$ref": "#/components/schemas/Report.PageBreakSource",
              "description": "A page break source."
            },
            "type": "array"
          },
          "summaries": {
            "description": "`schema:accessibilitySummary` statements.",
            "items": {
              "$ref": "#/components/schemas/Report.AccessibilitySummary",
              "description": "A summary."
            },
            "type": "array"
          }
        },
        "required": [
          "accessModeSufficient",
          "accessModes",
          "accessibilityAPIs",
          "accessibilityControls",
          "certifications",
          "conformanceClaims",
          "epub2FormInEPUB3",
          "exemptions",
          "features",
          "hazards",
          "otherSchemaProperties",
          "pageBreakSources",
          "summaries"
        ],
        "type": "object"
      },
      "Report.AccessibilitySummary": {
        "additionalProperties": false,
        "description": "An accessibility summary and its language.",
        "properties": {
          "language": {
            "description": "The summary's own `xml:lang`, else the package's, else the first `dc:language`; absent when none is known.",
            "type": "string"
          },
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the summary was written."
          },
          "text": {
            "description": "The summary text.",
            "type": "string"
          }
        },
        "required": [
          "provenance",
          "text"
        ],
        "type": "object"
      },
      "Report.Assessment": {
        "additionalProperties": false,
        "description": "The EPUB Accessibility 1.1 conformance assessment.",
        "properties": {
          "claims": {
            "description": "The checks of declared claims against the content that apply to this book.",
            "items": {
              "$ref": "#/components/schemas/Report.ClaimCheck",
              "description": "A claim check."
            },
            "type": "array"
          },
          "contentVerdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "The content verdict (same as the report's)."
          },
          "metadataVerdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "The metadata verdict (same as the report's)."
          },
          "rows": {
            "description": "Every requirement of the catalogue, in catalogue order.",
            "items": {
              "$ref": "#/components/schemas/Report.Requirement",
              "description": "A requirement row."
            },
            "type": "array"
          },
          "verdict": {
            "$ref": "#/components/schemas/Report.Verdict",
            "description": "The verdict (same as the report's)."
          },
          "verdictReasons": {
            "description": "The reasons (same as the report's).",
            "items": {
              "$ref": "#/components/schemas/Report.VerdictReason",
              "description": "A reason."
            },
            "type": "array"
          }
        },
        "required": [
          "claims",
          "contentVerdict",
          "metadataVerdict",
          "rows",
          "verdict",
          "verdictReasons"
        ],
        "type": "object"
      },
      "Report.Certification": {
        "additionalProperties": false,
        "description": "An `a11y:certifiedBy` statement and what refines it.",
        "properties": {
          "certifier": {
            "$ref": "#/components/schemas/Report.StringStatement",
            "description": "The certifier's name."
          },
          "claimID": {
            "description": "The id of the conformance claim this certifier belongs to; absent when it cannot be bound or the claim has no id.",
            "type": "string"
          },
          "claimIndex": {
            "description": "Index into `metadata.conformanceClaims` of that claim; absent when it cannot be bound.",
            "minimum": 0,
            "type": "integer"
          },
          "credentials": {
            "description": "`a11y:certifierCredential` statements refining the certifier.",
            "items": {
              "$ref": "#/components/schemas/Report.StringStatement",
              "description": "A credential."
            },
            "type": "array"
          },
          "dates": {
            "description": "`dcterms:date` statements refining the certifier.",
            "items": {
              "$ref": "#/components/schemas/Report.StringStatement",
              "description": "An evaluation date."
            },
            "type": "array"
          },
          "reports": {
            "description": "`a11y:certifierReport` statements (meta or link) refining the certifier.",
            "items": {
              "$ref": "#/components/schemas/Report.HrefStatement",
              "description": "A report reference."
            },
            "type": "array"
          }
        },
        "required": [
          "certifier",
          "credentials",
          "dates",
          "reports"
        ],
        "type": "object"
      },
      "Report.ClaimCheck": {
        "additionalProperties": false,
        "description": "A declared claim compared with what the content shows.",
        "properties": {
          "claim": {
            "description": "The claim checked, as metadata (`accessibilityFeature alternativeText`, ...).",
            "type": "string"
          },
          "evidence": {
            "description": "What the content shows.",
            "type": "string"
          },
          "id": {
            "description": "Stable check id (`feature-alternativeText`, `claim-wcag-level`, ...).",
            "type": "string"
          },
          "impact": {
            "description": "How much a wrong claim hurts a reader relying on it; absent when consistent. Only a `contradicted` claim of `serious` or `critical` impact makes the metadata verdict fail.",
            "enum": [
              "minor",
              "moderate",
              "serious",
              "critical"
            ],
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "Where the evidence starts (first content image needing the mode, worst failed finding); absent when book-wide."
          },
          "status": {
            "description": "`consistent`, `contradicted` (fails the metadata verdict when its impact is serious or critical), `unsupported` (declared, but the content has no trace of it, e.g. captions with no video; never fails the verdict; since 1.2.0), `undeclared` (content present but not declared), `needs-review`.",
            "enum": [
              "consistent",
              "contradicted",
              "unsupported",
              "undeclared",
              "needs-review"
            ],
            "type": "string"
          }
        },
        "required": [
          "claim",
          "evidence",
          "id",
          "status"
        ],
        "type": "object"
      },
      "Report.ConformanceClaim": {
        "additionalProperties": false,
        "description": "A `dcterms:conformsTo` statement, parsed.",
        "properties": {
          "epubAccessibilityVersion": {
            "description": "EPUB Accessibility version claimed (`1.0`, `1.1`, ...), for `epub-accessibility` claims.",
            "pattern": "^1\\.[0-9]+$",
            "type": "string"
          },
          "id": {
            "description": "The claim's `id`, which certifier statements refine.",
            "type": "string"
          },
          "kind": {
            "description": "`epub-accessibility`: an exact EPUB Accessibility claim (1.1+ string or one of the three 1.0 IRIs); `none`; `malformed`: looks like an EPUB Accessibility claim but is not an exact form; `other`: another standard.",
            "enum": [
              "epub-accessibility",
              "none",
              "malformed",
              "other"
            ],
            "type": "string"
          },
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the claim was written."
          },
          "value": {
            "description": "The value as written (meta text or link href), whitespace-normalised.",
            "type": "string"
          },
          "wcagLevel": {
            "description": "WCAG level claimed, for `epub-accessibility` claims.",
            "enum": [
              "A",
              "AA",
              "AAA"
            ],
            "type": "string"
          },
          "wcagVersion": {
            "description": "WCAG version claimed (`2.0`, `2.1`, `2.2`, ...), for `epub-accessibility` claims.",
            "pattern": "^2\\.[0-9]+$",
            "type": "string"
          }
        },
        "required": [
          "kind",
          "provenance",
          "value"
        ],
        "type": "object"
      },
      "Report.ContentData": {
        "additionalProperties": false,
        "description": "The evidence besides findings (Ace's `data` and `properties`).",
        "properties": {
          "documents": {
            "description": "Every content document walked, in spine order.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "path": {
                  "description": "Container path of the document.",
                  "minLength": 1,
                  "type": "string"
                },
                "title": {
                  "description": "Text of its `title`; absent when it has none.",
                  "type": "string"
                }
              },
              "required": [
                "path"
              ],
              "type": "object"
            },
            "type": "array"
          },
          "embedded": {
            "description": "Scripts, form controls, iframes, embeds, objects, canvases, `epub:switch` and `epub:trigger` elements, in spine and document order.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "html": {
                  "description": "The start tag as written.",
                  "type": "string"
                },
                "id": {
                  "description": "The element's `id`.",
                  "type": "string"
                },
                "kind": {
                  "description": "Which element it is.",
                  "enum": [
                    "script",
                    "form",
                    "input",
                    "select",
                    "textarea",
                    "button",
                    "iframe",
                    "embed",
                    "object",
                    "canvas",
                    "epub-switch",
                    "epub-trigger"
                  ]
                },
                "location": {
                  "$ref": "#/components/schemas/Report.SourceLocation",
                  "description": "File and line of the element, with its CFI and CSS pointers."
                },
                "src": {
                  "description": "`src` (or `data` for `object`) as written.",
                  "type": "string"
                },
                "type": {
                  "description": "The `type` attribute.",
                  "type": "string"
                }
              },
              "required": [
                "kind",
                "location"
              ],
              "type": "object"
            },
            "type": "array"
          },
          "flags": {
            "additionalProperties": false,
            "description": "Publication-wide flags.",
            "properties": {
              "hasAudio": {
                "description": "Some content document contains `audio`.",
                "type": "boolean"
              },
              "hasBindings": {
                "description": "The package has `bindings` (EPUB 3.0).",
                "type": "boolean"
              },
              "hasFormElements": {
                "description": "Some content document contains form controls.",
                "type": "boolean"
              },
              "hasManifestFallbacks": {
                "description": "Some manifest item has a fallback.",
                "type": "boolean"
              },
              "hasMathML": {
                "description": "Some content document contains MathML.",
                "type": "boolean"
              },
              "hasPageBreaks": {
                "description": "Some content document contains a page break marker (`epub:type` or `role` pagebreak).",
                "type": "boolean"
              },
              "hasSVGContentDocuments": {
                "description": "The spine holds SVG content documents.",
                "type": "boolean"
              },
              "hasScripts": {
                "description": "Some content document contains scripts.",
                "type": "boolean"
              },
              "hasVideo": {
                "description": "Some content document contains `video`.",
                "type": "boolean"
              },
              "isFixedLayout": {
                "description": "The publication is fixed layout (`rendition:layout` pre-paginated).",
                "type": "boolean"
              }
            },
            "required": [
              "hasAudio",
              "hasBindings",
              "hasFormElements",
              "hasManifestFallbacks",
              "hasMathML",
              "hasPageBreaks",
              "hasSVGContentDocuments",
              "hasScripts",
              "hasVideo",
              "isFixedLayout"
            ],
            "type": "object"
          },
          "headings": {
            "description": "The headings outline across the spine, in reading order.",
            "items": {
              "$ref": "#/components/schemas/Report.Heading",
              "description": "A heading."
            },
            "type": "array"
          },
          "images": {
            "description": "Every image-like element, in spine order.",
            "items": {
              "$ref": "#/components/schemas/Report.Image",
              "description": "An image."
            },
            "type": "array"
          },
          "media": {
            "description": "Every audio and video element, in spine order.",
            "items": {
              "$ref": "#/components/schemas/Report.Media",
              "description": "A media element."
            },
            "type": "array"
          },
          "mediaOverlays": {
            "additionalProperties": false,
            "description": "The media overlays (SMIL narration) and how much of the linear reading order they narrate; absent when the book has none (since 1.2.0).",
            "properties": {
              "narratedDocuments": {
                "description": "Linear spine documents a readable overlay narrates, in reading order.",
                "items": {
                  "description": "A container path.",
                  "type": "string"
                },
                "type": "array"
              },
              "narratedSeconds": {
                "description": "Total length of the clips in seconds; absent when some clip has no clipEnd.",
                "minimum": 0,
                "type": "number"
              },
              "overlays": {
                "description": "Overlays in the book, readable or not.",
                "minimum": 1,
                "type": "integer"
              },
              "silentDocuments": {
                "description": "Linear spine documents without narration, in reading order.",
                "items": {
                  "description": "A container path.",
                  "type": "string"
                },
                "type": "array"
              }
            },
            "required": [
              "overlays",
              "narratedDocuments",
              "silentDocuments"
            ],
            "type": "object"
          },
          "omitted": {
            "additionalProperties": false,
            "description": "How many entries each list left out past the bound of 5,000 entries a list (`ContentData.maxListEntries`); absent when every list is whole.",
            "properties": {
              "documents": {
                "description": "Content documents not listed.",
                "minimum": 0,
                "type": "integer"
              },
              "embedded": {
                "description": "Embedded elements not listed.",
                "minimum": 0,
                "type": "integer"
              },
              "headings": {
                "description": "Headings not listed.",
                "minimum": 0,
                "type": "integer"
              },
              "images": {
                "description": "Images not listed.",
                "minimum": 0,
                "type": "integer"
              },
              "media": {
                "description": "Audio and video elements not listed.",
                "minimum": 0,
                "type": "integer"
              },
              "tableOfContents": {
                "description": "Table of contents entries not listed.",
                "minimum": 0,
                "type": "integer"
              }
            },
            "required": [
              "images",
              "headings",
              "media",
              "embedded",
              "documents",
              "tableOfContents"
            ],
            "type": "object"
          },
          "tableOfContents": {
            "description": "The table of contents (the navigation document's `toc` nav, else the NCX), flattened in document order with each entry's depth (1: top level).",
            "items": {
              "additionalProperties": false,
              "properties": {
                "depth": {
                  "description": "1 for the top level.",
                  "minimum": 1,
                  "type": "integer"
                },
                "href": {
                  "description": "The entry's `href` as written; absent for a heading without a link.",
                  "type": "string"
                },
                "label": {
                  "description": "The entry's label.",
                  "type": "string"
                }
              },
              "required": [
                "label",
                "depth"
              ],
              "type": "object"
            },
            "type": "array"
          }
        },
        "required": [
          "flags",
          "headings",
          "images",
          "media"
        ],
        "type": "object"
      },
      "Report.DisplayField": {
        "additionalProperties": false,
        "description": "One display field of the W3C Accessibility Metadata Display Guide.",
        "properties": {
          "hasMetadata": {
            "description": "False when the field only says no information is available (a consumer may hide it).",
            "type": "boolean"
          },
          "id": {
            "description": "The W3C field id.",
            "enum": [
              "ways-of-reading",
              "conformance",
              "navigation",
              "rich-content",
              "hazards",
              "accessibility-summary",
              "legal-considerations",
              "additional-accessibility-information"
            ],
            "type": "string"
          },
          "statements": {
            "description": "The statements to show, in display order.",
            "items": {
              "$ref": "#/components/schemas/Report.DisplayStatement",
              "description": "A statement."
            },
            "type": "array"
          },
          "title": {
            "description": "The canonical English heading of the field.",
            "type": "string"
          }
        },
        "required": [
          "hasMetadata",
          "id",
          "statements",
          "title"
        ],
        "type": "object"
      },
      "Report.DisplayGuide": {
        "additionalProperties": false,
        "description": "What a reading system or store would show a reader, per the W3C Accessibility Metadata Display Guide.",
        "properties": {
          "fields": {
            "description": "The eight fields, in W3C order.",
            "items": {
              "$ref": "#/components/schemas/Report.DisplayField",
              "description": "A field."
            },
            "maxItems": 8,
            "minItems": 8,
            "type": "array"
          },
          "localization": {
            "additionalProperties": false,
            "description": "The W3C translation the wordings come from; absent for the canonical English.",
            "properties": {
              "conformanceDetailsTitle": {
                "description": "The heading of the detailed conformance information, translated.",
                "type": "string"
              },
              "fallbackKeys": {
                "description": "Statement and title ids the translation lacks, shown in English.",
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "locale": {
                "description": "The locale of the W3C file (`fr-FR`).",
                "type": "string"
              },
              "provider": {
                "description": "Who made the translation (`edrlab`, `vitalsource`, ...).",
                "type": "string"
              },
              "version": {
                "description": "The Display Guide version of the file.",
                "type": "string"
              }
            },
            "required": [
              "locale",
              "provider",
              "version",
              "fallbackKeys",
              "conformanceDetailsTitle"
            ],
            "type": "object"
          }
        },
        "required": [
          "fields"
        ],
        "type": "object"
      },
      "Report.DisplayStatement": {
        "additionalProperties": false,
        "description": "One line of a display field, in both W3C wordings.",
        "properties": {
          "compact": {
            "description": "The short wording.",
            "type": "string"
          },
          "descriptive": {
            "description": "The explanatory wording.",
            "type": "string"
          },
          "id": {
            "description": "The W3C statement id (`ways-of-reading-nonvisual-reading-readable`, ...); `accessibility-summary` for the publisher's summary.",
            "type": "string"
          },
          "language": {
            "description": "The language of the text when it is the publisher's (the accessibility summary).",
            "type": "string"
          },
          "link": {
            "description": "A URL the statement links to (a certifier report or credential), as written.",
            "type": "string"
          }
        },
        "required": [
          "compact",
          "descriptive",
          "id"
        ],
        "type": "object"
      },
      "Report.EPUBError": {
        "additionalProperties": false,
        "description": "What stopped the book from being read.",
        "properties": {
          "entry": {
            "description": "The entry inside the container the error is about, when there is one.",
            "type": "string"
          },
          "file": {
            "description": "The book as the caller named it.",
            "type": "string"
          },
          "kind": {
            "description": "The kind of error.",
            "enum": [
              "fileNotFound",
              "notAZip",
              "unreadable",
              "missingEntry",
              "noRootfile",
              "malformedXML",
              "limitExceeded",
              "unsafePath",
              "encryptedEntry",
              "corruptEntry",
              "cancelled",
              "outputIsInput",
              "unwritable",
              "fixRefused"
            ],
            "type": "string"
          },
          "line": {
            "description": "1-based line in `entry`, for XML errors.",
            "minimum": 1,
            "type": "integer"
          },
          "reason": {
            "description": "One sentence, without the file name.",
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "file",
          "kind",
          "reason"
        ],
        "type": "object"
      },
      "Report.Finding": {
        "additionalProperties": false,
        "description": "One result of one rule: what is wrong (or needs a person to look), and where.",
        "properties": {
          "elementID": {
            "description": "The offending element's id, when it has one.",
            "type": "string"
          },
          "impact": {
            "description": "How much the finding hurts readers (axe-core's scale, as in Ace).",
            "enum": [
              "minor",
              "moderate",
              "serious",
              "critical"
            ],
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "Where the problem is; absent for publication-wide findings."
          },
          "message": {
            "description": "One sentence that quotes the offending value.",
            "minLength": 1,
            "type": "string"
          },
          "outcome": {
            "description": "`failed`: the rule shows a requirement is not met; `needs-review`: a person must check.",
            "enum": [
              "failed",
              "needs-review"
            ],
            "type": "string"
          },
          "ruleID": {
            "description": "Stable kebab-case rule id (DAISY Ace's id where Ace has the same rule); `epub-a11y rules` lists them.",
            "pattern": "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$",
            "type": "string"
          }
        },
        "required": [
          "impact",
          "message",
          "outcome",
          "ruleID"
        ],
        "type": "object"
      },
      "Report.Heading": {
        "additionalProperties": false,
        "description": "A heading of the outline across the spine.",
        "properties": {
          "inAside": {
            "description": "True when the heading is inside an `aside`.",
            "type": "boolean"
          },
          "level": {
            "description": "1 to 6 for `h1`..`h6` (or `aria-level`); absent for `role=heading` without a level.",
            "minimum": 1,
            "type": "integer"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "The heading element."
          },
          "text": {
            "description": "The heading text.",
            "type": "string"
          }
        },
        "required": [
          "inAside",
          "location",
          "text"
        ],
        "type": "object"
      },
      "Report.HrefStatement": {
        "additionalProperties": false,
        "description": "A reference of the package metadata with where it came from.",
        "properties": {
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the value was written."
          },
          "value": {
            "$ref": "#/components/schemas/Report.ResolvedHref",
            "description": "The href, resolved against the package document."
          }
        },
        "required": [
          "provenance",
          "value"
        ],
        "type": "object"
      },
      "Report.Image": {
        "additionalProperties": false,
        "description": "An image-like element of a content document and its text alternatives.",
        "properties": {
          "alt": {
            "description": "The `alt` attribute, when present (may be empty).",
            "type": "string"
          },
          "ariaLabel": {
            "description": "`aria-label`, or for SVG its `<title>`, when present.",
            "type": "string"
          },
          "describedBy": {
            "description": "Ids in `aria-describedby`.",
            "items": {
              "description": "An id.",
              "type": "string"
            },
            "type": "array"
          },
          "details": {
            "description": "Ids in `aria-details`.",
            "items": {
              "description": "An id.",
              "type": "string"
            },
            "type": "array"
          },
          "figcaption": {
            "description": "Text of the caption of the nearest enclosing `figure`.",
            "type": "string"
          },
          "html": {
            "description": "The element's start tag as written (attributes in document order, values over 200 characters cut with `…`).",
            "type": "string"
          },
          "kind": {
            "description": "`img`, `svg-image` (`image` in SVG), `svg` (an inline SVG root), `input-image`, `area`, `role-img` (another element with role img).",
            "enum": [
              "img",
              "svg-image",
              "svg",
              "input-image",
              "area",
              "role-img"
            ],
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "The element."
          },
          "purpose": {
            "description": "`content`, or a kind the W3C Package Metadata Authoring Guide leaves out of the visual access mode: `cover`, `publisher-matter`, `logo`, `decorative` (docs/CALIBRATION.md).",
            "enum": [
              "content",
              "cover",
              "publisher-matter",
              "logo",
              "decorative"
            ],
            "type": "string"
          },
          "roles": {
            "description": "Tokens of the `role` attribute.",
            "items": {
              "description": "A role.",
              "type": "string"
            },
            "type": "array"
          },
          "src": {
            "description": "Container path of the image, or the src as written when external; absent when there is none.",
            "type": "string"
          },
          "title": {
            "description": "The `title` attribute, when present.",
            "type": "string"
          }
        },
        "required": [
          "describedBy",
          "details",
          "kind",
          "location",
          "purpose",
          "roles"
        ],
        "type": "object"
      },
      "Report.Media": {
        "additionalProperties": false,
        "description": "An audio or video element.",
        "properties": {
          "autoplay": {
            "description": "True when the element has `autoplay`.",
            "type": "boolean"
          },
          "controls": {
            "description": "True when the element has `controls`.",
            "type": "boolean"
          },
          "html": {
            "description": "The element's start tag as written.",
            "type": "string"
          },
          "kind": {
            "description": "The element.",
            "enum": [
              "audio",
              "video"
            ],
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "The element."
          },
          "sources": {
            "description": "Sources (the `src` attribute and `source` children), as written.",
            "items": {
              "description": "A source.",
              "type": "string"
            },
            "type": "array"
          },
          "trackKinds": {
            "description": "`kind` of each `track` child.",
            "items": {
              "description": "A track kind (`captions`, `subtitles`, ...).",
              "type": "string"
            },
            "type": "array"
          },
          "tracks": {
            "description": "The `track` children with their attributes.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "kind": {
                  "description": "`kind`, `subtitles` when absent (HTML's default).",
                  "type": "string"
                },
                "label": {
                  "description": "`label` as written.",
                  "type": "string"
                },
                "src": {
                  "description": "`src` as written.",
                  "type": "string"
                },
                "srclang": {
                  "description": "`srclang` as written.",
                  "type": "string"
                }
              },
              "required": [
                "kind"
              ],
              "type": "object"
            },
            "type": "array"
          }
        },
        "required": [
          "autoplay",
          "controls",
          "kind",
          "location",
          "sources",
          "trackKinds"
        ],
        "type": "object"
      },
      "Report.OmittedFindings": {
        "additionalProperties": false,
        "description": "How many findings of one rule, outcome and impact the report counted past the 5,000 it lists.",
        "properties": {
          "count": {
            "description": "How many were left out.",
            "minimum": 1,
            "type": "integer"
          },
          "impact": {
            "description": "How much the finding hurts readers (axe-core's scale, as in Ace).",
            "enum": [
              "minor",
              "moderate",
              "serious",
              "critical"
            ],
            "type": "string"
          },
          "outcome": {
            "description": "`failed`: the rule shows a requirement is not met; `needs-review`: a person must check.",
            "enum": [
              "failed",
              "needs-review"
            ],
            "type": "string"
          },
          "ruleID": {
            "description": "The rule.",
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "count",
          "impact",
          "outcome",
          "ruleID"
        ],
        "type": "object"
      },
      "Report.PageBreakSource": {
        "additionalProperties": false,
        "description": "A declaration of the source of the pagination.",
        "properties": {
          "form": {
            "description": "`pageBreakSource`; `dc-source-of-pagination`: `dc:source` refined by `source-of` = pagination; `a11y-prefixed`: `a11y:pageBreakSource`, the wrong prefix.",
            "enum": [
              "pageBreakSource",
              "dc-source-of-pagination",
              "a11y-prefixed"
            ],
            "type": "string"
          },
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where it was written."
          },
          "value": {
            "description": "The source as written (an identifier such as an ISBN, or `none`).",
            "type": "string"
          }
        },
        "required": [
          "form",
          "provenance",
          "value"
        ],
        "type": "object"
      },
      "Report.Provenance": {
        "additionalProperties": false,
        "description": "Where a metadata value was written in the package document, and in which form.",
        "properties": {
          "form": {
            "description": "How the value was written: `<meta property>` (EPUB 3), `<meta name content>` (EPUB 2 form), `<link rel href>`, or a Dublin Core element.",
            "enum": [
              "meta-property",
              "meta-name",
              "link",
              "dublin-core"
            ],
            "type": "string"
          },
          "id": {
            "description": "The element's `id`, when it has one.",
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "The element that holds the value."
          },
          "property": {
            "description": "The property, `name`, `rel` or element exactly as written (e.g. `schema:accessMode`).",
            "type": "string"
          },
          "refines": {
            "description": "The `refines` attribute as written, when present.",
            "type": "string"
          }
        },
        "required": [
          "form",
          "location",
          "property"
        ],
        "type": "object"
      },
      "Report.Requirement": {
        "additionalProperties": false,
        "description": "One requirement of the conformance assessment and its status.",
        "properties": {
          "concern": {
            "description": "Which verdict the row feeds: `content` (WCAG, EPUB techniques, page navigation) or `metadata` (discovery metadata, conformance reporting, the page source).",
            "enum": [
              "content",
              "metadata"
            ],
            "type": "string"
          },
          "evidence": {
            "description": "Sentences supporting the status (finding messages with locations, at most 20 plus a count); for `not-applicable`, why the requirement does not apply.",
            "items": {
              "description": "One piece of evidence.",
              "type": "string"
            },
            "type": "array"
          },
          "findingCount": {
            "description": "Number of findings that count for this requirement.",
            "minimum": 0,
            "type": "integer"
          },
          "group": {
            "description": "The group the requirement belongs to.",
            "enum": [
              "discovery-metadata",
              "conformance-reporting",
              "page-navigation",
              "wcag",
              "epub-techniques"
            ],
            "type": "string"
          },
          "id": {
            "description": "Stable requirement id (`discovery-accessmode`, `wcag-1.1.1`, ...).",
            "type": "string"
          },
          "impact": {
            "description": "For a `not-met` row only: the worst impact of its failed findings, or the requirement's own.",
            "enum": [
              "minor",
              "moderate",
              "serious",
              "critical"
            ],
            "type": "string"
          },
          "level": {
            "description": "`must` requirements decide the verdict; `should` ones are recommendations.",
            "enum": [
              "must",
              "should"
            ],
            "type": "string"
          },
          "manualChecks": {
            "description": "What a person must still check (empty when not applicable).",
            "items": {
              "description": "One manual check.",
              "type": "string"
            },
            "type": "array"
          },
          "reference": {
            "description": "URL of the specification section.",
            "format": "uri",
            "type": "string"
          },
          "rules": {
            "description": "Ids of the rules whose findings count for this requirement, sorted.",
            "items": {
              "pattern": "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$",
              "type": "string"
            },
            "type": "array"
          },
          "status": {
            "description": "`met`, `not-met` (a rule failed or a check found a gap), `needs-review` (a person must check), `not-applicable`.",
            "enum": [
              "met",
              "not-met",
              "needs-review",
              "not-applicable"
            ],
            "type": "string"
          },
          "title": {
            "description": "What the requirement asks.",
            "type": "string"
          }
        },
        "required": [
          "concern",
          "evidence",
          "findingCount",
          "group",
          "id",
          "level",
          "manualChecks",
          "reference",
          "rules",
          "status",
          "title"
        ],
        "type": "object"
      },
      "Report.ResolvedHref": {
        "additionalProperties": false,
        "description": "An href resolved against the document that holds it.",
        "properties": {
          "fragment": {
            "description": "The decoded fragment identifier, without `#`.",
            "type": "string"
          },
          "href": {
            "description": "The href exactly as written.",
            "type": "string"
          },
          "kind": {
            "description": "`container`: points into the container (`path` set); `external`: has a URL scheme; `outsideContainer`: climbs above the container root.",
            "enum": [
              "container",
              "external",
              "outsideContainer"
            ],
            "type": "string"
          },
          "path": {
            "description": "The decoded container path, for `container` references.",
            "type": "string"
          }
        },
        "required": [
          "href",
          "kind"
        ],
        "type": "object"
      },
      "Report.SourceLocation": {
        "additionalProperties": false,
        "description": "A position in the publication: a container path and, when known, a 1-based line and the element's pointers (an EPUB CFI path and a CSS selector).",
        "properties": {
          "cfi": {
            "description": "The element's EPUB CFI path inside the document (element steps only, each even: `/4/16/4/2`), as DAISY Ace writes `earl:pointer.cfi`; absent for the root element and for places that are not an element.",
            "pattern": "^(/[0-9]*[02468])+$",
            "type": "string"
          },
          "css": {
            "description": "A CSS selector that selects the element and no other (`:root > body:nth-child(2) > p:nth-child(3)`); absent for places that are not an element.",
            "minLength": 1,
            "type": "string"
          },
          "line": {
            "description": "1-based line in `path`; absent when unknown.",
            "minimum": 1,
            "type": "integer"
          },
          "path": {
            "description": "Path of the file inside the container (or the book itself for container-level problems).",
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "path"
        ],
        "type": "object"
      },
      "Report.StringStatement": {
        "additionalProperties": false,
        "description": "A text value of the package metadata with where it came from.",
        "properties": {
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the value was written."
          },
          "value": {
            "description": "The value as written (whitespace-normalised).",
            "type": "string"
          }
        },
        "required": [
          "provenance",
          "value"
        ],
        "type": "object"
      },
      "Report.SufficientSet": {
        "additionalProperties": false,
        "description": "One `schema:accessModeSufficient` set (a comma list), order-free.",
        "properties": {
          "modes": {
            "description": "The members, sorted by canonical name, duplicates removed.",
            "items": {
              "$ref": "#/components/schemas/Report.VocabularyToken",
              "description": "A mode."
            },
            "type": "array"
          },
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the set was written."
          }
        },
        "required": [
          "modes",
          "provenance"
        ],
        "type": "object"
      },
      "Report.TokenStatement": {
        "additionalProperties": false,
        "description": "A vocabulary value of the package metadata with where it came from.",
        "properties": {
          "provenance": {
            "$ref": "#/components/schemas/Report.Provenance",
            "description": "Where the value was written."
          },
          "value": {
            "$ref": "#/components/schemas/Report.VocabularyToken",
            "description": "The value, recognised against its vocabulary."
          }
        },
        "required": [
          "provenance",
          "value"
        ],
        "type": "object"
      },
      "Report.Verdict": {
        "description": "`fails`: a must requirement is not met or a claim is contradicted with serious or critical impact; `no-automated-failures`: nothing automated failed (manual checks remain); `cannot-be-assessed`: the book could not be read.",
        "enum": [
          "fails",
          "no-automated-failures",
          "cannot-be-assessed"
        ],
        "type": "string"
      },
      "Report.VerdictReason": {
        "additionalProperties": false,
        "description": "One reason a verdict fails: a must requirement shown not met, or a claim the content contradicts.",
        "properties": {
          "concern": {
            "description": "Which verdict it makes fail.",
            "enum": [
              "content",
              "metadata"
            ],
            "type": "string"
          },
          "evidence": {
            "description": "The strongest piece of evidence, with `path:line` when there is one.",
            "type": "string"
          },
          "failedFindings": {
            "description": "The failed findings behind a requirement; 0 for a claim (since 1.4.0).",
            "minimum": 0,
            "type": "integer"
          },
          "id": {
            "description": "The requirement's or the claim check's id.",
            "minLength": 1,
            "type": "string"
          },
          "impact": {
            "description": "The worst failed finding behind it, or the claim's impact.",
            "enum": [
              "minor",
              "moderate",
              "serious",
              "critical"
            ],
            "type": "string"
          },
          "kind": {
            "description": "A requirement row or a claim check.",
            "enum": [
              "requirement",
              "claim"
            ],
            "type": "string"
          },
          "location": {
            "$ref": "#/components/schemas/Report.SourceLocation",
            "description": "Where to look first; absent when the reason is about the book as a whole."
          },
          "rules": {
            "description": "The rules of those findings, sorted; empty for a claim (since 1.4.0).",
            "items": {
              "minLength": 1,
              "type": "string"
            },
            "type": "array"
          },
          "sentence": {
            "description": "One sentence a person can act on, in English (the text and HTML reports word it in their language).",
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "concern",
          "failedFindings",
          "id",
          "impact",
          "kind",
          "rules",
          "sentence"
        ],
        "type": "object"
      },
      "Report.VocabularyToken": {
        "additionalProperties": false,
        "description": "One value of an open vocabulary as written, and the term it was recognised as.",
        "properties": {
          "canonical": {
            "description": "The recognised term in its canonical spelling; absent for an unknown token.",
            "type": "string"
          },
          "isDeprecated": {
            "description": "True when the recognised term is deprecated.",
            "type": "boolean"
          },
          "note": {
            "description": "How the written value differs from the canonical term, when it does.",
            "enum": [
              "case-differs",
              "known-typo",
              "extension-stripped",
              "descriptor-stripped"
            ],
            "type": "string"
          },
          "replacement": {
            "description": "The term to use instead of a deprecated one, when the vocabulary names one.",
            "type": "string"
          },
          "written": {
            "description": "The value exactly as written (whitespace-normalised).",
            "type": "string"
          }
        },
        "required": [
          "isDeprecated",
          "written"
        ],
        "type": "object"
      },
      "ReportBadRequest": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "$ref": "#/components/schemas/BadRequestKind"
              },
              "status": {
                "const": 400
              }
            }
          }
        }
      },
      "RuleDetail": {
        "additionalProperties": false,
        "properties": {
          "id": {
            "minLength": 1,
            "type": "string"
          },
          "impact": {
            "$ref": "#/components/schemas/Impact"
          },
          "rationale": {
            "type": "string"
          },
          "references": {
            "items": {
              "format": "uri",
              "type": "string"
            },
            "type": "array"
          },
          "scope": {
            "$ref": "#/components/schemas/RuleScope"
          },
          "tags": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "title",
          "impact",
          "scope",
          "tags",
          "rationale",
          "references"
        ],
        "type": "object"
      },
      "RuleScope": {
        "description": "`package`: judged from the package document; `content`: from the content documents.",
        "enum": [
          "package",
          "content"
        ]
      },
      "RuleSummary": {
        "additionalProperties": false,
        "properties": {
          "id": {
            "minLength": 1,
            "type": "string"
          },
          "impact": {
            "$ref": "#/components/schemas/Impact"
          },
          "scope": {
            "$ref": "#/components/schemas/RuleScope"
          },
          "tags": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "title",
          "impact",
          "scope",
          "tags"
        ],
        "type": "object"
      },
      "SARIFLog": {
        "description": "A SARIF 2.1.0 log (OASIS), one run for the book.",
        "properties": {
          "$schema": {
            "format": "uri",
            "type": "string"
          },
          "runs": {
            "items": {
              "required": [
                "tool",
                "results"
              ],
              "type": "object"
            },
            "maxItems": 1,
            "minItems": 1,
            "type": "array"
          },
          "version": {
            "const": "2.1.0"
          }
        },
        "required": [
          "version",
          "runs"
        ],
        "type": "object"
      },
      "Suggestion": {
        "additionalProperties": false,
        "description": "The accessibility metadata a book should declare, derived from its audit, as written by `epub-a11y suggest --format json` (one object; an array of them for several books; one per line with `--format ndjson`) and by `POST /v1/suggestions` (`JSONOutput.encode(MetadataSuggestion)`). Keys are sorted; optional values are omitted rather than null. Every object is closed (`additionalProperties: false`) so that any change of the Swift types shows up as a validation failure: bump `schemaVersion` and update this file together.",
        "properties": {
          "book": {
            "description": "The book's path or name, as audited.",
            "type": "string"
          },
          "conflicts": {
            "description": "Declared statements the content contradicts or does not support, and statements the content needs that the book lacks.",
            "items": {
              "$ref": "#/components/schemas/Suggestion.Conflict"
            },
            "type": "array"
          },
          "epubVersion": {
            "description": "EPUB major version: 2 gets `<meta name content>` elements, 3 `<meta property>`.",
            "minimum": 1,
            "type": "integer"
          },
          "language": {
            "description": "The book's language as its first `dc:language` gives it; absent when it declares none.",
            "type": "string"
          },
          "schemaVersion": {
            "const": "1.0.0",
            "description": "Version of this JSON shape; bumped on any change."
          },
          "statements": {
            "description": "Every statement in the order a fix writes them: access modes, sufficient sets, features, hazards, summary.",
            "items": {
              "$ref": "#/components/schemas/Suggestion.Statement"
            },
            "type": "array"
          },
          "summaryLanguage": {
            "description": "The language the drafted summary is in: the book's primary language when there are phrases for it, else `en`.",
            "enum": [
              "en",
              "fr",
              "de",
              "es",
              "it"
            ]
          }
        },
        "required": [
          "schemaVersion",
          "book",
          "epubVersion",
          "summaryLanguage",
          "statements",
          "conflicts"
        ],
        "title": "epub-a11y suggested accessibility metadata",
        "type": "object"
      },
      "Suggestion.Conflict": {
        "additionalProperties": false,
        "description": "A claim check that did not come out consistent.",
        "properties": {
          "evidence": {
            "description": "What the content shows.",
            "type": "string"
          },
          "kind": {
            "description": "`contradicted`: declared, the content says otherwise; `unsupported`: declared, the content has no trace of it; `missing`: needed, not declared.",
            "enum": [
              "contradicted",
              "unsupported",
              "missing"
            ]
          },
          "statement": {
            "description": "The statement concerned, as `property value`.",
            "type": "string"
          }
        },
        "required": [
          "kind",
          "statement",
          "evidence"
        ],
        "type": "object"
      },
      "Suggestion.Statement": {
        "additionalProperties": false,
        "description": "One metadata statement with its reason and evidence.",
        "properties": {
          "evidence": {
            "description": "Where the content shows it: `path:line` locations and counts.",
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "property": {
            "description": "The schema.org property, without prefix.",
            "enum": [
              "accessMode",
              "accessModeSufficient",
              "accessibilityFeature",
              "accessibilityHazard",
              "accessibilitySummary"
            ]
          },
          "reason": {
            "description": "Why, in a sentence (the authoring guide's check it follows).",
            "minLength": 1,
            "type": "string"
          },
          "status": {
            "description": "`declared`: the book has it, kept as written. `proposed`: the content proves it, a fix adds it. `to-confirm`: only a person can say; never written without `--accept`.",
            "enum": [
              "declared",
              "proposed",
              "to-confirm"
            ]
          },
          "value": {
            "description": "The value as written in the package document (`textual`, `textual,visual`, a summary).",
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "property",
          "value",
          "status",
          "reason",
          "evidence"
        ],
        "type": "object"
      },
      "SuggestionBadRequest": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "enum": [
                  "badFormat",
                  "incompleteUpload",
                  "malformedUpload"
                ]
              },
              "status": {
                "const": 400
              }
            }
          }
        }
      },
      "UnprocessableError": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "kind": {
                "$ref": "#/components/schemas/EPUBErrorKind"
              },
              "status": {
                "const": 422
              }
            },
            "required": [
              "file"
            ]
          }
        }
      },
      "UploadTimeoutError": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "const": "uploadTimeout"
              },
              "status": {
                "const": 408
              }
            }
          }
        }
      },
      "UploadTooLargeError": {
        "$ref": "#/components/schemas/Error",
        "properties": {
          "error": {
            "properties": {
              "file": false,
              "kind": {
                "const": "uploadTooLarge"
              },
              "status": {
                "const": 413
              }
            }
          }
        }
      }
    }
  },
  "info": {
    "description": "`POST` an EPUB's bytes, get its accessibility conformance report (EPUB Accessibility 1.1/1.2,\nWCAG), its W3C Accessibility Metadata Display Guide, or the metadata it should declare.\nNothing is written to disk. Every error is a JSON body `{\"error\": {\"status\", \"kind\",\n\"reason\", \"file\"}}` whose `kind` names the cause (docs/guide/service.md).\n\nThe upload is bounded in size (`--max-upload-mb`, 413) and in time (`--request-timeout`,\n408); audits run at most `--max-concurrent` at once (503 with `Retry-After` beyond that)\nand each within `--timeout` seconds (504).\n",
    "license": {
      "name": "MIT"
    },
    "summary": "EPUB accessibility reports over HTTP.",
    "title": "epub-a11y service",
    "version": "1.0.0"
  },
  "openapi": "3.1.0",
  "paths": {
    "/healthz": {
      "get": {
        "description": "Answers at once, also while audits run (they have threads of their own).",
        "operationId": "health",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            },
            "description": "The service is up."
          }
        },
        "summary": "Liveness check.",
        "tags": [
          "service"
        ]
      }
    },
    "/metrics": {
      "get": {
        "description": "The Prometheus text exposition format, version 0.0.4 (`Content-Type: text/plain;\nversion=0.0.4; charset=utf-8`).\n",
        "operationId": "metrics",
        "responses": {
          "200": {
            "content": {
              "text/plain": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "description": "The metrics."
          }
        },
        "summary": "Prometheus metrics.",
        "tags": [
          "service"
        ]
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "openAPI",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "properties": {
                    "openapi": {
                      "const": "3.1.0"
                    }
                  },
                  "required": [
                    "openapi",
                    "info",
                    "paths",
                    "components"
                  ],
                  "type": "object"
                }
              }
            },
            "description": "The OpenAPI 3.1 document, report schemas included."
          }
        },
        "summary": "This description, as one self-contained JSON document.",
        "tags": [
          "service"
        ]
      }
    },
    "/v1/reports": {
      "post": {
        "description": "The body is the EPUB's bytes. The answer is its conformance report in `format`, or with\n`view=display-guide` its Display Guide (package document only, always JSON, no audit\nslot needed: never 503 or 504).\n\nThe Display Guide's language comes from `lang`, else from `Accept-Language`;\n`Content-Language` says which, and `Vary: Accept-Language` tells caches the answer\ndepends on it.\n",
        "operationId": "createReport",
        "parameters": [
          {
            "description": "The report's format and so the response's media type: `json` (application/json,\ndocs/report.schema.json), `ace` and `earl` (application/ld+json, DAISY Ace's\n`report.json`, docs/ace-report.schema.json), `html` (text/html; charset=utf-8, one\nself-contained page), `text` and `github` (text/plain; charset=utf-8: for a\nterminal, GitHub Actions annotations), `sarif` (application/sarif+json, SARIF 2.1.0),\n`junit` (application/xml, JUnit XML). Ignored with `view=display-guide`.\n",
            "in": "query",
            "name": "format",
            "schema": {
              "default": "json",
              "enum": [
                "text",
                "json",
                "html",
                "ace",
                "earl",
                "sarif",
                "junit",
                "github"
              ],
              "type": "string"
            }
          },
          {
            "description": "The EPUB Accessibility version to judge by; absent, the one the book claims.",
            "in": "query",
            "name": "profile",
            "schema": {
              "enum": [
                "epub-a11y-1.1",
                "epub-a11y-1.2"
              ],
              "type": "string"
            }
          },
          {
            "description": "The Display Guide's language: a BCP 47 tag whose language one of the W3C translations\nserves (38 locales in 33 languages): the locale itself when shipped (`fr-CA`), else the\nlanguage's main locale (`fr`, `fr-BE` → `fr-FR`; `zh-Hant` → `zh-TW`). The server also\ntakes upper case, `_` for `-` and old codes (`iw`, `in`, `no`, `nn`, `fil`); a tag of\nany other language is a 400 `badLang`. Absent, `Accept-Language` decides.\n",
            "example": "fr",
            "in": "query",
            "name": "lang",
            "schema": {
              "pattern": "^(ar|bg|ca|cs|cy|da|de|el|en|es|fi|fr|ga|he|hi|hu|id|is|it|ja|ko|nb|nl|pl|pt|ro|ru|sv|th|tl|tr|vi|zh)(-[A-Za-z0-9]{1,8})*$",
              "type": "string"
            }
          },
          {
            "description": "`display-guide`: the Display Guide alone (reads only the package document).",
            "in": "query",
            "name": "view",
            "schema": {
              "enum": [
                "display-guide"
              ],
              "type": "string"
            }
          },
          {
            "$ref": "#/components/parameters/name"
          },
          {
            "description": "Used when `lang` is absent: the first range, by descending q-value, that a translation\nserves (`q=0` ranges are skipped); none, `*` or no header gives English (en-US).\nNever an error.\n",
            "example": "fr-CA, fr;q=0.9, en;q=0.5",
            "in": "header",
            "name": "Accept-Language",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/Book"
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/Report"
                    },
                    {
                      "$ref": "#/components/schemas/Report.DisplayGuide"
                    }
                  ]
                }
              },
              "application/ld+json": {
                "schema": {
                  "$ref": "#/components/schemas/AceReport"
                }
              },
              "application/sarif+json": {
                "schema": {
                  "$ref": "#/components/schemas/SARIFLog"
                }
              },
              "application/xml": {
                "schema": {
                  "type": "string"
                }
              },
              "text/html": {
                "schema": {
                  "type": "string"
                }
              },
              "text/plain": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "description": "The report in the format asked (its media type as listed under `format`), or the\nDisplay Guide (application/json) with `view=display-guide`.\n",
            "headers": {
              "Content-Language": {
                "$ref": "#/components/headers/Content-Language"
              },
              "Vary": {
                "$ref": "#/components/headers/Vary"
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ReportBadRequest"
                }
              }
            },
            "description": "`badFormat`, `badProfile`, `badLang`, `badView`: a query parameter out of its range;\n`incompleteUpload`, `malformedUpload`: the body did not arrive whole (the connection\nis closed after the answer).\n",
            "headers": {
              "Connection": {
                "$ref": "#/components/headers/Connection"
              }
            }
          },
          "408": {
            "$ref": "#/components/responses/UploadTimeout"
          },
          "413": {
            "$ref": "#/components/responses/UploadTooLarge"
          },
          "422": {
            "$ref": "#/components/responses/LocalizedUnprocessable"
          },
          "503": {
            "$ref": "#/components/responses/Busy"
          },
          "504": {
            "$ref": "#/components/responses/AuditTimeout"
          }
        },
        "summary": "Audit a book.",
        "tags": [
          "reports"
        ]
      }
    },
    "/v1/rules": {
      "get": {
        "operationId": "listRules",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "items": {
                    "$ref": "#/components/schemas/RuleSummary"
                  },
                  "minItems": 1,
                  "type": "array"
                }
              }
            },
            "description": "The rules, sorted by id."
          }
        },
        "summary": "Every rule the audit runs.",
        "tags": [
          "rules"
        ]
      }
    },
    "/v1/rules/{id}": {
      "get": {
        "operationId": "getRule",
        "parameters": [
          {
            "description": "The rule's id, as `GET /v1/rules` lists it (`metadata-accessmode`).",
            "example": "metadata-accessmode",
            "in": "path",
            "name": "id",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RuleDetail"
                }
              }
            },
            "description": "The rule."
          },
          "404": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/NotFound"
                }
              }
            },
            "description": "`unknownRule`: no rule has this id."
          }
        },
        "summary": "One rule, with its rationale and references.",
        "tags": [
          "rules"
        ]
      }
    },
    "/v1/suggestions": {
      "post": {
        "description": "The book is audited under the same slot, deadline and limits as a report. `format=json`\ngives the suggestion (docs/suggestion.schema.json), `opf` the package document's\n`<meta>` block to add, `onix` an ONIX 3.0 message with the product form features the\nbook would declare after `epub-a11y fix`.\n",
        "operationId": "createSuggestion",
        "parameters": [
          {
            "description": "`json` (application/json), `opf` or `onix` (application/xml; charset=utf-8).",
            "in": "query",
            "name": "format",
            "schema": {
              "default": "json",
              "enum": [
                "json",
                "opf",
                "onix"
              ],
              "type": "string"
            }
          },
          {
            "$ref": "#/components/parameters/name"
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/Book"
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Suggestion"
                }
              },
              "application/xml": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "description": "The suggestion in the format asked."
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuggestionBadRequest"
                }
              }
            },
            "description": "`badFormat`: an unknown `format`; `incompleteUpload`, `malformedUpload`: the body did\nnot arrive whole (the connection is closed after the answer).\n",
            "headers": {
              "Connection": {
                "$ref": "#/components/headers/Connection"
              }
            }
          },
          "408": {
            "$ref": "#/components/responses/UploadTimeout"
          },
          "413": {
            "$ref": "#/components/responses/UploadTooLarge"
          },
          "422": {
            "$ref": "#/components/responses/Unprocessable"
          },
          "503": {
            "$ref": "#/components/responses/Busy"
          },
          "504": {
            "$ref": "#/components/responses/AuditTimeout"
          }
        },
        "summary": "The accessibility metadata a book should declare.",
        "tags": [
          "reports"
        ]
      }
    }
  },
  "servers": [
    {
      "description": "The server's default address (`--host`, `--port`).",
      "url": "http://127.0.0.1:8080"
    }
  ],
  "tags": [
    {
      "description": "Audits of an uploaded book.",
      "name": "reports"
    },
    {
      "description": "The rule catalogue.",
      "name": "rules"
    },
    {
      "description": "Health, metrics and this description.",
      "name": "service"
    }
  ]
}
"""#
}
