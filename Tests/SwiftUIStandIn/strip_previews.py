#!/usr/bin/env python3
"""Turn top-level `#Preview` blocks of a Swift file into functions, so that they type-check on Linux.

`#Preview` is a macro from Apple's DeveloperToolsSupport; it cannot be expanded without its compiler
plugin, which does not exist on Linux. Its body, however, is ordinary SwiftUI code that should be
type-checked like the rest of a generated file. SwiftUI declares the macro as

    macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)

so each top-level block

    #Preview("Name") { body }          #Preview { body }          #Preview("N", traits: …) { body }

becomes

    @MainActor @ViewBuilder private func __preview_N() -> some View { body }

N counts the file's previews from 1. `private` keeps the names from clashing between files of one
module; `@ViewBuilder` lets a body declare values before its view, as a preview body may. The
macro's arguments (name, traits) are dropped: only the body is checked. Everything else in the file
is copied byte for byte, and every removed line break is put back, so compiler diagnostics keep the
original line numbers (columns on a rewritten `#Preview` line shift).

"Top-level" means at brace depth 0, which includes `#if DEBUG … #endif` regions. Brace matching
skips comments (`//`, nested `/* */`) and string literals of every Swift form — "…", multi-line
\"\"\"…\"\"\", raw #"…"# with any number of `#` — including interpolations `\\( … )`, whose code
may itself hold strings and closures.

Usage:
    strip_previews.py INPUT.swift [OUTPUT.swift]   # OUTPUT defaults to standard output
    strip_previews.py --into DIR INPUT.swift ...   # DIR/<n>-<name> for the n-th input, behind a #sourceLocation
                                                   # line naming the input, so diagnostics name the original file
    strip_previews.py --self-test

`--into` does in one process what check.sh used to start Python for once per file.

Python 3 standard library only. Exit status 1 (with a message naming file:line) on a `#Preview` that
has no `{ … }` body, or on an unterminated string, comment or block.
"""

import os
import sys

IDENT = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


class TransformError(Exception):
    """A problem in the input, located at a byte offset."""

    def __init__(self, message, offset):
        super().__init__(message)
        self.offset = offset


def string_start(src, i):
    """If a string literal starts at i, return (hash_count, quote) where quote is '"' or '\"\"\"'."""
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    if j < len(src) and src[j] == '"':
        quote = '"""' if src.startswith('"""', j) else '"'
        return j - i, quote
    return None


def skip_string(src, i):
    """i is at the start of a string literal (its leading '#'s or quote); return the offset after it."""
    hashes, quote = string_start(src, i)
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    j = i + hashes + len(quote)
    while j < len(src):
        if src.startswith(closing, j):
            return j + len(closing)
        if src.startswith(escape, j):
            k = j + len(escape)
            if k < len(src) and src[k] == "(":
                j = skip_code(src, k + 1, ")")       # an interpolation: code up to its ')'
            else:
                j = k + 1                            # an escaped character
            continue
        if src[j] == "\n" and quote == '"':
            raise TransformError("unterminated string literal", i)
        j += 1
    raise TransformError("unterminated string literal", i)


def skip_comment(src, i):
    """i is at '//' or '/*'; return the offset after the comment (block comments nest in Swift)."""
    if src.startswith("//", i):
        end = src.find("\n", i)
        return len(src) if end < 0 else end
    depth, j = 0, i
    while j < len(src):
        if src.startswith("/*", j):
            depth, j = depth + 1, j + 2
        elif src.startswith("*/", j):
            depth, j = depth - 1, j + 2
            if depth == 0:
                return j
        else:
            j += 1
    raise TransformError("unterminated block comment", i)


def skip_code(src, i, closer):
    """Scan code from i up to the `closer` (')' or '}') that balances it; return the offset after it.

    Only the bracket kind of `closer` is counted; strings and comments are skipped whole."""
    opener = "(" if closer == ")" else "{"
    depth, j = 0, i
    while j < len(src):
        c = src[j]
        if src.startswith("//", j) or src.startswith("/*", j):
            j = skip_comment(src, j)
        elif (c == '"' or c == "#") and string_start(src, j):
            j = skip_string(src, j)
        elif c == opener:
            depth, j = depth + 1, j + 1
        elif c == closer:
            if depth == 0:
                return j + 1
            depth, j = depth - 1, j + 1
        else:
            j += 1
    raise TransformError("no matching '%s'" % closer, i)


def skip_space(src, i):
    """Skip whitespace and comments."""
    while i < len(src):
        if src[i].isspace():
            i += 1
        elif src.startswith("//", i) or src.startswith("/*", i):
            i = skip_comment(src, i)
        else:
            break
    return i


def transform(src):
    """Return (new_source, number_of_previews)."""
    out, i, depth, count = [], 0, 0, 0
    while i < len(src):
        c = src[i]
        if src.startswith("//", i) or src.startswith("/*", i):
            j = skip_comment(src, i)
            out.append(src[i:j])
            i = j
        elif (c == '"' or c == "#") and string_start(src, i):
            j = skip_string(src, i)
            out.append(src[i:j])
            i = j
        elif (depth == 0 and src.startswith("#Preview", i)
              and (i + 8 == len(src) or src[i + 8] not in IDENT)):
            j = skip_space(src, i + 8)
            if j < len(src) and src[j] == "(":
                j = skip_space(src, skip_code(src, j + 1, ")"))
            if j >= len(src) or src[j] != "{":
                raise TransformError("#Preview without a { body }", i)
            body_end = skip_code(src, j + 1, "}")
            count += 1
            header = src[i:j]
            out.append("@MainActor @ViewBuilder private func __preview_%d() -> some View " % count)
            out.append("\n" * header.count("\n"))    # keep line numbers
            out.append(src[j:body_end])
            i = body_end
        else:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            out.append(c)
            i += 1
    return "".join(out), count


def line_of(src, offset):
    return src.count("\n", 0, offset) + 1


def self_test():
    cases = [
        # (input, expected output)
        ('#Preview { Text("}") }\n',
         '@MainActor @ViewBuilder private func __preview_1() -> some View { Text("}") }\n'),
        ('#Preview("A {") {\n  V(s: #"raw "} {"#)\n}\n',
         '@MainActor @ViewBuilder private func __preview_1() -> some View {\n  V(s: #"raw "} {"#)\n}\n'),
        ('#Preview("x",\n  traits: .sizeThatFitsLayout) { V(t: """\n}}}\n""") }',
         '@MainActor @ViewBuilder private func __preview_1() -> some View \n{ V(t: """\n}}}\n""") }'),
        ('#Preview { V(a: "\\(f { "}" })") /* } /* } */ } */ } // }\n#Preview{E()}',
         '@MainActor @ViewBuilder private func __preview_1() -> some View { V(a: "\\(f { "}" })") /* } /* } */ } */ }'
         ' // }\n@MainActor @ViewBuilder private func __preview_2() -> some View {E()}'),
        ('struct S { func f() { #Preview { } } }\nlet s = "#Preview { }"\n// #Preview { }\n',
         'struct S { func f() { #Preview { } } }\nlet s = "#Preview { }"\n// #Preview { }\n'),
        ('#if DEBUG\n#Preview { V(s: ##"a"#b"##) }\n#endif\n#PreviewLike { }\n',
         '#if DEBUG\n@MainActor @ViewBuilder private func __preview_1() -> some View { V(s: ##"a"#b"##) }\n#endif\n'
         '#PreviewLike { }\n'),
    ]
    failures = 0
    for n, (given, expected) in enumerate(cases, 1):
        got, _ = transform(given)
        if got != expected:
            failures += 1
            print("self-test case %d failed:\n  input:    %r\n  expected: %r\n  got:      %r" % (n, given, expected, got))
    for bad in ['#Preview("x")\nlet y = 1\n', '#Preview { Text("a) }\n', '#Preview { Text("a") \n']:
        try:
            transform(bad)
        except TransformError:
            continue
        failures += 1
        print("self-test: no error for %r" % bad)
    print("strip_previews self-test: %d failure(s) in %d cases" % (failures, len(cases) + 3))
    return 1 if failures else 0


def stripped(path):
    """The transform of the file at `path`, or None after naming its file:line on standard error."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    try:
        return transform(src)[0]
    except TransformError as e:
        sys.stderr.write("%s:%d: error: %s\n" % (path, line_of(src, e.offset), e))
        return None


def strip_into(folder, paths):
    """Writes each input's transform to folder/<n>-<name>, behind `#sourceLocation(file: "<input>", line: 1)`."""
    status = 0
    for n, path in enumerate(paths, start=1):
        result = stripped(path)
        if result is None:
            status = 1
            continue
        shown = path.replace("\\", "\\\\").replace('"', '\\"')
        with open(os.path.join(folder, "%d-%s" % (n, os.path.basename(path))), "w", encoding="utf-8") as f:
            f.write('#sourceLocation(file: "%s", line: 1)\n' % shown)
            f.write(result)
    return status


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) >= 3 and argv[1] == "--into":
        return strip_into(argv[2], argv[3:])
    if len(argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    result = stripped(argv[1])
    if result is None:
        return 1
    if len(argv) == 3:
        with open(argv[2], "w", encoding="utf-8") as f:
            f.write(result)
    else:
        sys.stdout.write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
