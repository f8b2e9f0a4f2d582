/// Counts audits in flight; refuses beyond the limit rather than queueing without bound. A slot
/// is held for as long as its audit runs, even after its request was answered 504, so audits
/// that outlive their timeout still count against the limit.
actor AuditLimiter {
    let limit: Int
    private var running = 0

    init(limit: Int) { self.limit = max(1, limit) }

    func acquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    func release() { running = max(0, running - 1) }
}
