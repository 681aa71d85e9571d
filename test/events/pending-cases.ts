/**
 * Positions at every asking step of every frame kind that stops for a player, for the
 * describePending tests: a scenario with the pieces in place and the procedure's frame pushed on
 * the stack as the kernel leaves it (a window on the frame of the Action it interrupts).
 */
import { createGame, createScenario, type Frame, type GameState, type PlayerId } from '../../src/index.js';

export interface PendingCase {
  name: string;
  state: GameState;
  /** Who the position asks. */
  player: PlayerId;
}

const hands = { A: ['wear-and-tear', 'double-cross', 'kc-surprise', 'skull-and-crossbones'], B: ['scurvy-outbreak'], C: ['wear-and-tear'] };

/** Player C's turn: Kennedy at sea in the North Atlantic, Condent (A) In-Port at San Juan, Vane (B) at sea. */
function base(extra: { options?: Record<string, unknown>; kennedyAt?: string; kennedy?: Record<string, unknown>; kcs?: Record<string, { owner: PlayerId; area: string }>; pirateHands?: Partial<Record<PlayerId, string[]>>; players?: number } = {}): GameState {
  return createScenario({
    players: extra.players ?? 3,
    options: { cunning: true, ...(extra.options ?? {}) },
    turn: { player: 'C', actionsCard: null, actionsLeft: 2 },
    hands,
    pirateHands: extra.pirateHands ?? {},
    kcs: extra.kcs ?? {},
    pirates: {
      kennedy: { owner: 'C', at: extra.kennedyAt ?? 'north-atlantic', holds: [300], cunning: 2, ...(extra.kennedy ?? {}) },
      condent: { owner: 'A', at: 'san-juan', holds: [400] },
      vane: { owner: 'B', at: 'north-atlantic', holds: [300] },
    },
  });
}

function on(s: GameState, ...frames: Frame[]): GameState {
  return { ...s, stack: [...s.stack, ...frames] };
}

const win = (moment: string, pirate: string | null = 'kennedy', extra: Partial<Extract<Frame, { kind: 'window' }>> = {}): Frame => ({ kind: 'window', moment, pirate, order: ['A', 'B'], cursor: 0, passes: 0, roll: null, card: null, ...extra });
const attack: Frame = { kind: 'attackPort', pirate: 'kennedy', port: 'boston', step: 'attackRoll', attack: [], defense: [], booty: 0 };
const loot = (step: Extract<Frame, { kind: 'loot' }>['step'], more: Partial<Extract<Frame, { kind: 'loot' }>> = {}): Frame => ({ kind: 'loot', pirate: 'kennedy', port: 'boston', merchant: 'brigantine', step, roll: 3, cargo: 300, loyalty: 0, hostage: 'officer', cargoState: 'pending', hostageDone: false, converted: false, ...more });
const inPort = (step: Extract<Frame, { kind: 'inPort' }>['step'], amount = 0): Frame => ({ kind: 'inPort', pirate: 'kennedy', port: 'boston', step, hostage: 0, holder: null, amount, convertedAtPiratePort: false });
const grab = (step: Extract<Frame, { kind: 'bootyGrab' }>['step'], more: Partial<Extract<Frame, { kind: 'bootyGrab' }>> = {}): Frame => ({ kind: 'bootyGrab', pirate: 'kennedy', target: 'vane', step, grab: 4, defend: 4, amount: 200, left: 200, duel: [], skull: false, ...more });
const ev = (card: string, step: string, targets: string[] = [], more: Partial<Extract<Frame, { kind: 'event' }>> = {}): Frame => ({ kind: 'event', card, player: 'C', step, index: 0, targets, queue: [], ...more });

export function pendingCases(): PendingCase[] {
  const s = base();
  const full = base({ kennedy: { ship: 'sloop', holds: [300, 200] } });
  // First print 8.5: a Schooner's three Holds, the ship now a Sloop with two.
  const overfull: GameState = { ...full, pirates: { ...full.pirates, kennedy: { ...full.pirates['kennedy']!, holds: [300, 200, 100] } } };
  const inBoston = base({ kennedyAt: 'boston', kennedy: { hostages: [{ kind: 'officer', nationality: 'english' }], combat: 3 } });
  return [
    // 19.1: a solitaire game's first decision, Blackbeard's deployment (the dice are seeded).
    { name: 'soloSetup blackbeard', state: createGame({ players: 1, seed: 3 }), player: 'A' },
    { name: 'setup draft', state: { ...createScenario({ players: 3 }), stack: [{ kind: 'setup', step: 'draft', index: 0, rolls: [], contenders: [], firstPick: 'B', passed: [], rolledPort: null, hidden: [], returning: null }] } as GameState, player: 'B' },
    { name: 'turn actions', state: s, player: 'C' },
    { name: 'storms at sea', state: on(s, ev('storms-at-sea', 'chooseArea', ['north-atlantic', 'central-atlantic'])), player: 'C' },
    { name: 'finger of fate', state: on(s, ev('finger-of-fate', 'discard', [], { queue: ['A'] })), player: 'A' },
    { name: 'buried treasure', state: on(full, ev('buried-treasure', 'stow', ['kennedy'], { index: 1200 })), player: 'C' },
    { name: 'piratical ambition', state: on(base({ pirateHands: { A: ['teach'] } }), ev('piratical-ambition', 'start', ['kennedy'], { player: 'A' })), player: 'A' },
    { name: 'chooseArea', state: on(s, { kind: 'chooseArea', pirate: 'kennedy', options: ['north-atlantic', 'central-atlantic'], rule: '7.2' }), player: 'C' },
    { name: 'pirateCard', state: on(s, { kind: 'pirateCard', player: 'C', step: 'decide', drawn: 'teach', returning: null }), player: 'C' },
    { name: 'window attackAnnounced', state: on(s, attack, win('attackAnnounced')), player: 'A' },
    { name: 'window moveAnnounced', state: on(s, { kind: 'move', pirate: 'kennedy', to: { kind: 'sea', area: 'central-atlantic' }, step: 'resolve' }, win('moveAnnounced')), player: 'A' },
    { name: 'window findAnnounced', state: on(s, { kind: 'find', pirate: 'kennedy', port: 'boston', step: 'roll' }, win('findAnnounced')), player: 'A' },
    { name: 'window lootStep', state: on(base({ options: { edition: 'firstPrint2008' } }), loot('cargoRoll'), win('lootStep')), player: 'A' },
    { name: 'window bootyGrabAnnounced', state: on(s, grab('grabRoll'), win('bootyGrabAnnounced')), player: 'A' },
    { name: 'window digAnnounced', state: on(s, win('digAnnounced')), player: 'A' },
    { name: 'window cunning', state: on(s, attack, win('cunning', 'kennedy', { order: ['C'], roll: { spec: { kind: 'dice', count: 1, roller: 'kennedy', label: 'Attack roll of Kennedy on Boston (9.52)' }, value: [2], rerolled: false } })), player: 'C' },
    { name: 'window cardPlayed', state: on(s, ev('wear-and-tear', 'start', ['kennedy'], { player: 'A' }), win('cardPlayed', 'kennedy', { order: ['C'], card: 'wear-and-tear' })), player: 'C' },
    { name: 'window letterRetirement', state: on(inBoston, win('letterRetirement')), player: 'A' },
    { name: 'window warshipAttack', state: on({ ...s, warships: { 'north-atlantic': 'warship-light' } }, { kind: 'warship', pirate: 'kennedy', area: 'north-atlantic', player: 'B', step: 'response', rolls: [] }, win('warshipAttack')), player: 'A' },
    { name: 'inPort letter', state: on(inBoston, inPort('letter')), player: 'C' },
    { name: 'inPort ransom', state: on(inBoston, inPort('ransom')), player: 'C' },
    { name: 'inPort ransomHold', state: on(inBoston, inPort('ransomHold', 1500)), player: 'C' },
    { name: 'inPort convert', state: on(inBoston, inPort('convert')), player: 'C' },
    { name: 'inPort refit', state: on(inBoston, inPort('refit')), player: 'C' },
    { name: 'inPort repair', state: on(inBoston, inPort('repair', 2)), player: 'C' },
    { name: 'inPort safeHaven', state: on(inBoston, inPort('safeHaven')), player: 'C' },
    { name: 'inPort bribe', state: on(inBoston, inPort('bribe', 300)), player: 'C' },
    { name: 'inPort dr', state: on(inBoston, inPort('dr')), player: 'C' },
    { name: 'attackPort stow', state: on(full, { ...attack, step: 'stow', booty: 900 } as Frame), player: 'C' },
    { name: 'bootyGrab stow', state: on(full, grab('stow')), player: 'C' },
    { name: 'bootyGrab surrender', state: on(s, grab('surrender')), player: 'B' },
    { name: 'bootyGrab duelAgain', state: on(s, grab('duelAgain', { duel: [7, 7] })), player: 'C' },
    { name: 'bootyGrab duelAgainTarget', state: on(s, grab('duelAgainTarget', { duel: [7, 7] })), player: 'B' },
    { name: 'bootyGrab spoils', state: on(s, grab('spoils', { duel: [9, 7] })), player: 'C' },
    { name: 'mutiny', state: on(base({ pirateHands: { C: ['teach'] } }), { kind: 'mutiny', pirate: 'kennedy', step: 'replace', cause: 'loyalty' }), player: 'C' },
    { name: 'retire', state: on(inBoston, { kind: 'retire', pirate: 'kennedy', port: 'boston', step: 'decide', price: 4400 }), player: 'C' },
    { name: 'assignHit', state: on(s, { kind: 'assignHit', pirates: ['kennedy', 'vane'], rule: '11.4' }), player: 'C' },
    { name: 'convert', state: on(overfull, { kind: 'convert', pirate: 'kennedy', merchant: 'sloop', step: 'fit' }), player: 'C' },
    { name: 'warship decide', state: on(s, { kind: 'warship', pirate: 'kennedy', area: 'north-atlantic', player: 'B', step: 'decide', rolls: [] }), player: 'B' },
    { name: 'warship response', state: on(s, { kind: 'warship', pirate: 'kennedy', area: 'north-atlantic', player: 'B', step: 'response', rolls: [] }), player: 'C' },
    { name: 'kc response', state: on(s, { kind: 'kc', pirate: 'kennedy', player: 'A', kc: 'matthews', moved: false, action: 'move', step: 'response', rolls: [] }), player: 'C' },
    { name: 'kc intercepted', state: on(s, { kind: 'kc', pirate: 'kennedy', player: 'A', kc: 'kc-6', moved: false, action: 'move', step: 'intercepted', rolls: [] }), player: 'C' },
    { name: 'loot seize', state: on(s, loot('seize')), player: 'C' },
    { name: 'loot booty', state: on(s, loot('booty')), player: 'C' },
    { name: 'loot fit', state: on(full, loot('fit', { cargoState: 'taken', hostageDone: true })), player: 'C' },
    { name: 'loot dr', state: on(s, loot('dr', { cargoState: 'taken', hostageDone: true })), player: 'C' },
  ];
}
