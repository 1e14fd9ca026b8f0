#!/usr/bin/env bash
# Runs the test suite with featuregen built under a sanitizer, so memory errors in featuregen (and in the binary the
# command-line tests run as a subprocess) stop the run with a report.
#   Scripts/sanitize.sh [address|thread]     default: address
# Swift on Linux has no undefined-behaviour sanitizer (swiftc rejects -sanitize=undefined); the address sanitizer
# covers the memory errors that matter here. The compile proof is skipped: it builds the generated code with the
# toolchain, not featuregen's own memory use.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:-address}"
bash .ci/setup
# Leaks are not errors here: the standard library and Foundation keep caches alive until exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
swift test --scratch-path ".build/$sanitizer" --sanitize="$sanitizer" --skip CompileProofTests
