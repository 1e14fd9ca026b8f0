#!/usr/bin/env bash
# Releases featuregen VERSION (x.y.z): writes it into Version.current, the one place the version lives, commits
# that, and tags the commit vVERSION, the tag SwiftPM, Mint and a test (InstallTests) read. Run from a clean
# work tree at the repository's root (make release VERSION=x.y.z); pushing is left to you.
set -euo pipefail

version=${1:-}
file=Sources/FeaturegenKit/Version.swift
fail() { echo "release: $1" >&2; exit 1; }

[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "give the version as x.y.z (make release VERSION=1.2.0), not '$version'"
[ -f "$file" ] || fail "no $file here; run this at the repository's root"
if ! git diff --quiet || ! git diff --cached --quiet; then fail "the work tree has uncommitted changes; commit them first"; fi
if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then fail "tag v$version already exists"; fi

line="    public static let current = \"$version\""
if ! grep -qxF "$line" "$file"; then
  # A temporary file and mv rather than sed -i, whose spelling differs between macOS and GNU sed.
  sed -E "s/^    public static let current = \"[^\"]*\"$/$line/" "$file" >"$file.new"
  mv "$file.new" "$file"
  grep -qxF "$line" "$file" || fail "could not find Version.current's literal in $file"
  git commit -q -m "Release $version: Version.current, printed by featuregen --version" -- "$file"
fi
git tag -a "v$version" -m "featuregen $version"
echo "release: tagged v$version; publish it with: git push origin HEAD v$version"
