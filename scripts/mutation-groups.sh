# The rule files under mutation testing, by group (sourced by scripts/mutate-all.sh and
# scripts/mutate-ci.sh). A group is one Stryker run; ORDER is the order of rule importance.
# shellcheck disable=SC2034 # used by the scripts that source this file
declare -A GROUPS_FILES=(
  [sample]="src/actions/find.ts src/actions/retire.ts src/actions/sack.ts src/actions/mutiny.ts src/solo/end.ts src/solo/career.ts"
  [end]="src/actions/end-game.ts src/state/scoring.ts src/cards/general-pardon.ts src/cards/general-pardon-event.ts"
  [actions-loot]="src/actions/loot.ts src/actions/convert.ts src/actions/attack-port.ts src/actions/booty-grab.ts src/actions/recover.ts src/actions/in-port.ts"
  [actions-move]="src/actions/move.ts src/actions/deploy.ts src/actions/choose-area.ts src/actions/merchants.ts"
  [actions-ap]="src/actions/anti-pirate.ts src/actions/warship.ts src/actions/kc.ts src/actions/kc-actions.ts src/actions/letter-of-marque.ts src/actions/alliance.ts src/actions/ports.ts"
  [actions-turn]="src/actions/pieces.ts src/actions/turn.ts src/actions/setup.ts src/actions/window.ts src/actions/event-frame.ts"
  [cards]="src/cards/index.ts src/cards/action-and-event.ts src/cards/ap-cards.ts src/cards/disease.ts src/cards/european-turmoil.ts src/cards/finger-of-fate.ts src/cards/kc-cards.ts src/cards/local-resistance.ts src/cards/mal-de-mer.ts src/cards/natural-disaster.ts src/cards/new-governors.ts src/cards/skull-and-crossbones.ts src/cards/storms-at-sea.ts"
  [solo]="src/solo/ap-check.ts src/solo/choose.ts src/solo/decide.ts src/solo/decks.ts src/solo/letters.ts src/solo/setup.ts src/solo/sp.ts src/solo/turn.ts"
  [solo-policy]="src/solo/policy.ts src/solo/estimate.ts src/solo/quick.ts"
  [kernel]="src/kernel/chance.ts src/kernel/window.ts src/kernel/copy.ts src/kernel/random.ts"
)
ORDER=(sample end actions-loot actions-move actions-ap actions-turn cards solo solo-policy kernel)
