/**
 * Exact outcomes of Missions (MM Mission 2, 3, 5; ruling M30) for the survivors of the mutation run
 * of src/rules/missions.ts (docs/coverage.md "Mutation testing"), beside the ones written ahead in
 * test/rumors-missions-outcomes.test.ts: forced dice and draws, every outcome checked. The first
 * player starts in his home port, Curaçao, with a Sloop.
 */
import { describe, expect, it } from 'vitest';
import { deserialize, legalActions, pending, serialize, type Action, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { ComponentSet } from '../src/components/schema.js';
import { chance, chanceRule, faceUp, hold, place, play, scenario } from './helpers.js';

const port = (player: PlayerId): Action => ({ type: 'port', player });

/** The built-in set with a user Mission `errand`, completed in a Port action in St. John under `conditions`. */
function withErrand(conditions: ComponentSet['missions'][number]['complete']['conditions']): ComponentSet {
  const c = provisionalComponents();
  const base = c.missions.find((x) => x.id === 'deliver-cotton-15');
  if (!base) throw new Error('no deliver-cotton-15');
  c.missions.push({ ...base, id: 'errand', name: 'Errand', location: 'st-john', req: { conditions: [], check: null }, complete: { trigger: 'portAction', where: { port: 'st-john' }, conditions, effects: [] }, earn: [{ op: 'gainGold', amount: 1 }] });
  return c;
}

describe('Claim a Mission (MM Mission 2-3, M30)', () => {
  it('MM Mission 2-3: the claim roll and the new card’s draw, each told to the players by its label', () => {
    const { s, P } = scenario((d) => faceUp(d, 'deliver-cotton-15'));
    let r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }]);
    expect(pending(r.s)).toEqual({ kind: 'chance', spec: { kind: 'dice', count: 2, label: 'a roll to claim the mission' }, frame: 'mission' });
    r = play(r.s, [chance([5, 2])]);
    expect(pending(r.s)).toEqual({ kind: 'chance', spec: { kind: 'draw', pool: 'mission', label: 'a new Mission Card' }, frame: 'mission' });
    expect(chanceRule(r.s)).toBe('MM Mission 3');
  });

  it('MM Mission 3: a game saved while the new card is drawn loads and goes on (the card revealed)', () => {
    const { s, P } = scenario((d) => faceUp(d, 'deliver-cotton-15'));
    const r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }, chance([5, 2])]);
    const back = deserialize(serialize(r.s));
    expect(back).toEqual(r.s);
    const next = Object.keys(back.decks.mission).sort()[0] as string;
    const x = play(back, [chance(next)]);
    expect(x.events).toEqual([{ type: 'missionRevealed', rule: 'MM Mission 3', mission: next }]);
    expect(x.s.missions).toContain(next);
  });
});

describe('Complete a Mission in a Port action (MM Mission 5)', () => {
  const offered = (components: ComponentSet, gold = 10) => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'mission', 'errand');
      place(d, P, 'st-john', true);
      (d.pl[P] as { gold: number }).gold = gold;
    }, 2, 3, components);
    return legalActions(play(s, [port(P)]).s).some((a) => a.type === 'completeMission');
  };

  it('a mission with no condition is completed at its port', () => {
    expect(offered(withErrand([]))).toBe(true);
  });

  it('every condition must hold, not only one of them', () => {
    const set = withErrand([{ is: 'inPort' }, { is: 'goldAtLeast', n: 20 }]);
    expect(offered(set, 10)).toBe(false);
    expect(offered(set, 20)).toBe(true);
  });
});
