import CoreMetrics

/// Counts audits in flight; refuses beyond the limit rather than queueing without bound. A slot
/// is held for as long as its audit runs, even after its request was answered 504, so audits
/// that outlive their timeout still count against the limit. `inUse` shows the count
/// (`epub_a11y_audit_slots_in_use`).
actor AuditLimiter {
    let limit: Int
    private let inUse: Meter?
    private var running = 0

    init(limit: Int, inUse: Meter? = nil) {
        self.limit = max(1, limit)
        self.inUse = inUse
    }

    func acquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        inUse?.set(running)
        return true
    }

    func release() {
        running = max(0, running - 1)
        inUse?.set(running)
    }
}
