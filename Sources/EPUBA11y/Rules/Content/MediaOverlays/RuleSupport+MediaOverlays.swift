import EPUBCore

extension RuleSupport {
    /// Overlays that were read and are SMIL. The others (missing, not well-formed, another root)
    /// are reported once, by `epub-mediaoverlays-reference`, so one broken file is one finding.
    static func readOverlays(_ context: RuleContext) -> [MediaOverlayDocument] {
        context.content.overlays.filter { $0.failure == nil && $0.hasSMILRoot }
    }

    /// `href` as a message quotes it (the empty string when absent).
    static func quotedSrc(_ src: String?) -> String { quoted(src ?? "", limit: 80) }
}

/// Books with media overlays for rule examples: chapter 1 narrated by `chapter1.smil`, its audio
/// at `audio/chapter1.mp3` (manifest id `audio`). Rules never open the audio, so a few bytes do.
enum MediaOverlayExamples {
    /// Manifest line of the narration.
    static let audioItem = #"<item id="audio" href="audio/chapter1.mp3" media-type="audio/mpeg"/>"#
    /// `media:duration` for an overlay of `seconds` and the same total, as `example` books need for
    /// the duration rule (the other rules ignore them).
    static func durations(_ seconds: String) -> String {
        ##"<meta property="media:duration" refines="#mo1">\##(seconds)</meta><meta property="media:duration">\##(seconds)</meta>"##
    }

    /// A media overlay whose `body` holds `body` (each line of `body` stays a line of the file).
    static func smil(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
        <body epub:textref="chapter1.xhtml">
        \(body)
        </body>
        </smil>
        """
    }

    /// One `par` on one line: `text` pointing at `chapter1.xhtml#fragment`, then the clip.
    static func par(_ fragment: String, _ begin: String = "0s", _ end: String = "1s", attributes: String = "") -> String {
        #"<par\#(attributes)><text src="chapter1.xhtml#\#(fragment)"/><audio src="audio/chapter1.mp3" clipBegin="\#(begin)" clipEnd="\#(end)"/></par>"#
    }

    /// A book whose chapter 1 has `body` and is narrated by an overlay whose `body` holds `smilBody`.
    static func example(_ expectation: RuleExample.Expectation, chapter body: String, smil smilBody: String,
                        metadata: String = "", manifestItems: String = audioItem,
                        files: [String: String] = ["audio/chapter1.mp3": "ID3"]) -> RuleExample {
        var example = RuleExample(expectation, metadata: metadata)
        example.documents = [RuleExample.xhtml(body: body)]
        example.manifestItems = manifestItems
        example.files = files
        example.overlays = [smil(smilBody)]
        return example
    }

    /// The chapter most examples narrate: two sentences with ids `s1` and `s2`.
    static let chapter = #"<h1 id="s1">Chapter</h1><p id="s2">Text.</p>"#
}
