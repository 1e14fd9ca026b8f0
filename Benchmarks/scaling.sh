#!/usr/bin/env bash
# Benchmarks/scaling.sh [N] (default 50): fails when featuregen's work grows faster than the number of features. It
# counts the instructions of a cold run over N features and over 10N (callgrind, all threads), and stops with exit
# code 1 when 10N take more than 11 times N's. Work that looks at every other feature for each feature (which once
# made the root's push registrations quadratic) shows here at a few hundred features, long before a user's 1,000;
# CI runs it at 50 and 500 features, about a minute under valgrind. budget.sh judges the same line at 1,000 and
# 10,000.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=scaling.sh
source "$here/Benchmarks/common.sh"
n=${1:-50}
install_when_missing valgrind valgrind
build_release
work=$(mktemp -d /tmp/featuregen-scaling.XXXX)
trap 'rm -rf "$work"' EXIT
bash "$here/Benchmarks/make_specs.sh" "$n" "$work/small"
bash "$here/Benchmarks/make_specs.sh" "$((n * 10))" "$work/large"
small=$(instructions_of "$bin" generate "$work/small" --output "$work/out-small" --quiet)
large=$(instructions_of "$bin" generate "$work/large" --output "$work/out-large" --quiet)
growth=$(ratio "$large" "$small")
echo "cold run: $n features $(millions "$small") M instructions, $((n * 10)) features $(millions "$large") M: ${growth}×"
awk -v g="$growth" 'BEGIN { exit !(g <= 11) }' ||
  { echo "$script: ten times the features took ${growth} times the instructions (at most 11)" >&2; exit 1; }
