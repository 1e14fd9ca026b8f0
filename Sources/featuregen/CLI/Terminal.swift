import CInterop
import SpecModel

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

    /// `text` with each control character but a tab or a line feed, each line separator and each bidirectional
    /// override spelled out (`\u{1B}`, ``ShownText/isSpelledOut(_:)``): what is printed quotes untrusted input (a
    /// spec's keys, a plugin's paths and messages), and an escape sequence in it must not drive the terminal (move
    /// the cursor, retitle the window, hide a line). Line feeds stay, as featuregen's own text has lines (help, a
    /// plugin's standard error); the messages that quote untrusted text spell out its line feeds themselves
    /// (``ShownText/oneLine(_:)``).
    static func visible(_ text: String) -> String { ShownText.spelledOut(text, keepingLineFeeds: true) }

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
