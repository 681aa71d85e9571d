import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { builtinComponents, indexComponents, type ComponentIndex, type ComponentSet } from '../tables/index.js';
import type { Counts, Frame, GameState, PirateState } from '../state/schema.js';
import { STATE_VERSION } from '../state/version.js';
import type { PlayerId, ShipTypeId } from '../state/ids.js';
import { HIDDEN_ID, type PlayerView } from '../api/view.js';
import { newPirate } from '../state/pieces.js';
import { boundsFault, clip } from '../state/bounds.js';
import { stateViolations } from '../state/check.js';

/** Options of {@link determinize}. */
export interface DeterminizeOptions {
  /** The game's own component set (createGame `components`); the built-in set by default. */
  components?: ComponentSet;
  /**
   * Check the view first (its size) and the state built from it (the invariants a save is checked
   * against); default true. A search that determinizes one view many times checks it on the first
   * call and passes false on the others: the checks are about a third of the cost, and they
   * depend only on the view, not on the seed.
   */
  check?: boolean;
}

/**
 * Why `determinize` refused a view (stable):
 * - 'out-of-bounds': larger than any view: a list or record longer than the game has components,
 *   nesting too deep (a cycle), a string too long (src/state/bounds.ts);
 * - 'invalid-view': the view does not fit the component set (a view of another set), or no game
 *   reaches the position it shows (the invariants a save is checked against, src/state/check.ts:
 *   more Actions left than a Player-Turn has, an unknown id, ...), or it is not a view's shape.
 */
export type DeterminizeErrorCode = 'out-of-bounds' | 'invalid-view';

/** The view does not fit the component set, or shows no position a game reaches (an edited view). */
export class DeterminizeError extends Error {
  override readonly name = 'DeterminizeError';
  constructor(
    message: string,
    /** Stable reason (see {@link DeterminizeErrorCode}). */
    readonly code: DeterminizeErrorCode = 'invalid-view',
    /** Dotted path at fault (in the view, or the state built from it: `turn.actionsLeft`), '' when none. */
    readonly path: string = '',
  ) {
    super(message);
  }
}

const GP = 'general-pardon';
const LETTER = 'letter-of-marque';
const DEBAUCHERY = 'debauchery-and-revelry';

/** A deep copy of plain JSON data (views and frames are plain data). */
function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** A multiset of ids as a sorted flat list. */
function unpack(c: Counts): string[] {
  const out: string[] = [];
  for (const id of Object.keys(c).sort()) for (let k = 0; k < (c[id] ?? 0); k++) out.push(id);
  return out;
}

function pack(list: readonly string[]): Counts {
  const c: Counts = {};
  for (const id of list) c[id] = (c[id] ?? 0) + 1;
  return c;
}

/** Remove one `id` from a list if it is there; says whether it was. */
function takeOne(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

class Sampler {
  private readonly g: RandomGenerator;
  constructor(seed: number) {
    this.g = xoroshiro128plus(seed | 0);
  }
  int(n: number): number {
    return uniformInt(this.g, 0, n - 1);
  }
  /** Take `n` items out of `from` at random (from is changed); sorted. */
  take(from: string[], n: number, what: string): string[] {
    if (from.length < n) throw new DeterminizeError(`determinize: ${n} ${what} needed, only ${from.length} unaccounted for`);
    const out: string[] = [];
    for (let k = 0; k < n; k++) {
      const i = this.int(from.length);
      out.push(from[i] as string);
      from[i] = from[from.length - 1] as string;
      from.pop();
    }
    return out.sort();
  }
}

function countsOf<T extends { id: string; count: number }>(list: readonly T[]): string[] {
  const out: string[] = [];
  for (const x of list) for (let k = 0; k < x.count; k++) out.push(x.id);
  return out.sort();
}

function isMustPlay(ix: ComponentIndex, card: string): boolean {
  return ix.card[card]?.mode === 'must-play';
}

/**
 * `determinize(view, seed)`: one full `GameState` consistent with everything a player's view shows,
 * for information-set search (a bot that plays on what it may know: sample states, search each).
 * `view(determinize(v, seed), v.player)` equals `v` (a property test checks it).
 *
 * What is redrawn, uniformly at random from the seed (pure-rand xoroshiro128+), is what the view
 * hides, each time from the components not seen anywhere (the component set less everything the
 * view places):
 *  - the other players' Event hands (Hold cards only: a Must-Play-Immediately card is never held,
 *    17.15) and Pirate hands, the Event deck, the set-aside Must-Play cards (3.0 Step 3; in
 *    solitaire the MPI deck, 19.3) and the Pirate deck;
 *  - face-down Merchants and the Merchant pool; the Hostage, Warship and KC pools;
 *  - in the procedure stack, what the view shows as `HIDDEN_ID`: a Merchant drawn but not yet
 *    placed, another player's drawn Pirate card, another player's secret placement (3.0 Step 7
 *    option: its Pirate, Sea Area and ship).
 * In solitaire the System Player's hand keeps the Letters of Marque its Pirates hold (19.18) and a
 * deferred Debauchery & Revelry card (19.13); the rest of it is redrawn like a hand. Its Pirate cards
 * are public (19.1); a Piratical Ambition challenger named in the procedure stays in his player's hand.
 *
 * Not in the view, and so chosen here: the generator (the copy uses external randomness, `rng`
 * null: the real generator would decide every future draw), the game's seed (`seed`), and which
 * Pro-Pirate Governor counter stands in which port (the view shows only Pro or Anti): the counters
 * go to the ports in the component set's order. Components the view cannot place at all (a
 * challenger killed in a Duel, 17.2 #17, leaves the game) are left out. A game with its own
 * component set needs it passed in `options.components`.
 *
 * Pure: no Node built-ins, no Math.random; the same view and seed give the same state.
 */
export function determinize(v: PlayerView, seed: number, options: DeterminizeOptions = {}): GameState {
  // Issue 22 point 4: a view is checked like a save (it may come from a network): its size first,
  // then the state built from it against the invariants `deserialize` runs, so an edited view
  // (1,000,000 Actions left) is refused here instead of running away in `apply`.
  if (options.check === false) return sample(v, seed, options);
  const far = boundsFault(v);
  if (far) throw new DeterminizeError(`determinize: the view at ${far.path || '(root)'}: ${far.message}`, 'out-of-bounds', far.path);
  try {
    const s = sample(v, seed, options);
    const bad = stateViolations(s, indexComponents(options.components ?? builtinComponents));
    if (bad.length > 0) throw new DeterminizeError(`determinize: no game reaches this view, at ${bad[0]!.path}: ${clip(bad[0]!.message)}`, 'invalid-view', bad[0]!.path);
    return s;
  } catch (e) {
    // A value of the wrong type somewhere (an edited view): typed, not a TypeError from inside.
    if (e instanceof DeterminizeError) throw e;
    throw new DeterminizeError(`determinize: not a player's view (${clip(String(e))})`, 'invalid-view');
  }
}

function sample(v: PlayerView, seed: number, options: DeterminizeOptions): GameState {
  const set = options.components ?? builtinComponents;
  const ix = indexComponents(set);
  const rand = new Sampler(seed);
  const me = v.player;
  const others = v.order.filter((q) => q !== me);
  const stack: Frame[] = clone(v.stack);
  const pirates: Record<string, PirateState> = clone(v.pirates);
  const solo = v.solo;
  const setup = stack.find((f) => f.kind === 'setup');
  const dealing = !solo && setup?.kind === 'setup' && (setup.step === 'order' || setup.step === 'deal');

  // --- Event cards ---------------------------------------------------------------------------
  const unseen = countsOf(set.eventCards.map((c) => ({ id: c.id, count: c.count })));
  const seen = (id: string, where: string): void => {
    if (!takeOne(unseen, id)) throw new DeterminizeError(`determinize: more ${clip(id)} cards than the component set has (${where})`);
  };
  for (const c of v.you.hand) seen(c, 'your hand');
  for (const c of unpack(v.discard)) seen(c, 'discard pile');
  for (const c of unpack(v.removed)) seen(c, 'removed');
  for (const id of Object.keys(pirates).sort()) {
    const p = pirates[id];
    if (p?.heavyGuns) seen('heavy-guns', `${id}'s Heavy Guns`);
    if (p?.buriedTreasure) seen('buried-treasure', `${id}'s Buried Treasure`);
  }
  // The System Player's public cards (19.13, 19.18).
  const spKnown: string[] = [];
  if (solo && solo.system !== me) {
    const size = v.players[solo.system]?.handSize ?? 0;
    for (let k = 0; k < solo.letters.length && spKnown.length < size; k++) if (takeOne(unseen, LETTER)) spKnown.push(LETTER);
    for (const f of stack) if (f.kind === 'soloAp' && f.step === 'deferred' && f.card === DEBAUCHERY && spKnown.length < size && takeOne(unseen, DEBAUCHERY)) spKnown.push(DEBAUCHERY);
  }
  // Where the General Pardon is (17.2 #8, 4.1, 19.10): in a deck, or held out of every pile.
  const gpUnseen = unseen.includes(GP);
  let gpTo: 'deck' | 'setAside' | 'nowhere' = 'nowhere';
  if (gpUnseen) {
    takeOne(unseen, GP);
    if (v.generalPardon.inDeck) gpTo = solo ? (solo.pardonInHold ? 'deck' : 'setAside') : dealing ? 'setAside' : 'deck';
  }
  const handSizes = others.map((q) => (v.players[q]?.handSize ?? 0) - (solo && q === solo.system ? spKnown.length : 0));
  const handsNeeded = handSizes.reduce((a, b) => a + b, 0);
  const deckHold = v.deckSize - (gpTo === 'deck' ? 1 : 0);
  const setAsideSize = solo ? solo.mustPlayDeckSize - (gpTo === 'setAside' ? 1 : 0) : null;
  // Cards being resolved (an Event frame, a card a window may negate, the SP's drawn card) are in
  // no pile: they are the cards left over once every pile is filled.
  const limbo: string[] = [];
  for (const f of stack) {
    const card = f.kind === 'event' || f.kind === 'window' || f.kind === 'soloAp' ? f.card : null;
    if (card) limbo.push(card);
  }
  const mpi = unseen.filter((c) => isMustPlay(ix, c));
  const hold = unseen.filter((c) => !isMustPlay(ix, c));
  let excess = unseen.length - handsNeeded - deckHold - (setAsideSize ?? (dealing ? mpi.length : 0));
  for (const c of limbo) {
    if (excess <= 0) break;
    if (takeOne(isMustPlay(ix, c) ? mpi : hold, c)) excess--;
  }
  const hands: Record<string, string[]> = {};
  others.forEach((q, i) => {
    const known = solo && q === solo.system ? spKnown : [];
    hands[q] = [...known, ...rand.take(hold, handSizes[i] ?? 0, `Hold cards for Player ${q}'s hand`)].sort();
  });
  let setAside: string[] = [];
  if (solo) setAside = rand.take(mpi, setAsideSize ?? 0, 'Must-Play cards for the MPI deck');
  else if (dealing) setAside = mpi.splice(0);
  if (gpTo === 'setAside') setAside.push(GP);
  const rest = [...hold, ...mpi];
  const deck = rand.take(rest, deckHold, 'cards for the Event deck');
  if (gpTo === 'deck') deck.push(GP);

  // --- Pirate cards --------------------------------------------------------------------------
  const unseenPirates = set.pirates.map((p) => p.id).sort();
  const seenPirate = (id: string): void => void takeOne(unseenPirates, id);
  for (const id of Object.keys(pirates)) seenPirate(id);
  for (const id of v.retired) seenPirate(id);
  for (const id of v.eliminated) seenPirate(id);
  for (const id of v.you.pirateHand) seenPirate(id);
  // 3.0 Step 7 option: the others' secret placements.
  if (setup?.kind === 'setup') {
    for (const h of setup.hidden) {
      if (h.player === me || h.pirate !== HIDDEN_ID) continue;
      const [id] = rand.take(unseenPirates, 1, 'Pirates for secret placements');
      const areas = ix.set.seaAreas;
      const area = areas[rand.int(areas.length)]?.id ?? '';
      const ship: ShipTypeId = rand.int(2) === 0 ? 'sloop' : 'schooner';
      if (id) {
        h.pirate = id;
        pirates[id] = newPirate(ix, id, h.player, { kind: 'sea', area }, ship, v.turn.number);
      }
    }
  }
  // Pirate cards known to be in a hand: the System Player's (19.1, drawn openly) and a Piratical
  // Ambition challenger named in the procedure (17.2 #17).
  const named: Record<string, string[]> = {};
  if (solo && solo.system !== me) for (const id of solo.pirateCards) if (takeOne(unseenPirates, id)) (named[solo.system] ??= []).push(id);
  // 19.1: your Pirate card, Blackbeard, before you place him.
  const human = solo ? v.order.find((q) => q !== solo.system) : undefined;
  if (solo && human && human !== me && (v.players[human]?.pirateHandSize ?? 0) > 0 && takeOne(unseenPirates, solo.blackbeard)) (named[human] ??= []).push(solo.blackbeard);
  for (const f of stack) {
    const id = f.kind === 'event' && f.card === 'piratical-ambition' ? f.targets[1] : undefined;
    const owner = f.kind === 'event' ? (f.player as PlayerId) : null;
    if (owner && owner !== me && id && !pirates[id] && takeOne(unseenPirates, id)) (named[owner] ??= []).push(id);
    // 2.7 (R103): a card being given back (public, `pirateRedrawn`) stays in its player's hand until the other is drawn.
    const back = f.kind === 'pirateCard' ? { q: f.player, id: f.returning } : f.kind === 'setup' ? { q: v.order[f.index], id: f.returning } : null;
    if (back?.q && back.id && back.q !== me && takeOne(unseenPirates, back.id)) (named[back.q] ??= []).push(back.id);
  }
  const pirateHands: Record<string, string[]> = {};
  for (const q of others) {
    const known = named[q] ?? [];
    const rest = rand.take(unseenPirates, (v.players[q]?.pirateHandSize ?? 0) - known.length, `Pirate cards for Player ${q}'s hand`);
    // The SP's hand keeps its order (19.1: its ships are rolled in the order drawn).
    pirateHands[q] = solo && q === solo.system ? [...known, ...rest] : [...known, ...rest].sort();
  }
  const pirateDeck = rand.take(unseenPirates, v.pirateDeckSize, 'Pirate cards for the Pirate deck');
  // 5.16: another player's drawn Pirate card is already in his hand.
  for (const f of stack) {
    if (f.kind !== 'pirateCard' || f.drawn !== HIDDEN_ID) continue;
    const hand = pirateHands[f.player] ?? [];
    f.drawn = hand[rand.int(Math.max(1, hand.length))] ?? null;
  }

  // --- Merchants -----------------------------------------------------------------------------
  const merchantsLeft = countsOf(set.merchantTypes);
  const merchants: GameState['merchants'] = {};
  for (const port of Object.keys(v.merchants).sort()) {
    const m = v.merchants[port];
    if (m && m.faceUp && m.type) {
      takeOne(merchantsLeft, m.type);
      merchants[port] = { type: m.type, faceUp: true, foundBy: m.foundBy };
    }
  }
  for (const port of Object.keys(v.merchants).sort()) {
    const m = v.merchants[port];
    if (m && !m.faceUp) merchants[port] = { type: rand.take(merchantsLeft, 1, 'face-down Merchants')[0] ?? '', faceUp: false, foundBy: m.foundBy };
  }
  for (const f of stack) if (f.kind === 'placeMerchants' && f.drawn === HIDDEN_ID) f.drawn = rand.take(merchantsLeft, 1, 'a drawn Merchant')[0] ?? null;
  const merchantPool = pack(rand.take(merchantsLeft, v.pools.merchants, 'Merchants for the pool'));

  // --- Hostages, Warships, KCs ---------------------------------------------------------------
  const hostagesLeft = countsOf(set.hostages);
  for (const id of Object.keys(pirates).sort()) for (const h of pirates[id]?.hostages ?? []) takeOne(hostagesLeft, h.kind);
  for (const f of stack) if (f.kind === 'loot' && f.hostage && !f.hostageDone) takeOne(hostagesLeft, f.hostage);
  const hostagePool = pack(rand.take(hostagesLeft, v.pools.hostages, 'Hostages for the pool'));
  const warshipsLeft = countsOf(set.warships);
  for (const area of Object.keys(v.warships).sort()) takeOne(warshipsLeft, v.warships[area] ?? '');
  const warshipPool = pack(rand.take(warshipsLeft, v.pools.warships, 'Warships for the pool'));
  const kcsLeft = set.kcs.filter((k) => !k.exPirate && !v.kcs[k.id]).map((k) => k.id).sort();
  const kcPool = rand.take(kcsLeft, v.pools.kcs, 'KCs for the pool');
  const kcsRemoved = kcsLeft;

  // --- Governors (9.2): the view shows Pro or Anti; the counters go in the component set's order.
  const governors: Record<string, string> = {};
  const pro = set.proGovernors.map((g) => g.id);
  let antiOnMap = 0;
  for (const port of Object.keys(v.governors).sort()) {
    if (v.governors[port] === 'anti-pirate') {
      governors[port] = 'anti';
      antiOnMap++;
    } else governors[port] = pro.shift() ?? 'anti';
  }
  const antiRest = set.antiGovernorCount - v.pools.antiGovernors - antiOnMap;

  const players: GameState['players'] = {};
  for (const q of v.order) {
    const seenQ = v.players[q];
    players[q] = {
      hand: q === me ? [...v.you.hand] : (hands[q] ?? []),
      pirateHand: q === me ? [...v.you.pirateHand] : (pirateHands[q] ?? []),
      vp: seenQ?.vp ?? 0,
      seat: seenQ?.seat ?? 1,
    };
  }
  const whereabouts: GameState['generalPardon']['whereabouts'] = v.generalPardon.inDeck
    ? 'deck'
    : v.generalPardon.appearances >= 3 || (v.over && v.discard[GP])
      ? 'played'
      : v.options.gameLength === 'long' && v.generalPardon.appearances === 0 && !solo
        ? 'longGame'
        : 'heldOut';
  return {
    version: STATE_VERSION,
    config: { players: solo ? 1 : v.order.length, options: clone(v.options), randomness: 'external', seed },
    components: options.components ?? null,
    rng: null,
    players,
    order: [...v.order],
    turn: clone(v.turn),
    stack,
    deck: pack(deck),
    discard: { ...v.discard },
    removed: { ...v.removed },
    setAside: pack(setAside),
    generalPardon: { appearances: v.generalPardon.appearances, whereabouts, pardon: clone(v.generalPardon.pardon) },
    pirateDeck,
    pirates,
    retired: [...v.retired],
    eliminated: [...v.eliminated],
    merchants,
    merchantPool,
    hostagePool,
    warshipPool,
    warships: { ...v.warships },
    kcPool,
    kcs: clone(v.kcs),
    kcsRemoved,
    governors,
    proGovernorSupply: pro,
    antiGovernorSupply: v.pools.antiGovernors,
    governorsRemoved: { pro: [], anti: Math.max(0, antiRest) },
    antiGovernorProxies: Math.max(0, -antiRest),
    destroyedPorts: [...v.destroyedPorts],
    attackedPorts: [...v.attackedPorts],
    over: v.over ? { ...v.over } : null,
    solo: solo
      ? {
          system: solo.system,
          blackbeard: solo.blackbeard,
          slots: [...solo.slots],
          slot: solo.slot,
          drew: solo.drew,
          endChecked: solo.endChecked,
          kcTurn: solo.kcTurn,
          kcTrigger: solo.kcTrigger,
          letters: [...solo.letters],
          pardonInHold: solo.pardonInHold,
          outcome: solo.outcome,
        }
      : null,
  };
}
