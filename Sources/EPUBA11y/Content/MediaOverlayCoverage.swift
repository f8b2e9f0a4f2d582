import EPUBCore

/// Which linear spine documents a working media overlay narrates: what `synchronizedAudioText`
/// promises, and what the report's data sums up.
public struct MediaOverlayCoverage: Sendable, Hashable {
    /// Linear spine content documents whose `media-overlay` names a readable SMIL overlay with at
    /// least one `par`, in reading order (container paths).
    public let narrated: [String]
    /// Linear spine content documents without such an overlay, in reading order.
    public let silent: [String]
    /// Overlays of the book (readable or not).
    public let overlayCount: Int
    /// Sum of the clip lengths of every readable overlay, in seconds; nil when some clip's length
    /// is unknown (no `clipEnd`) or there are no overlays.
    public let narratedSeconds: Double?

    /// The coverage of `publication`'s spine by the overlays in `content`.
    public init(publication: Publication, content: PublicationContent) {
        let overlaysByPath = Dictionary(content.overlays.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let walked = Set(content.documents.map(\.path))
        var narrated: [String] = [], silent: [String] = [], seen: Set<String> = []
        for (spineItem, item) in publication.package.spineItems where spineItem.isLinear {
            guard let path = item.path, walked.contains(path), seen.insert(path).inserted else { continue }
            let overlay = item.mediaOverlay
                .flatMap { publication.package.manifestItem(id: $0) }
                .flatMap { $0.path }
                .flatMap { overlaysByPath[$0] }
            if let overlay, overlay.failure == nil, overlay.hasSMILRoot, !overlay.pars.isEmpty {
                narrated.append(path)
            } else {
                silent.append(path)
            }
        }
        self.narrated = narrated
        self.silent = silent
        overlayCount = content.overlays.count
        let readable = content.overlays.filter { $0.failure == nil }
        var total: Double? = readable.isEmpty ? nil : 0
        for overlay in readable {
            guard let seconds = overlay.clipDurationTotal, let sum = total else { total = nil; break }
            total = sum + seconds
        }
        narratedSeconds = total
    }

    /// True when every linear spine content document is narrated (and there is one).
    public var coversSpine: Bool { silent.isEmpty && !narrated.isEmpty }
}
