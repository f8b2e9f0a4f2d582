import EPUBA11y
import EPUBCore
import Foundation
import Testing

@Suite("Media overlays: SMIL clock values")
struct SMILClockTests {
    @Test("valid clock values", arguments: [
        ("0:00:00", 0.0), ("00:00:01.5067574", 1.5067574), ("1:02:03.5", 3723.5), ("123:00:00", 442_800),
        ("02:03", 123), ("02:03.250", 123.25), ("59:59.999", 3599.999),
        ("12.5s", 12.5), ("300ms", 0.3), ("2min", 120), ("1h", 3600), ("1.5h", 5400), ("7", 7), ("0.25", 0.25),
        (" 3s\n", 3),
    ])
    func valid(text: String, seconds: Double) throws {
        let clock = try #require(SMILClock(parsing: text), "\(text) should parse")
        #expect(abs(clock.seconds - seconds) < 1e-9, "\(text) → \(clock.seconds)")
    }

    @Test("values that are not clock values", arguments: [
        "", " ", "abc", "1,5s", "-1s", "+1s", "1e3", "1 s", "1.s", ".5s", "s", "ms", "00:60", "60:00", "1:60:00",
        "1:2:3", "0:00:0", "::", "1:00:00:00", "00:00.", "3sec", "5m", "1.2.3", "0x10", "NaN", "inf", "１２s",
    ])
    func invalid(text: String) {
        #expect(SMILClock(parsing: text) == nil, "\(text) should not parse")
    }

    @Test func hugeValuesNeverTrap() throws {
        // Big but finite: kept as a Double, printed without overflowing an integer.
        let big = try #require(SMILClock(parsing: String(repeating: "9", count: 30) + ":00:00"))
        #expect(big.seconds > 1e30)
        #expect(!big.description.isEmpty)
        #expect(SMILClock(parsing: String(repeating: "9", count: 25) + "ms")?.seconds ?? 0 > 1e21)
        // Past Double's range: infinite, so rejected.
        #expect(SMILClock(parsing: String(repeating: "9", count: 400)) == nil)
        #expect(SMILClock(parsing: String(repeating: "9", count: 400) + ":00:00") == nil)
        #expect(SMILClock(parsing: "1." + String(repeating: "9", count: 5000) + "s") != nil)
        #expect(SMILClock(seconds: .infinity) == nil && SMILClock(seconds: -1) == nil && SMILClock(seconds: .nan) == nil)
    }

    @Test func descriptionRoundsToMilliseconds() throws {
        #expect(try #require(SMILClock(parsing: "1:02:03.5")).description == "1:02:03.500")
        #expect(try #require(SMILClock(parsing: "59.9996s")).description == "0:01:00.000")
        #expect(try #require(SMILClock(parsing: "300ms")) < #require(SMILClock(parsing: "1s")))
    }
}

@Suite("Media overlays: the SMIL walker")
struct MediaOverlayWalkerTests {
    static let overlay = """
        <?xml version="1.0" encoding="UTF-8"?>
        <smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
        <body epub:textref="../text/ch1.xhtml">
        <seq id="s" epub:type="chapter" epub:textref="../text/ch1.xhtml#sec1">
        <par id="p1" epub:type="pagebreak">
          <text src="../text/ch1.xhtml#page1"/>
          <audio src="../audio/ch1.mp3" clipBegin="0:00:00" clipEnd="1.5s"/>
        </par>
        <par id="p2"><text src="../text/ch1.xhtml#w1"/><audio src="../audio/ch1.mp3" clipBegin="later" clipEnd="3s"/></par>
        <par id="p3"><text src="../text/ch1.xhtml#w2"/><audio src="../audio/ch1.mp3" clipBegin="3s"/></par>
        <par id="p4"><text src="a"/><text src="b"/></par>
        <other:par xmlns:other="urn:x"><text src="ignored"/></other:par>
        </seq>
        </body>
        </smil>
        """

    func walk(_ source: String) throws -> MediaOverlayDocument {
        var walker = MediaOverlayWalker(path: "OEBPS/mo/ch1.smil", itemID: "mo1")
        _ = try XMLDocumentParser.walk(Array(source.utf8), path: "OEBPS/mo/ch1.smil", recovery: .none, into: &walker)
        return walker.document
    }

    @Test func readsParsSeqsTextsAndClips() throws {
        let document = try walk(Self.overlay)
        #expect(document.hasSMILRoot)
        #expect(document.bodyLine == 3)
        #expect(document.seqs.map(\.line) == [3, 4])
        #expect(document.seqs.map(\.isBody) == [true, false])
        #expect(document.seqs[1].types == ["chapter"])
        #expect(document.seqs[1].textrefTarget?.path == "OEBPS/text/ch1.xhtml")
        #expect(document.seqs[1].textrefTarget?.fragment == "sec1")
        // The `par` in another namespace is not an overlay par.
        #expect(document.pars.map(\.id) == ["p1", "p2", "p3", "p4"])
        let first = document.pars[0]
        #expect(first.line == 5 && first.types == ["pagebreak"])
        #expect(first.text?.line == 6 && first.text?.target?.path == "OEBPS/text/ch1.xhtml" && first.text?.target?.fragment == "page1")
        #expect(first.audio?.line == 7 && first.audio?.target?.path == "OEBPS/audio/ch1.mp3")
        #expect(first.audio?.clipBegin?.seconds == 0 && first.audio?.clipEnd?.seconds == 1.5)
        #expect(first.clipDuration == 1.5)
        // Written but invalid: kept as written, not parsed, length unknown.
        #expect(document.pars[1].audio?.clipBeginText == "later" && document.pars[1].audio?.clipBegin == nil)
        #expect(document.pars[1].clipDuration == nil)
        // No clipEnd: runs to the end of the file, so the overlay's length is unknown.
        #expect(document.pars[2].clipDuration == nil)
        #expect(document.clipDurationTotal == nil)
        #expect(document.pars[3].textCount == 2 && document.pars[3].text?.src == "a" && document.pars[3].audio == nil)
    }

    @Test func sumsClipsWhenEveryLengthIsKnown() throws {
        let document = try walk("""
            <smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body>
            <par><text src="c.xhtml#a"/><audio src="a.mp3" clipEnd="1.25s"/></par>
            <par><text src="c.xhtml#b"/><audio src="a.mp3" clipBegin="00:01.25" clipEnd="0:00:04"/></par>
            <par><text src="c.xhtml#c"/></par>
            </body></smil>
            """)
        #expect(document.clipDurationTotal == 4)
    }

    @Test func aDocumentWithoutTheSMILNamespaceHasNoPars() throws {
        let document = try walk(#"<smil version="3.0"><body><par><text src="c.xhtml#a"/></par></body></smil>"#)
        #expect(!document.hasSMILRoot)
        #expect(document.rootElement == "smil" && document.rootNamespace == nil)
        #expect(document.pars.isEmpty)
    }
}
