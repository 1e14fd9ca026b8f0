extension StringProtocol {
    /// The columns the text takes on a line: its number of Characters. Text of ASCII bytes other than `\r` (which
    /// joins a following `\n` into one Character) has one Character per byte, so its width is its UTF-8 length,
    /// read without finding Character boundaries: generated code is nearly all such text.
    public var columns: Int {
        utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? utf8.count : count
    }
}

extension StringProtocol {
    /// Whether the text takes at most `room` columns: told by its UTF-8 length when that is short enough (every
    /// Character takes one byte at least), counted otherwise.
    public func fits(in room: Int) -> Bool {
        utf8.count <= room || columns <= room
    }
}
