import { builtinComponents, indexComponents, type ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerView } from '../api/view.js';
import { describePending } from '../api/describe-pending.js';

/**
 * The position as the terminal game shows it to its player, drawn from his `view` only (nothing
 * hidden from him): the turn, the score, his Pirates' Displays, the Merchants and threats in the
 * waters of each of them, and his hand.
 */

interface Out {
  out(line: string): void;
}

function names(s: GameState): { ix: ComponentIndex; name: (id: string | null | undefined) => string } {
  const ix = indexComponents(s.components ?? builtinComponents);
  const name = (id: string | null | undefined): string =>
    !id
      ? ''
      : (ix.port[id]?.name ?? ix.seaArea[id]?.name ?? ix.transitBox[id]?.name ?? ix.pirate[id]?.name ?? ix.card[id]?.title ?? ix.merchantType[id]?.name ?? ix.hostage[id]?.name ?? ix.kc[id]?.name ?? ix.warship[id]?.name ?? ix.shipType[id]?.name ?? id);
  return { ix, name };
}

const PHASES: Record<string, string> = {
  setup: 'Setup',
  start: 'start of turn',
  draw: 'Card Draw Phase',
  merchants: 'Merchant Ship Phase',
  play: 'Card Play Phase',
  end: 'end of turn',
  over: 'game over',
};

function where(name: (id: string) => string, p: PirateState): string {
  const l = p.location;
  // A Transit Box's name already says "Transit Box" ("Gold Coast - East Africa Transit Box").
  return l.kind === 'sea' ? `at sea in ${name(l.area)}` : l.kind === 'port' ? `in port at ${name(l.port)}` : `in the ${name(l.box)}`;
}

/** The Sea Areas a Pirate is in or next to: his own, or the waters of his port (9.11). */
function waters(ix: ComponentIndex, p: PirateState): string[] {
  const l = p.location;
  if (l.kind === 'sea') return [l.area];
  if (l.kind === 'port') return ix.port[l.port]?.seaAreas ?? [];
  return ix.transitBox[l.box]?.connects ?? [];
}

function cardText(ix: ComponentIndex, id: string): string {
  const c = ix.card[id];
  if (!c) return id;
  const actions = c.actions === 'initiative' ? 'Initiative Actions' : c.actions === null ? 'Event only' : `${c.actions} Action${c.actions === 1 ? '' : 's'}`;
  const event = c.mode === 'actions-and-event' ? ' and Event' : c.mode === 'actions-or-event' && c.actions !== null && c.antiPirate ? ' or Anti-Pirate Event' : c.mode === 'actions-or-event' && c.actions !== null ? ' or Event' : '';
  return `${c.title} (${actions}${event})`;
}

/** The full position before one of the player's decisions in the Player-Turn or setup. */
export function renderPosition(term: Out, s: GameState, v: PlayerView): void {
  const { ix, name } = names(s);
  const me = v.player;
  const t = v.turn;
  term.out('');
  const card = t.actionsCard ? ` (${name(t.actionsCard)})` : '';
  const noCard = t.actionsCard === null && t.discardedForActions === 0 && !t.holdPlayed;
  const actions = t.phase !== 'play' ? '' : noCard ? ', play a card for Actions' : `, ${t.actionsLeft} Action${t.actionsLeft === 1 ? '' : 's'} left${card}`;
  const whose = t.player === me ? 'you' : v.solo && t.player === v.solo.system ? 'the System Player' : `Player ${t.player}`;
  term.out(`=== Player-Turn ${t.number}: ${whose} — ${PHASES[t.phase] ?? t.phase}${actions} ===`);
  const score = v.order.map((q) => `${q === me ? 'You' : v.solo && q === v.solo.system ? 'System Player' : `Player ${q}`} ${v.players[q]?.vp ?? 0}`).join(' · ');
  term.out(`VP: ${score}   |  Event deck ${v.deckSize} · General Pardon played ${v.generalPardon.appearances} of 3${v.generalPardon.pardon ? ' · a Pardon is in force' : ''}`);
  const mine = Object.values(v.pirates).filter((p) => p.owner === me);
  term.out(mine.length ? 'Your Pirates:' : 'You have no Pirate in play.');
  for (const p of mine) {
    const ship = ix.shipType[p.ship];
    term.out(`  ${name(p.id)} — ${where(name, p)} — ${name(p.ship)}: Combat ${p.combat}, Speed ${p.speed}, Loyalty ${p.loyalty}, Cunning ${p.cunning}`);
    const holds = p.holds.length ? p.holds.join(', ') : 'empty';
    const hostages = p.hostages.length ? p.hostages.map((h) => name(h.kind)).join(', ') : 'none';
    const extra = [
      p.dr ? `in D&R (${p.dr})` : '',
      p.scurvy ? 'Scurvy' : '',
      p.letterOfMarque ? `Letter of Marque (${p.letterOfMarque})` : '',
      p.safeHavens.length ? `Safe Havens: ${p.safeHavens.map(name).join(', ')}` : '',
      p.heavyGuns ? 'Heavy Guns' : '',
      p.ally ? `allied with ${name(p.ally)}` : '',
    ].filter(Boolean);
    term.out(`     Holds: ${holds} (${p.holds.length} of ${ship?.holds ?? '?'}) · Hostages: ${hostages} · NP ${p.np} · Net Worth ${p.netWorth}${extra.length ? ` · ${extra.join(' · ')}` : ''}`);
    for (const area of waters(ix, p)) term.out(`     ${name(area)}: ${watersText(v, ix, name, area, p.id)}`);
  }
  // 10.1: his own King's Commissioner, where he is (a KC AP Action moves him from there, 10.4).
  for (const kc of Object.values(v.kcs)) {
    if (kc.owner !== me) continue;
    const r = ix.kc[kc.id];
    const at = ix.transitBox[kc.area] ? `in the ${name(kc.area)}` : `in ${name(kc.area)}`;
    term.out(`Your King's Commissioner: ${name(kc.id)} ${at}${r ? ` — Speed ${r.speed}, Combat ${r.combat}` : ''}`);
  }
  term.out(`Your hand: ${v.you.hand.length ? v.you.hand.map((c) => cardText(ix, c)).join(', ') : 'no cards'}`);
  if (v.you.pirateHand.length) {
    term.out('Pirate cards in hand:');
    for (const id of v.you.pirateHand) {
      const r = ix.pirate[id];
      term.out(`  ${name(id)}${r ? ` — Initiative ${r.initiative}, Ability ${r.ability}, Leadership ${r.leadership}, Cruelty ${r.cruelty}, Cunning ${r.cunning}, Duel ${r.duel}` : ''}`);
    }
  }
  // Every other player's Pirates: their Displays are public (5.2), as on the table.
  if (!v.solo) {
    for (const q of v.order) {
      if (q === me) continue;
      const theirs = Object.values(v.pirates).filter((p) => p.owner === q);
      term.out(`Player ${q}'s Pirates:${theirs.length ? '' : ' none in play'}`);
      for (const p of theirs) term.out(`  ${name(p.id)} — ${where(name, p)} — ${name(p.ship)}: Combat ${p.combat}, Speed ${p.speed}, Loyalty ${p.loyalty} · NP ${p.np} · Booty ${p.holds.reduce((a, b) => a + b, 0)} · Net Worth ${p.netWorth}`);
    }
  }
  if (v.solo) {
    const sp = v.solo.slots.filter((id): id is string => !!id && !!v.pirates[id]).map((id) => `${name(id)} (${where(name, v.pirates[id] as PirateState)}, NP ${v.pirates[id]?.np ?? 0})`);
    term.out(`System Player's Pirates: ${sp.length ? sp.join('; ') : 'none in play'}`);
  }
}

/** Merchants, Warships, KCs and other Pirates in one Sea Area and its ports. */
function watersText(v: PlayerView, ix: ComponentIndex, name: (id: string) => string, area: string, self: string): string {
  const parts: string[] = [];
  const merchants: string[] = [];
  for (const port of ix.portsInArea[area] ?? []) {
    const m = v.merchants[port];
    if (!m) continue;
    const found = m.foundBy ? `, found by ${m.foundBy === self ? 'him' : name(m.foundBy)}` : '';
    merchants.push(`${name(port)} (${m.faceUp && m.type ? name(m.type) : 'face down'}${found})`);
  }
  parts.push(merchants.length ? `Merchants at ${merchants.join(', ')}` : 'no Merchant');
  const warship = v.warships[area];
  if (warship) parts.push(`Warship On Station (${name(warship)})`);
  for (const kc of Object.values(v.kcs)) if (kc.area === area) parts.push(`KC ${name(kc.id)} of ${kc.owner === v.player ? 'yours' : `Player ${kc.owner}`}`);
  const rivals = Object.values(v.pirates).filter((q) => q.id !== self && q.owner !== v.player && q.location.kind === 'sea' && q.location.area === area);
  for (const q of rivals) parts.push(`${name(q.id)} (${v.solo && q.owner === v.solo.system ? 'System Player' : `Player ${q.owner}`}, Combat ${q.combat})`);
  const anti = (ix.portsInArea[area] ?? []).filter((port) => v.governors[port] === 'anti-pirate');
  if (anti.length) parts.push(`Anti-Pirate Governor at ${anti.map(name).join(', ')}`);
  return parts.join('; ');
}

/**
 * One line saying what the player is asked, or waits for, and its rule: the engine's own words
 * (describePending), the same as any frontend shows.
 */
export function renderContext(s: GameState, v: PlayerView): string {
  const t = describePending(s, v.player);
  return `-- ${t.text} [${t.rule}]`;
}
