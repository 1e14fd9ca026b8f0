#!/usr/bin/env bash
# Benchmarks/validate.sh [N…]: validates N generated specs (default 1000) with a release build of featuregen
# and prints, per N, the median wall time of 5 runs, specs per second, user CPU and peak memory.
# Specs come from Benchmarks/make_specs.sh (deterministic: spec i is the same in every corpus size).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
script=validate.sh
source "$here/Benchmarks/common.sh"
install_when_missing /usr/bin/time time
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000)
build_release
work=$(mktemp -d /tmp/featuregen-validate-bench.XXXX)
trap 'rm -rf "$work"' EXIT
echo "| specs | median wall s | specs/s | user s | peak RSS MiB |"
echo "| --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  bash "$here/Benchmarks/make_specs.sh" "$n" "$work/specs-$n"
  runs=()
  for _ in 1 2 3 4 5; do
    /usr/bin/time -f '%e %U %M' -o "$work/time" "$bin" validate "$work/specs-$n" >/dev/null
    runs+=("$(cat "$work/time")")
  done
  median=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p)
  read -r wall user rss <<<"$median"
  # GNU time counts hundredths: a run under 5 ms reads 0.00 s, and its rate is only known to be over n / 0.005.
  rate=$(awk -v n="$n" -v w="$wall" 'BEGIN { if (w > 0) printf "%.0f", n / w; else printf "> %.0f", n / 0.005 }')
  printf '| %s | %s | %s | %s | %s |\n' "$n" "$wall" "$rate" "$user" "$((rss / 1024))"
done
