/**
 * 19.17 / 12.0: the quick System Player (src/solo/quick.ts) in forced positions: which rolls of his
 * he spends Cunning on, how he weighs ending his Player-Turn against a Move (with the Pardon's
 * Retirement, 17.2 #8, and a target to take at once), and how he picks among scored and played-out
 * actions. Each test gives the decision's frame and the legal actions, and checks his choice.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { engine } from '../../src/api/engine.js';
import { scoreActions } from '../../src/solo/policy.js';
import { quickChoice } from '../../src/solo/quick.js';
import { SP, choose, chooseAtTurn, cunning, pass, reroll, spTurn, vaneInPort } from './solo-quick-helpers.js';
import { port, sea } from './helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';

/** The frame of a KC's attack on Vane (10.33-10.35) at `step`, the KC's escape die `rolls`. */
function kcFrame(kc: string, step: 'escapePirate' | 'combatPirate', rolls: number[] = []): Frame {
  return { kind: 'kc', pirate: 'vane', player: 'A', kc, moved: false, action: 'moveAnnounced', step, rolls };
}

describe('12.0: the rolls the quick SP rerolls, by what each roll decides', () => {
  it('9.55: a Sack roll is judged against the port\'s Defense, not the die alone (San Juan, Defense 7; Bath, Defense 2; Cruelty 3)', () => {
    const at = (port: string, die: number) => {
      const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: port, sackable: port } } }).state;
      const sack: Frame = { kind: 'sackPort', pirate: 'vane', port, step: 'roll' };
      return choose(s, [sack, cunning(die)], [pass, reroll]);
    };
    expect(at('san-juan', 3)).toEqual(reroll); // 3 + 3 = 6, not above 7: a failed Sack
    expect(at('san-juan', 5)).toEqual(pass); // 5 + 3 = 8 sacks it
    expect(at('bath', 1)).toEqual(pass); // 1 + 3 = 4 is above 2: even a 1 sacks Bath
  });

  it('10.33: an escape roll is judged against the KC\'s total, not the die alone (KC Speed 4, Vane\'s Speed 5)', () => {
    const s = solo({ kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } } }).state;
    // The KC rolled 6: 10 against die + 5, so a 4 (9) is caught and rerolled.
    expect(choose(s, [kcFrame('kc-4', 'escapePirate', [6]), cunning(4)], [pass, reroll])).toEqual(reroll);
    // The KC rolled 2: 6 against die + 5, so even a 1 (6, a tie) escapes and is kept.
    expect(choose(s, [kcFrame('kc-4', 'escapePirate', [2]), cunning(1)], [pass, reroll])).toEqual(pass);
  });

  it('10.35: a KC battle roll is rerolled when a new roll would win more often (Vane 9 + die against KC 4\'s 10 + die)', () => {
    const s = solo({ kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } } }).state;
    const battle = (die: number) => choose(s, [kcFrame('kc-4', 'combatPirate'), cunning(die)], [pass, reroll]);
    // A 3 (12) beats only the KC's 1: 1 chance in 6, against 10 in 36 for a new roll.
    expect(battle(3)).toEqual(reroll);
    // A 6 (15) beats the KC's 1 to 4: 4 in 6, better than a new roll.
    expect(battle(6)).toEqual(pass);
  });

  it('10.35: against a KC stronger than any roll of his (Ogle, Combat 12 + 2), he keeps his Cunning: no reroll can win', () => {
    const s = solo({ kcs: { ogle: { owner: 'A', area: 'north-atlantic' } } }).state;
    expect(choose(s, [kcFrame('ogle', 'combatPirate'), cunning(1)], [pass, reroll])).toEqual(pass);
  });

  it('10.35: a 3 that beats the KC\'s 1 to 4 is rerolled with Heavy Guns against KC 6 (first print: no +2): a new roll wins 26 times in 36, the 3 only 24', () => {
    const s = solo({
      options: { livingRulesPlus2: false },
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', heavyGuns: true } },
      kcs: { 'kc-6': { owner: 'A', area: 'north-atlantic' } },
    }).state;
    // 3 + 5 + 4 + 2 = 14 against the KC's die + 9: it wins on 1 to 4 of the KC's die.
    expect(choose(s, [kcFrame('kc-6', 'combatPirate'), cunning(3)], [pass, reroll])).toEqual(reroll);
  });

  it('6.45: against a Warship (Speed 3) his escape roll is any other roll of his: a 1 (6 against the Warship\'s 6 + 3) is rerolled', () => {
    const s = solo({ warships: { 'north-atlantic': 'warship-medium' } }).state;
    const escape: Frame = { kind: 'warship', pirate: 'vane', area: 'north-atlantic', player: 'A', step: 'escapePirate', rolls: [6] };
    expect(choose(s, [escape, cunning(1)], [pass, reroll])).toEqual(reroll);
  });

  it('6.46: his battle roll against a Warship is any other roll of his: a 6 is kept', () => {
    const s = solo({ warships: { 'north-atlantic': 'warship-medium' } }).state;
    const battle: Frame = { kind: 'warship', pirate: 'vane', area: 'north-atlantic', player: 'A', step: 'combatPirate', rolls: [] };
    expect(choose(s, [battle, cunning(6)], [pass, reroll])).toEqual(pass);
  });

  it('9.45: the Safe Haven price is the roll x 100, so a high roll (5) is rerolled and a low one (2, 4) kept', () => {
    const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', netWorth: 1000 } } }).state;
    const price = (die: number) => choose(s, [vaneInPort('boston', 'bribeRoll'), cunning(die)], [pass, reroll]);
    expect(price(5)).toEqual(reroll);
    expect(price(4)).toEqual(pass);
    expect(price(2)).toEqual(pass);
  });

  it('9.42: a ransom roll (2d6, higher is better) of 5 is rerolled, a pip a die below the average; a 6 is kept', () => {
    const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston' } } }).state;
    const ransom = (a: number, b: number) => choose(s, [vaneInPort('boston', 'ransomRoll'), cunning(a, b)], [pass, reroll]);
    expect(ransom(2, 3)).toEqual(reroll);
    expect(ransom(3, 3)).toEqual(pass);
  });
});

const move = (to: ReturnType<typeof sea> | ReturnType<typeof port>): Action => ({ type: 'move', player: SP, pirate: 'vane', to });
const endTurn: Action = { type: 'endTurn', player: SP };

/** Vane (SP) at `at` in his Card Play Phase with `left` Actions; `more` adds to the scenario. */
function vaneAt(at: string, left: number, vane: Record<string, unknown> = {}, more: Parameters<typeof solo>[0] = {}): GameState {
  return spTurn(solo({ ...more, pirates: { ...SOLO_PIRATES, vane: { owner: SP, at, ...vane } } }).state, left);
}

/** `s` with the General Pardon in force for Vane (17.2 #8). */
function pardoned(s: GameState): GameState {
  return { ...s, generalPardon: { ...s.generalPardon, pardon: { drawer: 'A', covered: ['vane'], endsAfterTurn: 9 } } };
}

describe('19.17: ending the Player-Turn against a Move (4.5, B29)', () => {
  it('4.5: with three Actions left he sails from the East Caribbean toward Central America rather than end the turn with all three unused (Port Royal, Santiago and Havana destroyed)', () => {
    const s = vaneAt('east-caribbean', 3, {}, { destroyedPorts: ['port-royal', 'santiago', 'havana'] });
    expect(chooseAtTurn(s, [endTurn, move(sea('west-caribbean'))])).toEqual(move(sea('west-caribbean')));
  });

  it('7.1: with his last Action he does not sail off to a poorer Sea Area (the East Caribbean from South America): he ends the turn', () => {
    const s = vaneAt('south-america', 1);
    expect(chooseAtTurn(s, [move(sea('east-caribbean')), endTurn])).toEqual(endTurn);
  });

  it('B29: a Found Merchant he can no longer Loot is lost whether he ends the turn or Moves: with his last Action he sails to the richer Central America', () => {
    const s = vaneAt('south-america', 1, {}, { merchants: { ...EIGHT_MERCHANTS, cartagena: { type: 'square-rigger', faceUp: true, foundBy: 'vane' } } });
    expect(chooseAtTurn(s, [endTurn, move(sea('central-america'))])).toEqual(move(sea('central-america')));
  });

  it('B29 (option foundPersists): his Found Merchant stays Found after his Player-Turn, so with his last Action he stays by it rather than sail to Central America', () => {
    const s = vaneAt('south-america', 1, {}, {
      options: { foundPersists: true },
      merchants: { ...EIGHT_MERCHANTS, cartagena: { type: 'square-rigger', faceUp: true, foundBy: 'vane' } },
    });
    expect(chooseAtTurn(s, [move(sea('central-america')), endTurn])).toEqual(endTurn);
  });

  it('B29 (option foundPersists): Blackbeard\'s Found Merchant is no loss of Vane\'s: with his last Action he ends the turn rather than sail to a poorer Sea Area', () => {
    const s = vaneAt('south-america', 1, {}, {
      options: { foundPersists: true },
      merchants: { ...EIGHT_MERCHANTS, honduras: { type: 'square-rigger', faceUp: true, foundBy: 'teach' } },
    });
    expect(chooseAtTurn(s, [move(sea('east-caribbean')), endTurn])).toEqual(endTurn);
  });
});

describe('19.17: his Moves (7.1) with an Action left, and the Pardon\'s Retirement (17.2 #8)', () => {
  it('7.1 / 9.5: with two Actions left he sails where a port can be attacked with the next one (the East Caribbean) rather than end the turn', () => {
    const s = vaneAt('west-caribbean', 2);
    expect(chooseAtTurn(s, [endTurn, move(sea('east-caribbean'))])).toEqual(move(sea('east-caribbean')));
  });

  it('9.58: he does not leave Central America for the West Caribbean when its only port left to attack is Santiago, already attacked (2d6 Defense)', () => {
    const s = vaneAt('central-america', 2, {}, { destroyedPorts: ['port-royal', 'havana'], attackedPorts: ['santiago'] });
    expect(chooseAtTurn(s, [move(sea('west-caribbean')), endTurn])).toEqual(endTurn);
  });

  it('17.2 #8 / 18.12A: a Pardoned Pirate with no NP does not sail into an English port to Retire (his worth in play is lost)', () => {
    const s = pardoned(vaneAt('north-atlantic', 2));
    expect(chooseAtTurn(s, [move(sea('central-atlantic')), move(port('boston'))])).toEqual(move(sea('central-atlantic')));
  });

  it('17.2 #8: his Booty, converted in the English port, counts toward his Retirement (NP 20, 4000 Doubloons aboard, Boston Pro-Pirate)', () => {
    const s = pardoned(vaneAt('north-atlantic', 2, { np: 20, holds: [2000, 2000] }, { governors: { boston: 'pro' } }));
    expect(chooseAtTurn(s, [move(sea('central-atlantic')), move(port('boston'))])).toEqual(move(port('boston')));
  });

  it('17.2 #8 / 18.12A: with his last Action he does not Retire for less than he is worth in play (NP 22, Net Worth 100: 45 VP Retired)', () => {
    const s = pardoned(vaneAt('north-atlantic', 1, { np: 22, netWorth: 100 }));
    expect(chooseAtTurn(s, [move(port('boston')), endTurn])).toEqual(endTurn);
  });

  it('17.2 #8: only an English port Retires a Pardoned Pirate: worth more Retired, he still does not sail into French Martinique', () => {
    const s = pardoned(vaneAt('east-caribbean', 2, { np: 20, netWorth: 2000 }));
    expect(chooseAtTurn(s, [move(sea('west-caribbean')), move(port('martinique'))])).toEqual(move(sea('west-caribbean')));
  });
});

describe('19.17: scored and played-out actions, and ties', () => {
  it('9.43: with his last Action at Boston (Pro-Pirate) and 4000 Doubloons aboard, he takes his In-Port Activities (played out: he converts) rather than sail out', () => {
    const s = spTurn(solo({ governors: { boston: 'pro' }, pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', holds: [2000, 2000] } } }).state, 1);
    const inPort: Action = { type: 'inPortActivities', player: SP, pirate: 'vane' };
    expect(chooseAtTurn(s, [move(sea('north-atlantic')), inPort])).toEqual(inPort);
  });

  it('9.44: at the Refit step he refits (it costs nothing more) rather than pass', () => {
    const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', combat: 3 } } }).state;
    const f: Frame = { kind: 'inPort', pirate: 'vane', port: 'boston', step: 'refit', hostage: 0, holder: null, amount: 0, convertedAtPiratePort: false };
    const refit: Action = { type: 'refit', player: SP, pirate: 'vane' };
    expect(choose(spTurn(s, 1), [f], [pass, refit])).toEqual(refit);
  });

  it('6.26: at Speed 0 (one more hit and each Move takes two Actions) he repairs Speed before Combat', () => {
    const s = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', speed: 0, combat: 3 } } }).state;
    const f: Frame = { kind: 'inPort', pirate: 'vane', port: 'boston', step: 'repair', hostage: 0, holder: null, amount: 1, convertedAtPiratePort: false };
    const repair = (track: 'speed' | 'combat'): Action => ({ type: 'repair', player: SP, pirate: 'vane', track });
    expect(choose(spTurn(s, 1), [f], [repair('combat'), repair('speed')])).toEqual(repair('speed'));
  });

  it('4.55: two cards that would each be discarded for one more Action are worth the same: he discards the first listed', () => {
    const s = spTurn(solo({ hands: { B: ['scurvy-outbreak', 'wear-and-tear'] } }).state, 1);
    const discard = (card: string): Action => ({ type: 'discardForActions', player: SP, card });
    expect(chooseAtTurn(s, [discard('wear-and-tear'), discard('scurvy-outbreak')])).toEqual(discard('wear-and-tear'));
  });
});

describe('19.17: a decision of his met inside a look-ahead search', () => {
  it('9.43 / 7.1: inside a search (the look-ahead playing a line through his decision) he still takes his best scored action, sailing out of Boston rather than end the turn', () => {
    const s = spTurn(solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston' } } }).state, 1);
    const turn = s.stack[s.stack.length - 1] as Frame;
    const inPort: Action = { type: 'inPortActivities', player: SP, pirate: 'vane' };
    const legal: Action[] = [endTurn, inPort, move(sea('north-atlantic'))];
    const inside: Action[] = [];
    // The search steps its copies with the engine: this one makes the decision from within it.
    const searchEngine: typeof engine = {
      ...engine,
      step: (ctx, input) => {
        inside.push(quickChoice(engine, s, componentsOf(s), SP, turn, legal));
        return engine.step(ctx, input);
      },
    };
    scoreActions(searchEngine, s, SP, [endTurn], { static: true });
    expect(inside[0]).toEqual(move(sea('north-atlantic')));
  });
});
