/**
 * 19.17 SP Pirate Goals, the quick System Player (the default, option `solitaireSystemPlayer`:
 * src/solo/quick.ts): its decisions follow the rules it reads (each test forces the position and
 * the dice), and whole games stay legal, deterministic and replayable.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, deserialize, legalActions, pending, randomBot, serialize, type Action, type GameState } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { quickChoice } from '../../src/solo/quick.js';
import { engine } from '../../src/api/engine.js';
import { SP, choose, chooseAtTurn, cunning, pass, reroll, spTurn } from './solo-quick-helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';

describe('19.17 / 12.0: the quick SP spends Cunning on a roll that fails', () => {
  it('8.13: a Find roll short of 7 (d6 + Ability 4) is rerolled; one that finds is kept', () => {
    const s = solo().state;
    const find: Frame = { kind: 'find', pirate: 'vane', port: 'boston', step: 'roll' };
    expect(choose(s, [find, cunning(2)], [reroll, pass])).toEqual(reroll); // 2 + 4 = 6
    expect(choose(s, [find, cunning(3)], [reroll, pass])).toEqual(pass); // 3 + 4 = 7
  });

  it('8.15: a Merchant Found before is found at +1, so a 2 is kept', () => {
    const s = solo({ merchants: { ...EIGHT_MERCHANTS, boston: { type: 'flute', faceUp: true } } }).state;
    const find: Frame = { kind: 'find', pirate: 'vane', port: 'boston', step: 'roll' };
    expect(choose(s, [find, cunning(2)], [reroll, pass])).toEqual(pass); // 2 + 4 + 1 = 7
  });

  it('9.55: a Sack roll not above the Defense (Boston 5, Cruelty 3) is rerolled', () => {
    const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', sackable: 'boston' } } }).state;
    const sack: Frame = { kind: 'sackPort', pirate: 'vane', port: 'boston', step: 'roll' };
    expect(choose(s, [sack, cunning(2)], [reroll, pass])).toEqual(reroll); // 2 + 3 = 5, not above 5
    expect(choose(s, [sack, cunning(3)], [reroll, pass])).toEqual(pass); // 6 > 5
  });

  it('14.2: a Mutiny roll above his Leadership (2) is rerolled; a tie is kept', () => {
    const s = solo().state;
    const mutiny: Frame = { kind: 'mutiny', pirate: 'vane', step: 'roll', cause: 'loyalty' };
    expect(choose(s, [mutiny, cunning(3)], [reroll, pass])).toEqual(reroll);
    expect(choose(s, [mutiny, cunning(2)], [reroll, pass])).toEqual(pass);
  });

  it('10.33: an escape roll the KC catches is rerolled; one that escapes is kept', () => {
    const t = solo({ kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } } });
    const s = t.state;
    const ix = componentsOf(s);
    const kcSpeed = ix.kc['kc-4']?.speed ?? 0;
    const speed = s.pirates['vane']?.speed ?? 0;
    // The KC rolled 6: caught when 6 + its Speed beats the die + his Speed.
    const kc: Frame = { kind: 'kc', pirate: 'vane', player: 'A', kc: 'kc-4', moved: false, action: 'moveAnnounced', step: 'escapePirate', rolls: [6] };
    const caughtBy = (die: number) => 6 + kcSpeed > die + speed;
    for (const die of [1, 6]) expect(choose(s, [kc, cunning(die)], [reroll, pass])).toEqual(caughtBy(die) ? reroll : pass);
    expect(caughtBy(1)).toBe(true);
  });

  it('9.52: any other roll of his (an Attack roll: higher is better) is rerolled a pip or more below the average', () => {
    const s = solo().state;
    const attack: Frame = { kind: 'attackPort', pirate: 'vane', port: 'boston', step: 'attackRoll', attack: [], defense: [], booty: 0 };
    expect(choose(s, [attack, cunning(2)], [reroll, pass])).toEqual(reroll);
    expect(choose(s, [attack, cunning(3)], [reroll, pass])).toEqual(pass);
  });
});

describe('19.17: the quick SP\'s Actions', () => {
  const sea = (area: string) => ({ kind: 'sea' as const, area });

  it('B29: with his last Action he Loots the Merchant he has Found rather than sail off or end the turn', () => {
    const s = spTurn(solo({ merchants: { ...EIGHT_MERCHANTS, boston: { type: 'flute', faceUp: true, foundBy: 'vane' } } }).state, 1);
    const turn = s.stack[s.stack.length - 1] as Frame;
    const loot: Action = { type: 'loot', player: SP, pirate: 'vane', port: 'boston' };
    const legal: Action[] = [{ type: 'move', player: SP, pirate: 'vane', to: sea('central-atlantic') }, loot, { type: 'endTurn', player: SP }];
    expect(quickChoice(engine, s, componentsOf(s), SP, turn, legal)).toEqual(loot);
  });

  it('17.2 #8 / 18.12A: a Pardoned Pirate worth more Retired sails into an English port (and Retires)', () => {
    const base = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', np: 20, netWorth: 2000 } } }).state;
    const turn = base.stack[base.stack.length - 1] as Frame;
    const intoBoston: Action = { type: 'move', player: SP, pirate: 'vane', to: { kind: 'port', port: 'boston' } };
    const legal: Action[] = [{ type: 'move', player: SP, pirate: 'vane', to: sea('central-atlantic') }, intoBoston, { type: 'endTurn', player: SP }];
    const pardoned: GameState = { ...spTurn(base, 2), generalPardon: { ...base.generalPardon, pardon: { drawer: 'A', covered: ['vane'], endsAfterTurn: 9 } } };
    expect(quickChoice(engine, pardoned, componentsOf(pardoned), SP, turn, legal)).toEqual(intoBoston);
    // Without the Pardon, Boston is only a port to enter.
    expect(quickChoice(engine, spTurn(base, 2), componentsOf(base), SP, turn, legal)).not.toEqual(intoBoston);
  });

  it('10.33: attacked by a KC, he tries to escape rather than fight', () => {
    const s = solo({ kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } } }).state;
    const kc: Frame = { kind: 'kc', pirate: 'vane', player: 'A', kc: 'kc-4', moved: false, action: 'moveAnnounced', step: 'response', rolls: [] };
    const fight: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'fight' };
    const escape: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'escape' };
    expect(choose(s, [kc], [fight, escape])).toEqual(escape);
  });

  it('9.43: he converts Booty where it pays (a Pro-Pirate port, in full) and keeps it where it does not (neutral, half)', () => {
    const at = (port: string, governor: 'pro' | 'anti' | null) => {
      const t = solo({
        pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: port, holds: [1000] } },
        governors: governor ? { [port]: governor } : {},
      });
      const f: Frame = { kind: 'inPort', pirate: 'vane', port, step: 'convert', hostage: 0, holder: null, amount: 0, convertedAtPiratePort: false };
      const convert: Action = { type: 'convertHold', player: SP, pirate: 'vane', hold: 0 };
      return choose(spTurn(t.state, 2), [f], [convert, pass]).type;
    };
    expect(at('boston', 'pro')).toBe('convertHold');
    expect(at('boston', null)).toBe('pass');
  });
});

describe('4.4 / 19.17: the quick SP plays a card for its Actions', () => {
  it('of two cards held, he plays the one worth more Actions (Skull and Crossbones, 3, over Wear and Tear, 2): the card costs the same', () => {
    const base = solo({ hands: { B: ['skull-and-crossbones', 'wear-and-tear'] } }).state;
    const s: GameState = { ...base, turn: { ...base.turn, player: SP, phase: 'play', actionsLeft: 0, actionsPirate: null, actionsCard: null } };
    const legal = legalActions(s, SP).filter((a) => a.type === 'playCard');
    expect(legal.map((a) => a.type === 'playCard' && a.card)).toEqual(['skull-and-crossbones', 'wear-and-tear']);
    expect(chooseAtTurn(s, [...legal].reverse())).toMatchObject({ type: 'playCard', card: 'skull-and-crossbones' });
  });
});

describe('6.31 / 19.17: the quick SP does not see a face-down Merchant', () => {
  it('his choice among Finds is the same whatever the face-down Merchants are (each valued at the mix\'s average)', () => {
    const types = ['sloop', 'brigantine', 'flute', 'schooner', 'square-rigger'];
    const picks = new Set<string>();
    for (let shift = 0; shift < types.length; shift++) {
      // The same eight ports, their face-down Merchants' types rotated (at most two of a type).
      const merchants: Record<string, { type: string; faceUp: boolean }> = {};
      Object.keys(EIGHT_MERCHANTS).forEach((port, i) => (merchants[port] = { type: types[(i + shift) % types.length] as string, faceUp: false }));
      const s = spTurn(solo({ merchants }).state, 2);
      const finds = legalActions(s, SP).filter((a) => a.type === 'findMerchant' || a.type === 'endTurn');
      expect(finds.filter((a) => a.type === 'findMerchant').length).toBeGreaterThan(1); // Boston, New York, Philadelphia
      picks.add(JSON.stringify(chooseAtTurn(s, finds)));
    }
    expect(picks.size).toBe(1);
  });

  it('B29 with option foundPersists: with his last Action he Finds a face-down Merchant (worth the mix\'s average; it stays Found for him) rather than end his turn', () => {
    const merchants = { ...EIGHT_MERCHANTS, boston: { type: 'brigantine', faceUp: false } };
    const s = spTurn(solo({ merchants, options: { foundPersists: true } }).state, 1);
    const find: Action = { type: 'findMerchant', player: SP, pirate: 'vane', port: 'boston' };
    expect(chooseAtTurn(s, [{ type: 'endTurn', player: SP }, find])).toEqual(find);
  });
});

describe('19.17: whole games with the quick System Player', () => {
  function play(seed: number, options: Record<string, unknown> = {}): { state: GameState; actions: number } {
    let s = createGame({ players: 1, seed, options });
    const bot = randomBot(seed);
    let actions = 0;
    while (!s.over && actions < 5000) {
      const p = pending(s);
      if (p.kind !== 'decision') throw new Error(`unexpected ${p.kind}`);
      expect(p.player).not.toBe(s.solo?.system); // 19.17: the SP is never asked
      s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
      actions++;
    }
    return { state: s, actions };
  }

  it('is the default, and plays games to their end the same way twice (every SP choice checked legal in decide.ts)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = play(seed);
      expect(a.state.over).not.toBeNull();
      expect(a.state.config.options.solitaireSystemPlayer).toBe('quick');
      expect(JSON.stringify(play(seed).state)).toBe(JSON.stringify(a.state));
    }
  });

  it('the look-ahead (option) makes other choices; a save keeps the option', () => {
    let differ = 0;
    for (const seed of [1, 2, 3]) {
      const quick = play(seed).state;
      const look = play(seed, { solitaireSystemPlayer: 'lookahead' }).state;
      expect(look.config.options.solitaireSystemPlayer).toBe('lookahead');
      if (JSON.stringify(look) !== JSON.stringify(quick)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
    const s = createGame({ players: 1, seed: 9, options: { solitaireSystemPlayer: 'lookahead' } });
    expect(deserialize(serialize(s)).config.options.solitaireSystemPlayer).toBe('lookahead');
  });

  it('rejects an unknown System Player', () => {
    expect(() => createGame({ players: 1, seed: 1, options: { solitaireSystemPlayer: 'clever' } as never })).toThrow(/solitaireSystemPlayer/);
  });
});
