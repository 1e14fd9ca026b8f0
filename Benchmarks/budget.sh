#!/usr/bin/env bash
# Benchmarks/budget.sh: featuregen's performance budget, every line measured in one run and judged.
#   - 1,000 features cold: at most a tenth of raw Jinja2's instructions for the same features (callgrind);
#     wall time at most 1.0x `cp -r` of the same output tree, measured alternately in this run; peak RSS <= 100 MiB;
#   - no-op rerun and --check on the up-to-date output: <= 0.25x the cold run's wall time, 0 files written;
#   - one spec's title edited: <= 0.25x the cold run, only that feature's files rewritten;
#   - 10,000 features: instructions within 11x of 1,000's.
# Wall times are medians of RUNS (default 5) runs, each after the disk settled (SETTLE seconds, default 1).
# valgrind runs programs some 50 times slower: the whole script takes 15-25 minutes. JINJA_INSTRUCTIONS=N reuses a
# count of Jinja2's instructions at 1,000 features (it does not change with featuregen) instead of measuring it.
# Environment: BENCH (peers' folder), PY (a Python with jinja2 and pyyaml), RUNS, SETTLE, JINJA_INSTRUCTIONS, N (the
# number of features the budget speaks of, default 1000; the large run has ten times as many).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=budget.sh
source "$here/Benchmarks/common.sh"
runs=${RUNS:-5}
n=${N:-1000}
big=$((n * 10))
# LARGE=0 skips the large run (under valgrind, ten times the features take ten times as long).
large=${LARGE:-1}
install_when_missing valgrind valgrind
install_when_missing /usr/bin/time time
build_release
work=$(mktemp -d /tmp/featuregen-budget.XXXX)
trap 'rm -rf "$work"' EXIT
if [ -z "${JINJA_INSTRUCTIONS:-}" ]; then
  find_peers
  write_specs "$n" "$work/s1000"
else
  bash "$here/Benchmarks/make_specs.sh" "$n" "$work/s1000/specs"
fi
[ "$large" = 0 ] || bash "$here/Benchmarks/make_specs.sh" "$big" "$work/s10000/specs"

# Seconds "$@" takes, to the millisecond.
seconds_of() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Files under $1 (outside .featuregen) modified after the file $2.
written_since() { find "$1" -type f -newer "$2" -not -path '*/.featuregen/*' | wc -l; }
verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b ? "met" : "NOT MET") }'; }

specs=$work/s1000/specs
fg1000=$(instructions_of "$bin" generate "$specs" --output "$work/i1000" --quiet)
fg10000=0
[ "$large" = 0 ] || fg10000=$(instructions_of "$bin" generate "$work/s10000/specs" --output "$work/i10000" --quiet)
rm -rf "$work/i1000" "$work/i10000"
jinja=${JINJA_INSTRUCTIONS:-}
if [ -z "$jinja" ]; then
  jinja=$(instructions_of "$PY" "$bench/runners/run_jinja2_direct.py" "$bench/cookiecutter-feature" \
    "$work/s1000/peer-specs" "$work/o-j")
  rm -rf "$work/o-j"
fi

# Cold runs and `cp -r` of their output, alternating, each into a folder never used before.
cold=() copy=() rss=()
for run in $(seq "$runs"); do
  settle
  cold+=("$(seconds_of "$bin" generate "$specs" --output "$work/cold$run" --quiet)")
  settle
  copy+=("$(seconds_of cp -r "$work/cold$run" "$work/copy$run")")
done
settle
/usr/bin/time -f '%M' -o "$work/rss" "$bin" generate "$specs" --output "$work/rss-out" --quiet >/dev/null
peak=$(awk '{ printf "%.0f", $1 / 1024 }' "$work/rss")
out=$work/cold1
noop=() check=() edit=()
for run in $(seq "$runs"); do
  settle
  touch "$work/mark"
  sleep 0.01
  noop+=("$(seconds_of "$bin" generate "$specs" --output "$out" --quiet)")
  noop_writes=$(written_since "$out" "$work/mark")
  settle
  check+=("$(seconds_of "$bin" generate "$specs" --output "$out" --quiet --check)")
  spec=$(ls "$specs" | sed -n "${run}p")
  sed -i "s/^title: \(.*\)\$/title: \1 $run/" "$specs/$spec"
  settle
  touch "$work/mark"
  sleep 0.01
  edit+=("$(seconds_of "$bin" generate "$specs" --output "$out" --quiet)")
  edited=$(written_since "$out" "$work/mark")
  edited_elsewhere=$(find "$out" -type f -newer "$work/mark" -not -path '*/.featuregen/*' \
    -not -path "*${spec%.yaml}*" | wc -l)
done
cold_m=$(printf '%s\n' "${cold[@]}" | median)
copy_m=$(printf '%s\n' "${copy[@]}" | median)
noop_m=$(printf '%s\n' "${noop[@]}" | median)
check_m=$(printf '%s\n' "${check[@]}" | median)
edit_m=$(printf '%s\n' "${edit[@]}" | median)

echo "| budget line | measured | limit | verdict |"
echo "| --- | --- | --- | --- |"
echo "| $n cold: instructions | $(millions "$fg1000") M; Jinja2 $(millions "$jinja") M ($(ratio "$jinja" "$fg1000")× fewer) | ≥ 10× fewer | $(verdict "$(ratio "$fg1000" "$jinja")" 0.1) |"
echo "| $n cold: wall vs cp -r of the output | $cold_m s vs $copy_m s ($(ratio "$cold_m" "$copy_m")×) | ≤ 1.0× | $(verdict "$(ratio "$cold_m" "$copy_m")" 1.0) |"
echo "| $n cold: peak RSS | $peak MiB | ≤ 100 MiB | $(verdict "$peak" 100) |"
echo "| no-op rerun | $noop_m s ($(ratio "$noop_m" "$cold_m")× cold), $noop_writes files written | ≤ 0.25×, 0 writes | $(verdict "$(ratio "$noop_m" "$cold_m")" 0.25)$([ "$noop_writes" -eq 0 ] || echo ' (writes!)') |"
echo "| --check, up to date | $check_m s ($(ratio "$check_m" "$cold_m")× cold) | ≤ 0.25× | $(verdict "$(ratio "$check_m" "$cold_m")" 0.25) |"
echo "| one spec edited | $edit_m s ($(ratio "$edit_m" "$cold_m")× cold), $edited files rewritten, $edited_elsewhere outside the feature | ≤ 0.25×, that feature only | $(verdict "$(ratio "$edit_m" "$cold_m")" 0.25)$([ "$edited_elsewhere" -eq 0 ] || echo ' (other files!)') |"
[ "$large" = 0 ] || echo "| $big cold: instructions | $(millions "$fg10000") M ($(ratio "$fg10000" "$fg1000")× $n's) | ≤ 11× | $(verdict "$(ratio "$fg10000" "$fg1000")" 11) |"
