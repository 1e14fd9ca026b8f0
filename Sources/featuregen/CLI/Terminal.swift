import CInterop

/// Where a command prints: standard output for results, standard error for diagnostics and usage.
/// Tests substitute buffers; the executable writes through to the process's streams.
struct Terminal {
    /// Receives each line written to standard output.
    var out: (String) -> Void
    /// Receives each line written to standard error.
    var err: (String) -> Void
    /// Writes out what `out` buffered; the executable calls it before exiting.
    var flush: () -> Void = {}

    /// Writes `line` and a terminator (a newline unless given) to standard output.
    func print(_ line: String, terminator: String = "\n") { out(Self.visible(line) + terminator) }
    /// Writes `line` and a newline to standard error.
    func printError(_ line: String) { err(Self.visible(line) + "\n") }

    /// `text` with each control character but a tab or a line feed spelled out (`\u{1B}`): what is printed quotes
    /// untrusted input (a spec's keys, a plugin's paths and messages), and an escape sequence in it must not drive
    /// the terminal (move the cursor, retitle the window, hide a line).
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// C0 controls but a tab and a line feed, DEL, and the C1 controls (which some terminals obey too).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The process's own streams. Standard output is buffered (a run over 1,000 features prints 9,000 lines;
    /// one system call each would cost more than writing the files), and flushed before anything goes to
    /// standard error, so the two streams keep their order on a shared terminal.
    static var standard: Terminal {
        let buffer = OutputBuffer()
        return Terminal(
            out: { text in
                buffer.text += text
                if buffer.text.utf8.count >= 1 << 16 { buffer.flush() }
            },
            err: { text in
                buffer.flush()
                DescriptorIO.writeAll(2, text)
            },
            flush: { buffer.flush() })
    }

    /// Standard output not yet written.
    private final class OutputBuffer {
        var text = ""

        func flush() {
            guard !text.isEmpty else { return }
            DescriptorIO.writeAll(1, text)
            text = ""
        }
    }
}
