/// Arithmetic that stops at the bounds instead of trapping.
///
/// For numbers a book or a decoded report can make as large as it likes (an attribute's digits,
/// the counts of a hand-edited `--changed-since` file): past `Int.max` they only need to stay "huge".
extension Int {
    /// `self + other`, held at `Int.max` / `Int.min` instead of overflowing.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self * other`, held at `Int.max` / `Int.min` instead of overflowing.
    func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}
