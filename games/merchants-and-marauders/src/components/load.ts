/**
 * Loading a component set: the zod schema (./schema.ts), then the cross-references the schema
 * cannot see (ledger F.3): borders that are reciprocal and lead somewhere, home ports and card
 * places that exist, goods that exist, hooks that are registered. Every problem is reported with
 * its path and a message; nothing is skipped silently.
 */
import { ComponentSetSchema, MOD_TYPES, NATIONS, WEAPON_TYPES, type ComponentSet, type Effect, type Nation } from './schema.js';
import { provisionalComponents } from './provisional.js';

/** The coded rules a card may name as its `hook` (ledger F.3). */
export const KNOWN_HOOKS: readonly string[] = ['relocateReceivedHit', 'copyLastPlayedCard'];

/** The NPCs an effect may name (MM NPC 5, 23; MR55: the Man-o-Wars a War card places). */
const NPC_SLOT_IDS: readonly string[] = ['naval-dutch', 'naval-english', 'naval-french', 'naval-spanish', 'pirate-sloop', 'pirate-frigate', 'man-o-war', ...NATIONS.map((n) => `man-o-war-${n}`)];

/** One problem in a component set. */
export interface ComponentIssue {
  path: string;
  message: string;
}

/** A component set that failed validation: every issue found, with its path. */
export class ComponentSetError extends Error {
  readonly code = 'invalid-components';
  constructor(readonly issues: readonly ComponentIssue[]) {
    super(`invalid component set:\n${issues.slice(0, 20).map((i) => `  ${i.path || '(root)'}: ${i.message}`).join('\n')}${issues.length > 20 ? `\n  ... and ${issues.length - 20} more` : ''}`);
    this.name = 'ComponentSetError';
  }
}

/** M17: "Special Rigs and Sails" (L997) is "Advanced Rigs & Sails" (L480). */
const MOD_ALIASES: Record<string, string> = { 'special-rigs-and-sails': 'advanced-rigs-and-sails' };

function normalise(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const r = raw as { shipMods?: { counts?: Record<string, unknown> } };
  const counts = r.shipMods?.counts;
  if (!counts || typeof counts !== 'object') return raw;
  const fixed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(counts)) fixed[MOD_ALIASES[k] ?? k] = v;
  return { ...(raw as object), shipMods: { ...r.shipMods, counts: fixed } };
}

function effectsOf(list: readonly Effect[], path: string, out: { e: Effect; path: string }[]): void {
  list.forEach((e, i) => {
    const p = `${path}.${i}`;
    out.push({ e, path: p });
    if (e.op === 'skillCheck') {
      effectsOf(e.onSuccess, `${p}.onSuccess`, out);
      effectsOf(e.onFail, `${p}.onFail`, out);
    }
    if (e.op === 'startCombat') {
      effectsOf(e.onWin, `${p}.onWin`, out);
      effectsOf(e.onLose, `${p}.onLose`, out);
    }
    if (e.op === 'choose') e.options.forEach((o, j) => effectsOf(o, `${p}.options.${j}`, out));
  });
}

/** Cross-reference checks (the schema has checked every field's shape). */
function crossCheck(c: ComponentSet): ComponentIssue[] {
  const issues: ComponentIssue[] = [];
  const bad = (path: string, message: string) => issues.push({ path, message });
  const zones = new Map(c.seaZones.map((z) => [z.id, z]));
  const ports = new Set(c.seaZones.flatMap((z) => (z.port ? [z.port.id] : [])));
  const goods = new Set(c.goods.map((g) => g.id));
  const dup = (ids: string[], path: string) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) bad(`${path}.${i}.id`, `duplicate id "${id}"`);
      seen.add(id);
    });
  };
  dup(c.seaZones.map((z) => z.id), 'seaZones');
  dup([...ports], 'seaZones.port');
  dup(c.captains.map((x) => x.id), 'captains');
  dup(c.cargoCards.map((x) => x.id), 'cargoCards');
  dup(c.goods.map((x) => x.id), 'goods');
  dup([...c.events, ...c.glory, ...c.rumors, ...c.missions].map((x) => x.id), 'cards');
  // MM Board 3, M44: every border leads to a zone, and the zone there has a border back with the
  // opposite letter (N-S, E-W).
  const opposite = { N: 'S', S: 'N', E: 'W', W: 'E' } as const;
  c.seaZones.forEach((z, i) => {
    z.borders.forEach((b, j) => {
      const other = zones.get(b.to);
      if (!other) return bad(`seaZones.${i}.borders.${j}.to`, `no sea zone "${b.to}"`);
      if (b.to === z.id) return bad(`seaZones.${i}.borders.${j}.to`, 'a zone cannot border itself');
      if (!other.borders.some((x) => x.to === z.id && x.dir === opposite[b.dir])) bad(`seaZones.${i}.borders.${j}`, `"${other.id}" has no ${opposite[b.dir]} border back to "${z.id}" (borders are reciprocal)`);
    });
    z.rules.forEach((r, j) => {
      if (r.op !== 'portEntry' && r.op !== 'transferMods' && r.op !== 'hook') bad(`seaZones.${i}.rules.${j}.op`, `a zone rule must be portEntry, transferMods or hook, not "${r.op}"`);
    });
  });
  // MM Board 8: the map is connected (every zone reachable from the first).
  const seen = new Set<string>();
  const queue = [c.seaZones[0]?.id ?? ''];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const b of zones.get(id)?.borders ?? []) queue.push(b.to);
  }
  if (seen.size !== zones.size) bad('seaZones', `the map is not connected: ${[...zones.keys()].filter((z) => !seen.has(z)).join(', ')} cannot be reached`);
  for (const n of NATIONS) if (!c.seaZones.some((z) => z.port?.nation === n)) bad('seaZones', `no port of the ${n} nation`);
  c.captains.forEach((x, i) => {
    if (!ports.has(x.homePort)) bad(`captains.${i}.homePort`, `no port "${x.homePort}"`);
  });
  c.cargoCards.forEach((x, i) => {
    if (!goods.has(x.good)) bad(`cargoCards.${i}.good`, `no good "${x.good}"`);
  });
  for (const g of Object.keys(c.demandTokens.counts)) if (!goods.has(g)) bad(`demandTokens.counts.${g}`, `no good "${g}"`);
  for (const m of Object.keys(c.shipMods.counts)) if (!(MOD_TYPES as readonly string[]).includes(m)) bad(`shipMods.counts.${m}`, `no Ship Modification type "${m}" (MM Yard 13-21)`);
  for (const m of Object.keys(c.specialWeapons.counts)) if (!(WEAPON_TYPES as readonly string[]).includes(m)) bad(`specialWeapons.counts.${m}`, `no Special Weapon type "${m}" (MM Weapons 1)`);
  const portCount = ports.size;
  const demand = Object.values(c.demandTokens.counts).reduce((a, b) => a + b, 0);
  // MM BoardSetup 2: one token at each port, and a reserve to replace sold-out demand (MM Sell 3).
  if (demand < portCount + 1) bad('demandTokens.counts', `${demand} Demand Tokens: at least one per port (${portCount}) plus one in reserve are needed`);
  // MM BoardSetup 4: one Merchant Token per zone is dealt from the 17 (MM Comp 4); the set's
  // merchants are fixed by the rules, so the map may have at most 17 zones.
  if (zones.size > 17) bad('seaZones', `${zones.size} zones: the 17 Merchant Tokens (MM Comp 4) cannot fill more than 17`);
  // MM BoardSetup 3: one Ship Modification token per port.
  const mods = Object.values(c.shipMods.counts).reduce((a, b) => a + b, 0);
  if (mods < portCount) bad('shipMods.counts', `${mods} Ship Modification tokens for ${portCount} ports (one each, MM BoardSetup 3)`);
  const zoneOrPort = (id: string) => zones.has(id) || ports.has(id);
  const allEffects: { e: Effect; path: string }[] = [];
  c.events.forEach((x, i) => {
    if (x.npc && !zones.has(x.npc.zone)) bad(`events.${i}.npc.zone`, `no sea zone "${x.npc.zone}"`);
    if (x.npcIcons.length !== 0 && x.npcIcons.length !== 3) bad(`events.${i}.npcIcons`, 'an Event Card shows three NPC icons or none (MM NPC 16)');
    effectsOf(x.effects, `events.${i}.effects`, allEffects);
  });
  c.glory.forEach((x, i) => effectsOf(x.effects, `glory.${i}.effects`, allEffects));
  c.rumors.forEach((x, i) => {
    if ('zone' in x.where && !zones.has(x.where.zone)) bad(`rumors.${i}.where.zone`, `no sea zone "${x.where.zone}"`);
    if ('port' in x.where && x.where.port !== 'any' && !ports.has(x.where.port)) bad(`rumors.${i}.where.port`, `no port "${x.where.port}"`);
    if ('zone' in x.where && x.skill !== 'scouting') bad(`rumors.${i}.skill`, 'a rumor at sea is checked with Scouting (MM Rumor 3)');
    if ('port' in x.where && x.skill !== 'influence') bad(`rumors.${i}.skill`, 'a rumor in port is checked with Influence (MM Rumor 3)');
    effectsOf(x.onTrue, `rumors.${i}.onTrue`, allEffects);
  });
  c.missions.forEach((x, i) => {
    if (!ports.has(x.location)) bad(`missions.${i}.location`, `no port "${x.location}" (a mission is claimed in a port, MM Mission 1)`);
    if (x.complete.where && !ports.has(x.complete.where.port)) bad(`missions.${i}.complete.where.port`, `no port "${x.complete.where.port}"`);
    effectsOf(x.complete.effects, `missions.${i}.complete.effects`, allEffects);
    effectsOf(x.earn, `missions.${i}.earn`, allEffects);
  });
  c.captains.forEach((x, i) => x.abilities.forEach((a, j) => effectsOf(a.effects, `captains.${i}.abilities.${j}.effects`, allEffects)));
  for (const { e, path } of allEffects) {
    if (e.op === 'hook' && !KNOWN_HOOKS.includes(e.id)) bad(`${path}.id`, `no coded rule "${e.id}" (known: ${KNOWN_HOOKS.join(', ')})`);
    if ((e.op === 'movePlayer' || e.op === 'placeMarker' || e.op === 'removeMarker') && !zoneOrPort(e.op === 'movePlayer' ? e.to : e.where)) bad(path, 'no such zone or port');
    if (e.op === 'changeDemand' && e.port !== 'all' && !ports.has(e.port)) bad(`${path}.port`, `no port "${e.port}"`);
    if ((e.op === 'placeNpc' || e.op === 'moveNpc') && e.zone !== undefined && !zones.has(e.zone)) bad(`${path}.zone`, `no sea zone "${e.zone}"`);
    if ((e.op === 'moveNpc' || e.op === 'removeNpc') && !NPC_SLOT_IDS.includes(e.npc)) bad(`${path}.npc`, `no NPC "${e.npc}" (one of ${NPC_SLOT_IDS.join(', ')})`);
    if (e.op === 'moveNpc' && (e.zone === undefined) === (e.dir === undefined)) bad(path, 'moveNpc needs a zone or a direction letter (one of the two)');
  }
  const hooks = [...c.seaZones.map((x, i) => [x.hook, `seaZones.${i}.hook`] as const), ...c.events.map((x, i) => [x.hook, `events.${i}.hook`] as const), ...c.glory.map((x, i) => [x.hook, `glory.${i}.hook`] as const), ...c.rumors.map((x, i) => [x.hook, `rumors.${i}.hook`] as const), ...c.missions.map((x, i) => [x.hook, `missions.${i}.hook`] as const), ...c.captains.flatMap((x, i) => x.abilities.map((a, j) => [a.hook, `captains.${i}.abilities.${j}.hook`] as const))];
  for (const [h, path] of hooks) if (h !== null && !KNOWN_HOOKS.includes(h)) bad(path, `no coded rule "${h}" (known: ${KNOWN_HOOKS.join(', ')})`);
  if (c.captains.length < 4) bad('captains', `${c.captains.length} Captains: each of up to 4 players needs one (MM Setup 2)`);
  return issues;
}

/**
 * Validate a component set (a user's transcription, ledger F.3): returns it typed, or throws a
 * {@link ComponentSetError} listing every problem with its path.
 */
export function loadComponents(raw: unknown): ComponentSet {
  const parsed = ComponentSetSchema.safeParse(normalise(raw));
  if (!parsed.success) throw new ComponentSetError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  const issues = crossCheck(parsed.data);
  if (issues.length) throw new ComponentSetError(issues);
  return parsed.data;
}

/** One record's provenance, for the docs and `describe` (ledger F: "the docs list those records"). */
export interface ProvisionalEntry {
  what: string;
  provisional: boolean | string[];
  source: string;
}

/** Every record of a set with its `provisional` flag and `source`. */
export function componentReport(c: ComponentSet): ProvisionalEntry[] {
  const e = (what: string, x: { provisional: boolean | string[]; source: string }): ProvisionalEntry => ({ what, provisional: x.provisional, source: x.source });
  return [
    ...c.goods.map((g) => e(`good ${g.name}`, g)),
    ...c.seaZones.map((z) => e(`sea zone ${z.name}`, z)),
    e('hit-location die', c.hitLocationDie),
    ...Object.values(c.ships).map((s) => e(`ship ${s.name}`, s)),
    ...c.captains.map((x) => e(`captain ${x.name}`, x)),
    ...c.cargoCards.map((x) => e(`cargo card ${x.id}`, x)),
    e('demand tokens', c.demandTokens),
    e('ship modification tokens', c.shipMods),
    e('special weapon tokens', c.specialWeapons),
    ...c.events.map((x) => e(`event ${x.name}`, x)),
    ...c.glory.map((x) => e(`glory ${x.name}`, x)),
    ...c.rumors.map((x) => e(`rumor ${x.name}`, x)),
    ...c.missions.map((x) => e(`mission ${x.name}`, x)),
  ];
}

// ---------------------------------------------------------------------------------------------
// The index the rules read
// ---------------------------------------------------------------------------------------------

/** A component set indexed for the rules. */
export interface Ix {
  set: ComponentSet;
  zones: Map<string, ComponentSet['seaZones'][number]>;
  /** The zone of each port (MM Board 8). */
  zoneOfPort: Map<string, string>;
  portNation: Map<string, Nation>;
  captains: Map<string, ComponentSet['captains'][number]>;
  cargo: Map<string, ComponentSet['cargoCards'][number]>;
  events: Map<string, ComponentSet['events'][number]>;
  glory: Map<string, ComponentSet['glory'][number]>;
  rumors: Map<string, ComponentSet['rumors'][number]>;
  missions: Map<string, ComponentSet['missions'][number]>;
  /** Ids in a fixed order, for counted draw pools. */
  order: { captain: string[]; cargo: string[]; event: string[]; glory: string[]; rumor: string[]; mission: string[]; goods: string[]; mods: string[]; weapons: string[]; ports: string[]; zones: string[] };
}

export function indexComponents(set: ComponentSet): Ix {
  return {
    set,
    zones: new Map(set.seaZones.map((z) => [z.id, z])),
    zoneOfPort: new Map(set.seaZones.flatMap((z) => (z.port ? [[z.port.id, z.id] as [string, string]] : []))),
    portNation: new Map(set.seaZones.flatMap((z) => (z.port ? [[z.port.id, z.port.nation] as [string, Nation]] : []))),
    captains: new Map(set.captains.map((x) => [x.id, x])),
    cargo: new Map(set.cargoCards.map((x) => [x.id, x])),
    events: new Map(set.events.map((x) => [x.id, x])),
    glory: new Map(set.glory.map((x) => [x.id, x])),
    rumors: new Map(set.rumors.map((x) => [x.id, x])),
    missions: new Map(set.missions.map((x) => [x.id, x])),
    order: {
      captain: set.captains.map((x) => x.id),
      cargo: set.cargoCards.map((x) => x.id),
      event: set.events.map((x) => x.id),
      glory: set.glory.map((x) => x.id),
      rumor: set.rumors.map((x) => x.id),
      mission: set.missions.map((x) => x.id),
      goods: set.goods.map((x) => x.id),
      mods: Object.keys(set.shipMods.counts),
      weapons: Object.keys(set.specialWeapons.counts),
      ports: set.seaZones.flatMap((z) => (z.port ? [z.port.id] : [])),
      zones: set.seaZones.map((z) => z.id),
    },
  };
}

let builtIn: ComponentSet | null = null;
/** The built-in provisional set, validated once and kept by the engine for its games (never handed out). */
export function sharedBuiltIn(): ComponentSet {
  builtIn ??= loadComponents(provisionalComponents());
  return builtIn;
}

/**
 * The built-in provisional set: a fresh copy at each call, so a caller may edit it (to make an
 * alternative set, say) without changing the set every other game of the process plays on.
 */
export function builtInComponents(): ComponentSet {
  return structuredClone(sharedBuiltIn());
}
