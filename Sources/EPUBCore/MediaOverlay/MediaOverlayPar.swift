/// One `par` of a media overlay: a text fragment and the audio clip that narrates it.
public struct MediaOverlayPar: Sendable, Hashable, Codable {
    /// 1-based line of the `par` start tag.
    public let line: Int
    /// The `par`'s `id`.
    public let id: String?
    /// `epub:type` tokens (`pagebreak`, `footnote`, ...).
    public let types: [String]
    /// The first `text` child; nil when the `par` has none.
    public var text: MediaOverlayText?
    /// The first `audio` child; nil when the `par` has none (text without narration is allowed).
    public var audio: MediaOverlayAudio?
    /// How many `text` children the `par` has (EPUB 3.3 requires exactly one).
    public var textCount = 0
    /// How many `audio` children the `par` has (at most one).
    public var audioCount = 0

    /// A `par` before its children are read.
    public init(line: Int, id: String?, types: [String]) {
        self.line = line
        self.id = id
        self.types = types
    }

    /// The clip's length when both ends are written and valid; nil otherwise (a missing
    /// `clipEnd` runs to the end of the audio file, whose length the overlay does not say).
    public var clipDuration: Double? {
        guard let audio, let end = audio.clipEnd else { return nil }
        // An absent clipBegin is 0; one written but invalid leaves the length unknown.
        let begin = audio.clipBeginText == nil ? 0 : audio.clipBegin?.seconds
        return begin.map { end.seconds - $0 }
    }
}

/// A `text` element: the content document fragment a `par` highlights.
public struct MediaOverlayText: Sendable, Hashable, Codable {
    /// 1-based line of the `text` element.
    public let line: Int
    /// `src` as written; nil when absent.
    public let src: String?
    /// `src` resolved against the overlay document.
    public let target: ResolvedHref?
}

/// An `audio` element: the clip a `par` plays.
public struct MediaOverlayAudio: Sendable, Hashable, Codable {
    /// 1-based line of the `audio` element.
    public let line: Int
    /// `src` as written; nil when absent.
    public let src: String?
    /// `src` resolved against the overlay document.
    public let target: ResolvedHref?
    /// `clipBegin` as written; nil when absent (the clip then starts at 0).
    public let clipBeginText: String?
    /// `clipEnd` as written; nil when absent (the clip then runs to the end of the file).
    public let clipEndText: String?
    /// `clipBegin` parsed; nil when absent or not a clock value.
    public let clipBegin: SMILClock?
    /// `clipEnd` parsed; nil when absent or not a clock value.
    public let clipEnd: SMILClock?
}

/// A `seq` (or the `body`): a structure of the text such as a chapter, a table or a footnote.
public struct MediaOverlaySeq: Sendable, Hashable, Codable {
    /// 1-based line of the start tag.
    public let line: Int
    /// True for the `body` element, which is the outermost `seq`.
    public let isBody: Bool
    /// The element's `id`.
    public let id: String?
    /// `epub:type` tokens (`chapter`, `table`, `footnote`, ...).
    public let types: [String]
    /// `epub:textref` as written; nil when absent.
    public let textref: String?
    /// `epub:textref` resolved against the overlay document.
    public let textrefTarget: ResolvedHref?
}
