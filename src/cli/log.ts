import { builtinComponents, describe, result, type ComponentSet, type GameEvent, type GameState } from '../index.js';

/** Where the CLI writes. main.ts binds it to process.stdout / process.stderr. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** The component set a state uses (its own, or the built-in one). */
export function componentsOf(s: GameState): ComponentSet {
  return s.components ?? builtinComponents;
}

/**
 * One event as a public log line: `describe` with no viewer, so an event with hidden facts
 * (`visibleTo`) says that a card changed hands but never which (DESIGN "Hidden information").
 */
export function publicLine(e: GameEvent, components: ComponentSet = builtinComponents): string {
  return describe(e, { components });
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
