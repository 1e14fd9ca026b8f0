#!/usr/bin/env bash
# Fuzzes the spec readers and validator (Sources/SpecFuzzer) with libFuzzer and the address sanitizer.
#   Scripts/fuzz.sh [SECONDS]      default 60; the corpus starts from Specs/ and grows in .build/fuzz-corpus
# Exits non-zero when libFuzzer finds a crash, a leak, a hang (over 10 s for one input) or a broken rule; the input
# that did it is left in .build/fuzz-artifacts/ and replays with `swift run SpecFuzzer FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash .ci/setup
# The linker warns once for each of the sanitizer's local symbols: noise, not findings.
swift build -c release --scratch-path .build/fuzz --product SpecFuzzer \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | { grep -v 'warning: Cannot export local symbol' || true; }
corpus=.build/fuzz-corpus
rm -rf .build/fuzz-artifacts
mkdir -p "$corpus" .build/fuzz-artifacts
cp Specs/*.yaml Specs/*.json "$corpus"/
# Leaks are checked once, at exit, by the sanitizer: libFuzzer's check after each input flags the standard
# library's lazily filled caches.
status=0
.build/fuzz/release/SpecFuzzer "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -print_final_stats=1 -detect_leaks=0 -artifact_prefix=.build/fuzz-artifacts/ \
  >.build/fuzz.log 2>&1 || status=$?
grep -E 'stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|ERROR|SUMMARY' .build/fuzz.log || true
if [ "$status" -ne 0 ]; then
  tail -n 40 .build/fuzz.log >&2
  echo "fuzz: libFuzzer stopped with status $status; the input is in .build/fuzz-artifacts/" >&2
  exit 1
fi
echo "fuzz: no crash in ${seconds} s"
