#!/usr/bin/env bash
# CI's Merchants & Marauders mutation step (.ci/run, issue 28 item 4): the incremental mutation run
# (scripts/mutate-mm.sh) on the M&M rule files changed since the last release tag, or on one small
# fixed file when there is no tag or no rule file changed; fails if a file scores below 85%. With
# the committed incremental file (games/merchants-and-marauders/reports/stryker-incremental.json)
# only the mutants of changed code, or covered by changed tests, run again. At most
# MUTATE_CI_MAX_FILES files (default 3), to bound CI's time; the full run is
# `npm run mutate:mm -- '*.ts'` file by file (games/merchants-and-marauders/docs/coverage.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rules=games/merchants-and-marauders/src/rules
FIXED=$rules/recruit.ts
tag=$(git describe --tags --abbrev=0 2>/dev/null || true)
changed=()
if [ -n "$tag" ]; then
  while IFS= read -r f; do changed+=("$f"); done < <(git diff --name-only "$tag" -- "$rules" | grep '\.ts$' || true)
  echo "M&M rule files changed since $tag: ${#changed[@]}"
else
  echo "no release tag: the fixed file $FIXED"
fi
if [ ${#changed[@]} -eq 0 ]; then changed=("$FIXED"); fi
max=${MUTATE_CI_MAX_FILES:-3}
if [ ${#changed[@]} -gt "$max" ]; then
  echo "only the first $max of them here: ${changed[*]:$max}"
  changed=("${changed[@]:0:$max}")
fi
bash scripts/mutate-mm.sh "${changed[@]}"
