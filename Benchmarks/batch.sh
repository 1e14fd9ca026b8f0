#!/usr/bin/env bash
# Benchmarks/batch.sh [N…]: batch generation at scale. For each N (default 100 1000), generates N specs with
# ../shared/bench/make_specs.py (deterministic; spec i is the same in every size), builds featuregen in release,
# and prints, each as the median of 5 runs: a cold run into an empty folder, a no-op run, a run after one spec
# changed, and --check on the up-to-date output — wall time, user CPU, peak RSS, files and bytes — then the peers
# from ../shared/bench (raw Jinja2, cookiecutter) and the disk floor (cp -r of the output) on the same specs, when
# their Python environment is set up (see ../shared/bench/README.md). RUNS=1 for a quick smoke run.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bench=${BENCH:-$here/../shared/bench}
runs=${RUNS:-5}
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
[ -f "$bench/make_specs.py" ] || { echo "batch.sh: $bench/make_specs.py not found (set BENCH)" >&2; exit 2; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000)
swift build -c release --package-path "$here" >/dev/null || { echo "batch.sh: the release build failed" >&2; exit 1; }
bin="$here/.build/release/featuregen"
work=$(mktemp -d /tmp/featuregen-batch.XXXX)
trap 'rm -rf "$work"' EXIT

# median WALL USER RSS of `runs` timed runs of: $@ (with an optional reset command in $RESET before each)
measure() {
  local samples=()
  for _ in $(seq "$runs"); do
    [ -n "${RESET:-}" ] && eval "$RESET"
    /usr/bin/time -f '%e %U %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
    samples+=("$(cat "$work/time")")
  done
  printf '%s\n' "${samples[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

row() { # name wall user rss
  printf '| %s | %s | %s | %s |\n' "$1" "$2" "$3" "$(( $4 / 1024 ))"
}

for n in "${sizes[@]}"; do
  specs="$work/specs-$n"
  python3 "$bench/make_specs.py" "$n" "$specs"
  out="$work/out-$n"
  echo
  echo "### $n features"
  echo
  echo "| run | wall s | user s | peak RSS MiB |"
  echo "| --- | --- | --- | --- |"
  read -r wall user rss <<<"$(RESET="rm -rf '$out'" measure "$bin" generate "$specs" --output "$out")"
  row "featuregen cold (empty output)" "$wall" "$user" "$rss"
  files=$(find "$out" -type f -not -path '*/.featuregen/*' | wc -l)
  bytes=$(find "$out" -type f -not -path '*/.featuregen/*' -printf '%s\n' | awk '{s += $1} END {print s}')
  read -r wall user rss <<<"$(measure "$bin" generate "$specs" --output "$out")"
  row "featuregen no-op" "$wall" "$user" "$rss"
  first=$(ls "$specs" | head -1)
  cp "$specs/$first" "$work/original.yaml"
  edit="sed -i 's/^title: .*/title: Edited \$RANDOM/' '$specs/$first'"
  read -r wall user rss <<<"$(RESET="$edit" measure "$bin" generate "$specs" --output "$out")"
  row "featuregen one spec edited" "$wall" "$user" "$rss"
  cp "$work/original.yaml" "$specs/$first"
  "$bin" generate "$specs" --output "$out" >/dev/null
  read -r wall user rss <<<"$(measure "$bin" generate "$specs" --output "$out" --check)"
  row "featuregen --check (up to date)" "$wall" "$user" "$rss"
  echo
  echo "output: $files files, $bytes bytes (plus .featuregen/)"
  if [ -x "${PY:-/tmp/featuregen-bench-venv/bin/python}" ] || python3 -c 'import jinja2, yaml' 2>/dev/null; then
    echo
    bash "$bench/peers.sh" "$specs" "$out" | sed 's/^/  /'
  else
    echo "(peers skipped: set up their venv as ../shared/bench/README.md says)"
  fi
done
