import { emit, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { inPortAt, portStatus } from '../state/pieces.js';
import { bribeChoices, changeLoyalty, mutInPortAt, retire } from './pieces.js';
import { endAction, openWindow } from './window.js';
import { LETTER_MOMENTS, mayRetireWithLetter } from './letter-of-marque.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5J / 18.41 Retiring as a Pirate Action:
 *  C. in one of his Safe Havens, simply by saying so;
 *  D. in a port with a Pro-Pirate Governor that is not his Safe Haven, by bribing the Governor:
 *     D66 x 100 from Net Worth; declining costs 1 Loyalty and that Governor may never be bribed
 *     again by him (RULINGS B36: one attempt per Governor, for any purpose; unable to pay = declining).
 * Not in a Pirate Port (RULINGS B7, option `retireInPiratePort`), nor where the port is Anti-Pirate
 * for him (B33). A: with a Letter of Marque for the port's nationality (`retire` with
 * `method: 'letterOfMarque'`, events/letter-of-marque.ts); B is in kc.ts; E is the Pardon.
 * Retirement scores 2 VP per NP and 1 per 100 Net Worth (18.12A).
 */
type RetireFrame = FrameOf<'retire'>;

export type RetireMethod = 'safeHaven' | 'bribe' | 'piratePort';

/** How this Pirate could retire where he is, or null (18.41). */
export function retireMethod(s: GameState, ix: ComponentIndex, p: PirateState): RetireMethod | null {
  if (p.location.kind !== 'port') return null;
  // 19.15 (solitaire): Blackbeard may Retire only with a Letter of Marque (18.41A), never by C or D;
  // both editions (FR 19.15, R86); the house reading 'noSurrenderOrBribe' bars only the bribe (D) here.
  const blackbeard = s.solo?.blackbeard === p.id;
  if (blackbeard && s.config.options.solitaireBbRetireMethods === 'letterOfMarqueOnly') return null;
  const port = p.location.port;
  const status = portStatus(s, ix, p, port);
  if (status === 'safe-haven') return 'safeHaven';
  if (status === 'pirate-port') return s.config.options.retireInPiratePort ? 'piratePort' : null;
  const gov = s.governors[port];
  if (!blackbeard && status === 'pro-pirate' && gov !== undefined && gov !== 'anti' && !p.bribed.includes(gov)) return 'bribe';
  return null;
}

export const retireHandler: Handler<RetireFrame> = {
  rule: () => '18.41',
  node(s, f): Node {
    const p = inPortAt(s, f.pirate, f.port);
    if (!p) return { kind: 'auto' };
    if (f.step === 'roll') return { kind: 'chance', spec: { kind: 'd66', label: `Retirement bribe for ${displayName(s, f.pirate)}: D66 x 100 (18.41D)` } };
    if (f.step === 'decide') return { kind: 'decision', player: p.owner };
    return { kind: 'auto' };
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if (!p || f.step !== 'decide') return [];
    return bribeChoices(p, f.price);
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f.pirate, f.port);
    if (!p || f.step === 'complete') {
      endAction(ctx, f);
      return;
    }
    switch (f.step) {
      case 'announce': {
        const method = retireMethod(s, ctx.ix, p);
        // R106: a new captain who took the ship over at the announcement (17.2 #15, 14.2, R17)
        // Retires only by a method open to him (18.41): the Safe Havens left with the old Pirate (B10).
        if (method === null) return cancelRetire(ctx, f, p.id);
        f.step = method === 'bribe' ? 'roll' : 'haven';
        return;
      }
      case 'letter':
        // R106: the same for the Letter of Marque, which left with the old Pirate (B10).
        if (!mayRetireWithLetter(s, ctx.ix, p)) return cancelRetire(ctx, f, p.id);
        // 18.41A: stating it opens the Double Cross window (17.2 #4); then he Retires (B8).
        emit(ctx, { type: 'retirementStated', rule: '18.41', pirate: p.id, port: f.port, method: 'letterOfMarque' });
        f.step = 'letterRetire';
        openWindow(ctx, LETTER_MOMENTS.retire, p.id);
        return;
      case 'letterRetire':
        retire(ctx, p.id, 'letterOfMarque', '18.41');
        f.step = 'complete';
        return;
      case 'haven':
        retire(ctx, p.id, retireMethod(s, ctx.ix, p) ?? 'safeHaven', '18.41');
        f.step = 'complete';
        return;
      case 'roll': {
        if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
        const [black = 1, white = 1] = input.value;
        f.price = (black * 10 + white) * 100;
        const gov = s.governors[f.port];
        if (gov !== undefined && gov !== 'anti') p.bribed = [...p.bribed, gov];
        emit(ctx, { type: 'bribePrice', rule: '18.41', pirate: p.id, port: f.port, d66: [black, white], price: f.price, purpose: 'retirement' });
        f.step = 'decide';
        return;
      }
      case 'decide':
        if (input?.type === 'payBribe' && input.pay) {
          p.netWorth -= f.price;
          emit(ctx, { type: 'bribePaid', rule: '18.41', pirate: p.id, port: f.port, price: f.price, netWorth: p.netWorth });
          retire(ctx, p.id, 'bribe', '18.41');
        } else {
          emit(ctx, { type: 'bribeDeclined', rule: '18.41', pirate: p.id, port: f.port, price: f.price });
          changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['failedBribe'] ?? -1, 'failedBribe', '18.41');
        }
        f.step = 'complete';
        return;
    }
  },
};

/** R106: the Retire is spent with nothing done: the Pirate now captaining the ship may not Retire here. */
function cancelRetire(ctx: Ctx, f: RetireFrame, pirate: string): void {
  emit(ctx, { type: 'actionCancelled', rule: '18.41', pirate, action: 'retire' });
  f.step = 'complete';
}
