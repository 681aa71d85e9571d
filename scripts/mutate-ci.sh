#!/usr/bin/env bash
# CI's mutation step (.ci/run): for each suite (scripts/mutation-suites.sh: blackbeard, kernel, mm),
# the incremental mutation run (scripts/mutate.sh) on the suite's files changed since the last
# release tag, or on the suite's one small fixed file when there is no tag or none changed; fails if
# a file scores below 85%. With the committed incremental files only the mutants of changed code, or
# covered by changed tests, run again. At most MUTATE_CI_MAX_FILES files per suite (default 3), to
# bound CI's time; the full run is scripts/mutate-all.sh (Blackbeard and the kernel) and
# `npm run mutate:mm -- '*.ts'` (games/merchants-and-marauders/docs/coverage.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/mutation-suites.sh
source scripts/mutation-suites.sh
# shellcheck source=scripts/mutation-groups.sh
source scripts/mutation-groups.sh

# The files each suite measures: Blackbeard's rule files and the kernel's by their groups, the M&M
# rule folder whole.
suite_files() {
  case "$1" in
    blackbeard) for g in "${ORDER[@]}"; do [ "$g" = kernel ] || printf '%s\n' ${GROUPS_FILES[$g]}; done ;;
    kernel) printf '%s\n' ${GROUPS_FILES[kernel]} ;;
    mm) git ls-files "$MM_RULES" | grep '\.ts$' ;;
  esac
}

tag=$(git describe --tags --abbrev=0 2>/dev/null || true)
max=${MUTATE_CI_MAX_FILES:-3}
for suite in "${SUITES[@]}"; do
  changed=()
  if [ -n "$tag" ]; then
    mapfile -t watched < <(suite_files "$suite")
    while IFS= read -r f; do
      for w in "${watched[@]}"; do [ "$f" = "$w" ] && changed+=("$f"); done
    done < <(git diff --name-only "$tag")
    echo "$suite: files changed since $tag: ${#changed[@]}"
  else
    echo "$suite: no release tag"
  fi
  fixed=${SUITE_CI_FIXED[$suite]}
  if [ ${#changed[@]} -eq 0 ] && [ -n "$fixed" ]; then echo "$suite: the fixed file $fixed"; changed=("$fixed"); fi
  if [ ${#changed[@]} -eq 0 ]; then continue; fi
  if [ ${#changed[@]} -gt "$max" ]; then
    echo "$suite: only the first $max of them here (the full run has them all): ${changed[*]:$max}"
    changed=("${changed[@]:0:$max}")
  fi
  MUTATE_SUITE=$suite bash scripts/mutate.sh "${changed[@]}"
done
