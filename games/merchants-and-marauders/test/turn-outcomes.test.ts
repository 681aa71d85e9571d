/**
 * Exact outcomes of the player turn and Move (MM Actions 1-4, MM Move 1-6, MM Bounty 5, MM Captains 8,
 * MM Port 1/4, MM Scout 1, MM Death 5; rulings M19-M21, M25, M57, MR15), written ahead of the
 * mutation run of src/rules/turn.ts (docs/coverage.md "Mutation testing"): forced dice, every event
 * and every legal action checked.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, loadComponents, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { ComponentSet, Effect } from '../src/components/schema.js';
import { chance, chanceRule, expectRefused, giveCargo, hold, ofType, place, play, roundStart, scenario, withEvent } from './helpers.js';
import { duel, fit, putNpc } from './combat-fixtures.js';

type P = GameState['pl'][string];
const end = (player: PlayerId): Action => ({ type: 'endTurn', player });
const sea = (player: PlayerId, zone: string): Action => ({ type: 'move', player, zone, inPort: false });
const enter = (player: PlayerId, zone: string): Action => ({ type: 'move', player, zone, inPort: true });
const enterBy = (player: PlayerId, zone: string, entry: 'fee' | 'roll'): Action => ({ type: 'move', player, zone, inPort: true, entry });
const top = (s: GameState) => s.stack[s.stack.length - 1];

/** The built-in set with `rules` as the zone rules of `zone` (in place of its own). */
function withZoneRules(zone: string, rules: Effect[]): ComponentSet {
  const c = provisionalComponents();
  const z = c.seaZones.find((x) => x.id === zone);
  if (!z) throw new Error(`no zone ${zone}`);
  z.rules = rules as typeof z.rules;
  return loadComponents(c);
}

describe('The player turn (MM Actions 1-2)', () => {
  it('MM Actions 1-2: ending a turn: its end, then the next player’s start, each cited; his turns counted', () => {
    const { s, P, Q } = scenario();
    expect(pending(s)).toEqual({ kind: 'decision', player: P, frame: 'turn', rule: 'MM Actions 2' });
    expect(s.pl[Q]?.turns).toBe(0);
    const r = play(s, [end(P)]);
    expect(r.events).toEqual([
      { type: 'turnEnded', rule: 'MM Actions 2', player: P },
      { type: 'turnStarted', rule: 'MM Actions 1', player: Q },
    ]);
    expect(r.s.pl[Q]?.turns).toBe(1);
    expect(r.s.pl[P]?.turns).toBe(1);
    expect(top(r.s)).toEqual({ kind: 'turn', player: Q, step: 'act', actions: 3, portDone: false, scouted: [], acted: false });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: Q, frame: 'turn', rule: 'MM Actions 2' });
  });

  it('MM Actions 2: each action spends one of three; with one left the player still chooses; the third ends the turn with its end told', () => {
    const { s, P, Q } = scenario((d, P) => place(d, P, 'havana', true));
    let r = play(s, [sea(P, 'havana'), sea(P, 'nassau')]);
    expect(top(r.s)).toMatchObject({ kind: 'turn', player: P, actions: 1, acted: true });
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
    expect(legalActions(r.s)).toContainEqual(end(P));
    r = play(r.s, [enter(P, 'nassau')]);
    expect(r.events).toEqual([
      { type: 'moved', rule: 'MM Move 1', player: P, zone: 'nassau', inPort: true },
      { type: 'turnEnded', rule: 'MM Actions 2', player: P },
      { type: 'turnStarted', rule: 'MM Actions 1', player: Q },
    ]);
  });

  it('MR15, ledger F.4: the turn’s end ends his "this turn" and unused "this roll" modifiers; his lasting ones and the other player’s stay', () => {
    const mod = (player: PlayerId, card: string, duration: string) => ({ player, card, effect: { op: 'modifier', skill: 'scouting', dice: 1, duration } as Effect, duration });
    const { s, P } = scenario((d, P, Q) => {
      d.modifiers.push(mod(P, 'fair-winds', 'thisTurn'), mod(P, 'keen-eye', 'thisRoll'), mod(P, 'lookout', 'whileEmployed'), mod(P, 'master-at-arms', 'thisBattle'), mod(Q, 'smuggler', 'thisTurn'), mod(Q, 'pardon', 'thisRoll'));
    });
    const r = play(s, [end(P)]);
    expect(r.s.modifiers.map((m) => m.card)).toEqual(['lookout', 'master-at-arms', 'smuggler', 'pardon']);
  });
});

describe('What a player may do (MM Actions 3, MM Scout 1, MM Port 1, MM Death 5, M19, M20, M57)', () => {
  it('at sea: the moves, the Merchant Token scouted, then the end; no Port action, no retirement', () => {
    const { s, P } = scenario((d, P) => {
      place(d, P, 'havana', false);
      (d.pl[P] as P).hand = [];
      d.decks.glory['fair-winds'] = (d.decks.glory['fair-winds'] ?? 0) + 1;
    });
    expect(s.merchants['havana']).not.toBeNull();
    expect(legalActions(s)).toEqual([
      sea(P, 'nassau'),
      sea(P, 'port-x7'),
      enter(P, 'havana'),
      { type: 'scout', player: P, target: 'merchant' },
      end(P),
    ]);
  });

  it('MM Scout 1: no Merchant Token in his zone, nothing to scout; MM Actions 3: a token scouted once per turn', () => {
    const none = scenario((d, P) => {
      place(d, P, 'havana', false);
      d.merchantSupply[d.merchants['havana'] as string] = (d.merchantSupply[d.merchants['havana'] as string] ?? 0) + 1;
      d.merchants['havana'] = null;
    });
    expect(legalActions(none.s).some((a) => a.type === 'scout')).toBe(false);
    const { s, P } = scenario((d, P) => place(d, P, 'havana', false));
    // A failed Scouting roll: the token stays, and still cannot be scouted again this turn.
    const r = play(s, [{ type: 'scout', player: P, target: 'merchant' }, chance([1, 1, 1])]);
    expect(r.s.merchants['havana']).toBe(s.merchants['havana']);
    expect(top(r.s)).toMatchObject({ kind: 'turn', player: P, actions: 2, acted: true, scouted: ['merchant:havana'] });
    expect(legalActions(r.s).some((a) => a.type === 'scout')).toBe(false);
    expectRefused(r.s, { type: 'scout', player: P, target: 'merchant' });
  });

  it('in port: leave to its zone, the Port action, retirement, the end (and a Glory Card held)', () => {
    const { s, P } = scenario();
    expect(legalActions(s)).toEqual([
      sea(P, 'curacao'),
      { type: 'port', player: P },
      { type: 'playGlory', player: P, card: 'fair-winds' },
      { type: 'retire', player: P },
      end(P),
    ]);
  });

  it('MM Death 5, M57: no retirement after an action, at sea, or with no Captain left to draw', () => {
    const { s, P } = scenario();
    const after = play(s, [{ type: 'port', player: P }, { type: 'leavePort', player: P }]);
    expect(legalActions(after.s).some((a) => a.type === 'retire')).toBe(false);
    const atSea = scenario((d, P) => place(d, P, 'curacao', false));
    expect(legalActions(atSea.s).some((a) => a.type === 'retire')).toBe(false);
    const last = scenario((d) => {
      for (const [c, n] of Object.entries(d.decks.captain)) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = {};
    });
    expect(legalActions(last.s).some((a) => a.type === 'retire')).toBe(false);
    const one = scenario((d) => {
      const keep = Object.keys(d.decks.captain)[0] as string;
      for (const [c, n] of Object.entries(d.decks.captain)) if (c !== keep) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = { [keep]: 1 };
    });
    expect(legalActions(one.s)).toContainEqual({ type: 'retire', player: one.P });
  });

  it('MM Death 5, M57: retiring is told and ends the turn at once; the next player starts', () => {
    const { s, P, Q } = scenario();
    const r = play(s, [{ type: 'retire', player: P }]);
    expect(r.events).toEqual([
      { type: 'retired', rule: 'MM Death 5', player: P },
      { type: 'turnStarted', rule: 'MM Actions 1', player: Q },
    ]);
    expect(r.s.pl[P]).toMatchObject({ retired: true, zone: 'curacao', inPort: true, dead: false });
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
  });
});

describe('The turn’s start (MM Actions 1, MM Death 5, MM Length 2, M7 (b), M57)', () => {
  it('MM Death 5, MM Length 2, M7 (b): a retired Captain’s death steps with no Captain left to draw end the game at once; nothing more is set up', () => {
    const { s, P, Q } = scenario((d, _P, Q) => {
      (d.pl[Q] as P).retired = true;
      for (const [c, n] of Object.entries(d.decks.captain)) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = {};
    });
    const r = play(s, [end(P)]);
    expect(r.events.map((e) => e.type)).toEqual(['turnEnded', 'turnStarted', 'captainDied', 'goldLost', 'goldLost', 'gameOver']);
    expect(ofType(r.events, 'captainDied')).toEqual([{ type: 'captainDied', rule: 'MM Death 5', player: Q, captain: 'captain-caracas', cause: 'retired' }]);
    expect(r.s.over).toMatchObject({ rule: 'MM Length 2' });
    expect(r.s.stack).toEqual([]);
    expect(pending(r.s).kind).toBe('over');
  });
});

describe('Scouting actions (MM Actions 2-3, MM Scout 1, M19, M20, MM Rumor 3)', () => {
  it('MM Scout 1, M20: scouting an NPC spends an action and marks that NPC scouted this turn', () => {
    const { s, P } = roundStart(undefined, (d) => {
      const P = d.order[0] as PlayerId;
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'nassau', false);
    });
    let r = play(s, [{ type: 'scoutNpc', player: P, target: 'naval-spanish' }]);
    expect(r.s.stack.at(-2)).toEqual({ kind: 'turn', player: P, step: 'act', actions: 2, portDone: false, scouted: ['npc:naval-spanish'], acted: true });
    const n = (pending(r.s) as { spec: { count: number } }).spec.count;
    r = play(r.s, [chance([1, 2, 3, 4, 1, 2].slice(0, n))]);
    expect(top(r.s)).toMatchObject({ kind: 'turn', actions: 2, acted: true });
  });

  it('MM Scout 1, M20: scouting a Captain spends an action and marks him scouted this turn', () => {
    const { s, P, Q } = duel({ captain: 'captain-port-x1' }, { captain: 'frances-wright' });
    const r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }]);
    expect(r.s.stack.at(-2)).toEqual({ kind: 'turn', player: P, step: 'act', actions: 2, portDone: false, scouted: [`captain:${Q}`], acted: true });
  });

  it('MM Rumor 3, M20: checking a rumor at sea spends an action, is told, and marks the rumor checked this turn', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', false);
    });
    const r = play(s, [{ type: 'checkRumor', player: P }]);
    expect(r.events).toEqual([{ type: 'rumorRevealed', rule: 'MM Rumor 3', player: P, card: 'buried-treasure-1' }]);
    expect(r.s.stack.at(-2)).toEqual({ kind: 'turn', player: P, step: 'act', actions: 2, portDone: false, scouted: ['rumor:buried-treasure-1'], acted: true });
  });

  it('MM Actions 3, M20: a rumor kept after a true check is not checked again in the same turn', () => {
    const c = provisionalComponents();
    const card = c.rumors.find((x) => x.id === 'buried-treasure-1') as (typeof c.rumors)[number];
    card.keepAfterTrue = true;
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', false);
    }, 2, 3, loadComponents(c));
    const r = play(s, [{ type: 'checkRumor', player: P }, chance([6, 1, 1]), chance('windfall')]);
    expect(ofType(r.events, 'rumorChecked')).toEqual([{ type: 'rumorChecked', rule: 'MM Rumor 4', player: P, card: 'buried-treasure-1', true: true }]);
    expect(r.s.pl[P]?.rumor).toBe('buried-treasure-1');
    expect(top(r.s)).toMatchObject({ kind: 'turn', player: P, actions: 2, scouted: ['rumor:buried-treasure-1'] });
    expect(legalActions(r.s).some((a) => a.type === 'checkRumor')).toBe(false);
    expectRefused(r.s, { type: 'checkRumor', player: P });
  });
});

describe('Move (MM Move 1, 5, 6, M25)', () => {
  it('MM Move 1: leaving port: one action, to its own zone, told', () => {
    const { s, P } = scenario();
    const r = play(s, [sea(P, 'curacao')]);
    expect(r.events).toEqual([{ type: 'moved', rule: 'MM Move 1', player: P, zone: 'curacao', inPort: false }]);
    expect(r.s.pl[P]).toMatchObject({ zone: 'curacao', inPort: false });
    expect(top(r.s)).toMatchObject({ kind: 'turn', actions: 2, acted: true });
    // From the zone: its neighbours and its port.
    expect(legalActions(r.s).filter((a) => a.type === 'move')).toEqual([sea(P, 'caribbean-sea'), sea(P, 'port-x2'), sea(P, 'port-x4'), enter(P, 'curacao')]);
  });

  it('MM Move 1: a zone bordering another on two sides lists that move once', () => {
    const c = provisionalComponents();
    const z = (id: string) => c.seaZones.find((x) => x.id === id) as (typeof c.seaZones)[number];
    z('havana').borders.push({ dir: 'N', to: 'nassau' });
    z('nassau').borders.push({ dir: 'S', to: 'havana' });
    const { s, P } = scenario((d, P) => place(d, P, 'havana', false), 2, 3, loadComponents(c));
    expect(legalActions(s).filter((a) => a.type === 'move')).toEqual([sea(P, 'nassau'), sea(P, 'port-x7'), enter(P, 'havana')]);
  });

  it('MM Move 6: two copies of one Cargo Card: one drop action for them', () => {
    const c = provisionalComponents();
    const rum = c.cargoCards.find((x) => x.id === 'rum-1') as (typeof c.cargoCards)[number];
    rum.count = 2;
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1', 'rum-1', 'spice-1']), 2, 3, loadComponents(c));
    const r = play(s, [sea(P, 'curacao')]);
    expect(legalActions(r.s)).toEqual(['rum-1', 'spice-1'].map((card) => ({ type: 'dropCargo', player: P, card })));
  });

  it('MM Move 1: a zone with no port has no port to enter (the Caribbean Sea)', () => {
    const { s, P } = scenario((d, P) => place(d, P, 'caribbean-sea', false));
    expect(legalActions(s).filter((a) => a.type === 'move')).toEqual(['port-royale', 'santo-domingo', 'caracas', 'curacao', 'port-x4', 'port-x5'].map((z) => sea(P, z)));
  });

  it('MM Move 6, M25: as many Cargo Cards as the Cargo value: nothing to drop on leaving port', () => {
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1', 'spice-1']));
    const r = play(s, [sea(P, 'curacao')]);
    expect(r.s.pl[P]?.cargo).toEqual(['rum-1', 'spice-1']);
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'turn', rule: 'MM Actions 2' });
  });

  it('MM Move 6, M25: one card above the Cargo value: the owner drops one, told, face up; a copy of a card is listed once', () => {
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1', 'spice-1', 'silk-2']));
    let r = play(s, [sea(P, 'curacao')]);
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'dropCargo', rule: 'MM Move 6' });
    expect(legalActions(r.s)).toEqual(['rum-1', 'silk-2', 'spice-1'].map((card) => ({ type: 'dropCargo', player: P, card })));
    r = play(r.s, [{ type: 'dropCargo', player: P, card: 'silk-2' }]);
    expect(r.events).toEqual([{ type: 'cargoDiscarded', rule: 'MM Move 6', player: P, cards: ['silk-2'] }]);
    expect(r.s.pl[P]?.cargo).toEqual(['rum-1', 'spice-1']);
    expect(r.s.discard.cargo).toEqual({ 'silk-2': 1 });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'turn', rule: 'MM Actions 2' });
  });

  it('MM Move 6, M25, MM Yard 12, MR56: a new smaller ship at St. John: the Extended Cargo Hold moved across first makes room, so nothing is dropped', () => {
    const { s, P, Q } = roundStart(withEvent('immediate', [{ op: 'gainShip', type: 'sloop' }]), (d) => {
      const P = d.order[0] as PlayerId;
      fit(d, P, 'st-john', { ship: 'flute', mods: ['extended-cargo-hold'] });
      (d.pl[P] as P).track.cargo = 5;
      giveCargo(d, P, ['rum-1', 'spice-1', 'silk-2']);
    });
    let r = play(s, [end(P), end(Q), chance('test-event')]);
    // The Flute (Cargo 4 + 1) becomes a Sloop (Cargo 2): three cards, room for two, until the mod moves.
    expect(ofType(r.events, 'shipGained')[0]).toMatchObject({ player: P, ship: 'sloop' });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'transferMods', rule: 'MM Yard 12' });
    expect(r.s.stack.map((f) => f.kind).slice(-2)).toEqual(['dropCargo', 'transferMods']);
    // The only mod moved: nothing left to move or to place.
    r = play(r.s, [{ type: 'transferMod', player: P, mod: 'extended-cargo-hold' }]);
    expect(r.s.pl[P]?.track.cargo).toBe(3);
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'turn', rule: 'MM Actions 2' });
    expect(r.s.stack.some((f) => f.kind === 'dropCargo')).toBe(false);
    expect(r.s.pl[P]?.cargo).toEqual(['rum-1', 'spice-1', 'silk-2']);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([]);
  });

  it('MM Move 6: moving at sea drops nothing (only leaving port does)', () => {
    const { s, P } = scenario((d, P) => {
      place(d, P, 'curacao', false);
      giveCargo(d, P, ['rum-1', 'spice-1', 'silk-2']);
    });
    const r = play(s, [sea(P, 'port-x2')]);
    expect(r.s.pl[P]?.cargo).toHaveLength(3);
    expect(top(r.s)?.kind).toBe('turn');
  });
});

describe('Entering a port (MM Move 4, MM Bounty 5, MM Captains 8, M21)', () => {
  const wanted = (nation: string, gold = 10, components?: ComponentSet, zone = 'port-royale') =>
    scenario(
      (d, P) => {
        place(d, P, zone, false);
        (d.pl[P] as P).bounties[nation as 'english'] = 1;
        (d.pl[P] as P).gold = gold;
      },
      2,
      3,
      components,
    );

  it('a bounty of another nation does not bar the port', () => {
    const { s, P } = wanted('spanish');
    expect(legalActions(s)).toContainEqual(enter(P, 'port-royale'));
  });

  it('M21: the fee paid, told with its rule; the entry told', () => {
    const { s, P } = wanted('english', 3);
    expect(legalActions(s).filter((a) => a.type === 'move' && a.inPort)).toEqual([
      enterBy(P, 'port-royale', 'fee'),
      enterBy(P, 'port-royale', 'roll'),
    ]);
    const r = play(s, [enterBy(P, 'port-royale', 'fee')]);
    expect(r.events).toEqual([
      { type: 'goldPaid', rule: 'MM Bounty 5', player: P, amount: 3, why: 'port entry fee' },
      { type: 'moved', rule: 'MM Move 1', player: P, zone: 'port-royale', inPort: true },
    ]);
    expect(r.s.pl[P]).toMatchObject({ gold: 0, inPort: true, zone: 'port-royale' });
    expect(top(r.s)).toMatchObject({ kind: 'turn', actions: 2, acted: true });
  });

  it('M21: with less Gold than the fee, only the roll', () => {
    const { s, P } = wanted('english', 2);
    expect(legalActions(s).filter((a) => a.type === 'move' && a.inPort)).toEqual([enterBy(P, 'port-royale', 'roll')]);
    expectRefused(s, enterBy(P, 'port-royale', 'fee'));
    expectRefused(s, enter(P, 'port-royale'));
  });

  it('M21: the Influence roll, its label and rule; a skull: in, told; the action spent', () => {
    const { s, P } = wanted('english');
    let r = play(s, [enterBy(P, 'port-royale', 'roll')]);
    expect(r.events).toEqual([]);
    // captain-curacao: Influence 2.
    expect(pending(r.s)).toEqual({ kind: 'chance', frame: 'portRoyale', spec: { kind: 'dice', count: 2, label: 'an Influence roll to enter the port' } });
    expect(chanceRule(r.s)).toBe('MM Bounty 5');
    expect(top(r.s)).toEqual({ kind: 'portRoyale', player: P, zone: 'port-royale' });
    r = play(r.s, [chance([5, 2])]);
    expect(r.events).toEqual([
      { type: 'roll', rule: 'MM Bounty 5', player: P, skill: 'influence', faces: ['skull', 2], successes: 1 },
      { type: 'moved', rule: 'MM Move 1', player: P, zone: 'port-royale', inPort: true },
    ]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10, inPort: true, zone: 'port-royale' });
    expect(top(r.s)).toMatchObject({ kind: 'turn', actions: 2 });
  });

  it('M21: no skull: refused, told; he stays at sea, the action spent', () => {
    const { s, P } = wanted('english');
    const r = play(s, [enterBy(P, 'port-royale', 'roll'), chance([4, 3])]);
    expect(r.events).toEqual([
      { type: 'roll', rule: 'MM Bounty 5', player: P, skill: 'influence', faces: [4, 3], successes: 0 },
      { type: 'entryRefused', rule: 'MM Bounty 5', player: P, port: 'port-royale' },
    ]);
    expect(r.s.pl[P]).toMatchObject({ inPort: false, zone: 'port-royale' });
    expect(top(r.s)).toMatchObject({ kind: 'turn', actions: 2, acted: true });
  });

  it('a zone rule for another nation does not open the port; one for this nation does, as it says (a fee only)', () => {
    const other = wanted('spanish', 10, withZoneRules('havana', [{ op: 'portEntry', nation: 'english', allowed: true, cost: 1, influenceRoll: true }]), 'havana');
    expect(legalActions(other.s).some((a) => a.type === 'move' && a.inPort)).toBe(false);
    const own = wanted('spanish', 10, withZoneRules('havana', [{ op: 'portEntry', nation: 'spanish', allowed: true, cost: 2 }]), 'havana');
    expect(legalActions(own.s).filter((a) => a.type === 'move' && a.inPort)).toEqual([enterBy(own.P, 'havana', 'fee')]);
    const r = play(own.s, [enterBy(own.P, 'havana', 'fee')]);
    expect(ofType(r.events, 'goldPaid')).toEqual([{ type: 'goldPaid', rule: 'MM Bounty 5', player: own.P, amount: 2, why: 'port entry fee' }]);
  });

  it('a zone rule with a roll and no fee: the roll only; a rule that does not allow entry: barred', () => {
    const roll = wanted('spanish', 10, withZoneRules('havana', [{ op: 'portEntry', allowed: true, influenceRoll: true }]), 'havana');
    expect(legalActions(roll.s).filter((a) => a.type === 'move' && a.inPort)).toEqual([enterBy(roll.P, 'havana', 'roll')]);
    const barred = wanted('spanish', 10, withZoneRules('havana', [{ op: 'portEntry', allowed: false, cost: 1, influenceRoll: true }]), 'havana');
    expect(legalActions(barred.s).some((a) => a.type === 'move' && a.inPort)).toBe(false);
  });

  it('a free entry costs nothing even where the zone names a fee (no bounty)', () => {
    const { s, P } = scenario((d, P) => place(d, P, 'port-royale', false));
    expect(legalActions(s).filter((a) => a.type === 'move' && a.inPort)).toEqual([enter(P, 'port-royale')]);
    const r = play(s, [enter(P, 'port-royale')]);
    expect(r.events).toEqual([{ type: 'moved', rule: 'MM Move 1', player: P, zone: 'port-royale', inPort: true }]);
    expect(r.s.pl[P]?.gold).toBe(10);
  });
});

describe('The Port action (MM Port 1, 4, MM Actions 3)', () => {
  it('MM Port 1, 4: one action, told with the port; its face-down Ship Modification token revealed to all, told', () => {
    const { s, P } = scenario();
    const r = play(s, [{ type: 'port', player: P }]);
    expect(r.events).toEqual([
      { type: 'portAction', rule: 'MM Port 1', player: P, port: 'curacao' },
      { type: 'modRevealed', rule: 'MM Port 4', port: 'curacao', mod: 'extra-hammocks' },
    ]);
    expect(r.s.portMods['curacao']).toEqual({ type: 'extra-hammocks', revealed: true });
    expect(r.s.stack.at(-2)).toMatchObject({ kind: 'turn', actions: 2, acted: true, portDone: true });
    expect(top(r.s)).toEqual({ kind: 'port', player: P, done: [] });
  });

  it('MM Port 4: a token already revealed is not told again; a port with no token reveals nothing', () => {
    const shown = scenario((d) => {
      (d.portMods['curacao'] as { revealed: boolean }).revealed = true;
    });
    expect(play(shown.s, [{ type: 'port', player: shown.P }]).events).toEqual([{ type: 'portAction', rule: 'MM Port 1', player: shown.P, port: 'curacao' }]);
    const none = scenario((d) => {
      d.modSupply['extra-hammocks'] = (d.modSupply['extra-hammocks'] ?? 0) + 1;
      d.portMods['curacao'] = null;
    });
    expect(play(none.s, [{ type: 'port', player: none.P }]).events).toEqual([{ type: 'portAction', rule: 'MM Port 1', player: none.P, port: 'curacao' }]);
  });

  it('MM Actions 3: once per player turn', () => {
    const { s, P } = scenario();
    const two = play(s, [{ type: 'port', player: P }, { type: 'leavePort', player: P }]);
    expect(legalActions(two.s).some((a) => a.type === 'port')).toBe(false);
    expectRefused(two.s, { type: 'port', player: P });
  });
});
