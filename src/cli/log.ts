import { builtinComponents, describe, result, type ComponentSet, type GameEvent, type GameState } from '../index.js';
import type { Io } from '../kernel/cli-shared.js';

/** Where the CLI writes (the games' shared type). main.ts binds it to process.stdout / process.stderr. */
export type { Io };

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

/**
 * Final standings (18.0) and why the game ended (unless `reason: false`, when the game-over line
 * has just been printed), or where it stopped if it is not over. In solitaire Player B is shown
 * as the System Player (19.0), as everywhere else on screen.
 */
export function printStandings(io: Io, s: GameState, opts: { reason?: boolean } = {}): void {
  const r = result(s);
  const who = (p: string): string => (s.solo && p === s.solo.system ? 'System Player' : p);
  const width = Math.max(6, ...r.standings.map((st) => who(st.player).length));
  io.out('');
  io.out(r.over ? 'Final standings' : 'Standings (the game is not over)');
  io.out(`  Rank  ${'Player'.padEnd(width)}  VP`);
  for (const st of r.standings) {
    const winner = r.winners.includes(st.player) ? (r.winners.length > 1 ? '  winner (shared)' : '  winner') : '';
    io.out(`  ${String(st.rank).padEnd(4)}  ${who(st.player).padEnd(width)}  ${String(st.vp).padStart(3)}${winner}`);
  }
  if (s.over && opts.reason !== false) io.out(`The game ended: ${s.over.reason} [${s.over.rule}]`);
}
