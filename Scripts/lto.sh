#!/usr/bin/env bash
# The command-line suite against a release build optimized across modules at link time: the configuration that once
# exposed undefined behaviour in code reading memory through pointers (see docs/security.md). Run it after touching
# that code (Sources/CInterop) and before a release; CI leaves it out to stay within its time (it
# builds featuregen once more, about five minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift build -c release --scratch-path .build/lto --experimental-lto-mode=full --product featuregen
swift build --build-tests
FEATUREGEN_BIN="$root/.build/lto/release/featuregen" FEATUREGEN_PROPERTY_ROUNDS=40 \
  swift test --skip-build --filter FeaturegenCLITests
