import { Client, type Room } from 'colyseus.js';
import type { Action, PlayerId } from 'blackbeard-engine/core';
import { parseUpdate, type ErrorMessage, type SeatGranted, type SeatInfo, type Update } from '../src/protocol.js';

/**
 * A colyseus.js client as tests and the load test drive it: it keeps every message it received,
 * in order, and can play its seat by choosing among the `legal` actions of its updates.
 */
export class TestClient {
  readonly updates: Update[] = [];
  readonly errors: ErrorMessage[] = [];
  readonly seatsMessages: SeatInfo[][] = [];
  granted: SeatGranted | null = null;
  /** Set when the client sends an action: the time, for the action → broadcast latency. */
  private sentAt = new Map<number, number>();
  readonly latencies: number[] = [];
  private waiters: Array<() => void> = [];

  private constructor(
    readonly endpoint: string,
    public room: Room,
  ) {
    this.listen(room);
  }

  static async create(endpoint: string, options: Record<string, unknown>): Promise<TestClient> {
    const room = await new Client(endpoint).create('blackbeard', options);
    return new TestClient(endpoint, room);
  }

  static async join(endpoint: string, gameId: string, options: Record<string, unknown>): Promise<TestClient> {
    const room = await new Client(endpoint).joinById(gameId, options);
    return new TestClient(endpoint, room);
  }

  private listen(room: Room): void {
    room.onMessage('update', (text: string) => {
      const u = parseUpdate(text);
      const t = this.sentAt.get(u.n - 1);
      if (t !== undefined) {
        this.latencies.push(performance.now() - t);
        this.sentAt.delete(u.n - 1);
      }
      this.updates.push(u);
      this.wake();
    });
    room.onMessage('error', (e: ErrorMessage) => {
      this.errors.push(e);
      this.wake();
    });
    room.onMessage('seat', (g: SeatGranted) => {
      this.granted = g;
      this.wake();
    });
    room.onMessage('seats', (s: SeatInfo[]) => {
      this.seatsMessages.push(s);
    });
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves at the next message (or after `ms`). */
  next(ms = 5000): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  async until(cond: () => boolean, ms = 20_000): Promise<void> {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error(`timed out waiting (seat ${this.seat ?? '-'}, n=${this.last?.n})`);
      await this.next(Math.max(1, end - Date.now()));
    }
  }

  get last(): Update | undefined {
    return this.updates[this.updates.length - 1];
  }

  get seat(): PlayerId | null {
    return this.last?.seat ?? null;
  }

  send(action: unknown, n?: number): void {
    if (n !== undefined) this.sentAt.set(n, performance.now());
    this.room.send('action', n === undefined ? { action } : { action, n });
  }

  /** Play `action` at the current update, and wait for the update it leads to or an error. */
  async play(action: Action): Promise<void> {
    const n = this.last?.n ?? 0;
    const errors = this.errors.length;
    this.send(action, n);
    await this.until(() => (this.last?.n ?? 0) > n || this.errors.length > errors);
  }

  /** Reconnect after a drop, with Colyseus's reconnection token (same session, same seat). */
  async reconnect(): Promise<void> {
    const token = this.room.reconnectionToken;
    this.room = await new Client(this.endpoint).reconnect(token);
    this.listen(this.room);
  }

  /** Come back with the seat token (after a restart, or from a new connection). */
  async rejoin(endpoint = this.endpoint): Promise<void> {
    if (!this.granted) throw new Error('no seat token');
    this.room = await new Client(endpoint).joinById(this.granted.game, { seat: this.granted.seat, token: this.granted.token });
    this.listen(this.room);
  }
}

/**
 * Drive the clients of one game: whenever one of them holds the decision, it plays a legal action
 * (`choose` picks it), until the game is over or `stop` says so.
 */
export async function playUntil(clients: TestClient[], stop: () => boolean, choose: (legal: Action[], i: number) => Action = (l, i) => l[(i * 7) % l.length]!, limit = 5000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (stop()) return;
    const top = Math.max(...clients.map((c) => c.last?.n ?? 0));
    await Promise.all(clients.map((c) => c.until(() => (c.last?.n ?? 0) >= top)));
    if (clients.some((c) => c.last?.result)) return;
    const mover = clients.find((c) => (c.last?.legal.length ?? 0) > 0);
    if (!mover) {
      await Promise.all(clients.map((c) => c.next(200)));
      continue;
    }
    const errors = mover.errors.length;
    await mover.play(choose(mover.last!.legal, i));
    // Over the room's rate (a fast machine, a scripted player): wait, as the room asks, and play again.
    if (mover.errors.length > errors && mover.errors.at(-1)!.code === 'rate-limited') await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the game did not end');
}
