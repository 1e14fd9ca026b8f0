# Benchmarks/common.sh: what the benchmark scripts share. Sourced after `set -euo pipefail`, with `here` set to the
# package's folder and `script` to the script's name, which prefixes its messages.

# The peers' folder (../shared/bench/).
bench=${BENCH:-$here/../shared/bench}

# The ratio $1 / $2 to two decimals, followed by $3 (none by default); "-" when $2 is not positive.
ratio() {
  awk -v a="$1" -v b="$2" -v unit="${3:-}" 'BEGIN { if (b > 0) printf "%.2f%s", a / b, unit; else print "-" }'
}

# Installs the Debian package $2 when the command $1 is missing (as root, or through sudo), then stops with exit
# code 2 if it is still missing.
install_when_missing() {
  if ! command -v "$1" >/dev/null; then
    local sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    { $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq "$2"; } >/dev/null 2>&1 || true
  fi
  command -v "$1" >/dev/null || { echo "$script: $1 is needed: apt-get install $2" >&2; exit 2; }
}

# Builds featuregen in release as the README's first command does, and sets `bin` to it.
build_release() {
  swift build -c release --package-path "$here" >/dev/null ||
    { echo "$script: the release build failed" >&2; exit 1; }
  bin="$here/.build/release/featuregen"
}

# Prints a Python that has jinja2 and pyyaml (PY, default the set-up of the peers' README, else python3); fails
# when there is none.
peer_python() {
  local py=${PY:-/tmp/featuregen-bench-venv/bin/python}
  [ -x "$py" ] || py=$(command -v python3) || return 1
  "$py" -c 'import jinja2, yaml' 2>/dev/null && echo "$py"
}

# Checks that the peers' folder is there and sets `PY` to peer_python's; stops with exit code 2 when either is
# missing.
find_peers() {
  [ -f "$bench/to_peer_format.py" ] ||
    { echo "$script: no peers at $bench (set BENCH to ../shared/bench)" >&2; exit 2; }
  PY=$(peer_python) || { echo "$script: no Python with jinja2 and pyyaml: see $bench/README.md" >&2; exit 2; }
}

# Writes $1 specs into $2/specs (Benchmarks/make_specs.sh) and the peers' form of them into $2/peer-specs.
write_specs() {
  bash "$here/Benchmarks/make_specs.sh" "$1" "$2/specs"
  "$PY" "$bench/to_peer_format.py" "$2/specs" "$2/peer-specs"
}

# Prints "FILES BYTES": the regular files under $1 outside featuregen's .featuregen/ folder, and their total size.
output_size() {
  find "$1" -type f -not -path '*/.featuregen/*' -printf '%s\n' | awk '{ s += $1 } END { print NR, s + 0 }'
}

# Lets the disk finish earlier runs' writeback (and the discards of deleted trees) before a timed run: `sync` returns
# before a virtual disk is idle, and the run would otherwise pay for the other's writes. SETTLE: seconds, default 1.
settle() {
  sync
  sleep "${SETTLE:-1}"
}

# The instructions "$@" executes in all its threads, as valgrind's callgrind counts them, with fixed hash seeds so
# that a count repeats run after run; needs `work` (a scratch folder) and valgrind.
instructions_of() {
  SWIFT_DETERMINISTIC_HASHING=1 PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$@" >/dev/null 2>"$work/valgrind" || { echo "$script: failed: $*" >&2; cat "$work/valgrind" >&2; exit 1; }
  sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/valgrind"
}

# $1 in millions, to one decimal.
millions() { awk -v a="$1" 'BEGIN { printf "%.1f", a / 1e6 }'; }
