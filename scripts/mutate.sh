#!/usr/bin/env bash
# `npm run mutate -- <files or globs> [stryker options]`: StrykerJS on the given source files
# (vitest runner, per-test coverage, incremental, concurrency 1, at nice 10), then the per-file
# scores (scripts/mutation-scores.ts, the suite's equivalent mutants left out), failing if a file
# scores below 85%. Files are joined into Stryker's --mutate list; arguments starting with -- go to
# Stryker as is.
# MUTATE_SUITE picks the suite (scripts/mutation-suites.sh): blackbeard (the default, `npm run
# mutate`), kernel (`npm run mutate:kernel`) or mm (`npm run mutate:mm`, where a bare file name such
# as raid.ts means games/merchants-and-marauders/src/rules/raid.ts).
# MUTATE_MIN (default 85) sets the per-file threshold; MUTATE_NO_CHECK=1 skips the check.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/mutation-suites.sh
source scripts/mutation-suites.sh
suite=${MUTATE_SUITE:-blackbeard}
if [ -z "${SUITE_CONFIG[$suite]:-}" ]; then
  echo "unknown MUTATE_SUITE '$suite' (suites: ${SUITES[*]})" >&2
  exit 2
fi
folder=${SUITE_FOLDER[$suite]}
files=()
opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --*) opts+=("$1"); if [ $# -gt 1 ] && [[ "$2" != --* ]] && [[ "$1" != *=* ]]; then opts+=("$2"); shift; fi ;;
    */*) files+=("$1") ;;
    *) files+=("${folder:+$folder/}$1") ;;
  esac
  shift
done
if [ ${#files[@]} -eq 0 ]; then
  echo "usage: [MUTATE_SUITE=<suite>] bash scripts/mutate.sh <files or globs> [stryker options] (suites: ${SUITES[*]})" >&2
  exit 2
fi
list=$(IFS=,; echo "${files[*]}")
incremental=${SUITE_INCREMENTAL[$suite]}
report=${SUITE_REPORT[$suite]}
before="$(dirname "$report")/incremental-before.json"
mkdir -p "$(dirname "$report")"
if [ -f "$incremental" ]; then cp "$incremental" "$before"; fi
status=0
nice -n 10 npx --no stryker run "${SUITE_CONFIG[$suite]}" --mutate "$list" ${opts[@]+"${opts[@]}"} || status=$?
# Stryker rewrote the incremental file with this run's files only: keep the other files' results.
npx --no tsx scripts/mutation-incremental.ts "$before" "$incremental"
rm -f "$before"
if [ "$status" -ne 0 ]; then exit "$status"; fi
if [ "${MUTATE_NO_CHECK:-0}" != 1 ]; then
  npx --no tsx scripts/mutation-scores.ts --min "${MUTATE_MIN:-85}" --files "$list" --equivalent "${SUITE_EQUIVALENT[$suite]}" "$report"
fi
