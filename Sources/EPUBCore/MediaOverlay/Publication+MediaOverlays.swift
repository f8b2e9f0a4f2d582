import Foundation

extension Publication {
    /// Media type of media overlay documents.
    public static let smilMediaType = "application/smil+xml"

    /// The manifest items that are media overlays, in manifest order, each path once: every item of
    /// media type `application/smil+xml`, and every item a `media-overlay` attribute names when it
    /// looks like SMIL too (its name ends `.smil`). Other named items (an MP3, a stylesheet) are not
    /// walked as XML: a rule reports the attribute instead.
    public var mediaOverlayItems: [ManifestItem] {
        let named = Set(package.manifest.compactMap(\.mediaOverlay))
        var seen: Set<String> = []
        return package.manifest.filter { item in
            let isSMIL = item.mediaType.lowercased() == Self.smilMediaType
            let namedAsSMIL = named.contains(item.id) && item.href.lowercased().hasSuffix(".smil")
            guard isSMIL || namedAsSMIL else { return false }
            return seen.insert(item.path ?? item.href).inserted
        }
    }

    /// Walks every media overlay once, `concurrency` at a time, in manifest order. An overlay that
    /// cannot be read or is not well-formed XML (SMIL gets no HTML recovery) carries its failure.
    public func readMediaOverlays(concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) async -> [MediaOverlayDocument] {
        let results = await walkItems(mediaOverlayItems, recovery: .none, concurrency: concurrency) { item in
            MediaOverlayWalker(path: item.path ?? item.href, itemID: item.id)
        }
        return results.map { result in
            var document = result.walker.document
            switch result.outcome {
            case .success(let report): document.parse = report
            case .failure(let error): document.failure = error
            }
            return document
        }
    }
}
