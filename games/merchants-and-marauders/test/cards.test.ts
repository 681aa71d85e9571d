/**
 * Rumors and Missions with forced dice and draws (MM Rumor 1-5, MM Mission 1-5, M22, M30).
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, legalActions, pending, view, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, faceUp, giveCargo, hold, ofType, place, play, scenario } from './helpers.js';

type P = GameState['pl'][string];
const port = (player: PlayerId): Action => ({ type: 'port', player });


describe('Acquire a Rumor (MM Rumor 1-2)', () => {
  it('2 Gold, spent even on a failed Influence roll; a success draws a secret Rumor', () => {
    const { s, P, Q } = scenario();
    let r = play(s, [port(P), { type: 'acquireRumor', player: P }]);
    expect(r.s.pl[P]?.gold).toBe(8);
    const fail = play(r.s, [chance([4, 4])]);
    expect(fail.s.pl[P]).toMatchObject({ gold: 8, rumor: null });
    expect(legalActions(fail.s).some((a) => a.type === 'acquireRumor')).toBe(false);
    r = play(r.s, [chance([5, 4]), chance('loose-tongues-3')]);
    expect(r.s.pl[P]?.rumor).toBe('loose-tongues-3');
    expect(view(r.s, Q).players[P]).toMatchObject({ rumor: null, hasRumor: true });
    expect(eventsFor(r.events, Q).filter((e) => e.type === 'rumorAcquired').map((e) => e.type === 'rumorAcquired' && e.card)).toEqual([null]);
  });

  it('MM Rumor 2: a second Rumor: keep one, the other goes back into the deck', () => {
    const { s, P } = scenario((d, P) => hold(d, P, 'rumor', 'buried-treasure-4'));
    let r = play(s, [port(P), { type: 'acquireRumor', player: P }, chance([6, 1]), chance('loose-tongues-2')]);
    expect(legalActions(r.s)).toEqual([{ type: 'keepRumor', player: P, card: 'buried-treasure-4' }, { type: 'keepRumor', player: P, card: 'loose-tongues-2' }]);
    r = play(r.s, [{ type: 'keepRumor', player: P, card: 'loose-tongues-2' }]);
    expect(r.s.pl[P]?.rumor).toBe('loose-tongues-2');
    expect(r.s.decks.rumor['buried-treasure-4']).toBe(1);
  });
});

describe('Check a Rumor (MM Rumor 3-5, M20, M22)', () => {
  it('in its port, a Port activity with Influence: revealed, then true: its reward, +1 GP, discarded', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'loose-tongues-1');
      place(d, P, 'nassau', true);
    });
    let r = play(s, [port(P), { type: 'checkRumor', player: P }]);
    expect(ofType(r.events, 'rumorRevealed')[0]).toMatchObject({ rule: 'MM Rumor 3', card: 'loose-tongues-1' });
    const no = play(r.s, [chance([3, 2])]);
    expect(ofType(no.events, 'rumorChecked')[0]).toMatchObject({ rule: 'MM Rumor 4', true: false });
    expect(no.s.pl[P]).toMatchObject({ rumor: null, gold: 10, glory: 0 });
    expect(no.s.discard.rumor).toEqual({ 'loose-tongues-1': 1 });
    r = play(r.s, [chance([6, 2])]);
    expect(ofType(r.events, 'goldGained')[0]).toMatchObject({ rule: 'MM Rumor 4', amount: 8 });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Rumor 5' });
    expect(r.s.pl[P]).toMatchObject({ rumor: null, gold: 18, glory: 1 });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
  });

  it('at sea, a Scout action with Scouting, once per player turn', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', false);
    });
    expect(legalActions(s)).toContainEqual({ type: 'checkRumor', player: P });
    // captain-curacao: Scouting 3.
    const r = play(s, [{ type: 'checkRumor', player: P }, chance([6, 1, 1])]);
    expect(r.s.pl[P]).toMatchObject({ rumor: null, gold: 20, glory: 1 });
    expect(r.s.stack.some((f) => f.kind === 'turn' && f.actions === 2)).toBe(true);
    // Elsewhere, nothing to check.
    const away = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'nassau', false);
    });
    expect(legalActions(away.s).some((a) => a.type === 'checkRumor')).toBe(false);
  });

  it('Forged Documents: a pardon of the player’s chosen nation, and the card is kept (MM Rumor 4, MM Bounty 9)', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'forged-documents');
      const x = d.pl[P] as P;
      x.bounties.english = 2;
      x.bounties.spanish = 1;
    });
    let r = play(s, [port(P), { type: 'checkRumor', player: P }, chance([5, 5])]);
    expect(legalActions(r.s)).toEqual([{ type: 'chooseNation', player: P, nation: 'english' }, { type: 'chooseNation', player: P, nation: 'spanish' }]);
    r = play(r.s, [{ type: 'chooseNation', player: P, nation: 'english' }]);
    expect(r.s.pl[P]).toMatchObject({ rumor: 'forged-documents', bounties: { english: 1, spanish: 1 }, glory: 1 });
  });
});

describe('Missions (MM Mission 1-5, MM BoardSetup 5, M22, M30)', () => {
  it('claimed with an Influence roll in its port; a new one replaces it; a failure leaves it (one attempt per Port action)', () => {
    const { s, P, Q } = scenario((d) => faceUp(d, 'deliver-cotton-15'));
    let r = play(s, [port(P)]);
    expect(legalActions(r.s)).toContainEqual({ type: 'claimMission', player: P, mission: 'deliver-cotton-15' });
    r = play(r.s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }]);
    const no = play(r.s, [chance([1, 2])]);
    expect(ofType(no.events, 'missionClaimFailed')).toHaveLength(1);
    expect(no.s.missions).toContain('deliver-cotton-15');
    expect(legalActions(no.s).some((a) => a.type === 'claimMission')).toBe(false);
    r = play(r.s, [chance([6, 2])]);
    expect(ofType(r.events, 'missionClaimed')[0]).toMatchObject({ rule: 'MM Mission 3', mission: 'deliver-cotton-15' });
    expect(view(r.s, Q).players[P]?.mission).toBe('deliver-cotton-15');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'mission' } });
    r = play(r.s, [chance('deliver-rum-3')]);
    expect(r.s.missions).toHaveLength(2);
    expect(r.s.missions).toContain('deliver-rum-3');
  });

  it('completed where the card says, with the goods: they are delivered, the reward paid, +1 GP', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'mission', 'deliver-cotton-15');
      place(d, P, 'st-john', true);
      giveCargo(d, P, ['cotton-5', 'cotton-2', 'rum-1']);
    });
    let r = play(s, [port(P)]);
    expect(legalActions(r.s)).toContainEqual({ type: 'completeMission', player: P });
    r = play(r.s, [{ type: 'completeMission', player: P }]);
    expect(ofType(r.events, 'missionCompleted')[0]).toMatchObject({ rule: 'MM Mission 5', mission: 'deliver-cotton-15' });
    expect(r.s.pl[P]).toMatchObject({ mission: null, gold: 20, glory: 1, cargo: ['rum-1'] });
    expect(r.s.discard.mission).toEqual({ 'deliver-cotton-15': 1 });
    // Without the goods, or elsewhere, it cannot be completed.
    const short = scenario((d, P) => {
      hold(d, P, 'mission', 'deliver-cotton-15');
      place(d, P, 'st-john', true);
      giveCargo(d, P, ['cotton-5']);
    });
    expect(legalActions(play(short.s, [port(short.P)]).s).some((a) => a.type === 'completeMission')).toBe(false);
  });

  it('a requirement (non-pirate) must hold to claim (MM Mission 1)', () => {
    const { s, P } = scenario((d, P) => {
      faceUp(d, 'sink-the-pirate-5');
      place(d, P, 'port-x6', true);
      (d.pl[P] as P).bounties.french = 1;
    });
    // sink-the-pirate-5 is claimed in Provisional Port X6 (stand-in data).
    expect(legalActions(play(s, [port(P)]).s).some((a) => a.type === 'claimMission' && a.mission === 'sink-the-pirate-5')).toBe(false);
    const clean = scenario((d, P) => {
      faceUp(d, 'sink-the-pirate-5');
      place(d, P, 'port-x6', true);
    });
    const r = play(clean.s, [port(clean.P), { type: 'claimMission', player: clean.P, mission: 'sink-the-pirate-5' }]);
    expect(r.s.pl[clean.P]?.mission).toBe('sink-the-pirate-5');
  });
});
