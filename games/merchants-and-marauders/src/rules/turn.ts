/**
 * The player turn and Move (ledger MM Actions 1-5, MM Move 1-6, MM Bounty 5, MM Captains 8, MM
 * Port 1/4, MM Scout 1-5, MM Death 5; rulings M19-M21, M25, M56, M57, M60, MR15): the three
 * actions, moving and entering ports, the Influence roll at a barred port, excess cargo.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type Effect } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId, type PlayerState } from '../state.js';
import { captainOf, cargoRoom, inc, type MCtx, type MM, pay, pl, removeOne, rollEvent, total } from './shared.js';
import { applyEventEffects } from './round.js';
import { die } from './death.js';
import { rumorCheckable } from './rumors.js';
import { diceFor, gloryPlays, playGlory } from './glory.js';
import { npcScoutTrigger, scoutableNpcs } from './npc.js';
import { scoutableCaptains } from './combat.js';

/** MM Move 4, MM Bounty 5, M21: may `p` enter `port`, and how. */
export function entry(s: GameState, ix: Ix, p: PlayerState, port: string): { free: boolean; fee: number | null; roll: boolean } {
  const nation = ix.portNation.get(port);
  const home = p.captain !== null && captainOf(ix, p).homePort === port;
  // MM Captains 8: the home port is always open; otherwise a nation with a bounty on him bars him.
  if (home || !nation || (p.bounties[nation] ?? 0) === 0) return { free: true, fee: null, roll: false };
  const zone = ix.zones.get(ix.zoneOfPort.get(port) ?? '');
  const rule = zone?.rules.find((r): r is Extract<Effect, { op: 'portEntry' }> => r.op === 'portEntry' && r.allowed && (r.nation === undefined || r.nation === nation));
  if (!rule) return { free: false, fee: null, roll: false };
  return { free: false, fee: rule.cost ?? null, roll: rule.influenceRoll ?? false };
}

export function moves(s: GameState, ix: Ix, player: PlayerId): Action[] {
  const p = pl(s, player);
  if (!p.zone) return [];
  // MM Move 1: port -> its own zone; zone -> an adjacent zone; zone -> its port.
  if (p.inPort) return [{ type: 'move', player, zone: p.zone, inPort: false }];
  const zone = ix.zones.get(p.zone);
  if (!zone) return [];
  const out: Action[] = [];
  const seen = new Set<string>();
  for (const b of zone.borders) {
    if (seen.has(b.to)) continue;
    seen.add(b.to);
    out.push({ type: 'move', player, zone: b.to, inPort: false });
  }
  if (zone.port) {
    const e = entry(s, ix, p, zone.port.id);
    if (e.free) out.push({ type: 'move', player, zone: zone.id, inPort: true });
    else {
      if (e.fee !== null && p.gold >= e.fee) out.push({ type: 'move', player, zone: zone.id, inPort: true, entry: 'fee' });
      if (e.roll) out.push({ type: 'move', player, zone: zone.id, inPort: true, entry: 'roll' });
    }
  }
  return out;
}

/** MM Move 6, M25: leaving port with more cards than the Cargo value: the owner drops the excess. */
export function afterLeavingPort(ctx: MCtx, player: PlayerId): void {
  if (pl(ctx.s, player).cargo.length > cargoRoom(pl(ctx.s, player))) push(ctx, { kind: 'dropCargo', player });
}

export const turn: Handler<MM, FrameOf<'turn'>> = {
  rule: () => 'MM Actions 2',
  node: (_s, f) => (f.step !== 'act' || f.actions === 0 ? { kind: 'auto' } : { kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    if (f.step !== 'act' || f.actions === 0) return [];
    const p = pl(s, f.player);
    const out = moves(s, ix, f.player);
    // MM Port 1, MM Actions 3: the Port action, in a port, once per player turn.
    if (p.inPort && !f.portDone) out.push({ type: 'port', player: f.player });
    // MM Scout 1-5, M19, M20: at sea, the Merchant Token in his zone, once per player turn.
    if (!p.inPort && p.zone && s.merchants[p.zone] != null && !f.scouted.includes(`merchant:${p.zone}`)) out.push({ type: 'scout', player: f.player, target: 'merchant' });
    // MM Scout 1-5, M19, M20: at sea, another player's Captain at sea in his zone, once per target per turn.
    for (const target of scoutableCaptains(s, f.player, f.scouted)) out.push({ type: 'scoutCaptain', player: f.player, target });
    // MM Scout 1, 5: an NPC in his zone, once per NPC per turn.
    out.push(...scoutableNpcs(s, f.player, f.scouted));
    // MM Rumor 3, M20, M22: a Scouting rumor for this zone is checked as a Scout action.
    if (rumorCheckable(s, ix, f.player) === 'sea' && !f.scouted.includes(`rumor:${p.rumor}`)) out.push({ type: 'checkRumor', player: f.player });
    out.push(...gloryPlays(s, ix, f.player));
    // MM Death 5, M57, M7 (c): retire before any action, in port, while a Captain can be drawn.
    if (!f.acted && p.inPort && total(s.decks.captain) > 0) out.push({ type: 'retire', player: f.player });
    out.push({ type: 'endTurn', player: f.player });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'start') {
      p.turns += 1;
      emit(ctx, { type: 'turnStarted', rule: 'MM Actions 1', player: f.player });
      // MM Death 5, M57: a retired Captain goes through the death steps now, then a new one plays.
      if (p.retired) {
        const actions = f.actions;
        die(ctx, f.player, 'MM Death 5', 'retired');
        if (s.over) return;
        // MM Death 5, M56-M57: the new Captain then takes his actions normally; M56's lost rest of
        // the turn is for a death during the turn, not for these death steps at its start.
        f.actions = actions;
      }
      // MM Death 2, M56: a new Captain is set up at the start of the player's next turn.
      if (p.dead) push(ctx, { kind: 'newCaptain', player: f.player, step: 'draw' });
      f.step = 'events';
      return;
    }
    if (f.step === 'events') {
      // M60, MR63: "on each player's turn" Event effects apply at the start of each player turn, to
      // the Captain who plays it: a new Captain is set up first (the frame pushed above has run).
      f.step = 'npcs';
      for (const id of s.activeEvents) if (ctx.ix.events.get(id)?.timing === 'eachPlayerTurn') applyEventEffects(ctx, id, f.player);
      return;
    }
    if (f.step === 'npcs') {
      // MM Actions 4, MM NPC 12 (2), MR44: a player starting his turn at sea with hostile NPCs is
      // scouted before his first action, after the start-of-turn steps (the Event effects' choices,
      // rolls and battles included: they were pushed above this frame).
      f.step = 'act';
      if (!p.dead) npcScoutTrigger(ctx, f.player);
      return;
    }
    if (input === null || input.type === 'endTurn') {
      // MM Actions 2: up to three actions; unused ones are lost.
      emit(ctx, { type: 'turnEnded', rule: 'MM Actions 2', player: f.player });
      // Ledger F.4 durations, MR15: "this turn" modifiers end with the turn, and so does an unused "this roll" one.
      s.modifiers = s.modifiers.filter((m) => m.player !== f.player || (m.duration !== 'thisTurn' && m.duration !== 'thisRoll'));
      pop(ctx, f);
      return;
    }
    if (input.type === 'move') {
      f.actions -= 1;
      f.acted = true;
      if (!input.inPort) {
        const leaving = p.inPort;
        p.zone = input.zone;
        p.inPort = false;
        emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: input.zone, inPort: false });
        // MM Move 5, MM NPC 12 (1): entering a zone with a hostile NPC (leaving port included)
        // makes it scout at once; the excess cargo of leaving port is dropped before (pushed after).
        npcScoutTrigger(ctx, f.player);
        if (leaving) afterLeavingPort(ctx, f.player);
        return;
      }
      if (input.entry === 'roll') {
        // M21: a free Influence roll; a failure means no entry, and the Move action is spent.
        push(ctx, { kind: 'portRoyale', player: f.player, zone: input.zone });
        return;
      }
      if (input.entry === 'fee') {
        const e = entry(s, ctx.ix, p, ctx.ix.zones.get(input.zone)?.port?.id ?? '');
        pay(ctx, f.player, e.fee ?? 0, 'MM Bounty 5', 'port entry fee');
      }
      p.inPort = true;
      emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: input.zone, inPort: true });
      return;
    }
    if (input.type === 'scout') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`merchant:${p.zone}`);
      push(ctx, { kind: 'scout', player: f.player, zone: p.zone as string, step: 'roll', nation: null });
      return;
    }
    if (input.type === 'scoutNpc') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`npc:${input.target}`);
      push(ctx, { kind: 'scoutNpc', player: f.player, target: input.target, step: 'roll' });
      return;
    }
    if (input.type === 'scoutCaptain') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`captain:${input.target}`);
      push(ctx, { kind: 'scoutCaptain', player: f.player, target: input.target });
      return;
    }
    if (input.type === 'playGlory') return playGlory(ctx, f.player, input.card, input.nation);
    if (input.type === 'checkRumor') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`rumor:${p.rumor}`);
      emit(ctx, { type: 'rumorRevealed', rule: 'MM Rumor 3', player: f.player, card: p.rumor as string });
      push(ctx, { kind: 'rumor', player: f.player, mode: 'check', step: 'roll', drawn: null });
      return;
    }
    if (input.type === 'retire') {
      // M57: retiring ends the turn; the death steps come at the start of his next turn.
      p.retired = true;
      emit(ctx, { type: 'retired', rule: 'MM Death 5', player: f.player });
      pop(ctx, f);
      return;
    }
    if (input.type === 'port') {
      f.actions -= 1;
      f.acted = true;
      f.portDone = true;
      const port = ctx.ix.zones.get(p.zone ?? '')?.port?.id as string;
      emit(ctx, { type: 'portAction', rule: 'MM Port 1', player: f.player, port });
      // MM Port 4: the port's face-down Ship Modification token is revealed to all.
      const mod = s.portMods[port];
      if (mod && !mod.revealed) {
        mod.revealed = true;
        emit(ctx, { type: 'modRevealed', rule: 'MM Port 4', port, mod: mod.type });
      }
      push(ctx, { kind: 'port', player: f.player, done: [] });
    }
  },
};

export const portRoyale: Handler<MM, FrameOf<'portRoyale'>> = {
  rule: () => 'MM Bounty 5',
  node: (s, f, ix) => ({ kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'influence'), label: 'an Influence roll to enter the port' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const p = pl(ctx.s, f.player);
    const ok = rollEvent(ctx, f.player, 'influence', input.value, 'MM Bounty 5') > 0;
    pop(ctx, f);
    if (ok) {
      p.inPort = true;
      emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: f.zone, inPort: true });
    } else emit(ctx, { type: 'entryRefused', rule: 'MM Bounty 5', player: f.player, port: ctx.ix.zones.get(f.zone)?.port?.id ?? f.zone });
  },
};

export const dropCargo: Handler<MM, FrameOf<'dropCargo'>> = {
  rule: () => 'MM Move 6',
  node: (s, f) => (pl(s, f.player).cargo.length > cargoRoom(pl(s, f.player)) ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => [...new Set(pl(s, f.player).cargo)].sort().map((card): Action => ({ type: 'dropCargo', player: f.player, card })),
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'dropCargo') {
      removeOne(p.cargo, input.card);
      inc(ctx.s.discard.cargo, input.card);
      // MM Buy 6: discarded cargo goes face up.
      emit(ctx, { type: 'cargoDiscarded', rule: 'MM Move 6', player: f.player, cards: [input.card] });
    }
    if (p.cargo.length <= cargoRoom(p)) pop(ctx, f);
  },
};
