import { ID_PATTERN, PLAYER_IDS } from '../state/ids.js';
import type { ActionType } from './schema.js';
import { clip } from '../state/bounds.js';

/**
 * The shape of every action, checked without zod (issue 14 point 3: `apply` and `check` are on the
 * browser's play path, which loads no zod). One entry per action type: its fields and what each
 * holds. `ActionSchema` (src/actions/schema.ts) stays the contract: test/action-shape.test.ts
 * compares this check with it on every action type and on mutated and random actions, so the two
 * cannot drift apart.
 */
type Kind =
  | 'player'
  | 'id'
  | 'index' // an integer 0 or more (a Hold or Hostage index)
  | 'boolean'
  | 'location' // a Sea Area, a port or a Transit Box (7.0)
  | 'chanceValue' // dice faces (integers) or the id drawn
  | 'cardEvent' // playCard's Event part: { target, area | null } (4.4C 3)
  | readonly string[]; // one of these names

interface Field {
  kind: Kind;
  /** The key may be left out (or undefined). */
  optional?: true;
  /** The value may be null. */
  nullable?: true;
}

const f = (kind: Kind, more: Omit<Field, 'kind'> = {}): Field => ({ kind, ...more });
const P = { player: f('player') };
const PIRATE = { player: f('player'), pirate: f('id') };

/** Every action type and its fields besides `type`, in ActionSchema's order. */
export const ACTION_SHAPES: { readonly [T in ActionType]: Readonly<Record<string, Field>> } = {
  chance: { value: f('chanceValue') },
  pass: P,
  reroll: PIRATE,
  choosePirate: PIRATE,
  redrawPirate: PIRATE,
  deployPirate: { ...PIRATE, area: f('id'), ship: f(['sloop', 'schooner', 'brigantine']) },
  drawPirate: P,
  keepPirate: PIRATE,
  playCard: { ...P, card: f('id'), pirate: f('id', { nullable: true }), event: f('cardEvent', { optional: true }) },
  discardForActions: { ...P, card: f('id') },
  endTurn: P,
  discardCard: { ...P, card: f('id') },
  chooseStormArea: { ...P, area: f('id') },
  chooseArea: { ...PIRATE, area: f('id') },
  move: { ...PIRATE, to: f('location') },
  findMerchant: { ...PIRATE, port: f('id') },
  loot: { ...PIRATE, port: f('id') },
  recoverDR: PIRATE,
  seizeBooty: { ...PIRATE, seize: f('boolean') },
  takeCargo: PIRATE,
  abandonCargo: PIRATE,
  jettison: { ...PIRATE, hold: f('index') },
  convertShip: PIRATE,
  convertMerchant: PIRATE,
  dealWithHostage: { ...PIRATE, choice: f(['ransom', 'torture']) },
  declareDR: PIRATE,
  inPortActivities: PIRATE,
  ransomHostage: { ...PIRATE, hostage: f('index') },
  chooseHold: { ...PIRATE, hold: f('index') },
  convertHold: { ...PIRATE, hold: f('index') },
  refit: PIRATE,
  repair: { ...PIRATE, track: f(['combat', 'speed']) },
  bribeGovernor: PIRATE,
  payBribe: { ...PIRATE, pay: f('boolean') },
  attackPort: { ...PIRATE, port: f('id') },
  sackPort: PIRATE,
  bootyGrab: { ...PIRATE, target: f('id') },
  surrenderHold: { ...PIRATE, hold: f('index') },
  continueDuel: { ...PIRATE, continue: f('boolean') },
  claimSpoils: { ...PIRATE, take: f(['possessions', 'ship']) },
  chooseReplacement: PIRATE,
  formAlliance: { ...PIRATE, partner: f('id') },
  breakAlliance: PIRATE,
  assignHit: PIRATE,
  playEvent: { ...P, card: f('id'), pirate: f('id', { optional: true }), port: f('id', { optional: true }) },
  useWarship: P,
  warshipAttack: { ...P, attack: f('boolean') },
  deployKc: P,
  kcMove: { ...P, to: f('id') },
  kcAttackPort: { ...P, port: f('id') },
  kcOust: P,
  kcReact: P,
  kcIntercept: P,
  fightOrEscape: { ...PIRATE, choice: f(['fight', 'escape', 'surrender']) },
  retire: { ...PIRATE, method: f(['letterOfMarque'], { optional: true }) },
  digTreasure: PIRATE,
};

/** Why an action is malformed: the path at fault (as zod's issue path) and what is wrong. */
export interface ShapeFault {
  path: (string | number)[];
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): boolean => typeof v === 'string' && ID_PATTERN.test(v);
const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Keys of `o` not among `known`, as a fault at `path`. */
function extraKeys(o: Record<string, unknown>, known: readonly string[], path: (string | number)[]): ShapeFault | null {
  const extra = Object.keys(o).filter((k) => !known.includes(k));
  return extra.length > 0 ? { path, message: `unknown key${extra.length > 1 ? 's' : ''} ${clip(extra.map((k) => `"${k}"`).join(', '))}` } : null;
}

function checkValue(kind: Kind, v: unknown, path: (string | number)[]): ShapeFault | null {
  const bad = (message: string): ShapeFault => ({ path, message });
  if (Array.isArray(kind)) return typeof v === 'string' && kind.includes(v) ? null : bad(`expected one of ${kind.map((k) => `"${k}"`).join(', ')}`);
  switch (kind) {
    case 'player':
      return typeof v === 'string' && (PLAYER_IDS as readonly string[]).includes(v) ? null : bad('expected a player letter A-J');
    case 'id':
      return isId(v) ? null : bad('expected a kebab-case id');
    case 'index':
      return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? null : bad('expected an integer 0 or more');
    case 'boolean':
      return typeof v === 'boolean' ? null : bad('expected a boolean');
    case 'chanceValue':
      if (Array.isArray(v)) {
        return v.every((x) => typeof x === 'number' && Number.isSafeInteger(x)) ? null : bad('expected dice faces (integers) or a kebab-case id');
      }
      return isId(v) ? null : bad('expected dice faces or a kebab-case id');
    case 'location': {
      if (!isRecord(v)) return bad('expected a location { kind, ... }');
      const key = v.kind === 'sea' ? 'area' : v.kind === 'port' ? 'port' : v.kind === 'transit' ? 'box' : null;
      if (key === null) return { path: [...path, 'kind'], message: `expected "sea", "port" or "transit"` };
      if (!isId(v[key])) return { path: [...path, key], message: 'expected a kebab-case id' };
      return extraKeys(v, ['kind', key], path);
    }
    case 'cardEvent': {
      if (!isRecord(v)) return bad('expected { target, area }');
      if (!isId(v.target)) return { path: [...path, 'target'], message: 'expected a kebab-case id' };
      if (v.area !== null && !isId(v.area)) return { path: [...path, 'area'], message: 'expected a kebab-case id or null' };
      return extraKeys(v, ['target', 'area'], path);
    }
    default:
      return bad('unknown field kind');
  }
}

/**
 * The first fault of `raw` as an action (null when it is well formed): not an object, an unknown
 * `type`, a missing or ill-typed field, an unknown key (actions are strict, like ActionSchema).
 */
export function actionShapeFault(raw: unknown): ShapeFault | null {
  if (!isRecord(raw)) return { path: [], message: 'expected an action object' };
  const type = raw.type;
  if (typeof type !== 'string' || !has(ACTION_SHAPES, type)) return { path: ['type'], message: `unknown action type ${clip(JSON.stringify(type) ?? 'undefined')}` };
  const shape = ACTION_SHAPES[type as ActionType];
  for (const key of Object.keys(shape)) {
    const field = shape[key];
    if (!field) continue;
    const v = has(raw, key) ? raw[key] : undefined;
    if (v === undefined) {
      if (field.optional) continue;
      return { path: [key], message: 'required' };
    }
    if (v === null && field.nullable) continue;
    const fault = checkValue(field.kind, v, [key]);
    if (fault) return fault;
  }
  return extraKeys(raw, ['type', ...Object.keys(shape)], []);
}
