/**
 * Exact outcomes of the Shipyard (MM Yard 1-12, 19; rulings M6, M13, M26, M28, M59, MR3, MR5,
 * MR56) and of a card's new ship (ledger F.4 `gainShip`, MM Yard 5, 7, MR57): every event, Gold
 * and token of each activity, with the prices at their exact limits.
 */
import { describe, expect, it } from 'vitest';
import { createScenario, legalActions, loadComponents, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { ComponentSet } from '../src/components/schema.js';
import { chance, giveCargo, ofType, place, play, withEvent } from './helpers.js';
import { fit, takeMod } from './combat-fixtures.js';

type PS = GameState['pl'][string];
const port = (player: PlayerId): Action => ({ type: 'port', player });
const yard = (player: PlayerId): Action => ({ type: 'shipyard', player });

/**
 * The first player in port at `zone` (Curaçao unless said) with his Sloop and 10 Gold, after the
 * edit; returns the position with his Shipyard activity open (MM Port 3, MM Yard 1).
 */
function atYard(edit: (d: GameState, P: PlayerId, Q: PlayerId) => void, opts: { components?: ComponentSet; options?: { shipPurchaseGlory: 'oncePerCaptain' | 'oncePerTypePerCaptain' }; zone?: string } = {}) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s0 = createScenario({ players: 2, seed: 3, ...(opts.components ? { components: opts.components } : {}), ...(opts.options ? { options: opts.options } : {}) }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    if (opts.zone) place(d, P, opts.zone, true);
    edit(d, P, Q);
  });
  const r = play(s0, [port(P), yard(P)]);
  return { s: r.s, P, Q };
}

const x = (s: GameState, p: PlayerId): PS => s.pl[p] as PS;

describe('Repairs, Special Weapons and modifications at their exact prices (MM Yard 1, 2, 9-12, M26, M59)', () => {
  it('MM Yard 10: with exactly 2 Gold a point of Hull is repaired; its Gold and its point, nothing else', () => {
    const { s, P } = atYard((d, P) => {
      x(d, P).gold = 2;
      x(d, P).track.hull = 1;
    });
    // MM Yard 1: the Shipyard's decision is the player's.
    expect(pending(s)).toEqual({ kind: 'decision', player: P, frame: 'yard', rule: 'MM Yard 1' });
    expect(legalActions(s)).toContainEqual({ type: 'repair', player: P, location: 'hull' });
    const r = play(s, [{ type: 'repair', player: P, location: 'hull' }]);
    expect(r.events).toEqual([
      { type: 'goldPaid', rule: 'MM Yard 10', player: P, amount: 2, why: 'repair' },
      { type: 'repaired', rule: 'MM Yard 10', player: P, location: 'hull' },
    ]);
    expect(x(r.s, P)).toMatchObject({ gold: 0, track: { hull: 2 } });
  });

  it('MM Yard 9, M59: with exactly 3 Gold a Special Weapon is bought; a type the supply has run out of is not offered; MM Yard 2: one sells for 1 Gold, offered in the order of their names', () => {
    // A set with a single Grappling Hooks token, aboard Q's ship.
    const c = provisionalComponents();
    c.specialWeapons.counts['grappling-hooks'] = 1;
    const { s, P } = atYard((d, P, Q) => {
      x(d, P).gold = 3;
      d.weaponSupply['grappling-hooks'] = 0;
      x(d, Q).weapons = ['grappling-hooks'];
    }, { components: loadComponents(c) });
    expect(legalActions(s).filter((a) => a.type === 'buyWeapon')).toEqual([{ type: 'buyWeapon', player: P, weapon: 'chain-shot' }, { type: 'buyWeapon', player: P, weapon: 'grapeshot' }]);
    let r = play(s, [{ type: 'buyWeapon', player: P, weapon: 'grapeshot' }]);
    expect(r.events).toEqual([
      { type: 'goldPaid', rule: 'MM Yard 9', player: P, amount: 3, why: 'special weapon' },
      { type: 'weaponBought', rule: 'MM Yard 9', player: P, weapon: 'grapeshot' },
    ]);
    expect(x(r.s, P)).toMatchObject({ gold: 0, weapons: ['grapeshot'] });
    expect(r.s.weaponSupply['grapeshot']).toBe(3);
    // Nothing left to buy with: no weapon is offered at 0 Gold.
    expect(legalActions(r.s).some((a) => a.type === 'buyWeapon')).toBe(false);
    r = play(r.s, [{ type: 'sellWeapon', player: P, weapon: 'grapeshot' }]);
    expect(r.events).toEqual([
      { type: 'weaponSold', rule: 'MM Yard 2', player: P, weapon: 'grapeshot' },
      { type: 'goldGained', rule: 'MM Yard 2', player: P, amount: 1, why: 'special weapon sold' },
    ]);
    expect(x(r.s, P)).toMatchObject({ gold: 1, weapons: [] });
    expect(r.s.weaponSupply['grapeshot']).toBe(4);
  });

  it('MM Yard 2: the weapons aboard are offered for sale in the order of their names, whatever the order they came aboard', () => {
    const { s, P } = atYard((d, P) => {
      x(d, P).weapons = ['grapeshot', 'chain-shot'];
      d.weaponSupply['grapeshot'] = 3;
      d.weaponSupply['chain-shot'] = 3;
    });
    expect(legalActions(s).filter((a) => a.type === 'sellWeapon')).toEqual([{ type: 'sellWeapon', player: P, weapon: 'chain-shot' }, { type: 'sellWeapon', player: P, weapon: 'grapeshot' }]);
  });

  it('MM Yard 11-12: with exactly 3 Gold the port’s revealed token is bought; the port is left empty', () => {
    const { s, P } = atYard((d, P) => {
      x(d, P).gold = 3;
      d.portMods['curacao'] = { type: 'extra-hammocks', revealed: true };
    });
    expect(legalActions(s)).toContainEqual({ type: 'buyMod', player: P, mod: 'extra-hammocks' });
    const r = play(s, [{ type: 'buyMod', player: P, mod: 'extra-hammocks' }]);
    expect(r.events).toEqual([
      { type: 'goldPaid', rule: 'MM Yard 2', player: P, amount: 3, why: 'ship modification' },
      { type: 'modBought', rule: 'MM Yard 11', player: P, mod: 'extra-hammocks', port: 'curacao' },
    ]);
    expect(x(r.s, P)).toMatchObject({ gold: 0, mods: ['extra-hammocks'] });
    expect(r.s.portMods['curacao']).toBeNull();
  });
});

describe('Buying a ship (MM Yard 3-8, 19, M6, M26, M28, MR3, MR5)', () => {
  it('M26: the sale price counts each damaged point of Hull, Masts, Cargo and Cannons; with the sale exactly making up the price, the Frigate is bought: every event, then the mods placed (MR3: one free port for two tokens)', () => {
    // One Ship Modification token more than ports: the one left at set-up stays in the supply (MR3).
    const c = provisionalComponents();
    c.shipMods.counts['chasers'] = (c.shipMods.counts['chasers'] ?? 0) + 1;
    let spare = '';
    let freed = '';
    const { s, P } = atYard((d, P) => {
      const p = x(d, P);
      // A Galleon (Toughness 4, Cargo 5, Cannons 2) damaged 1 Hull, 2 Masts, 3 Cargo, 1 Cannon: 7 points.
      p.ship = 'galleon';
      // Two mods: the supply's spare token, and one taken from a port (the only free port then).
      spare = Object.keys(d.modSupply).find((m) => (d.modSupply[m] ?? 0) > 0) as string;
      d.modSupply = {};
      const second = spare === 'swivel-guns' ? 'long-guns' : 'swivel-guns';
      freed = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === second) as string;
      takeMod(d, second);
      p.mods = [spare as never, second];
      p.track = { hull: 3, masts: 2, cargo: 2, crew: 2, cannons: 1 };
      p.hullFlipped = true;
      // MM Yard 3: 10 + 2 mods - 7 = 5; 30 Gold + 5 = the Frigate's 35.
      p.gold = 30;
    }, { components: loadComponents(c) });
    expect(legalActions(s)).toContainEqual({ type: 'buyShip', player: P, ship: 'frigate' });
    let r = play(s, [{ type: 'buyShip', player: P, ship: 'frigate' }]);
    expect(r.events).toEqual([
      { type: 'shipSold', rule: 'MM Yard 3', player: P, ship: 'galleon', price: 5 },
      { type: 'goldGained', rule: 'MM Yard 3', player: P, amount: 5, why: 'ship sold' },
      { type: 'goldPaid', rule: 'MM Yard 2', player: P, amount: 35, why: 'ship bought' },
      { type: 'shipBought', rule: 'MM Yard 5', player: P, ship: 'frigate', price: 35, crew: 2 },
      expect.objectContaining({ type: 'gloryGained', rule: 'MM Yard 8', player: P, why: 'bought a Frigate' }),
    ]);
    // MM Yard 5: a new ship at full values, no mods, its Reinforced Hull side unflipped.
    expect(x(r.s, P)).toMatchObject({ ship: 'frigate', gold: 0, mods: [], hullFlipped: false, bigShipsBought: ['frigate'], track: { hull: 3, masts: 3, cargo: 3, crew: 2, cannons: 3 } });
    // M28: one free port for two tokens: he chooses it.
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'placeMods', rule: 'MM Yard 19' });
    expect(legalActions(r.s)).toEqual([{ type: 'placeModAt', player: P, port: freed }]);
    r = play(r.s, [{ type: 'placeModAt', player: P, port: freed }]);
    // MR3: the token left over goes back to the box; which one is the deal's.
    expect(r.events).toEqual([
      { type: 'modPortChosen', rule: 'MM Yard 19', player: P, port: freed },
      { type: 'modsToBox', rule: 'MM Yard 19', count: 1 },
    ]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'placeMods' } });
    r = play(r.s, [chance(spare)]);
    expect(ofType(r.events, 'modReturned')).toEqual([{ type: 'modReturned', rule: 'MM Yard 19', port: freed }]);
    expect(r.s.portMods[freed]).toEqual({ type: spare, revealed: false });
    expect(r.s.modSupply).toEqual({ [spare === 'swivel-guns' ? 'long-guns' : 'swivel-guns']: 1 });
  });

  it('MM Yard 3: one Gold short of the price, the ship is not offered', () => {
    const { s } = atYard((d, P) => {
      // A Sloop at full: 5 Gold; 29 + 5 < 35.
      x(d, P).gold = 29;
    });
    expect(legalActions(s).filter((a) => a.type === 'buyShip').map((a) => (a.type === 'buyShip' ? a.ship : ''))).toEqual(['sloop', 'flute']);
  });

  it('a ship the set does not sell, or sells at no price, is never offered (MM Yard 7)', () => {
    const c = provisionalComponents();
    c.ships.galleon.buyable = false;
    c.ships.frigate.buy = null;
    const { s } = atYard((d, P) => {
      x(d, P).gold = 100;
    }, { components: loadComponents(c) });
    expect(legalActions(s).filter((a) => a.type === 'buyShip').map((a) => (a.type === 'buyShip' ? a.ship : ''))).toEqual(['sloop', 'flute']);
  });

  it('M6, MM Yard 8: the first Galleon gives a Glory Point; a Flute never does', () => {
    const galleon = atYard((d, P) => {
      x(d, P).gold = 40;
    });
    let r = play(galleon.s, [{ type: 'buyShip', player: galleon.P, ship: 'galleon' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([expect.objectContaining({ rule: 'MM Yard 8', player: galleon.P, why: 'bought a Galleon' })]);
    expect(x(r.s, galleon.P).bigShipsBought).toEqual(['galleon']);
    r = play(galleon.s, [{ type: 'buyShip', player: galleon.P, ship: 'flute' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    expect(x(r.s, galleon.P)).toMatchObject({ glory: 0, bigShipsBought: [] });
  });

  it('the option "once per type per Captain": a Galleon after a Frigate scores again, a second Frigate does not', () => {
    const options = { shipPurchaseGlory: 'oncePerTypePerCaptain' as const };
    const { s, P } = atYard((d, P) => {
      x(d, P).gold = 40;
      x(d, P).bigShipsBought = ['frigate'];
    }, { options });
    let r = play(s, [{ type: 'buyShip', player: P, ship: 'galleon' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([expect.objectContaining({ rule: 'MM Yard 8', player: P })]);
    expect(x(r.s, P).bigShipsBought).toEqual(['frigate', 'galleon']);
    r = play(s, [{ type: 'buyShip', player: P, ship: 'frigate' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    expect(x(r.s, P).bigShipsBought).toEqual(['frigate']);
  });
});

describe('Where the old ship’s mods go (MM Yard 4, 12, 19, M28, MR56)', () => {
  it('at Port Royale (a zone rule, but not St. John’s): no move across, the tokens go to ports', () => {
    const { s, P } = atYard((d, P) => {
      x(d, P).gold = 40;
      takeMod(d, 'chasers');
      x(d, P).mods = ['chasers'];
    }, { zone: 'port-royale' });
    const r = play(s, [{ type: 'buyShip', player: P, ship: 'frigate' }]);
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'placeMods', rule: 'MM Yard 19' });
    expect(r.s.stack.some((f) => f.kind === 'transferMods')).toBe(false);
  });

  it('at St. John one of two moves across; the other goes to the port he chooses (MR56)', () => {
    let freed: string[] = [];
    const { s, P } = atYard((d, P) => {
      x(d, P).gold = 40;
      const before = Object.keys(d.portMods).filter((k) => d.portMods[k] === null);
      takeMod(d, 'chasers');
      takeMod(d, 'swivel-guns');
      x(d, P).mods = ['chasers', 'swivel-guns'];
      freed = Object.keys(d.portMods).filter((k) => d.portMods[k] === null && !before.includes(k));
    }, { zone: 'st-john' });
    let r = play(s, [{ type: 'buyShip', player: P, ship: 'frigate' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'transferMods' });
    r = play(r.s, [{ type: 'transferMod', player: P, mod: 'chasers' }, { type: 'transferMod', player: P, mod: null }]);
    expect(x(r.s, P).mods).toEqual(['chasers']);
    expect(r.s.stack.at(-1)).toEqual({ kind: 'placeMods', player: P, tokens: { 'swivel-guns': 1 }, ports: [], step: 'choose' });
    const at = freed.sort()[0] as string;
    r = play(r.s, [{ type: 'placeModAt', player: P, port: at }, chance('swivel-guns')]);
    expect(r.s.portMods[at]).toEqual({ type: 'swivel-guns', revealed: false });
    expect(ofType(r.events, 'modReturned')).toEqual([{ type: 'modReturned', rule: 'MM Yard 19', port: at }]);
    // A free port for every token: none goes back to the box (MR3).
    expect(ofType(r.events, 'modsToBox')).toEqual([]);
    expect(r.s.modSupply).toEqual({});
  });
});

describe('A card’s new ship (ledger F.4 gainShip, MM Yard 5, 7, MM Move 6, M13 (b), MR57)', () => {
  it('an Event gives each player a Sloop: a Man-o-War is abandoned, its mod goes to a port, the excess cargo is dropped; a full hold that fits drops nothing; a player between Captains gets no ship', () => {
    let R: PlayerId = 'C';
    let freed = '';
    let cards: string[] = [];
    const s0 = createScenario({ players: 3, seed: 3, components: withEvent('immediate', [{ op: 'gainShip', type: 'sloop' }]) }, (d) => {
      // Turn order P, R, Q: it is Q's turn, the round's last; R's Captain died in it.
      const [P, R0, Q] = d.order as [PlayerId, PlayerId, PlayerId];
      R = R0;
      const round = d.stack[0];
      const turn = d.stack[1];
      if (round?.kind !== 'round' || turn?.kind !== 'turn') throw new Error('not at a turn');
      round.next = d.order.length;
      turn.player = Q;
      for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
      d.npcArea = [];
      // P: a Man-o-War (Cargo 3, Crew 5) with Chasers, its Reinforced Hull side flipped, 3 cards aboard.
      fit(d, P, 'havana', { ship: 'man-o-war', mods: ['chasers'] });
      freed = Object.keys(d.portMods).find((k) => d.portMods[k] === null) as string;
      x(d, P).hullFlipped = true;
      cards = Object.keys(d.decks.cargo).sort().slice(0, 3);
      giveCargo(d, P, cards);
      // Q: a Sloop with 2 cards: the new Sloop holds them.
      fit(d, Q, 'nassau', {});
      giveCargo(d, Q, Object.keys(d.decks.cargo).sort().slice(3, 5));
      // R as die() leaves him.
      const r = x(d, R);
      if (r.captain) d.discard.captain[r.captain] = (d.discard.captain[r.captain] ?? 0) + 1;
      Object.assign(r, { captain: null, revealed: false, ship: null, zone: null, inPort: false, mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null, dead: true });
    });
    const [P, , Q] = s0.order as [PlayerId, PlayerId, PlayerId];
    let r = play(s0, [{ type: 'endTurn', player: Q }, chance('test-event')]);
    expect(ofType(r.events, 'shipAbandoned')).toEqual([{ type: 'shipAbandoned', rule: 'MM Yard 7', player: P, ship: 'man-o-war' }]);
    expect(ofType(r.events, 'shipGained')).toEqual([{ type: 'shipGained', rule: 'MM Yard 5', player: P, ship: 'sloop', crew: 2, why: 'Test Event' }]);
    expect(x(r.s, P)).toMatchObject({ ship: 'sloop', mods: [], hullFlipped: false, track: { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 } });
    // MM Yard 19, M28: the Man-o-War's mod goes to a port of his choosing first (pushed last).
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'placeMods', rule: 'MM Yard 19' });
    expect(legalActions(r.s)).toEqual([{ type: 'placeModAt', player: P, port: freed }]);
    r = play(r.s, [{ type: 'placeModAt', player: P, port: freed }, chance('chasers')]);
    expect(r.s.portMods[freed]).toEqual({ type: 'chasers', revealed: false });
    // MM Move 6, M25: 3 cards in a hold of 2: he drops one of his choice.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'dropCargo' });
    r = play(r.s, [{ type: 'dropCargo', player: P, card: cards[0] as string }]);
    expect(x(r.s, P).cargo).toEqual(cards.slice(1));
    // Q: the same Sloop, his 2 cards fit: nothing to drop. R: no ship to replace (MM Death 1-2).
    expect(ofType(r.events, 'shipGained')).toEqual([{ type: 'shipGained', rule: 'MM Yard 5', player: Q, ship: 'sloop', crew: 2, why: 'Test Event' }]);
    expect(x(r.s, Q).cargo).toHaveLength(2);
    expect(x(r.s, R)).toMatchObject({ dead: true, ship: null });
    expect(r.s.stack.some((f) => f.kind === 'dropCargo')).toBe(false);
    expect(pending(r.s)).not.toMatchObject({ frame: 'dropCargo' });
  });
});
