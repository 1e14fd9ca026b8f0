#!/usr/bin/env bash
# Type-checks SwiftUI code on Linux against the declaration-only SwiftUI stand-in beside this script.
#
#   Tests/SwiftUIStandIn/check.sh                 # the sample feature in Sample/ (the self-check)
#   Tests/SwiftUIStandIn/check.sh FILE.swift ...  # any other files, e.g. a generated feature and its model
#   CHECK_FLAGS="-I DIR -default-isolation MainActor" check.sh FILE.swift ...
#                                                 # extra swiftc flags, e.g. a package's built modules to import
#   STANDIN_MODULE_DIR=DIR check.sh FILE.swift ... # build the stand-in into DIR once and reuse it from then on
#                                                 # (the compile proof checks dozens of cases with one build)
#
# Steps, all in a temporary folder that is removed afterwards:
#   1. strip_previews.py --self-test (brace matching over strings and comments);
#   2. build the stand-in: swiftc -emit-module -module-name SwiftUI (Swift 6, warnings as errors), unless
#      STANDIN_MODULE_DIR already holds it;
#   3. copy every input through one strip_previews.py --into, which turns top-level #Preview blocks into
#      functions, behind a #sourceLocation line so that diagnostics name the original file and line;
#   4. swiftc -swift-version 6 -typecheck -warnings-as-errors -D DEBUG -I <tmp> on all of them together.
# Exit status: 0 when everything type-checks, non-zero otherwise (compiler diagnostics on stderr).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swiftc="${SWIFTC:-swiftc}"
python="${PYTHON:-python3}"

if [ "$#" -gt 0 ]; then
    inputs=("$@")
else
    inputs=("$here"/Sample/*.swift)
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/module" "$tmp/src"

"$python" "$here/strip_previews.py" --self-test >/dev/null

module="${STANDIN_MODULE_DIR:-$tmp/module}"
if [ ! -f "$module/SwiftUI.swiftmodule" ]; then
    mkdir -p "$module"
    # Built beside and renamed into place, so that a reader never sees half a module.
    "$swiftc" -swift-version 6 -parse-as-library -warnings-as-errors \
        -emit-module -module-name SwiftUI -emit-module-path "$tmp/module/SwiftUI.swiftmodule" \
        "$here/SwiftUI.swift"
    [ "$module" = "$tmp/module" ] || mv "$tmp/module/SwiftUI.swiftmodule" "$module/SwiftUI.swiftmodule"
fi

"$python" "$here/strip_previews.py" --into "$tmp/src" "${inputs[@]}"
sources=("$tmp/src"/*)

# -D DEBUG: previews and other debug-only code usually sit in `#if DEBUG`, which would otherwise be
# skipped without being type-checked. -diagnostic-style=llvm: the default style quotes source lines
# numbered as in the rewritten copy; llvm style quotes the line that #sourceLocation names.
"$swiftc" -swift-version 6 -parse-as-library -warnings-as-errors -D DEBUG \
    -typecheck -diagnostic-style=llvm -I "$module" ${CHECK_FLAGS:-} "${sources[@]}"

echo "check.sh: ${#sources[@]} file(s) type-check against the SwiftUI stand-in"
