import { builtinComponents, describe, result, type ComponentSet, type GameEvent, type GameState } from '../index.js';

/** Where the CLI writes. main.ts binds it to process.stdout / process.stderr. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/**
 * Generic lines for events that carry hidden information (`visibleTo`): the log is a public record
 * of the game, so it says that a card changed hands but never which (DESIGN "Hidden information").
 */
const HIDDEN: Record<string, (player: string) => string> = {
  cardDealt: (p) => `Player ${p} is dealt an Event card`,
  cardDrawn: (p) => `Player ${p} draws a card`,
  pirateDealt: (p) => `Player ${p} is dealt a Pirate card`,
  pirateDrawn: (p) => `Player ${p} draws a Pirate card`,
  pirateKept: (p) => `Player ${p} keeps the Pirate card in hand`,
  pirateDeployed: (p) => `Player ${p} places a Pirate in secret`,
};

/** The component set a state uses (its own, or the built-in one). */
export function componentsOf(s: GameState): ComponentSet {
  return s.components ?? builtinComponents;
}

/** One event as a public log line: `describe(event)`, or a generic line for a hidden event. */
export function publicLine(e: GameEvent, components: ComponentSet = builtinComponents): string {
  const visibleTo = e['visibleTo'];
  if (visibleTo === undefined || visibleTo === null) return describe(e, components);
  const who = typeof e['player'] === 'string' ? e['player'] : String(visibleTo);
  const generic = HIDDEN[e.type];
  return `${generic ? generic(who) : `Player ${who}: something only he sees (${e.type})`} [${e.rule}]`;
}

/** Print events as a turn-by-turn log: a blank line and a header per Player-Turn, the rest indented. */
export function printEvents(io: Io, events: readonly GameEvent[], components: ComponentSet = builtinComponents): void {
  for (const e of events) {
    if (e.type === 'turnStarted' || e.type === 'gameOver') {
      io.out('');
      io.out(publicLine(e, components));
    } else {
      io.out(`  ${publicLine(e, components)}`);
    }
  }
}

/** Final standings (18.0) and why the game ended, or where it stopped if it is not over. */
export function printStandings(io: Io, s: GameState): void {
  const r = result(s);
  io.out('');
  io.out(r.over ? 'Final standings' : 'Standings (the game is not over)');
  io.out('  Rank  Player  VP');
  for (const st of r.standings) {
    const winner = r.winners.includes(st.player) ? (r.winners.length > 1 ? '  winner (shared)' : '  winner') : '';
    io.out(`  ${String(st.rank).padEnd(4)}  ${st.player.padEnd(6)}  ${String(st.vp).padStart(3)}${winner}`);
  }
  if (s.over) io.out(`The game ended: ${s.over.reason} [${s.over.rule}]`);
}
