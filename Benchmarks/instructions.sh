#!/usr/bin/env bash
# Benchmarks/instructions.sh [N]: the work featuregen and raw Jinja2 do for the same N features (default 1000),
# counted in instructions by valgrind's callgrind. A count repeats to within a fraction of a percent whatever else
# the machine runs, where timed CPU on this machine drifts by tens of percent within minutes; the ratio of counts
# is the machine-independent side of batch.sh's and pairs.sh's user-CPU ratio. It counts featuregen's cold run
# with its default --jobs and with --jobs 1 (both threads' instructions add up), and Jinja2 rendering the same
# specs (../shared/bench/; set up its Python environment as its README says). Both write to a folder in memory
# when there is one. valgrind runs programs some 50 times slower: the three runs at 1000 features take about 8 minutes.
# Environment: BENCH (peers' folder), PY (a Python with jinja2 and pyyaml).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=instructions.sh
source "$here/Benchmarks/common.sh"
n=${1:-1000}
find_peers
install_when_missing valgrind valgrind
build_release
base=/tmp
if [ -d /dev/shm ] && [ -w /dev/shm ]; then base=/dev/shm; fi
work=$(mktemp -d "$base/featuregen-instructions.XXXX")
trap 'rm -rf "$work"' EXIT
write_specs "$n" "$work"

fg_default=$(instructions_of "$bin" generate "$work/specs" --output "$work/out" --quiet)
rm -rf "$work/out"
fg_one=$(instructions_of "$bin" generate "$work/specs" --output "$work/out" --quiet --jobs 1)
jinja=$(instructions_of "$PY" "$bench/runners/run_jinja2_direct.py" "$bench/cookiecutter-feature" \
  "$work/peer-specs" "$work/o-j")

echo "| run ($n features) | instructions (M) | Jinja2's ÷ this |"
echo "| --- | --- | --- |"
echo "| featuregen cold run, default --jobs | $(millions "$fg_default") | $(ratio "$jinja" "$fg_default")× |"
echo "| featuregen cold run, --jobs 1 | $(millions "$fg_one") | $(ratio "$jinja" "$fg_one")× |"
echo "| raw Jinja2, one process | $(millions "$jinja") | 1.00× |"
