extension String {
    /// The text's lines, split at each `\n` Character (the last is empty when the text ends with one; a `\r\n` is
    /// one Character and splits nothing).
    public var lines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
