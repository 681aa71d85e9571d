/**
 * `npm run load-test:server` (root): the server under load, on localhost.
 *
 * A throwaway redis-server, N server processes sharing it (Redis presence, driver and store),
 * G concurrent games of P players each, every seat a colyseus.js client playing random legal
 * actions, every game to its end. A game is created on one process and joined through the other,
 * so room lookup and seat reservation cross processes. Now and then a client sends an illegal
 * action (another seat's, a made-up one, one out of turn) that must be refused.
 *
 * Reports sustained actions/s and the p50/p99 latency from a client's action to the update it
 * leads to, and checks: every game ended (0 lost), every record replays (0 illegal accepted),
 * every illegal probe refused, and every message each client received is exactly what the
 * engine's visibility rules give its seat (`view`, `eventsFor`, `describePending`: no other
 * player's hand, draw or secret deployment).
 *
 * Bounded: --games, --players, --processes, and --max-seconds (it stops by itself and fails when
 * the time runs out). Exit code 0 only if every check passes.
 */
import { parseArgs } from 'node:util';
import { randomInt } from 'node:crypto';
import { Client, type Room } from 'colyseus.js';
import { Redis } from 'ioredis';
import { replay, HIDDEN_ID, type Action, type PlayerId } from 'blackbeard-engine/core';
import { parseUpdate, type ErrorMessage, type SeatGranted, type Update } from '../src/protocol.js';
import { RedisStore } from '../src/store.js';
import { auditUpdates } from '../test/audit.js';
import { freePort, kill, startRedis, startServerProcess, type ServerProcess } from '../test/server/processes.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    players: { type: 'string', default: '3' },
    processes: { type: 'string', default: '2' },
    'max-seconds': { type: 'string', default: '150' },
    'probe-rate': { type: 'string', default: '0.02' },
    json: { type: 'string' },
  },
});
const GAMES = Number(values.games);
const PLAYERS = Number(values.players);
const PROCESSES = Number(values.processes);
const MAX_MS = Number(values['max-seconds']) * 1000;
const PROBE_RATE = Number(values['probe-rate']);
const started = Date.now();
const deadline = started + MAX_MS;

/** One seat's client: plays random legal actions, sometimes probes with an illegal one. */
class BotClient {
  readonly updates: Update[] = [];
  /** Each update as it came (the audit compares the text). */
  readonly texts: string[] = [];
  readonly errors: ErrorMessage[] = [];
  readonly latencies: number[] = [];
  granted: SeatGranted | null = null;
  probesSent = 0;
  probesRefused = 0;
  private sentAt: { n: number; t: number } | null = null;
  private pendingProbe = false;
  done = false;
  private resolveDone: () => void = () => undefined;
  readonly finished = new Promise<void>((r) => (this.resolveDone = r));

  constructor(
    readonly room: Room,
    readonly seatWanted: PlayerId,
  ) {
    room.onMessage('seat', (g: SeatGranted) => (this.granted = g));
    room.onMessage('seats', () => undefined);
    room.onMessage('update', (text: string) => {
      this.texts.push(text);
      this.onUpdate(parseUpdate(text));
    });
    room.onMessage('error', (e: ErrorMessage) => this.onError(e));
  }

  get seat(): PlayerId | null {
    return this.granted?.seat ?? null;
  }

  private onUpdate(u: Update): void {
    this.updates.push(u);
    if (this.sentAt && u.n === this.sentAt.n + 1) {
      this.latencies.push(performance.now() - this.sentAt.t);
      this.sentAt = null;
    }
    if (u.result) {
      this.done = true;
      this.resolveDone();
      return;
    }
    this.act(u);
  }

  private act(u: Update): void {
    if (u.legal.length === 0) {
      // Out of turn: now and then an action anyway (it must be refused). One probe at a time: a
      // second one sent before the first's refusal came back would be counted as never refused.
      if (Math.random() < PROBE_RATE / 4 && this.seat && !this.pendingProbe) this.probe({ type: 'pass', player: this.seat } as unknown as Action, u.n);
      return;
    }
    if (Math.random() < PROBE_RATE && !this.pendingProbe) {
      const a = u.legal[0]! as Action & { player?: string };
      const other = u.seats.find((s) => s.seat !== this.seat)?.seat ?? 'B';
      const kinds: unknown[] = [{ ...a, player: other }, { ...a, type: 'no-such-action' }, { type: 'chance', value: 6 }];
      this.probe(kinds[randomInt(kinds.length)], u.n);
      // Its refusal comes back before the next update: the legal action follows it.
    }
    const action = u.legal[randomInt(u.legal.length)]!;
    this.sentAt = { n: u.n, t: performance.now() };
    this.room.send('action', { action, n: u.n });
  }

  private probe(action: unknown, n: number): void {
    this.probesSent++;
    this.pendingProbe = true;
    this.room.send('action', { action, n });
  }

  private onError(e: ErrorMessage): void {
    this.errors.push(e);
    if (this.pendingProbe) {
      this.probesRefused++;
      this.pendingProbe = false;
      if (e.code !== 'rate-limited') return;
    }
    // Refused for the rate: play again a little later, at the latest position.
    if (e.code === 'rate-limited' || e.code === 'stale') {
      setTimeout(() => {
        const last = this.updates[this.updates.length - 1];
        if (last && !last.result && last.n === e.n) this.act(last);
      }, 50);
    }
  }
}

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function main(): Promise<number> {
  const redis = await startRedis();
  if (!redis) {
    console.error('load test: redis-server is not installed (apt-get install redis-server)');
    return 2;
  }
  const servers: ServerProcess[] = [];
  const failures: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    const ports: number[] = [];
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
    servers.push(...(await Promise.all(ports.map((port) => startServerProcess(['--redis', redis.url, '--public-address', `127.0.0.1:${port}`, '--no-resume'], port)))));
    const endpoints = servers.map((s) => `http://127.0.0.1:${s.port}`);
    console.log(`load test: ${PROCESSES} processes (${endpoints.join(', ')}), redis ${redis.url}, ${GAMES} games of ${PLAYERS} players`);

    // Create every game, then join its other seats through another process.
    const games: Array<{ id: string; clients: BotClient[] }> = [];
    const seats = ['A', 'B', 'C', 'D', 'E'].slice(0, PLAYERS) as PlayerId[];
    await Promise.all(
      Array.from({ length: GAMES }, async (_, g) => {
        const home = endpoints[g % PROCESSES]!;
        const creatorRoom = await new Client(home).create('blackbeard', { players: PLAYERS, seat: 'A', reconnectSeconds: 30 });
        const creator = new BotClient(creatorRoom, 'A');
        const clients = [creator];
        for (const seat of seats.slice(1)) {
          const via = endpoints[(g + 1) % PROCESSES]!;
          const room = await new Client(via).joinById(creatorRoom.roomId, { seat });
          clients.push(new BotClient(room, seat));
        }
        games.push({ id: creatorRoom.roomId, clients });
      }),
    );
    const clients = games.flatMap((g) => g.clients);
    // Where the rooms are: the driver's listing, by process.
    const r = new Redis(redis.url);
    const listing = await r.hgetall('roomcaches');
    await r.quit();
    const byProcess = new Map<string, number>();
    for (const v of Object.values(listing)) {
      const pid = (JSON.parse(v) as { processId?: string }).processId ?? '?';
      byProcess.set(pid, (byProcess.get(pid) ?? 0) + 1);
    }
    console.log(`load test: ${games.length} games, ${clients.length} clients connected in ${((Date.now() - started) / 1000).toFixed(1)} s; rooms per process: ${[...byProcess.values()].join(', ')}`);

    // Play: everyone has its first update by now or soon; the games run until they end.
    const t0 = performance.now();
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))));
    const outcome = await Promise.race([Promise.all(clients.map((c) => c.finished)).then(() => 'done' as const), timeout]);
    const seconds = (performance.now() - t0) / 1000;
    if (timer) clearTimeout(timer);
    // The refusals of probes sent just before the end are still on their way: wait for them (a
    // fixed 300 ms lost one in 466 on a loaded machine), at most 5 s; a refusal still missing then fails below.
    const unanswered = () => clients.reduce((n, c) => n + c.probesSent - c.probesRefused, 0);
    for (let waited = 0; waited < 5000 && unanswered() > 0; waited += 50) await new Promise((r) => setTimeout(r, 50));

    // Checks.
    const store = new RedisStore(redis.url);
    let actions = 0;
    let lost = 0;
    let illegalAccepted = 0;
    let secrecy = 0;
    let secretEventsChecked = 0;
    for (const g of games) {
      const stored = await store.load(g.id);
      if (!stored || !stored.result || g.clients.some((c) => !c.done)) {
        lost++;
        failures.push(`game ${g.id} did not end (${stored?.actions.length ?? 0} actions stored)`);
        continue;
      }
      actions += stored.actions.length;
      try {
        if (replay(stored).over === null) throw new Error('the record does not reach the end');
      } catch (err) {
        illegalAccepted++;
        failures.push(`game ${g.id}: its record does not replay: ${String(err)}`);
      }
      const faults = auditUpdates(stored, g.clients.map((c) => ({ seat: c.seat, updates: c.updates, texts: c.texts })));
      secrecy += faults.length;
      failures.push(...faults.slice(0, 3).map((f) => `game ${g.id}: ${f}`));
      // A direct look too: another player's secret event never reaches a seat with its card or Pirate.
      for (const c of g.clients)
        for (const u of c.updates)
          for (const e of u.events) {
            if (!('visibleTo' in e) || e.visibleTo === undefined) continue;
            secretEventsChecked++;
            const shown = Object.entries(e).some(([k, v]) => ['card', 'pirate', 'area', 'ship'].includes(k) && v !== HIDDEN_ID);
            if (e.visibleTo !== c.seat && shown) {
              secrecy++;
              failures.push(`game ${g.id}: ${c.seat} saw ${e.type} of ${e.visibleTo}`);
            }
          }
    }
    await store.close();
    const probesSent = clients.reduce((s, c) => s + c.probesSent, 0);
    const probesRefused = clients.reduce((s, c) => s + c.probesRefused, 0);
    if (probesRefused < probesSent) failures.push(`${probesSent - probesRefused} illegal probes were not refused`);
    const latencies = clients.flatMap((c) => c.latencies);
    const rateLimited = clients.reduce((s, c) => s + c.errors.filter((e) => e.code === 'rate-limited').length, 0);
    const report = {
      processes: PROCESSES,
      games: games.length,
      clients: clients.length,
      roomsPerProcess: [...byProcess.values()],
      outcome,
      seconds: Number(seconds.toFixed(1)),
      actions,
      actionsPerSecond: Number((actions / seconds).toFixed(0)),
      latencyMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)), samples: latencies.length },
      gamesLost: lost,
      illegalAccepted,
      illegalProbes: { sent: probesSent, refused: probesRefused },
      rateLimited,
      secrecyViolations: secrecy,
      updatesChecked: clients.reduce((s, c) => s + c.updates.length, 0),
      secretEventsChecked,
      totalSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    };
    console.log(JSON.stringify(report, null, 2));
    if (values.json) await import('node:fs/promises').then((fs) => fs.writeFile(values.json!, JSON.stringify(report, null, 2)));
    for (const c of clients) void c.room.leave().catch(() => undefined);
    if (outcome === 'timeout') failures.push(`stopped after ${MAX_MS / 1000} s with games unfinished`);
    if (games.length < GAMES) failures.push(`only ${games.length} games started`);
    for (const f of failures.slice(0, 20)) console.error(`FAIL ${f}`);
    return failures.length === 0 && lost === 0 && illegalAccepted === 0 && secrecy === 0 ? 0 : 1;
  } finally {
    if (timer) clearTimeout(timer);
    for (const s of servers) await kill(s, 'SIGKILL');
    await redis.stop();
  }
}

// Stops by itself: the games' own end, or --max-seconds (plus a margin for the checks).
const hard = setTimeout(() => {
  console.error('load test: hard time limit reached');
  process.exit(1);
}, MAX_MS + 120_000);
hard.unref();
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
