# The mutation suites (sourced by scripts/mutate.sh and scripts/mutate-ci.sh). A suite is one
# Stryker configuration with its own tests, incremental file, report and list of equivalent
# mutants; `MUTATE_SUITE=<suite>` picks it (default blackbeard). docs/coverage.md, "Mutation testing".
#   blackbeard: Blackbeard's rule files, by its rule tests (stryker.config.mjs);
#   kernel:     the decision kernel, by the kernel's own tests and the toy game Smugglers
#               (stryker.kernel.config.mjs), so that a gap in the kernel's tests is not hidden by a
#               Blackbeard rule test;
#   mm:         the Merchants & Marauders rule files, by its rule tests (stryker.mm.config.mjs).
# shellcheck disable=SC2034 # used by the scripts that source this file
SUITES=(blackbeard kernel mm)
MM_RULES=games/merchants-and-marauders/src/rules
declare -A SUITE_CONFIG=(
  [blackbeard]=stryker.config.mjs
  [kernel]=stryker.kernel.config.mjs
  [mm]=stryker.mm.config.mjs
)
declare -A SUITE_INCREMENTAL=(
  [blackbeard]=reports/stryker-incremental.json
  [kernel]=reports/stryker-incremental.kernel.json
  [mm]=games/merchants-and-marauders/reports/stryker-incremental.json
)
# Stryker's JSON report (each config's jsonReporter.fileName).
declare -A SUITE_REPORT=(
  [blackbeard]=reports/mutation/mutation.json
  [kernel]=reports/mutation/kernel/mutation.json
  [mm]=reports/mutation/mm/mutation.json
)
declare -A SUITE_EQUIVALENT=(
  [blackbeard]=test/mutation/equivalent.md
  [kernel]=test/mutation/equivalent.md
  [mm]=games/merchants-and-marauders/test/mutation/equivalent.md
)
# A bare file name (no slash) given to `npm run mutate` means a file in this folder (M&M: raid.ts).
declare -A SUITE_FOLDER=(
  [blackbeard]=""
  [kernel]=""
  [mm]="$MM_RULES"
)
# CI (scripts/mutate-ci.sh) runs the suite's files changed since the last release tag, or this one
# small file when there is no tag or none changed (none: the suite is skipped then).
declare -A SUITE_CI_FIXED=(
  [blackbeard]=src/state/scoring.ts
  [kernel]=""
  [mm]="$MM_RULES/recruit.ts"
)
