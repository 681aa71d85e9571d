import { emit, pop, type Ctx, type Handler } from './ctx.js';
import { endAction, openWindow } from './window.js';
import type { FrameOf } from '../state/schema.js';
import type { Location } from '../state/ids.js';
import { sameLocation } from '../state/ids.js';
import { booty, locationLabel, portStatus } from '../state/pieces.js';
import { retire, shipLoyalty, mutTeam } from './pieces.js';
import { teamSpeed } from './alliance.js';
import { conversion } from './in-port.js';
import { mutPirateIf } from '../state/copy.js';
import { endHarassment } from './kc.js';

/**
 * 4.5A / 7.0 Move: one step between Sea Areas, into or out of a port, into or out of a Transit Box.
 * At Speed below 0 a move needs two consecutive Move Actions (6.26, 7.12).
 */
type MoveFrame = FrameOf<'move'>;

export const moveHandler: Handler<MoveFrame> = {
  rule: () => '7.11',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const p = mutPirateIf(ctx, f.pirate);
    if (!p) return pop(ctx, f);
    switch (f.step) {
      case 'announce':
        f.step = 'resolve';
        openWindow(ctx, 'moveAnnounced', f.pirate);
        return;
      case 'resolve': {
        const from = p.location;
        // The destination may have closed while the Move was answered (a KC destroyed the port,
        // a new Governor arrived): the Move is spent where he is.
        if (f.to.kind === 'port') {
          const st = portStatus(ctx.s, ctx.ix, p, f.to.port);
          if (st === 'destroyed' || st === 'anti-pirate') {
            emit(ctx, { type: 'actionCancelled', rule: '7.3', pirate: p.id, action: 'move' });
            f.step = 'complete';
            return;
          }
        }
        // 11.2: an Alliance moves as one, at the lower of the two Speeds.
        const members = mutTeam(ctx, p);
        const speed = teamSpeed(ctx.s, p);
        if (speed < 0 && !(p.slowMove && sameLocation(p.slowMove, f.to))) {
          // 6.26 / 7.12: the first of two consecutive Move Actions.
          for (const m of members) m.slowMove = { ...f.to } as Location;
          emit(ctx, { type: 'moveStarted', rule: '7.12', pirate: p.id, from: locationLabel(from), to: locationLabel(f.to), speed });
        } else {
          const rule = f.to.kind === 'transit' || from.kind === 'transit' ? '7.2' : f.to.kind === 'port' || from.kind === 'port' ? '7.3' : '7.11';
          for (const m of members) {
            m.slowMove = null;
            m.location = { ...f.to } as Location;
            emit(ctx, { type: 'moved', rule, pirate: m.id, from: locationLabel(from), to: locationLabel(f.to), toKind: f.to.kind });
          }
          if (f.to.kind === 'port') for (const m of members) enteredPort(ctx, m.id, f.to.port);
          // First print 10.23 (R90 (b)): entering another Sea Area (not leaving a port) ends a KC's harassment.
          if (f.to.kind === 'sea' && from.kind !== 'port' && ctx.s.turn.kcHarassed !== null) for (const m of members) endHarassment(ctx, m.id, f.to.area);
          if (!ctx.s.pirates[f.pirate]) return pop(ctx, f);
        }
        f.step = 'complete';
        return;
      }
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};

/** What happens the moment a Pirate enters a port (9.41, 13.22, 17.2 #8). */
function enteredPort(ctx: Ctx, pirate: string, port: string): void {
  const s = ctx.s;
  const p = mutPirateIf(ctx, pirate);
  if (!p) return;
  // 9.41 / 17.2 #18: entering a port cures Scurvy at once.
  if (p.scurvy) {
    p.scurvy = false;
    emit(ctx, { type: 'scurvyCured', rule: '9.41', pirate });
  }
  const status = portStatus(s, ctx.ix, p, port);
  // RULINGS B43: a Pirate in D&R who enters a Pirate Port tops his D&R Loyalty up to the +3 there.
  const ppBonus = ctx.ix.set.tables.crewLoyalty['drPiratePort'] ?? 3;
  if (ctx.s.config.options.drPiratePortTopUp && p.dr && status === 'pirate-port' && p.drLoyalty < ppBonus) {
    const extra = ppBonus - p.drLoyalty;
    p.drLoyalty = ppBonus;
    // Per ship, like the D&R gain itself (drOf): each ally tops up his own marker once.
    shipLoyalty(ctx, p, extra, 'drPiratePort', '13.22');
  }
  // 17.2 #8 (2nd play): a Pardoned Pirate who moves into an English port converts and must Retire.
  const pardon = s.generalPardon.pardon;
  // 19.15 (solitaire): Blackbeard may not Retire by the Pardon (18.41E), in both editions (R86); the
  // house reading 'noSurrenderOrBribe' (option solitaireBbRetireMethods) does not bar it.
  const barred = s.solo?.blackbeard === pirate && s.config.options.solitaireBbRetireMethods === 'letterOfMarqueOnly';
  if (pardon && pardon.covered.includes(pirate) && ctx.ix.port[port]?.nationality === 'english' && !barred) {
    const amount = booty(p);
    const converted = conversion(status, amount);
    p.holds = [];
    p.netWorth += converted;
    emit(ctx, { type: 'bootyConverted', rule: '9.43', pirate, port, booty: amount, status, netWorth: converted, total: p.netWorth });
    retire(ctx, pirate, 'generalPardon', '18.41');
  }
}
