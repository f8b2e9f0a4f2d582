extension String {
    /// The string followed by spaces up to `width` characters, and at least one space: columns of text reports.
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    /// Spaces and then the string, up to `width` characters: right-aligned numbers.
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
