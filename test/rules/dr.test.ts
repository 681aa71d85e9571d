import { describe, it, expect } from 'vitest';
import { scenario, port, sea, FIVE_MERCHANTS } from './helpers.js';
import { solo, table, inPort, actionsOf } from './career-helpers.js';

/** 13 Debauchery & Revelry and 16 D&R Recovery (RULINGS B22, B25, B43), with Teach of Player A. */

describe('13.1 How D&R occurs: the marker, voluntary or involuntary', () => {
  it('13.11 / 13.13: D&R declared In-Port is voluntary (marker front side up), Loyalty +1 at once (13.21)', () => {
    const t = solo('teach', 'charleston', { loyalty: 3 });
    inPort(t, 'teach');
    t.act({ type: 'declareDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach')).toMatchObject({ dr: 'voluntary', loyalty: 4 });
  });

  it('13.11 / 13.13: converting in a Pirate Port is involuntary (marker back side up), Loyalty +3', () => {
    const t = solo('teach', 'new-providence', { loyalty: 3, holds: [100] });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.pirate('teach')).toMatchObject({ dr: 'involuntary', loyalty: 6 });
  });

  it('13.11: a successful Sack is involuntary D&R (+1, not +3: it happens at sea)', () => {
    const t = solo('condent', 'san-juan', { loyalty: 3, sackable: 'san-juan' });
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6);
    // +1 for the Sack, +1 for the D&R.
    expect(t.pirate('condent')).toMatchObject({ dr: 'involuntary', loyalty: 5, location: sea('east-caribbean') });
  });
});

describe('13.22 What a Pirate with a D&R marker may do', () => {
  it('13.22: In-Port, only Move and D&R Recovery (no In-Port Activities, Retire, Booty Grab or Sack)', () => {
    const t = solo(
      'teach',
      'charleston',
      { dr: 'voluntary', holds: [1000], netWorth: 5000, safeHavens: ['charleston'], sackable: 'charleston' },
      { governors: { charleston: 'pro' } },
    );
    expect(actionsOf(t, 'teach')).toEqual(['move', 'recoverDR']);
  });

  it('13.22 / 13.24: at sea, only Move (Recovery happens only In-Port; no Find, Loot or Attack)', () => {
    const t = solo('teach', 'east-caribbean', { dr: 'involuntary' }, { merchants: { martinique: { type: 'flute' } } });
    expect(actionsOf(t, 'teach')).toEqual(['move']);
  });

  it('13.22: he may Move into a port, a Pirate Port included', () => {
    const t = solo('teach', 'south-atlantic', { dr: 'voluntary' });
    expect(t.canDo({ type: 'move', pirate: 'teach', to: port('new-providence') })).toBe(true);
    expect(t.canDo({ type: 'move', pirate: 'teach', to: port('charleston') })).toBe(true);
  });
});

describe('13.24 / 16 D&R Recovery (RULINGS B22, B43)', () => {
  it('13.24: one Recovery Action In-Port removes a voluntary marker', () => {
    const t = solo('teach', 'charleston', { dr: 'voluntary', loyalty: 5 });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.last('drRecovered')).toMatchObject({ pirate: 'teach', kind: 'voluntary', actions: 1 });
    // Recovery itself does not change Loyalty.
    expect(t.pirate('teach').loyalty).toBe(5);
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('13.24: an involuntary marker needs two consecutive Recovery Actions', () => {
    const t = solo('teach', 'charleston', { dr: 'involuntary' });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').dr).toBe('involuntary');
    expect(t.last('drRecovering')).toMatchObject({ actions: 1, needed: 2 });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.last('drRecovered')).toMatchObject({ kind: 'involuntary', actions: 2 });
  });

  it('RULINGS B43: an intervening Move resets the count', () => {
    // One Recovery Action, then a Move out and back: the count starts again (3 Actions: 4.5, 4.52).
    const t = solo('teach', 'charleston', { dr: 'involuntary' }, {}, 3);
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').drRecoveries).toBe(1);
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: sea('south-atlantic') });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('charleston') });
    expect(t.pirate('teach').dr).toBe('involuntary');
    expect(t.pirate('teach').drRecoveries).toBe(0);
    // Next, a Recovery Action is the first of two again.
    const u = solo('teach', 'charleston', { dr: 'involuntary' }, {}, 3);
    u.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(u.pirate('teach').dr).toBe('involuntary');
    expect(u.last('drRecovering')).toMatchObject({ actions: 1, needed: 2 });
    u.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(u.pirate('teach').dr).toBeNull();
  });

  it("RULINGS B43: 'consecutive' counts that Pirate's own Actions: another Pirate acting in between does not reset it", () => {
    const t = table({
      teach: { owner: 'A', at: 'charleston', dr: 'involuntary' },
      vane: { owner: 'A', at: 'india' },
    });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').dr).toBeNull();
  });

  it('RULINGS B43: the two consecutive Recovery Actions may span Player-Turns', () => {
    const t = scenario({
      players: 2,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 1 },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'], B: ['scurvy-outbreak', 'scurvy-outbreak', 'scurvy-outbreak', 'scurvy-outbreak'] },
      pirates: { teach: { owner: 'A', at: 'charleston', dr: 'involuntary' } },
      merchants: FIVE_MERCHANTS,
    });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    t.act({ type: 'endTurn', player: 'A' });
    // Player B (no Pirates) plays a card for Actions and ends his turn.
    t.act({ type: 'playCard', player: 'B', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'B' });
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'wear-and-tear', pirate: null });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.last('drRecovered')).toMatchObject({ kind: 'involuntary', actions: 2 });
  });

  it('16: Recovery does not Refit the ship', () => {
    const t = solo('teach', 'charleston', { dr: 'voluntary', combat: 2, speed: 1 });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach')).toMatchObject({ dr: null, combat: 2, speed: 1 });
  });

  it('13.22: once recovered, the other Pirate Actions are open again', () => {
    const t = solo('teach', 'charleston', { dr: 'voluntary' });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'teach' });
    expect(actionsOf(t, 'teach')).toContain('inPortActivities');
  });
});

describe('13.13 / RULINGS B25 One marker at most; RULINGS B43 the Pirate Port top-up', () => {
  it('RULINGS B25 / B43: a voluntary marker entering a Pirate Port is not flipped; its +1 is topped up to +3', () => {
    const t = solo('teach', 'charleston', { loyalty: 4 });
    inPort(t, 'teach');
    t.act({ type: 'declareDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach').loyalty).toBe(5);
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: sea('south-atlantic') });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('new-providence') });
    expect(t.pirate('teach')).toMatchObject({ dr: 'voluntary', loyalty: 7 });
    expect(t.ev('drDeclared')).toHaveLength(1);
  });

  it('RULINGS B43: the involuntary D&R of a Sack (+1) is topped up by 2 in a Pirate Port', () => {
    const t = solo('condent', 'charleston', { loyalty: 3, sackable: 'charleston' });
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6); // 6 + 3 > Defense 4
    expect(t.pirate('condent')).toMatchObject({ dr: 'involuntary', loyalty: 5, location: sea('south-atlantic') });
    t.act({ type: 'move', player: 'A', pirate: 'condent', to: port('new-providence') });
    expect(t.pirate('condent')).toMatchObject({ dr: 'involuntary', loyalty: 7 });
  });

  it('RULINGS B43: D&R taken in a Pirate Port already gave +3: leaving and coming back gives nothing more', () => {
    const t = solo('teach', 'new-providence', { loyalty: 2, holds: [100] });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.pirate('teach').loyalty).toBe(5);
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: sea('south-atlantic') });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('new-providence') });
    expect(t.pirate('teach').loyalty).toBe(5);
  });

  it('13.21: entering a Pirate Port without a D&R marker gives no Loyalty', () => {
    const t = solo('teach', 'south-atlantic', { loyalty: 4 });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('new-providence') });
    expect(t.pirate('teach')).toMatchObject({ dr: null, loyalty: 4 });
  });

  it('RULINGS B25: with a marker he is never offered a second one (no In-Port Activities, so no step 5)', () => {
    const t = solo('teach', 'new-providence', { dr: 'voluntary', holds: [500] });
    expect(t.canDo({ type: 'inPortActivities' })).toBe(false);
    expect(t.pirate('teach').dr).toBe('voluntary');
  });
});
