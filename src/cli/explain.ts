import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  apply,
  createScenarioWithEvents,
  describe,
  describeAction,
  describePending,
  legalActions,
  pending,
  ActionSchema,
  ConfigError,
  IllegalActionError,
  type Action,
  type ComponentSet,
  type GameEvent,
  type GameState,
  type ScenarioSpec,
} from '../index.js';
import { CliError, UsageError, parseArgs } from './args.js';
import { componentsOf, type Io } from './log.js';

export const EXPLAIN_USAGE = `Usage: blackbeard explain FILE

Settle a rules dispute: build the position of a dispute file with createScenario, apply its
actions, answer each die roll or draw with the next entry of its "dice", and print every event in
plain English with its rule number, then the resulting position. FILE '-' reads stdin.

A dispute file (JSON):
  {
    "title": "...", "ruling": "...", "question": "...",   (optional, printed as the header)
    "scenario": { ... },       a createScenario spec (external randomness unless it says otherwise)
    "actions": [ { "type": "attackPort", "player": "A", ... }, ... ],
    "dice": [ [6], [1], [5, 2], "storms-at-sea" ],   faces of each roll, or the id drawn, in order
    "declineWindows": true     (default) Anti-Pirate windows (4.63) the next action does not
                               answer are passed, as players who do not react would
  }

Exit code 1 if an action is illegal (its code, message and rule are printed), a roll is missing,
or dice are left over.

Options:
  -h, --help    show this help

Example:
  blackbeard explain my-dispute.json
  (worked dispute files are in examples/disputes/ of a clone of the source repository; the
  npm package does not ship them)`;

/** The shape of a dispute file; the scenario and the actions are validated by the engine itself. */
export const DisputeFileSchema = z.object({
  title: z.string().optional(),
  ruling: z.string().optional(),
  question: z.string().optional(),
  scenario: z.record(z.string(), z.unknown()),
  actions: z.array(z.unknown()).default([]),
  dice: z.array(z.union([z.array(z.number().int()), z.string()])).default([]),
  declineWindows: z.boolean().default(true),
});
export type DisputeFile = z.infer<typeof DisputeFileSchema>;

function readInput(file: string, readStdin: () => string): string {
  try {
    return file === '-' ? readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read ${file === '-' ? 'stdin' : `'${file}'`}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

export function parseDispute(text: string, name: string): DisputeFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${name} is not JSON: ${(e as Error).message}`);
  }
  const r = DisputeFileSchema.safeParse(raw);
  if (!r.success) {
    const lines = r.error.issues.slice(0, 5).map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new CliError(`${name} is not a dispute file { scenario, actions, dice }:\n${lines.join('\n')}`);
  }
  return r.data;
}

/** Names for ids, from the game's component set. */
function namer(set: ComponentSet): (id: string) => string {
  const names = new Map<string, string>();
  for (const list of [set.seaAreas, set.transitBoxes, set.ports, set.pirates, set.merchantTypes, set.shipTypes, set.kcs, set.warships, set.hostages]) {
    for (const x of list) names.set(x.id, x.name);
  }
  for (const c of set.eventCards) names.set(c.id, c.title);
  return (id) => names.get(id) ?? id;
}

/** What is waiting: a decision (who, which procedure, which rule) or a die roll/draw. */
function waiting(s: GameState): string {
  const p = pending(s);
  if (p.kind === 'over') return s.over ? `the game is over: ${s.over.reason} [${s.over.rule}]` : 'the game is over';
  if (p.kind === 'chance') return `a chance outcome: ${p.spec.label}`;
  const n = legalActions(s).length;
  // The engine's words for the decision (describePending), as a referee reads them.
  const d = describePending(s, 'referee');
  return `Player ${p.player}: ${d.text} [${d.rule}] (${n} legal action${n === 1 ? '' : 's'})`;
}

/** The position as a referee reads it: the turn, every Pirate's Display, the players. */
export function printPosition(io: Io, s: GameState): void {
  const name = namer(componentsOf(s));
  const t = s.turn;
  const card = t.actionsCard ? `, card for Actions: ${name(t.actionsCard)}` : '';
  io.out(`  Player-Turn ${t.number}, Player ${t.player}, phase ${t.phase}: ${t.actionsLeft} Action(s) left${card}`);
  for (const p of Object.values(s.pirates)) {
    const where = p.location.kind === 'sea' ? name(p.location.area) : p.location.kind === 'port' ? `in port at ${name(p.location.port)}` : `${name(p.location.box)} (Transit)`;
    const extras = [
      p.dr ? `D&R (${p.dr})` : '',
      p.hostages.length ? `Hostages: ${p.hostages.map((h) => name(h.kind)).join(', ')}` : '',
      p.sackable ? `may Sack ${name(p.sackable)}` : '',
      p.ally ? `allied with ${name(p.ally)}` : '',
      p.letterOfMarque ? `Letter of Marque (${p.letterOfMarque.charAt(0).toUpperCase()}${p.letterOfMarque.slice(1)})` : '',
      p.heavyGuns ? 'Heavy Guns' : '',
    ].filter(Boolean);
    io.out(
      `  ${name(p.id)} (Player ${p.owner}) ${where}: ${name(p.ship)}, Combat ${p.combat}, Speed ${p.speed}, Loyalty ${p.loyalty}, ` +
        `NP ${p.np}, Net Worth ${p.netWorth}, Cunning ${p.cunning}, Holds [${p.holds.join(', ')}]${extras.length ? `; ${extras.join('; ')}` : ''}`,
    );
  }
  for (const id of s.eliminated) io.out(`  ${name(id)}: eliminated`);
  for (const id of s.retired) io.out(`  ${name(id)}: retired`);
  io.out(`  ${s.order.map((p) => `Player ${p} ${s.players[p]?.vp ?? 0} VP`).join(', ')}`);
  io.out(`  Waiting for ${waiting(s)}`);
}

/**
 * An action in words (describeAction, in the position it is applied to), with its player; an
 * entry that is no action at all is shown as written, type and fields, for the error that follows.
 */
function actionLabel(a: unknown, s: GameState): string {
  const parsed = ActionSchema.safeParse(a);
  if (parsed.success) {
    const action = parsed.data;
    return `${'player' in action ? `Player ${action.player}: ` : ''}${describeAction(action, s)}`;
  }
  if (!a || typeof a !== 'object') return JSON.stringify(a);
  const { type, player, ...rest } = a as Record<string, unknown>;
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return `${player ? `Player ${String(player)}: ` : ''}${String(type)}${fields.length ? ` ${fields.join(' ')}` : ''}`;
}

/** Every event in plain English with its rule; a referee sees hidden facts too (`visibleTo`). */
function printEvents(io: Io, events: readonly GameEvent[], set: ComponentSet): void {
  for (const e of events) {
    const only = 'visibleTo' in e && e.visibleTo ? ` (seen by Player ${e.visibleTo} only)` : '';
    io.out(`    ${describe(e, { components: set, viewer: 'referee' })}${only}`);
  }
}

export function runExplain(argv: readonly string[], io: Io, readStdin: () => string): number {
  const args = parseArgs(argv, { values: [], switches: [] });
  if (args.help) {
    io.out(EXPLAIN_USAGE);
    return 0;
  }
  const [file, extra] = args.positionals;
  if (file === undefined) throw new UsageError('explain needs a FILE (a JSON dispute file; - for stdin)');
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'`);
  const name = file === '-' ? 'stdin' : `'${file}'`;
  const d = parseDispute(readInput(file, readStdin), name);

  let s: GameState;
  let setupEvents: GameEvent[];
  try {
    ({ state: s, events: setupEvents } = createScenarioWithEvents(d.scenario as ScenarioSpec));
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(`${name}: ${e.message}`);
    throw e;
  }
  const set = componentsOf(s);
  if (d.title) io.out(d.title);
  if (d.ruling) io.out(`Ruling: ${d.ruling}`);
  if (d.question) io.out(`Question: ${d.question}`);
  io.out('');
  io.out('Position (createScenario):');
  printEvents(io, setupEvents, set);
  printPosition(io, s);

  const dice = [...d.dice];
  let n = 0;
  const step = (action: unknown, label: string): void => {
    io.out('');
    io.out(`${++n}. ${label}`);
    const r = apply(s, action as Action);
    printEvents(io, r.events, set);
    s = r.state;
  };
  try {
    for (let i = 0; i < d.actions.length; ) {
      const p = pending(s);
      if (p.kind === 'over') throw new CliError(`The game is over, but ${d.actions.length - i} action(s) remain`);
      if (p.kind === 'chance') {
        const value = dice.shift();
        if (value === undefined) throw new CliError(`The position waits for ${p.spec.label}, but "dice" has no more entries`);
        step({ type: 'chance', value }, `Forced ${Array.isArray(value) ? `roll ${value.join(', ')}` : `draw ${namer(set)(value)}`}: ${p.spec.label}`);
        continue;
      }
      const next = d.actions[i] as { player?: unknown } | undefined;
      // 4.63: the players asked in a window who are not named by the next action do not react.
      if (d.declineWindows && p.frame === 'window' && p.rule === '4.63' && next?.player !== p.player) {
        step({ type: 'pass', player: p.player }, `Player ${p.player} passes (no Anti-Pirate reaction)`);
        continue;
      }
      step(d.actions[i], actionLabel(d.actions[i], s));
      i++;
    }
    // The last action's rolls, and the windows that follow it, while dice remain.
    for (let p = pending(s); dice.length > 0 && p.kind !== 'over'; p = pending(s)) {
      if (p.kind === 'chance') {
        const value = dice.shift()!;
        step({ type: 'chance', value }, `Forced ${Array.isArray(value) ? `roll ${value.join(', ')}` : `draw ${namer(set)(value)}`}: ${p.spec.label}`);
      } else if (d.declineWindows && p.frame === 'window' && p.rule === '4.63') {
        step({ type: 'pass', player: p.player }, `Player ${p.player} passes (no Anti-Pirate reaction)`);
      } else {
        break;
      }
    }
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    io.err(`Step ${n} is illegal: ${e.code}: ${e.message}`);
    io.err(`  Waiting for ${waiting(s)}`);
    return 1;
  }
  io.out('');
  io.out('Resulting position:');
  printPosition(io, s);
  if (dice.length > 0) {
    io.err(`${dice.length} entr${dice.length === 1 ? 'y' : 'ies'} of "dice" left unused (${JSON.stringify(dice)}): the position waits for ${waiting(s)}`);
    return 1;
  }
  const end = pending(s);
  if (end.kind === 'chance') {
    io.err(`The position waits for ${end.spec.label}, but "dice" has no more entries`);
    return 1;
  }
  return 0;
}
