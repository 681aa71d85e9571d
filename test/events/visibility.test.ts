/**
 * Events with hidden facts (`visibleTo`): `eventsFor(events, player)` redacts what that player may
 * not know, and `describe` shows a secret fact only to its viewer (issue 14 point 4, issue 15 point
 * 5). The secret facts are those of DESIGN "Hidden information": a player's own Event cards (3.0
 * Step 4, 4.4), his Pirate cards (3.0 Step 6, 2.7, 5.16) and, under the 3.0 Step 7 secrecy option,
 * his placements until they are revealed together.
 */
import { describe as group, expect, it } from 'vitest';
import { createGameWithEvents, describe, eventsFor, GameEventSchema, HIDDEN_ID, builtinComponents, type GameConfig, type GameEvent, type PlayerId } from '../../src/index.js';
import { simulateGame } from '../../src/cli/simulate.js';
import { redact } from '../../src/events/visibility.js';

const nameOf = (id: string): string => [...builtinComponents.pirates, ...builtinComponents.seaAreas].find((x) => x.id === id)?.name ?? builtinComponents.eventCards.find((c) => c.id === id)?.title ?? id;

function play(config: GameConfig): GameEvent[] {
  const { state, events } = createGameWithEvents({ ...config, randomness: 'seeded' });
  const all = [...events];
  simulateGame({ ...config, randomness: 'seeded' }, state, (evs) => all.push(...evs));
  return all;
}

const events = play({ players: 3, seed: 7, options: { secretDeployment: true } });
const secret = events.filter((e) => 'visibleTo' in e && e.visibleTo !== undefined);
const PLAYERS: PlayerId[] = ['A', 'B', 'C'];

group('secret deployment (3.0 Step 7 option) in describe', () => {
  const deployed = events.find((e): e is Extract<GameEvent, { type: 'pirateDeployed' }> => e.type === 'pirateDeployed' && e.visibleTo !== undefined);
  it('the game has a secret placement to test', () => {
    expect(deployed).toBeDefined();
  });
  const d = deployed!;
  const other = PLAYERS.find((p) => p !== d.player)!;

  it('with no viewer, describe names neither the Pirate nor his Sea Area', () => {
    const line = describe(d);
    expect(line).toBe(`Player ${d.player} places a Pirate in secret [3.0]`);
    expect(line).not.toContain(nameOf(d.pirate));
    expect(line).not.toContain(nameOf(d.area));
  });

  it('another player sees the same public line; the owner and a referee see the placement', () => {
    expect(describe(d, { viewer: other })).toBe(describe(d));
    const full = `Player ${d.player} deploys ${nameOf(d.pirate)} in a ${d.ship === 'sloop' ? 'Sloop' : d.ship === 'schooner' ? 'Schooner' : 'Brigantine'} to ${nameOf(d.area)} (in secret) [3.0]`;
    expect(describe(d, { viewer: d.player })).toBe(full);
    expect(describe(d, { viewer: 'referee', components: builtinComponents })).toBe(full);
  });

  it('once revealed (deploymentsRevealed), the placements are public', () => {
    const revealed = events.find((e) => e.type === 'deploymentsRevealed');
    expect(revealed && revealed.type === 'deploymentsRevealed' && revealed.pirates.map((p) => p.pirate)).toContain(d.pirate);
  });
});

group('eventsFor(events, player)', () => {
  it('the game has secret events of every kind', () => {
    expect(new Set(secret.map((e) => e.type))).toEqual(new Set(['cardDealt', 'cardDrawn', 'pirateDealt', 'pirateDeployed', 'pirateDrawn', 'pirateKept']));
  });

  it('public events and the player\'s own secrets pass unchanged; the others\' secrets lose every hidden id', () => {
    for (const p of PLAYERS) {
      const seen = eventsFor(events, p);
      expect(seen).toHaveLength(events.length);
      seen.forEach((e, i) => {
        const original = events[i]!;
        if (!('visibleTo' in original) || original.visibleTo === undefined || original.visibleTo === p) {
          expect(e).toBe(original);
          return;
        }
        // Same event type, rule, player: the table sees that something happened, not what.
        expect(e.type).toBe(original.type);
        expect(e.rule).toBe(original.rule);
        const changed = Object.keys(original).filter((k) => (original as Record<string, unknown>)[k] !== (e as Record<string, unknown>)[k]);
        expect(changed.length).toBeGreaterThan(0);
        for (const k of changed) expect((e as Record<string, unknown>)[k]).toBe(HIDDEN_ID);
        // Still a valid event, and no line built from it can leak the secret.
        expect(GameEventSchema.safeParse(e).success).toBe(true);
        expect(describe(e, { viewer: p })).toBe(describe(original, { viewer: p }));
        expect(describe(e, { viewer: 'referee' })).toBe(describe(original));
      });
    }
  });

  it('a player\'s own draw reads as the card for him, as "a card" for the others', () => {
    const drawn = secret.find((e) => e.type === 'cardDrawn');
    expect(drawn?.type).toBe('cardDrawn');
    if (drawn?.type !== 'cardDrawn') return;
    const title = nameOf(drawn.card);
    expect(describe(drawn, { viewer: drawn.player })).toBe(`Player ${drawn.player} draws ${title} [${drawn.rule}]`);
    const other = PLAYERS.find((p) => p !== drawn.player)!;
    const [forOther] = eventsFor([drawn], other);
    expect(describe(forOther!, { viewer: other })).toBe(`Player ${drawn.player} draws a card [${drawn.rule}]`);
    expect(JSON.stringify(forOther)).not.toContain(drawn.card);
  });

  it('every event type that can carry visibleTo is redacted (a new secret event must be handled)', () => {
    const withVisibleTo = GameEventSchema.options.filter((o) => 'visibleTo' in o.shape).map((o) => o.shape.type.value).sort();
    expect(withVisibleTo).toEqual(['cardDealt', 'cardDrawn', 'pirateDealt', 'pirateDeployed', 'pirateDrawn', 'pirateKept']);
    const samples: GameEvent[] = [
      { type: 'cardDealt', rule: '3.0', player: 'B', card: 'storms-at-sea', visibleTo: 'B' },
      { type: 'cardDrawn', rule: '4.4', player: 'B', card: 'storms-at-sea', mustPlay: false, visibleTo: 'B' },
      { type: 'pirateDealt', rule: '3.0', player: 'B', pirate: 'teach', visibleTo: 'B' },
      { type: 'pirateDeployed', rule: '3.0', player: 'B', pirate: 'teach', area: 'north-atlantic', ship: 'sloop', visibleTo: 'B' },
      { type: 'pirateDrawn', rule: '5.16', player: 'B', pirate: 'teach', visibleTo: 'B' },
      { type: 'pirateKept', rule: '5.16', player: 'B', pirate: 'teach', visibleTo: 'B' },
    ];
    expect(samples.map((e) => e.type).sort()).toEqual(withVisibleTo);
    for (const e of samples) {
      const r = redact(e);
      expect(JSON.stringify(r)).not.toMatch(/storms-at-sea|teach|north-atlantic|sloop/);
      expect(describe(e)).not.toMatch(/Storms at Sea|Teach|North Atlantic|Sloop/);
      expect(describe(e, { viewer: 'B' })).toMatch(/Storms at Sea|Teach/);
    }
  });
});
