#!/usr/bin/env bash
# CI's mutation step (.ci/run): the incremental mutation run (scripts/mutate.sh) on the rule files
# (scripts/mutation-groups.sh) changed since the last release tag, or on one small fixed file when
# there is no tag or no rule file changed; fails if a file scores below 85%. With the committed
# incremental file (reports/stryker-incremental.json) only the mutants of changed code, or covered
# by changed tests, are run again. At most MUTATE_CI_MAX_FILES files (default 3), to bound CI's time;
# the full run is scripts/mutate-all.sh. The kernel's files changed since the tag run too, by the
# kernel's own tests (npm run mutate:kernel; nothing when there is no tag).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/mutation-groups.sh
source scripts/mutation-groups.sh
FIXED=src/state/scoring.ts
rule_files=()
for g in "${ORDER[@]}"; do
  [ "$g" = kernel ] && continue
  for f in ${GROUPS_FILES[$g]}; do rule_files+=("$f"); done
done
# The kernel's files are measured by the kernel's own tests (MUTATE_SUITE=kernel), when changed.
kernel_files=(${GROUPS_FILES[kernel]})
kernel_changed=()
tag=$(git describe --tags --abbrev=0 2>/dev/null || true)
changed=()
if [ -n "$tag" ]; then
  while IFS= read -r f; do
    for r in "${rule_files[@]}"; do [ "$f" = "$r" ] && changed+=("$f"); done
    for r in "${kernel_files[@]}"; do [ "$f" = "$r" ] && kernel_changed+=("$f"); done
  done < <(git diff --name-only "$tag" -- src)
  echo "rule files changed since $tag: ${#changed[@]}; kernel files: ${#kernel_changed[@]}"
else
  echo "no release tag: the fixed file $FIXED"
fi
if [ ${#changed[@]} -eq 0 ]; then changed=("$FIXED"); fi
max=${MUTATE_CI_MAX_FILES:-3}
if [ ${#changed[@]} -gt "$max" ]; then
  echo "only the first $max of them here (scripts/mutate-all.sh runs them all): ${changed[*]:$max}"
  changed=("${changed[@]:0:$max}")
fi
bash scripts/mutate.sh "${changed[@]}"
if [ ${#kernel_changed[@]} -gt 0 ]; then MUTATE_SUITE=kernel bash scripts/mutate.sh "${kernel_changed[@]}"; fi
