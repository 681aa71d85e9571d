/**
 * The fuzz (issue 27 point 4): N random seeded games on the built-in set (and N/10 on the
 * alternative test set), checking at every step that Gold moves only by the amounts its events
 * announce, and at the end that every card and token is accounted for and the game ended. One game
 * in ten also checks secrecy every 20 steps: no player's view changes when what he may not know
 * changes (another's Gold, stash, hand, cargo, hidden set-up choice, face-down piles;
 * test/fixtures/secrets.ts).
 * Usage: npx tsx games/merchants-and-marauders/scripts/fuzz.ts [games=2000]
 */
import { createGameWithEvents, createSimulator, randomBot, view } from '../src/index.js';
import { mulberry32 } from '../src/kernel.js';
import { hiddenVariants } from '../test/fixtures/secrets.js';
import { altSet } from '../test/fixtures/alt-set.js';
import { inventory } from '../src/check.js';
import { goldDelta, goldOf } from '../test/fixtures/census.js';

const games = Number(process.argv[2] ?? 2000);
let breaks = 0;
// NPCs must take part (MM NPC 1-23): arrivals, battles with an NPC side, NPC captains killed.
let npcArrivals = 0;
let npcBattles = 0;
let npcDeaths = 0;
// Glory Cards must be played off-turn (MM Glory 4) and in the combat windows other than the re-roll ones (MR47).
let announced = 0;
let combatCards = 0;
// Effects (MM Event 3, MM NPC 6, MM Crew 1, MM Yard 7, 12): each kind must happen somewhere.
const effects: Record<string, number> = { npcPlaced: 0, cardCombat: 0, skillChecked: 0, optionChosen: 0, shipGained: 0, modGained: 0, shipAbandoned: 0, modTransferred: 0 };
let steps = 0;
const t0 = Date.now();
for (let g = 1; g <= games; g++) {
  const components = g % 10 === 0 ? altSet() : undefined;
  const players = (2 + (g % 3)) as 2 | 3 | 4;
  const created = createGameWithEvents({ players, seed: g, ...(components ? { components } : {}) });
  // The simulator plays in place (fast); the kit test covers the public `apply` on the same rules.
  const sim = createSimulator(created.state, { recordEvents: true });
  const cards = JSON.stringify(Object.entries(inventory(created.state)).sort());
  const bot = randomBot(g * 7919);
  let i = 0;
  try {
    for (; i < 50_000 && !sim.isOver(); i++) {
      const who = sim.decider();
      if (who === null) throw new Error('stopped at chance');
      const before = goldOf(sim.state);
      if (g % 10 === 1 && i % 20 === 0) {
        const rand = mulberry32(g * 31 + i);
        for (const viewer of sim.state.seats) {
          const seen = JSON.stringify(view(sim.state, viewer));
          for (const v of hiddenVariants(sim.state, viewer, rand)) if (JSON.stringify(view(v, viewer)) !== seen) throw new Error(`Player ${viewer}'s view depends on another player's secret at step ${i}`);
        }
      }
      sim.events.length = 0;
      sim.apply(bot(sim.state, who));
      if (goldOf(sim.state) - before !== goldDelta(sim.events)) throw new Error(`Gold changed by other than its events at step ${i}`);
      for (const e of sim.events) {
        if (e.type === 'npcArrived') npcArrivals++;
        if (e.type === 'combatStarted' && (e.aggressor.npc !== null || e.defender.npc !== null)) npcBattles++;
        if (e.type === 'npcDied') npcDeaths++;
        if (e.type === 'gloryAnnounced' && e.private === undefined) announced++;
        if (e.type === 'gloryPlayed' && e.rule === 'MM Crew 5' && ['evasive-helm', 'boarding-party'].includes(e.card)) combatCards++;
        if (e.type === 'combatStarted' && e.defender.npc === 'card') effects['cardCombat'] = (effects['cardCombat'] ?? 0) + 1;
        else if (e.type in effects) effects[e.type] = (effects[e.type] ?? 0) + 1;
      }
    }
    if (!sim.isOver()) throw new Error('no end');
    if (JSON.stringify(Object.entries(inventory(sim.state)).sort()) !== cards) throw new Error('a card or token was lost or made');
  } catch (e) {
    breaks++;
    console.error(`game ${g} (${players} players${components ? ', alternative set' : ''}): ${(e as Error).message}`);
  }
  steps += i;
}
console.log(`${games} games (${Math.ceil(games / 10)} with secrecy checks), ${steps} steps, ${breaks} invariant breaks, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`NPCs: ${npcArrivals} arrivals, ${npcBattles} battles with an NPC side, ${npcDeaths} NPC captains killed`);
console.log(`Glory Cards: ${announced} announced off-turn, ${combatCards} played in the hit-location and before-crew-combat windows`);
console.log(`Effects: ${Object.entries(effects).map(([k, n]) => `${n} ${k}`).join(', ')}`);
if (games >= 20 && (announced === 0 || combatCards === 0)) {
  console.error('no off-turn or new-window combat card was played');
  breaks++;
}
const missing = ['npcPlaced', 'cardCombat', 'skillChecked', 'optionChosen', 'shipGained', 'modGained'].filter((k) => effects[k] === 0);
if (games >= 200 && missing.length > 0) {
  console.error(`no ${missing.join(', ')} in the games`);
  breaks++;
}
if (games >= 20 && (npcArrivals === 0 || npcBattles === 0)) {
  console.error('no NPC took part in the games');
  breaks++;
}
process.exitCode = breaks ? 1 : 0;
