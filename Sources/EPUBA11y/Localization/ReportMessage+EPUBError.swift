import EPUBCore

extension ReportMessage {
    /// Why a book could not be read, worded in the report's language: its reason's code is the
    /// key `error.<code>` of the string tables (`EPUBError.reasons` holds the English, and a test
    /// keeps `strings/en.json` equal to it). An error read back from a report has only its
    /// English, shown as such.
    static func reason(of error: EPUBError) -> ReportMessage {
        error.cause.map(message) ?? .verbatim(.english(error.reason))
    }

    /// `books/x.epub: META-INF/container.xml is missing`, in the report's language.
    static func description(of error: EPUBError) -> ReportMessage {
        ReportMessage("error.in-file", ["file": .value(error.file), "reason": .message(reason(of: error))])
    }

    /// A problem of the book's structure (EPUBCore's ``PublicationIssue``), worded as its reason.
    static func message(of issue: PublicationIssue) -> ReportMessage {
        issue.cause.map(message) ?? .verbatim(.english(issue.message))
    }

    /// One of EPUBCore's sentences (a CSS engine's doubt, what hides an element), worded from
    /// `error.<code>` of the tables.
    static func message(_ reason: EPUBError.Reason) -> ReportMessage {
        // libxml2's, libzip's or the system's own words: English, not ours to translate.
        if reason.code == "library", let text = reason.values["message"] { return .verbatim(.english(text)) }
        var arguments = reason.values.mapValues { ReportMessage.Argument.value($0) }
        for (name, part) in reason.parts { arguments[name] = .message(message(part)) }
        return ReportMessage("error." + reason.code, arguments)
    }
}
