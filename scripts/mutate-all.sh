#!/usr/bin/env bash
# The full mutation run over the rule files, group by group so that each part fits the 2-core
# machine: `bash scripts/mutate-all.sh [group ...]` (default: every group, in this order).
# Each group is one `npm run mutate` (scripts/mutate.sh: incremental, so a rerun only tests the
# mutants of changed code); its report is kept as reports/mutation/<group>.json, its time in
# reports/mutation/times.txt, and the per-file table of every group run is printed at the end.
# Measured times per group: docs/coverage.md, "Mutation testing".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/mutation-groups.sh
source scripts/mutation-groups.sh
# shellcheck source=scripts/mutation-suites.sh
source scripts/mutation-suites.sh

groups=("$@")
if [ ${#groups[@]} -eq 0 ]; then groups=("${ORDER[@]}"); fi
mkdir -p reports/mutation
reports=()
for g in "${groups[@]}"; do
  files=${GROUPS_FILES[$g]:-}
  if [ -z "$files" ]; then echo "unknown group $g (groups: ${ORDER[*]})" >&2; exit 2; fi
  start=$SECONDS
  # The kernel is measured by its own tests (MUTATE_SUITE=kernel, scripts/mutation-suites.sh).
  suite=blackbeard
  if [ "$g" = kernel ]; then suite=kernel; fi
  # shellcheck disable=SC2086 # the list is split into files on purpose
  MUTATE_NO_CHECK=1 MUTATE_SUITE=$suite bash scripts/mutate.sh $files
  cp "${SUITE_REPORT[$suite]}" "reports/mutation/$g.json"
  printf '%s\t%d s\t%s\n' "$g" $((SECONDS - start)) "$(date -u +%FT%TZ)" | tee -a reports/mutation/times.txt
  reports+=("reports/mutation/$g.json")
done
npx --no tsx scripts/mutation-scores.ts --min "${MUTATE_MIN:-85}" "${reports[@]}"
