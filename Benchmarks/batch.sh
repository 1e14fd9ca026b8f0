#!/usr/bin/env bash
# Benchmarks/batch.sh [N…]: batch generation at scale (default sizes: 100 1000). For each N it writes N specs
# with Benchmarks/make_specs.sh (deterministic; spec i is the same in every size), builds featuregen in release,
# and prints, each the median of RUNS runs (default 5): a cold run into an empty folder, a no-op run, a run after
# one spec's title changed, and --check on the up-to-date output — wall time, user and system CPU, peak RSS and
# how many files the run wrote — beside the disk floor (`cp -r` of the output tree, timed in the same folder) and,
# when their Python environment is set up (../shared/bench/README.md), the peers rendering the same specs.
# Environment: RUNS (samples per row), JOBS (featuregen --jobs; default: its own default), BENCH (peers' folder),
# PEER_RUNS (timed runs of raw Jinja2, whose median wall and user CPU the ratios use; default 1), SETTLE (seconds
# of idle disk before each cold run, floor and Jinja2 run; default 1), QUIET (seconds of idle disk before the
# first run; default 30: on a file system mounted with `discard`, deleting trees, as the end of an earlier run does,
# slows file creation for tens of seconds).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=batch.sh
source "$here/Benchmarks/common.sh"
runs=${RUNS:-5}
jobs=${JOBS:+--jobs $JOBS}
install_when_missing /usr/bin/time time
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000)
build_release
work=$(mktemp -d /tmp/featuregen-batch.XXXX)
# A folder in memory (tmpfs) when there is one: cold runs there measure featuregen without the disk.
memory=""
if [ -d /dev/shm ] && [ -w /dev/shm ]; then memory=$(mktemp -d /dev/shm/featuregen-batch.XXXX); fi
trap 'rm -rf "$work" ${memory:+"$memory"}' EXIT

# One timed run of "$@": "WALL USER SYS RSS WRITTEN", WRITTEN counting the files under $1 modified by the run.
# GNU time gives the peak RSS; wall time, user and system CPU come from bash's `time` around it, in milliseconds
# (GNU time counts hundredths, too coarse for a 0.17 s run; its own share is about a millisecond).
timed() {
  local counted=$1
  shift
  sync
  touch "$work/marker"
  sleep 0.01
  local TIMEFORMAT='%3R %3U %3S'
  { time /usr/bin/time -f '%M' -o "$work/time" "$@" >/dev/null 2>>"${STDERR_TO:-/dev/null}" || true; } 2>"$work/cpu"
  local written=0
  [ -d "$counted" ] && written=$(find "$counted" -type f -newer "$work/marker" | wc -l)
  echo "$(cat "$work/cpu") $(cat "$work/time") $written"
}

median() { sort -n | sed -n "$(( (runs + 1) / 2 ))p"; }

# The median CPU of each stage in the `--timings` tables of FILE, in the tables' order: "stage<TAB>ms" lines.
stage_cpu() {
  awk '/^  / { name = $0; sub(/^  /, "", name); sub(/ +[0-9.]+ +[0-9.]+$/, "", name); print name "\t" $NF }' \
    "$1" >"$1.rows"
  awk -F'\t' '!seen[$1]++ { print $1 }' "$1.rows" | while IFS= read -r name; do
    values=$(awk -F'\t' -v name="$name" '$1 == name { print $2 }' "$1.rows" | sort -n)
    printf '%s\t%s\n' "$name" "$(sed -n "$(( ($(wc -l <<<"$values") + 1) / 2 ))p" <<<"$values")"
  done
}

# The median of `runs` runs of "$@" on $out; $RESET runs before each (untimed).
measure() {
  local samples=()
  for _ in $(seq "$runs"); do
    if [ -n "${RESET:-}" ]; then eval "$RESET"; fi
    samples+=("$(timed "$out" "$@")")
  done
  printf '%s\n' "${samples[@]}" | median
}

row() { # name wall user sys rss written [ratio]
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$1" "$2" "$3" "$4" "$(( $5 / 1024 ))" "$6" "${7:-}"
}

declare -A cold_wall cold_user memory_wall memory_user
sync
sleep "${QUIET:-30}"
for n in "${sizes[@]}"; do
  specs="$work/specs-$n"
  bash "$here/Benchmarks/make_specs.sh" "$n" "$specs"
  echo
  echo "### $n features"
  echo
  echo "| run | wall s | user s | sys s | peak RSS MiB | files written | ratio |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
  # Cold runs and the floor alternate, each into a folder never used before: deleting a tree just before a timed
  # run would bill the deletion's file-system work (discards included) to that run. The folders go at the end.
  cold=()
  floor=()
  for i in $(seq "$runs"); do
    settle
    cold+=("$(STDERR_TO="$work/timings-disk" timed "$work/cold-$n-$i" \
      "$bin" generate "$specs" --output "$work/cold-$n-$i" --timings $jobs)")
    settle
    floor+=("$(timed "$work/floor-$n-$i" cp -r "$work/cold-$n-$i" "$work/floor-$n-$i")")
  done
  read -r cwall cuser csys crss cwritten <<<"$(printf '%s\n' "${cold[@]}" | median)"
  read -r fwall fuser fsys frss fwritten <<<"$(printf '%s\n' "${floor[@]}" | median)"
  out="$work/cold-$n-1"
  cold_wall[$n]=$cwall
  cold_user[$n]=$cuser
  read -r files bytes <<<"$(output_size "$out")"
  all=$(find "$out" -type f | wc -l)
  row "featuregen cold (empty output)" "$cwall" "$cuser" "$csys" "$crss" "$cwritten" \
    "$(ratio "$cwall" "$fwall" ×) of cp -r"
  row "disk floor: cp -r of that output ($all files)" "$fwall" "$fuser" "$fsys" "$frss" "$all"
  if [ -n "$memory" ]; then
    out="$memory/cold-$n"
    read -r mwall muser msys mrss mwritten <<<"$(RESET="rm -rf '$out'" STDERR_TO="$work/timings-memory" \
      measure "$bin" generate "$specs" --output "$out" --timings $jobs)"
    rm -rf "$out"
    memory_wall[$n]=$mwall
    memory_user[$n]=$muser
    row "featuregen cold into memory (tmpfs: no disk)" "$mwall" "$muser" "$msys" "$mrss" "$mwritten"
  fi
  out="$work/cold-$n-1"
  read -r wall user sys rss written <<<"$(measure "$bin" generate "$specs" --output "$out" $jobs)"
  row "featuregen no-op" "$wall" "$user" "$sys" "$rss" "$written" "$(ratio "$wall" "$cwall" ×) of cold"
  spec_files=("$specs"/*.yaml)
  first=$(basename "${spec_files[0]}")
  cp "$specs/$first" "$work/original.yaml"
  echo 0 >"$work/edits"
  edit="echo \$((\$(cat '$work/edits') + 1)) >'$work/edits'; sed -i \"s/^title: .*/title: Edited \$(cat '$work/edits')/\" '$specs/$first'"
  read -r wall user sys rss written <<<"$(RESET="$edit" measure "$bin" generate "$specs" --output "$out" $jobs)"
  row "featuregen one spec edited (title)" "$wall" "$user" "$sys" "$rss" "$written" \
    "$(ratio "$wall" "$cwall" ×) of cold"
  cp "$work/original.yaml" "$specs/$first"
  "$bin" generate "$specs" --output "$out" >/dev/null
  read -r wall user sys rss written <<<"$(measure "$bin" generate "$specs" --output "$out" --check $jobs)"
  row "featuregen --check (up to date)" "$wall" "$user" "$sys" "$rss" "$written" "$(ratio "$wall" "$cwall" ×) of cold"
  echo
  # `time` splits CPU into user and system by sampling at each timer tick; --timings gives each stage's exact CPU.
  echo "cold runs' CPU by stage (\`--timings\`: exact CPU time of all threads, user and system together; ms, medians):"
  echo
  stage_cpu "$work/timings-disk" >"$work/stages-disk"
  : >"$work/stages-memory"
  [ -z "$memory" ] || stage_cpu "$work/timings-memory" >"$work/stages-memory"
  echo "| stage | on disk | into memory |"
  echo "| --- | --- | --- |"
  awk -F'\t' 'FILENAME == ARGV[1] { memory[$1] = $2; next }
    { printf "| %s | %s | %s |\n", $1, $2, ($1 in memory) ? memory[$1] : "-" }' \
    "$work/stages-memory" "$work/stages-disk"
  rm -f "$work"/timings-* "$work"/stages-*
  echo
  echo "output: $files files, $bytes bytes (plus .featuregen/: $((all - files)) files); user CPU per feature (cold):" \
    "$(awk -v u="$cuser" -v n="$n" 'BEGIN { printf "%.3f ms", u * 1000 / n }')"
  PY=$(peer_python) || PY=""
  if [ -f "$bench/peers.sh" ] && [ -n "$PY" ]; then
    echo
    # Raw Jinja2 is timed first, PEER_RUNS times, each run after the disk settled and into a folder kept to the end:
    # peers.sh deletes its trees when it exits, which slows whatever runs next. Then peers.sh prints its table.
    "$PY" "$bench/to_peer_format.py" "$specs" "$work/peer-specs-$n"
    jinja=()
    for i in $(seq "${PEER_RUNS:-1}"); do
      settle
      jinja+=("$(timed "$work/jinja-$n-$i" "$PY" "$bench/runners/run_jinja2_direct.py" "$bench/cookiecutter-feature" \
        "$work/peer-specs-$n" "$work/jinja-$n-$i")")
    done
    settle
    PY=$PY bash "$bench/peers.sh" "$specs" "$out"
    # The median of column $1 of the Jinja2 runs.
    jinja_median() {
      printf '%s\n' "${jinja[@]}" | awk -v c="$1" '{ print $c }' | sort -n | sed -n "$(( (${#jinja[@]} + 1) / 2 ))p"
    }
    echo
    if [ "$(jinja_median 5)" -eq 0 ]; then
      echo "(raw Jinja2 wrote no file: see $bench/README.md)"
    else
      jwall=$(jinja_median 1)
      juser=$(jinja_median 2)
      inmemory=""
      [ -z "$memory" ] || inmemory=" ($(ratio "$juser" "${memory_user[$n]}" ×) into memory)"
      echo "against raw Jinja2 (medians of ${#jinja[@]} runs: $jwall s wall, $juser s user): featuregen's cold run" \
        "takes $(ratio "$jwall" "$cwall" ×) less wall time and $(ratio "$juser" "$cuser" ×) less user CPU$inmemory"
    fi
  else
    echo "(peers skipped: set up their environment as ../shared/bench/README.md says)"
  fi
done
if [ ${#sizes[@]} -gt 1 ]; then
  echo
  for ((i = 1; i < ${#sizes[@]}; i++)); do
    a=${sizes[$((i - 1))]}; b=${sizes[$i]}
    echo "cold $b vs $a features: $(ratio "${cold_wall[$b]}" "${cold_wall[$a]}" ×) the wall time and" \
      "$(ratio "${cold_user[$b]}" "${cold_user[$a]}" ×) the user CPU for $(ratio "$b" "$a" ×) the features"
    if [ -n "$memory" ]; then
      echo "cold into memory, $b vs $a features: $(ratio "${memory_wall[$b]}" "${memory_wall[$a]}" ×) the wall" \
        "time and $(ratio "${memory_user[$b]}" "${memory_user[$a]}" ×) the user CPU"
    fi
  done
fi
