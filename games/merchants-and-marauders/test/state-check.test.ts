/**
 * A loaded state against its component set (src/check.ts, MM Comp 3-6, 8): `deserialize` and
 * `createScenario` refuse an id the set does not have, or has of another kind, with its path;
 * `deserialize` also refuses a card or token made or lost (the census). Real games' states pass.
 */
import { describe, expect, it } from 'vitest';
import { createGame, createScenario, createSimulator, deserialize, randomBot, serialize, type GameState } from '../src/index.js';
import { builtInComponents } from '../src/components/load.js';
import { inventory, stateViolations } from '../src/check.js';
import { ixOf } from '../src/rules.js';

/** A save of `s` edited by `edit` (the text a user could hand to deserialize). */
function editedSave(s: GameState, edit: (d: GameState) => void): string {
  const save = JSON.parse(serialize(s)) as { state: GameState };
  edit(save.state);
  return JSON.stringify(save);
}

const refused = (f: () => unknown, path: string, message: RegExp) =>
  expect(f).toThrow(expect.objectContaining({ name: 'SaveFormatError', code: 'invalid-position', path, message: expect.stringMatching(message) }));

const set = builtInComponents();
const someGlory = set.glory[0]!.id;

describe('a saved game or scenario with an id its component set does not have is refused (MM Comp 8)', () => {
  const s = createGame({ players: 3, seed: 5 });

  it('an unknown Event Card in the Event deck', () => {
    refused(() => deserialize(editedSave(s, (d) => { d.decks.event['made-up-storm'] = 1; })), 'decks.event.made-up-storm', /at decks\.event\.made-up-storm: "made-up-storm" is not an Event Card of the component set/);
  });

  it('an unknown Rumor Card held, and a Glory Card held as a Rumor (the wrong kind)', () => {
    refused(() => createScenario({ players: 2, seed: 3 }, (d) => { d.pl['A']!.rumor = 'no-such-rumor'; }), 'pl.A.rumor', /"no-such-rumor" is not a Rumor Card/);
    refused(() => deserialize(editedSave(s, (d) => { d.pl['B']!.rumor = someGlory; })), 'pl.B.rumor', new RegExp(`"${someGlory}" is not a Rumor Card`));
  });

  it('an unknown Glory Card in a hand, an unknown Event in the NPC area', () => {
    const n = createScenario({ players: 2, seed: 3 }).pl['B']!.hand.length;
    refused(() => createScenario({ players: 2, seed: 3 }, (d) => { d.pl['B']!.hand.push('ace-of-spades'); }), `pl.B.hand.${n}`, /"ace-of-spades" is not a Glory Card/);
    const k = createScenario({ players: 2, seed: 3 }).npcArea.length;
    refused(() => createScenario({ players: 2, seed: 3 }, (d) => { d.npcArea.push('ghost-ship'); }), `npcArea.${k}`, /"ghost-ship" is not an Event Card/);
  });

  it('an unknown Sea Zone for a ship, an unknown port for a Demand Token', () => {
    refused(() => createScenario({ players: 2, seed: 3 }, (d) => { d.pl['A']!.zone = 'atlantis'; }), 'pl.A.zone', /"atlantis" is not a Sea Zone of the component set/);
    refused(() => deserialize(editedSave(s, (d) => { d.demand['el-dorado'] = set.goods[0]!.id; })), 'demand.el-dorado', /"el-dorado" is not a port/);
  });

  it('the message counts the other faults and names a few of their paths', () => {
    const text = editedSave(s, (d) => { d.pl['A']!.zone = 'atlantis'; d.pl['B']!.zone = 'lemuria'; });
    expect(() => deserialize(text)).toThrow(/at pl\.A\.zone: .* \(and 1 more: pl\.B\.zone\)$/);
  });
});

describe('a saved game with a card or token made or lost is refused (MM Comp 3-6, 8: conservation)', () => {
  // A scenario left as set up is whole: every card dealt came out of its deck.
  const s = createScenario({ players: 2, seed: 9 });
  const card = s.pl['A']!.hand[0]!;

  it('a Glory Card duplicated in a hand: the count, and every place it is found', () => {
    const want = set.glory.find((g) => g.id === card)!.count;
    refused(() => deserialize(editedSave(s, (d) => { d.pl['A']!.hand.push(card); })), `pl.A.hand.${s.pl['A']!.hand.length}`, new RegExp(`Glory Card "${card}": the component set has ${want}, the state has ${want + 1} \\(in .*pl\\.A\\.hand\\.0.*\\)`));
  });

  it('a Special Weapon Token gone from the supply', () => {
    const [type, n] = Object.entries(s.weaponSupply)[0]!;
    refused(() => deserialize(editedSave(s, (d) => { d.weaponSupply[type] = n - 1; })), `weaponSupply.${type}`, new RegExp(`Special Weapon Token "${type}": the component set has ${n}, the state has ${n - 1}`));
  });

  it('a scenario is checked for its ids only: a test may give a card without taking it from its deck', () => {
    const t = createScenario({ players: 2, seed: 3 }, (d) => { d.pl['A']!.hand.push(someGlory); });
    expect(t.pl['A']!.hand).toContain(someGlory);
    expect(() => deserialize(serialize(t))).toThrow(expect.objectContaining({ code: 'invalid-position' }));
  });
});

describe('real games pass the check at every point', () => {
  it('seeded random games (2-4 players): every state is whole, its census the set\'s, and its save round-trips', () => {
    let checked = 0;
    for (let g = 1; g <= 3; g++) {
      const s0 = createGame({ players: (2 + (g % 3)) as 2 | 3 | 4, seed: 100 + g });
      const cards = inventory(s0);
      const sim = createSimulator(s0);
      const bot = randomBot(g * 31);
      for (let i = 0; i < 3000 && !sim.isOver(); i++) {
        expect(stateViolations(sim.state, ixOf(sim.state)), `game ${g}, step ${i}`).toEqual([]);
        expect(inventory(sim.state), `game ${g}, step ${i}`).toEqual(cards);
        if (i % 50 === 0) {
          expect(deserialize(serialize(sim.state))).toEqual(sim.state);
          checked++;
        }
        const who = sim.decider();
        if (who === null) throw new Error('a seeded game stopped at chance');
        sim.apply(bot(sim.state, who));
      }
      expect(stateViolations(sim.state, ixOf(sim.state))).toEqual([]);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a scenario and a new game load as they are', () => {
    const t = createScenario({ players: 3, seed: 4 });
    expect(deserialize(serialize(t))).toEqual(t);
    expect(stateViolations(createGame({ players: 4, seed: 1 }), ixOf(createGame({ players: 4, seed: 1 })))).toEqual([]);
  });
});
