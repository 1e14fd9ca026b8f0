#!/usr/bin/env bash
# Benchmarks/make_specs.sh N DIR: writes N feature specs in featuregen's format to DIR, deterministically (spec i
# is the same in every corpus size). Like real features they vary: 4–12 fields of nine types, some optional, some
# with snake_case JSON keys; 1–5 endpoints (list, detail, create, update, remove); the optional refreshing state;
# a push destination in about 60% of them. Needs only bash and awk, so CI's smoke run has no Python to install.
set -euo pipefail
n=${1:?usage: make_specs.sh N DIR}
dir=${2:?usage: make_specs.sh N DIR}
mkdir -p "$dir"
awk -v n="$n" -v dir="$dir" '
function rand_int(limit) { seed = (seed * 1103515245 + 12345) % 2147483648; return int(seed / 65536) % limit }
function snake(word,    out, i, c) {
  out = ""
  for (i = 1; i <= length(word); i++) {
    c = substr(word, i, 1)
    out = out (c ~ /[A-Z]/ ? "_" tolower(c) : c)
  }
  return out
}
BEGIN {
  split("Int String Bool Double Date URL UUID Int64 Decimal", types, " ")
  split("Bookmark Post Comment Order Invoice Payment Product Review Message Thread Contact Event Ticket Project " \
        "Note Photo Album Track Episode Article Story Recipe Workout Goal Habit Reminder Coupon Address Device " \
        "Badge Reward Plan Receipt Shipment Booking Trip Flight Venue Course Lesson Quiz Survey Report Channel", nouns, " ")
  split("title name summary createdAt updatedAt price count isActive ownerId url rating status label total " \
        "notes score position color code email phone city country duration startsAt endsAt priority level", words, " ")
  nounCount = length(nouns); wordCount = length(words)
  for (i = 0; i < n; i++) {
    seed = i * 7919 + 17
    noun = nouns[i % nounCount + 1]; model = noun "V" i; feature = noun "List" i
    file = dir "/" feature ".yaml"
    printf "feature: %s\ntitle: %s list %d\nmodel:\n  name: %s\n  fields:\n    - {name: id, type: Int}\n", \
      feature, noun, i, model > file
    fields = 3 + rand_int(9); start = rand_int(wordCount)
    for (f = 0; f < fields; f++) {
      word = words[(start + f) % wordCount + 1]
      type = types[rand_int(9) + 1] (rand_int(10) < 3 ? "?" : "")
      key = snake(word)
      printf "    - {name: %s, type: \"%s\"%s}\n", word, type, (key != word ? ", json: " key : "") > file
    }
    base = "/" tolower(noun) "s" i
    printf "endpoints:\n  - {name: list, method: GET, path: %s, returns: \"[%s]\"}\n", base, model > file
    if (rand_int(2)) printf "  - {name: detail, method: GET, path: \"%s/{id}\", returns: %s}\n", base, model > file
    if (rand_int(2)) printf "  - {name: create, method: POST, path: %s, body: %s, returns: %s}\n", base, model, model > file
    if (rand_int(2)) printf "  - {name: update, method: PATCH, path: \"%s/{id}\", body: %s, returns: %s}\n", base, model, model > file
    if (rand_int(2)) printf "  - {name: remove, method: DELETE, path: \"%s/{id}\"}\n", base > file
    printf "states: [idle, loading, loaded, empty, failed%s]\n", (rand_int(2) ? ", refreshing" : "") > file
    if (rand_int(10) < 6) printf "navigation:\n  - {value: %s, destination: %sDetailView, style: push}\n", model, model > file
    close(file)
  }
}'
