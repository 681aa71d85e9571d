/**
 * JSON Schema files for non-TypeScript clients, generated from the engine's zod schemas with zod 4's
 * `z.toJSONSchema` (draft 2020-12). `npm run build` runs this after tsup and writes them to
 * `dist/schemas/`, which the package exports as `blackbeard-engine/schemas/<name>.schema.json`;
 * `test/schemas.test.ts` validates real configs, actions, states, views and component sets against
 * the same documents.
 *
 * Input shapes (what a client sends: a config, an action, a component set, a scenario) are exported
 * as zod *input* types, so fields with defaults are optional; output shapes (a state, a view) as
 * zod *output* types, exactly what the engine produces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import type * as Engine from '../src/index.js';

/** The zod schemas this script exports: from src in the test, from the built dist/index.js at build. */
export type SchemaSource = Pick<
  typeof Engine,
  'GameConfigSchema' | 'ActionSchema' | 'GameStateSchema' | 'PlayerViewSchema' | 'ComponentSetSchema' | 'ScenarioSpecSchema' | 'GameEventSchema' | 'SaveFileSchema'
>;

interface Entry {
  /** File name without `.schema.json`. */
  name: string;
  title: string;
  description: string;
  schema: keyof SchemaSource;
  io: 'input' | 'output';
}

const ENTRIES: readonly Entry[] = [
  {
    name: 'game-config',
    title: 'GameConfig',
    description: 'The argument of createGame: player count, seed, randomness and rules options (fields with defaults are optional).',
    schema: 'GameConfigSchema',
    io: 'input',
  },
  {
    name: 'action',
    title: 'Action',
    description: 'One action: a player decision (every action names its player) or a chance outcome { type: "chance", value }.',
    schema: 'ActionSchema',
    io: 'input',
  },
  {
    name: 'game-state',
    title: 'GameState',
    description: 'The whole game as plain data, as in a save file\'s "state" (serialize). Holds hidden information: send players their PlayerView instead.',
    schema: 'GameStateSchema',
    io: 'output',
  },
  {
    name: 'save-file',
    title: 'SaveFile',
    description:
      'A saved game, the text serialize writes and deserialize reads: { format: "blackbeard-engine/game", version, state }. deserialize also checks what no schema can say (every card and counter in one place, every id a component).',
    schema: 'SaveFileSchema',
    io: 'output',
  },
  {
    name: 'player-view',
    title: 'PlayerView',
    description: 'What one player may know: view(state, player).',
    schema: 'PlayerViewSchema',
    io: 'output',
  },
  {
    name: 'component-set',
    title: 'ComponentSet',
    description: 'Component data (map, ports, pirates, counters, cards, tables): GameConfig.components accepts a complete set.',
    schema: 'ComponentSetSchema',
    io: 'input',
  },
  {
    name: 'scenario-spec',
    title: 'ScenarioSpec',
    description: 'The argument of createScenario: a mid-game position (the "scenario" of a dispute file for blackbeard explain).',
    schema: 'ScenarioSpecSchema',
    io: 'input',
  },
  {
    name: 'game-event',
    title: 'GameEvent',
    description:
      'One event of apply(...).events: { type, rule, ...facts }, one variant per event type. An event with visibleTo holds a fact only that player may know: send players eventsFor(events, player).',
    schema: 'GameEventSchema',
    io: 'output',
  },
];

/** The JSON Schema documents by file name (`game-config.schema.json`, ...). */
export function jsonSchemas(lib: SchemaSource): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const e of ENTRIES) {
    // 'throw': a zod construct with no JSON Schema form must fail the build, not vanish silently.
    const body = z.toJSONSchema(lib[e.schema] as z.ZodType, { io: e.io, unrepresentable: 'throw', target: 'draft-2020-12' }) as Record<string, unknown>;
    const { $schema, ...rest } = body;
    out[`${e.name}.schema.json`] = { $schema, title: e.title, description: e.description, ...rest };
  }
  return out;
}

/** Write every schema into `dir`. */
export function writeSchemas(lib: SchemaSource, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [file, schema] of Object.entries(jsonSchemas(lib))) {
    writeFileSync(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
    files.push(file);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // From the bundle tsup has just built: the schemas shipped are those of the code shipped.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as SchemaSource;
  const dir = process.argv[2] ?? join(root, 'dist', 'schemas');
  const files = writeSchemas(lib, dir);
  console.log(`JSON Schemas: ${files.length} files in ${dir} (${files.join(', ')})`);
}
