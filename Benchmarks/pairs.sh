#!/usr/bin/env bash
# Benchmarks/pairs.sh [N] [PAIRS]: the user-CPU ratio to raw Jinja2, pair by pair (default: 1000 features, 10 pairs).
# Each pair times, back to back on the same N specs, featuregen's cold run on disk, its cold run into memory (tmpfs,
# when /dev/shm is there) and raw Jinja2 rendering the same features (../shared/bench/; set up its Python
# environment as its README says). It prints every pair's user CPU and ratios, then their minimum, median and maximum
# and how many pairs reach 20×. The machine's speed drifts by tens of percent within minutes, and this kernel splits
# user and system time by sampling at each timer tick: a ratio taken within one pair is the steadiest one can get.
# Every run starts after the disk has flushed and settled, and trees on disk are deleted only at the end, as in
# batch.sh: deleting Jinja2's output a second before the next pair's featuregen run on disk raised that run's user
# CPU by about a third.
# Environment: BENCH (peers' folder), PY (a Python with jinja2 and pyyaml), SETTLE (seconds of idle disk before each
# run; default 1), QUIET (seconds of idle disk before the first pair; default 30).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=pairs.sh
source "$here/Benchmarks/common.sh"
n=${1:-1000}
pairs=${2:-10}
find_peers
build_release
work=$(mktemp -d /tmp/featuregen-pairs.XXXX)
memory=""
if [ -d /dev/shm ] && [ -w /dev/shm ]; then memory=$(mktemp -d /dev/shm/featuregen-pairs.XXXX); fi
trap 'rm -rf "$work" ${memory:+"$memory"}' EXIT
write_specs "$n" "$work"

# The user CPU of "$@" in seconds, to the millisecond (bash's `time`); a run that fails stops the benchmark.
user_of() {
  local TIMEFORMAT='%3U'
  { time "$@" >/dev/null 2>"$work/stderr"; } 2>&1 ||
    { echo "pairs.sh: failed: $*" >&2; cat "$work/stderr" >&2; exit 1; }
}

sync
sleep "${QUIET:-30}"
echo "| pair | featuregen user s, on disk | into memory | Jinja2 user s | ratio on disk | into memory |"
echo "| --- | --- | --- | --- | --- | --- |"
: >"$work/ratios"
for i in $(seq "$pairs"); do
  settle
  disk=$(user_of "$bin" generate "$work/specs" --output "$work/cold-$i")
  in_memory="-"
  if [ -n "$memory" ]; then
    settle
    in_memory=$(user_of "$bin" generate "$work/specs" --output "$memory/cold")
    rm -rf "$memory/cold"
  fi
  settle
  jinja=$(user_of "$PY" "$bench/runners/run_jinja2_direct.py" "$bench/cookiecutter-feature" "$work/peer-specs" \
    "$work/jinja-$i")
  if [ "$i" -eq 1 ]; then
    read -r fg_files fg_bytes <<<"$(output_size "$work/cold-$i")"
    read -r jinja_files jinja_bytes <<<"$(output_size "$work/jinja-$i")"
  fi
  on_disk=$(ratio "$jinja" "$disk")
  into_memory=$(ratio "$jinja" "$in_memory")
  echo "$on_disk $into_memory" >>"$work/ratios"
  echo "| $i | $disk | $in_memory | $jinja | ${on_disk}× | ${into_memory}× |"
done

# The ratios of column $1 (1 on disk, 2 into memory), in increasing order.
sorted_ratios() { awk -v column="$1" '{ print $column }' "$work/ratios" | grep -v '^-$' | sort -n; }
median='NR % 2 ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2'
# "min median max reaching-20" of column $1 of the ratios.
summary() {
  sorted_ratios "$1" | awk '{ value[NR] = $1; if ($1 >= 20) reached++ }
    END { if (NR == 0) { print "-"; exit }
      printf "%.2f× / %.2f× / %.2f×, %d of %d pairs at 20× or more",
        value[1], '"$median"', value[NR], reached, NR }'
}
# The median of column $1 of the ratios, times $2.
scaled_median() {
  sorted_ratios "$1" | awk -v scale="$2" '{ value[NR] = $1 }
    END { if (NR == 0) print "-"; else printf "%.2f×", ('"$median"') * scale }'
}
echo
echo "ratio of Jinja2's user CPU to featuregen's, minimum / median / maximum over $pairs pairs at $n features:"
echo "- on disk: $(summary 1)"
[ -z "$memory" ] || echo "- into memory: $(summary 2)"
# The two tools do not write the same amount of Swift for a feature: the ratios above are per feature, as the
# target is; this puts them per byte written as well.
scale=$(ratio "$fg_bytes" "$jinja_bytes")
echo
echo "output of one run: featuregen $fg_files files, $fg_bytes bytes (outside .featuregen/);" \
  "Jinja2 $jinja_files files, $jinja_bytes bytes. featuregen writes ${scale}× the bytes, so per byte written the" \
  "median ratio is $(scaled_median 1 "$scale") on disk${memory:+ and $(scaled_median 2 "$scale") into memory}"
