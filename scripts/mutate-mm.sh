#!/usr/bin/env bash
# `npm run mutate:mm -- <files or globs> [stryker options]`: StrykerJS on Merchants & Marauders
# source files (stryker.mm.config.mjs: vitest runner, per-test coverage, incremental in
# games/merchants-and-marauders/reports/stryker-incremental.json, concurrency 1, at nice 10), then
# the per-file scores (scripts/mutation-scores.ts with the M&M list of equivalent mutants), failing
# if a file scores below 85%. A bare file name (raid.ts) means games/merchants-and-marauders/src/rules/raid.ts.
# MUTATE_MIN (default 85) sets the per-file threshold; MUTATE_NO_CHECK=1 skips the check.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rules=games/merchants-and-marauders/src/rules
files=()
opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --*) opts+=("$1"); if [ $# -gt 1 ] && [[ "$2" != --* ]] && [[ "$1" != *=* ]]; then opts+=("$2"); shift; fi ;;
    */*) files+=("$1") ;;
    *) files+=("$rules/$1") ;;
  esac
  shift
done
if [ ${#files[@]} -eq 0 ]; then
  echo "usage: npm run mutate:mm -- <files or globs> [stryker options]" >&2
  exit 2
fi
list=$(IFS=,; echo "${files[*]}")
incremental=games/merchants-and-marauders/reports/stryker-incremental.json
mkdir -p reports/mutation/mm
if [ -f "$incremental" ]; then cp "$incremental" reports/mutation/mm/incremental-before.json; fi
status=0
nice -n 10 npx --no stryker run stryker.mm.config.mjs --mutate "$list" ${opts[@]+"${opts[@]}"} || status=$?
# Stryker rewrote the incremental file with this run's files only: keep the other files' results.
npx --no tsx scripts/mutation-incremental.ts reports/mutation/mm/incremental-before.json "$incremental"
rm -f reports/mutation/mm/incremental-before.json
if [ "$status" -ne 0 ]; then exit "$status"; fi
if [ "${MUTATE_NO_CHECK:-0}" != 1 ]; then
  npx --no tsx scripts/mutation-scores.ts --min "${MUTATE_MIN:-85}" --files "$list" --equivalent games/merchants-and-marauders/test/mutation/equivalent.md reports/mutation/mm/mutation.json
fi
