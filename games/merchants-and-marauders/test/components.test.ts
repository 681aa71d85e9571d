/**
 * The component set as data (ledger F.1-F.4): the built-in provisional set matches the rulebook's
 * counts and known values; a user transcription is validated with paths and messages.
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, componentReport, ComponentSetError, createGame, loadComponents, provisionalComponents, type ComponentSet } from '../src/index.js';
import { altSet } from './fixtures/alt-set.js';

const sum = (xs: readonly { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
function issuesOf(raw: unknown): { path: string; message: string }[] {
  try {
    loadComponents(raw);
  } catch (e) {
    if (e instanceof ComponentSetError) return [...e.issues];
    throw e;
  }
  return [];
}

describe('the built-in provisional set (ledger F.1, F.2)', () => {
  const c = builtInComponents();

  it('MM Comp 8: 34 Event, 70 Glory, 16 Captain, 64 Cargo, 25 Rumor, 25 Mission cards; MM Comp 3-6: 24 Demand, 16 Ship Mod, 12 Special Weapon tokens', () => {
    expect([sum(c.events), sum(c.glory), c.captains.length, sum(c.cargoCards), sum(c.rumors), sum(c.missions)]).toEqual([34, 70, 16, 64, 25, 25]);
    const tokens = (x: { counts: Record<string, number> }) => Object.values(x.counts).reduce((a, b) => a + b, 0);
    expect([tokens(c.demandTokens), tokens(c.shipMods), tokens(c.specialWeapons)]).toEqual([24, 16, 12]);
    // MM NPC 2, 16: 12 Admirals + 6 Pirates; 17 cards with three icons.
    expect(c.events.filter((e) => e.npc?.slot.startsWith('naval'))).toHaveLength(12);
    expect(c.events.filter((e) => e.npc?.slot.startsWith('pirate'))).toHaveLength(6);
    expect(c.events.filter((e) => e.npcIcons.length === 3)).toHaveLength(17);
    // MM Glory 5: 8 Specialist types x 2.
    expect(sum(c.glory.filter((g) => g.specialist))).toBe(16);
  });

  it('MM Board 1, MM Terms 2: 17 zones, 16 ports (4 per nation), the Caribbean Sea without one; Santo Domingo Spanish', () => {
    expect(c.seaZones).toHaveLength(17);
    expect(c.seaZones.filter((z) => z.port)).toHaveLength(16);
    expect(c.seaZones.find((z) => z.id === 'caribbean-sea')?.port).toBeNull();
    expect(c.seaZones.find((z) => z.id === 'santo-domingo')?.port?.nation).toBe('spanish');
    for (const n of ['dutch', 'english', 'french', 'spanish']) expect(c.seaZones.filter((z) => z.port?.nation === n)).toHaveLength(4);
  });

  it('D2-D3: the edges the rulebook states (MM Move 3: Havana-Nassau; L777: Bridgetown east of Basse-Terre; L781: Basse-Terre-Caracas)', () => {
    const b = (z: string) => c.seaZones.find((x) => x.id === z)?.borders ?? [];
    expect(b('havana')).toContainEqual({ to: 'nassau', dir: 'E' });
    expect(b('basse-terre')).toContainEqual({ to: 'bridgetown', dir: 'E' });
    expect(b('basse-terre').some((x) => x.to === 'caracas')).toBe(true);
  });

  it('MM Ships, D6: the Sloop and Frigate values from the text; prices (MM Yard 2); the Man-o-War not for sale (MM Yard 7)', () => {
    expect(c.ships.sloop).toMatchObject({ toughness: 2, cargo: 2, crew: 2, cannons: 1, maneuverability: 4, buy: 10, sell: 5, provisional: false });
    expect(c.ships.frigate).toMatchObject({ toughness: 3, cargo: 3, crew: 3, cannons: 3, maneuverability: 3, buy: 35, sell: 10 });
    expect(c.ships.flute).toMatchObject({ buy: 10, sell: 5 });
    expect(c.ships.galleon).toMatchObject({ buy: 35, sell: 10 });
    expect(c.ships['man-o-war']).toMatchObject({ buy: null, buyable: false });
  });

  it('MM Raid 14, D8: half the Cargo Cards Escape, half Hit; plunder 1-5, 3 the most common; 8 goods (MM Buy 2)', () => {
    expect(c.cargoCards.filter((x) => x.icon === 'escape')).toHaveLength(32);
    const plunder = c.cargoCards.map((x) => x.plunder);
    expect(Math.min(...plunder)).toBe(1);
    expect(Math.max(...plunder)).toBe(5);
    expect(plunder.filter((p) => p === 3).length).toBeGreaterThan(plunder.filter((p) => p === 2).length);
    expect(c.goods).toHaveLength(8);
  });

  it('M16: the hit-location die is data, 2 = Masts as the rules text says', () => {
    expect(c.hitLocationDie[2]).toBe('masts');
    expect(c.hitLocationDie.provisional).not.toBe(false);
  });

  it('D7: the three named Captains keep their printed skills; Felipe has his ability', () => {
    const cap = (id: string) => c.captains.find((x) => x.id === id);
    expect(cap('frances-wright')?.skills).toMatchObject({ seamanship: 2, leadership: 3 });
    expect(cap('felipe')?.skills).toMatchObject({ seamanship: 3, leadership: 2 });
    expect(cap('felipe')?.abilities[0]?.effects).toEqual([{ op: 'relocateHit', of: 'received', n: 1 }]);
    expect(cap('frederico-da-silva')).toBeDefined();
  });

  it('every record carries provisional and source; the report lists them', () => {
    const report = componentReport(c);
    expect(report.length).toBeGreaterThan(100);
    for (const r of report) expect(r.source.length).toBeGreaterThan(0);
    expect(report.filter((r) => r.provisional !== false).length).toBeGreaterThan(report.length / 2);
  });
});

describe('builtInComponents()', () => {
  it('hands out a copy: editing it changes neither the next copy nor the games on the built-in set', () => {
    const mine = builtInComponents();
    const before = createGame({ players: 2, seed: 5 });
    mine.captains.length = 0;
    mine.events[0]!.name = 'Edited';
    expect(builtInComponents().captains).toHaveLength(16);
    expect(builtInComponents().events[0]!.name).not.toBe('Edited');
    expect(createGame({ players: 2, seed: 5 })).toEqual(before);
  });
});

describe('loading a user transcription (ledger F.3)', () => {
  it('accepts the hand-made alternative set, with the M17 alias "special-rigs-and-sails"', () => {
    const c = loadComponents(altSet());
    expect(c.shipMods.counts['advanced-rigs-and-sails']).toBe(3);
  });

  it('refuses bad data with the path and a clear message', () => {
    const bad = provisionalComponents() as ComponentSet & Record<string, unknown>;
    (bad.events[0] as { effects: unknown[] }).effects = [{ op: 'summonKraken' }];
    expect(issuesOf(bad)[0]?.path).toBe('events.0.effects.0.op');

    const oneWay = provisionalComponents();
    oneWay.seaZones[0]?.borders.push({ to: 'port-x2', dir: 'W' });
    expect(issuesOf(oneWay)).toContainEqual({ path: 'seaZones.0.borders.2', message: '"port-x2" has no E border back to "havana" (borders are reciprocal)' });

    const home = provisionalComponents();
    (home.captains[0] as { homePort: string }).homePort = 'atlantis';
    expect(issuesOf(home)).toContainEqual({ path: 'captains.0.homePort', message: 'no port "atlantis"' });

    const hook = provisionalComponents();
    (hook.glory[0] as { hook: string | null }).hook = 'summonKraken';
    expect(issuesOf(hook)[0]).toMatchObject({ path: 'glory.0.hook' });

    const skill = provisionalComponents();
    (skill.captains[1] as { skills: { seamanship: number } }).skills.seamanship = 7;
    expect(issuesOf(skill)[0]?.path).toBe('captains.1.skills.seamanship');
  });

  it('createGame refuses an invalid set as a ConfigError with the path', () => {
    const bad = provisionalComponents();
    (bad.captains[0] as { homePort: string }).homePort = 'atlantis';
    expect(() => createGame({ players: 2, components: bad })).toThrow(/captains\.0\.homePort: no port "atlantis"/);
  });

  it('createGame refuses Event effects this version cannot execute yet, naming the card', () => {
    const c = provisionalComponents();
    (c.events[0] as { effects: unknown[] }).effects = [{ op: 'movePlayer', to: 'havana' }];
    expect(() => createGame({ players: 2, components: c })).toThrow(/cannot execute "movePlayer".*events\.0\.effects\.0/);
  });
});
