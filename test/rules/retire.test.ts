import { describe, it, expect } from 'vitest';
import { scenario, port, FIVE_MERCHANTS } from './helpers.js';
import { solo, actionsOf, inPort } from './career-helpers.js';

/** 18.4 Retirement and its Victory Points (18.12A), with Teach of Player A. */

function retire(t: ReturnType<typeof solo>): void {
  t.act({ type: 'retire', player: 'A', pirate: 'teach' });
}

describe('18.41 C Retiring in his own Safe Haven', () => {
  it('18.41C / 18.12A: in his Safe Haven he retires by saying so: NP 10, Net Worth 2350 -> 2 x 10 + 23 = 43 VP', () => {
    const t = solo('teach', 'bath', { np: 10, netWorth: 2350, safeHavens: ['bath'], holds: [900] }, { governors: { bath: 'pro' }, vp: { A: 5 } });
    expect(actionsOf(t, 'teach')).toContain('retire');
    retire(t);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', player: 'A', np: 10, netWorth: 2350, vp: 43 });
    expect(t.vp('A')).toBe(5 + 43);
    // 18.42: everything he had leaves the game with him; Booty in the Holds counts for nothing.
    expect(t.state.pirates.teach).toBeUndefined();
    expect(t.state.retired).toEqual(['teach']);
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('9.34: his Safe Haven is no longer one once he has retired', () => {
    const t = solo('teach', 'bath', { safeHavens: ['bath'] }, { governors: { bath: 'pro' } });
    retire(t);
    expect(Object.values(t.state.pirates).some((p) => p.safeHavens.includes('bath'))).toBe(false);
  });
});

describe('18.41 D Retiring by bribing a Pro-Pirate Governor', () => {
  const pro = (extra = {}) => solo('teach', 'charleston', { np: 5, netWorth: 3000, loyalty: 5, ...extra }, { governors: { charleston: 'pro' } });

  it('18.41D: the price is D66 x 100 from Net Worth (D66 [2,3] -> 2300); paying retires him, VP counted after paying', () => {
    const t = pro();
    const gov = t.state.governors.charleston;
    retire(t);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind).toBe('d66');
    t.d66(2, 3);
    expect(t.last('bribePrice')).toMatchObject({ d66: [2, 3], price: 2300, purpose: 'retirement' });
    expect(t.pirate('teach').bribed).toEqual([gov]);
    expect(t.legalOf('payBribe').map((a) => a.pay)).toEqual([true, false]);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true });
    // Net Worth 3000 - 2300 = 700: 2 x 5 + 7 = 17 VP.
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', np: 5, netWorth: 700, vp: 17, method: 'bribe' });
    expect(t.vp('A')).toBe(17);
    expect(t.state.pirates.teach).toBeUndefined();
  });

  it('18.41D: declining costs 1 Loyalty and that Governor can never be bribed again by him', () => {
    const t = pro();
    retire(t);
    t.d66(6, 6);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    const p = t.pirate('teach');
    expect(p.loyalty).toBe(4);
    expect(p.netWorth).toBe(3000);
    expect(t.state.retired).toEqual([]);
    expect(actionsOf(t, 'teach')).not.toContain('retire');
    // RULINGS B36: not for a Safe Haven either.
    inPort(t, 'teach');
    expect(t.canDo({ type: 'bribeGovernor' })).toBe(false);
  });

  it('RULINGS B36: unable to pay, he can only decline (with the -1 Loyalty)', () => {
    const t = pro({ netWorth: 1000 });
    retire(t);
    t.d66(1, 1); // 1100
    expect(t.legalOf('payBribe')).toEqual([{ type: 'payBribe', player: 'A', pirate: 'teach', pay: false }]);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    expect(t.pirate('teach').loyalty).toBe(4);
  });

  it('RULINGS B36: a Governor he tried to bribe for a Safe Haven cannot be bribed to Retire', () => {
    const probe = pro();
    const gov = probe.state.governors.charleston as string;
    const t = solo('teach', 'charleston', { netWorth: 3000, bribed: [gov] }, { governors: { charleston: 'pro' } });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });

  it('18.41D: declining at Loyalty 1 drops it to 0: Mutiny at once (14.1)', () => {
    const t = pro({ loyalty: 1 });
    retire(t);
    t.d66(6, 6);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    const p = t.pending;
    expect(p.kind === 'chance' && p.frame).toBe('mutiny');
  });
});

describe('18.41 Where a Pirate cannot Retire', () => {
  it('RULINGS B7: not in a Pirate Port (default)', () => {
    const t = solo('teach', 'new-providence', { np: 4, netWorth: 900 });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });

  it('RULINGS B7 option retireInPiratePort: retires at no cost, scored by 18.12A', () => {
    const t = solo('teach', 'new-providence', { np: 4, netWorth: 950 }, { options: { retireInPiratePort: true } });
    retire(t);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', vp: 8 + 9 });
    expect(t.vp('A')).toBe(17);
  });

  it('18.41: not in a Neutral port', () => {
    const t = solo('teach', 'charleston', { np: 4, netWorth: 9000 });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });

  it('RULINGS B33: not in an Anti-Pirate port', () => {
    const t = solo('teach', 'charleston', { np: 4, netWorth: 9000 }, { governors: { charleston: 'anti' } });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });

  it('18.41: not at sea', () => {
    const t = solo('teach', 'south-atlantic', { np: 4, netWorth: 9000, safeHavens: ['charleston'] }, { governors: { charleston: 'pro' } });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });
});

describe('18.41 E The General Pardon (17.2 #8)', () => {
  it('17.2 #8 / 9.33: a Pardoned Pirate entering a Neutral English port converts at 50 % rounded up, then Retires', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      pirates: { teach: { owner: 'A', at: 'south-atlantic', holds: [2000, 75], np: 6, netWorth: 100 } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('general-pardon');
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('charleston') });
    // 2075 Booty at 50 %: 1037.5 -> 1038; Net Worth 100 + 1038 = 1138 -> 11 VP, plus 2 x 6 NP.
    expect(t.last('bootyConverted')).toMatchObject({ booty: 2075, netWorth: 1038, status: 'neutral' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', netWorth: 1138, vp: 23 });
    expect(t.vp('A')).toBe(23);
    expect(t.state.pirates.teach).toBeUndefined();
  });

  it('17.2 #8 / 9.34: in his English Safe Haven the Pardoned Pirate converts at +10 % (the 9.43 example: 3400 -> 3740)', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      governors: { charleston: 'pro' },
      pirates: { teach: { owner: 'A', at: 'south-atlantic', holds: [2900, 500], np: 1, safeHavens: ['charleston'] } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('general-pardon');
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('charleston') });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 3400, netWorth: 3740, status: 'safe-haven' });
    expect(t.last('pirateRetired')).toMatchObject({ netWorth: 3740, vp: 2 + 37 });
  });
});

describe('R106: a Retire whose crew mutinies at its announcement (17.2 #15, 14.2, R17)', () => {
  /** C's Mutiny Conspiracy against Teach (Leadership 4) at the announcement: 6 > Loyalty 3, then 6 > 4; Tew takes over. */
  function mutinyAtAnnouncement(t: ReturnType<typeof solo>): void {
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(3, 3);
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'tew' });
    expect(t.last('newCaptain')).toMatchObject({ rule: '14.2', pirate: 'tew', replaces: 'teach' });
  }

  it('18.41C / B10: Teach\'s Safe Haven left with him: Tew may not Retire in Bath by saying so; the Action is spent', () => {
    const t = solo('teach', 'bath', { np: 10, netWorth: 2350, safeHavens: ['bath'], loyalty: 3 }, { hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: ['tew'] }, vp: { A: 5 } });
    t.exact({ type: 'retire', player: 'A', pirate: 'teach' });
    mutinyAtAnnouncement(t);
    expect(t.last('actionCancelled')).toMatchObject({ rule: '18.41', pirate: 'tew', action: 'retire' });
    expect(t.ev('pirateRetired')).toEqual([]);
    expect(t.state.retired).toEqual([]);
    expect(t.pirate('tew').location).toEqual(port('bath'));
    // Teach was marooned: 18.12B, 1 VP per NP.
    expect(t.vp('A')).toBe(5 + 10);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('18.41A / B10: Teach\'s Letter of Marque left with him: Tew may not Retire with it; the Action is spent', () => {
    const t = solo('teach', 'bath', { np: 10, letterOfMarque: 'english', loyalty: 3 }, { governors: { bath: 'anti' }, hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: ['tew'] } });
    t.exact({ type: 'retire', player: 'A', pirate: 'teach', method: 'letterOfMarque' });
    mutinyAtAnnouncement(t);
    expect(t.last('actionCancelled')).toMatchObject({ rule: '18.41', pirate: 'tew', action: 'retire' });
    expect(t.ev('retirementStated')).toEqual([]);
    expect(t.ev('pirateRetired')).toEqual([]);
    expect(t.pirate('tew').location).toEqual(port('bath'));
  });

  it('18.41D: a Retire by bribe carried on by Tew: he may bribe the Pro-Pirate Governor himself (D66 x 100), and cannot pay it', () => {
    const t = solo('teach', 'charleston', { np: 5, netWorth: 3000, loyalty: 3 }, { governors: { charleston: 'pro' }, hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: ['tew'] } });
    t.exact({ type: 'retire', player: 'A', pirate: 'teach' });
    mutinyAtAnnouncement(t);
    t.d66(2, 3);
    expect(t.last('bribePrice')).toMatchObject({ pirate: 'tew', price: 2300, purpose: 'retirement' });
    // Net Worth 0 (B10: it left with Teach): he can only decline (B36).
    expect(t.legal()).toEqual([{ type: 'payBribe', player: 'A', pirate: 'tew', pay: false }]);
  });
});

describe('18.41: which method, and where not (found by mutation testing)', () => {
  it('RULINGS B7 option retireInPiratePort: the Retirement is recorded as in a Pirate Port', () => {
    const t = solo('teach', 'new-providence', { np: 4, netWorth: 950 }, { options: { retireInPiratePort: true } });
    retire(t);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', method: 'piratePort', rule: '18.41' });
  });

  it('18.41D: declining the bribe costs 1 Loyalty for the failed bribe (18.41)', () => {
    const t = solo('teach', 'charleston', { np: 5, netWorth: 3000, loyalty: 5 }, { governors: { charleston: 'pro' } });
    retire(t);
    t.d66(2, 3);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '18.41', pirate: 'teach', reason: 'failedBribe' });
    expect(t.pirate('teach').loyalty).toBe(4);
  });

  it('9.58 / B33: a Pro-Pirate Governor in a port of a nationality he attacked elsewhere: the port is Anti-Pirate for him, no Retirement', () => {
    const t = solo('teach', 'charleston', { np: 5, netWorth: 3000, attackHistory: ['english'] }, { governors: { charleston: 'pro' } });
    expect(actionsOf(t, 'teach')).not.toContain('retire');
  });

  it('18.41A / 18.41D: a Letter of Marque makes a port with no Governor Pro-Pirate for him, but there is no Governor to bribe: only the Letter', () => {
    const t = solo('teach', 'charleston', { np: 5, netWorth: 3000, letterOfMarque: 'english' });
    expect(t.legalOf('retire')).toEqual([{ type: 'retire', player: 'A', pirate: 'teach', method: 'letterOfMarque' }]);
  });
});
