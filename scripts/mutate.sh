#!/usr/bin/env bash
# `npm run mutate -- <files or globs> [stryker options]`: StrykerJS on the given source files
# (stryker.config.mjs: vitest runner, per-test coverage, incremental, concurrency 1, at nice 10),
# then the per-file scores (scripts/mutation-scores.ts), failing if a file scores below 85%.
# Files are joined into Stryker's --mutate list; arguments starting with -- go to Stryker as is.
# MUTATE_MIN (default 85) sets the per-file threshold; MUTATE_NO_CHECK=1 skips the check.
# MUTATE_SUITE=kernel (`npm run mutate:kernel`) measures src/kernel by the kernel's own tests
# (stryker.kernel.config.mjs, its own incremental file and report).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
files=()
opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --*) opts+=("$1"); if [ $# -gt 1 ] && [[ "$2" != --* ]] && [[ "$1" != *=* ]]; then opts+=("$2"); shift; fi ;;
    *) files+=("$1") ;;
  esac
  shift
done
if [ ${#files[@]} -eq 0 ]; then
  echo "usage: npm run mutate -- <files or globs> [stryker options]" >&2
  exit 2
fi
list=$(IFS=,; echo "${files[*]}")
config=stryker.config.mjs
incremental=reports/stryker-incremental.json
report=reports/mutation/mutation.json
if [ "${MUTATE_SUITE:-}" = kernel ]; then
  config=stryker.kernel.config.mjs
  incremental=reports/stryker-incremental.kernel.json
  report=reports/mutation/kernel/mutation.json
fi
mkdir -p "$(dirname "$report")"
if [ -f "$incremental" ]; then cp "$incremental" "$(dirname "$report")/incremental-before.json"; fi
# The per-file check (equivalent mutants left out) follows the run.
status=0
nice -n 10 npx --no stryker run "$config" --mutate "$list" ${opts[@]+"${opts[@]}"} || status=$?
# Stryker rewrote the incremental file with this run's files only: keep the other files' results.
npx --no tsx scripts/mutation-incremental.ts "$(dirname "$report")/incremental-before.json" "$incremental"
rm -f "$(dirname "$report")/incremental-before.json"
if [ "$status" -ne 0 ]; then exit "$status"; fi
if [ "${MUTATE_NO_CHECK:-0}" != 1 ]; then
  npx --no tsx scripts/mutation-scores.ts --min "${MUTATE_MIN:-85}" --files "$list" "$report"
fi
