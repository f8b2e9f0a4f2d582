import Synchronization

/// What several rules compute from the same value, computed once per audit: the three image-alt
/// rules each asked whether every alt is a placeholder and folded it for comparison (a third of
/// the rules' instructions on a corpus audit, issue #45). One memo per ``RuleContext`` (its views
/// share it); the rules run one after another, the lock is only what `Sendable` asks.
final class RuleMemo: Sendable {
    /// What ``ImageAltFilenameRule/problem(_:fileName:languages:)`` is keyed by.
    struct AltKey: Hashable {
        let alt: String
        let fileName: String?
        let languages: [String]
    }

    private let problems = Mutex<[AltKey: ReportMessage?]>([:])
    private let comparable = Mutex<[String: String]>([:])

    /// ``ImageAltFilenameRule/problem(_:fileName:languages:)``, once per alt, file name and languages.
    func altProblem(_ alt: String, fileName: String?, languages: [String]) -> ReportMessage? {
        let key = AltKey(alt: alt, fileName: fileName, languages: languages)
        if let known = problems.withLock({ $0[key] }) { return known }
        let problem = ImageAltFilenameRule.problem(alt, fileName: fileName, languages: languages)
        problems.withLock { $0[key] = .some(problem) }
        return problem
    }

    /// ``RuleSupport/comparableText(_:)``, once per text.
    func comparableText(_ text: String) -> String {
        if let known = comparable.withLock({ $0[text] }) { return known }
        let folded = RuleSupport.comparableText(text)
        comparable.withLock { $0[text] = folded }
        return folded
    }
}
