#!/usr/bin/env python3
"""Builds docs/generated-code.md from docs/tools/generated-code.template.md and the golden outputs.

  python3 docs/tools/build_generated_code.py           # rewrite docs/generated-code.md
  python3 docs/tools/build_generated_code.py --check   # exit 1 when the doc is stale or an excerpt is not verbatim

Template directives, each on its own line:
  <<<FILE CASE PATH>>>   the whole golden file Tests/GeneratorsTests/Golden/CASE/expected/PATH, as a swift block
  <<<RAW PATH LANG>>>    the whole repository file PATH, as a LANG block
  <!-- excerpt PATH -->  the next fenced block must appear verbatim in PATH (pieces separated by `// …` lines)
"""
import pathlib
import re
import sys

REPO = pathlib.Path(__file__).resolve().parent.parent.parent
GOLDEN = REPO / "Tests/GeneratorsTests/Golden"
TEMPLATE = REPO / "docs/tools/generated-code.template.md"
OUTPUT = REPO / "docs/generated-code.md"


def build():
    lines = TEMPLATE.read_text().split("\n")
    out, errors = [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        whole = re.fullmatch(r"<<<FILE (\S+) (\S+)>>>", line)
        raw = re.fullmatch(r"<<<RAW (\S+) (\S+)>>>", line)
        excerpt = re.fullmatch(r"<!-- excerpt (\S+) -->", line)
        if whole:
            text = (GOLDEN / whole.group(1) / "expected" / whole.group(2)).read_text()
            out += ["```swift"] + text.rstrip("\n").split("\n") + ["```"]
        elif raw:
            text = (REPO / raw.group(1)).read_text()
            out += ["```" + raw.group(2)] + text.rstrip("\n").split("\n") + ["```"]
        else:
            if excerpt:
                source = (REPO / excerpt.group(1)).read_text()
                j, block = i + 2, []
                while lines[j] != "```":
                    block.append(lines[j])
                    j += 1
                pieces, current = [], []
                for item in block:
                    if item.strip() == "// …":
                        pieces.append(current)
                        current = []
                    else:
                        current.append(item)
                pieces.append(current)
                for piece in pieces:
                    if "\n".join(piece) + "\n" not in source:
                        errors.append(f"excerpt from {excerpt.group(1)} not found:\n" + "\n".join(piece))
            else:
                out.append(line)
        i += 1
    text = "\n".join(out)
    return text if text.endswith("\n") else text + "\n", errors


def main():
    text, errors = build()
    if errors:
        print("\n\n".join(errors))
        sys.exit(1)
    if "--check" in sys.argv:
        if OUTPUT.read_text() != text:
            print("docs/generated-code.md is stale: run python3 docs/tools/build_generated_code.py")
            sys.exit(1)
        print("docs/generated-code.md is up to date")
        return
    OUTPUT.write_text(text)
    print("wrote docs/generated-code.md,", len(text.split("\n")), "lines")


if __name__ == "__main__":
    main()
