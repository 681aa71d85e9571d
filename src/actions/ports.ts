import { emit, ownFrame, type Ctx } from './ctx.js';
import { piratesAt } from '../state/pieces.js';
import { eliminate } from './pieces.js';
import type { PirateState } from '../state/schema.js';
import { putToSea } from './choose-area.js';
import { addCount } from '../state/counts.js';
import { mutCounts, mutPirate, mutRecord } from '../state/copy.js';

/** Shared effects of events on ports (9.2, 9.34, RULINGS B35). */

/** Pirates In-Port at `port`, by id. */
export function piratesInPort(ctx: Ctx, port: string): string[] {
  return piratesAt(ctx.s, port).map((p) => p.id);
}

/** 9.23: a Governor removed from play is out of the game; 9.34: Safe Havens there are lost. */
export function removeGovernor(ctx: Ctx, port: string, rule: string): void {
  const s = ctx.s;
  const gov = s.governors[port];
  if (gov === undefined) return;
  delete mutCounts(ctx, 'governors')[port];
  // A proxy marker leaves first, so the counters stay 16 (RULINGS B51).
  if (gov === 'anti' && s.antiGovernorProxies > 0) s.antiGovernorProxies -= 1;
  else if (gov === 'anti') s.governorsRemoved.anti += 1;
  else s.governorsRemoved.pro = [...s.governorsRemoved.pro, gov];
  emit(ctx, { type: 'governorRemoved', rule, port, governor: gov === 'anti' ? 'anti-pirate' : 'pro-pirate' });
  loseSafeHavens(ctx, port);
}

export function loseSafeHavens(ctx: Ctx, port: string): void {
  const losing: PirateState[] = [];
  for (const id of Object.keys(ctx.s.pirates)) {
    const p = ctx.s.pirates[id];
    if (p && p.safeHavens.includes(port)) losing.push(mutPirate(ctx, id));
  }
  // By id, for a stable order of events.
  losing.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const p of losing) {
    p.safeHavens = p.safeHavens.filter((h) => h !== port);
    emit(ctx, { type: 'safeHavenLost', rule: '9.34', pirate: p.id, port });
  }
}

/**
 * A port Destroyed (Sack 9.55, Natural Disaster 17.2 #23, a KC's attack 10.41) and what goes with
 * it (RULINGS B35): its Governor leaves the game, its Merchant returns to the pool, Safe Havens and
 * Information Points there end, and it can never be entered, attacked or used again.
 */
export function destroyPort(ctx: Ctx, port: string, rule: string): void {
  const s = ctx.s;
  removeGovernor(ctx, port, rule);
  loseSafeHavens(ctx, port);
  const m = s.merchants[port];
  if (m) {
    delete mutRecord(ctx, 'merchants')[port];
    addCount(mutCounts(ctx, 'merchantPool'), m.type);
    emit(ctx, { type: 'merchantRemoved', rule, port, merchant: m.faceUp ? m.type : undefined, cause: 'portDestroyed' });
  }
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    // 8.46: Information lasts until the port is Destroyed.
    if (p && p.info[port] !== undefined) mutPirate(ctx, id).info = Object.fromEntries(Object.entries(p.info).filter(([k]) => k !== port));
  }
  if (!s.destroyedPorts.includes(port)) s.destroyedPorts = [...s.destroyedPorts, port];
  // B35: an Action under way at that port (a KC's attack or a disaster during its window) ends.
  for (const f of s.stack.slice()) {
    if ((f.kind === 'inPort' || f.kind === 'retire' || f.kind === 'sackPort' || f.kind === 'attackPort') && f.port === port) ownFrame(ctx, f).step = 'complete';
  }
  emit(ctx, { type: 'portDestroyed', rule, port });
}

/** Everyone in the port dies (17.2 #3, #23): Pirates are Eliminated (18.12B), Hostages aboard die. */
export function killEveryoneInPort(ctx: Ctx, port: string, cause: string, rule: string): void {
  for (const id of piratesInPort(ctx, port)) eliminate(ctx, id, cause, rule);
}

/** 9.24: Pirates in a port that gets an Anti-Pirate Governor are Ousted, with no NP. */
export function oustAll(ctx: Ctx, port: string, rule: string): void {
  for (const id of piratesInPort(ctx, port)) {
    emit(ctx, { type: 'pirateOusted', rule, pirate: id, port });
    putToSea(ctx, id, rule);
  }
}
