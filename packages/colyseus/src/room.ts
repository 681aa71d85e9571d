import { createHash, randomBytes, randomInt } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Room, type Client } from './colyseus.js';
import {
  apply,
  check,
  choiceSteps,
  createGameWithEvents,
  describePending,
  eventsFor,
  greedyBot,
  legalActions,
  pending,
  randomBot,
  result,
  view,
  PLAYER_IDS,
  type Action,
  type Bot,
  type GameConfig,
  type GameEvent,
  type GameState,
  type OptionsInput,
  type PlayerId,
} from 'blackbeard-engine/core';
import type { ActionMessage, BotKind, ErrorMessage, JoinOptions, SeatGranted, SeatInfo, ServerErrorCode, Update } from './protocol.js';
import type { GameStore, RoomSetup, StoredGame } from './store.js';
import { publicEvents, publicPrompt, publicView } from './visibility.js';

/** What the server, not a client, decides for every room it runs. */
export interface RoomSettings {
  store: GameStore;
  /** Reconnection time when the creator names none (seconds). */
  reconnectSeconds: number;
  /** The most a creator may ask for (seconds). */
  maxReconnectSeconds: number;
  /** The bot that plays a seat whose player did not come back in time. */
  takeoverBot: BotKind;
  /** The longest action message, in JSON characters; the transport's own cap (bytes) comes first. */
  maxActionChars: number;
  /** Token bucket per client: messages per second, and the burst allowed. */
  ratePerSecond: number;
  rateBurst: number;
  /** Spectators a room admits besides its players. */
  maxSpectators: number;
  /** A pause before each bot action (0 in tests and load tests; a human table likes ~400 ms). */
  botDelayMs: number;
  /** Known only to this process: a create with `resume` must carry it (clients cannot resume a game into a room). */
  resumeKey: string;
  /** The game seed (default: a fresh random one); never a client's to choose. */
  seed?: () => number;
  log?: (line: string) => void;
}

export const DEFAULT_ROOM_SETTINGS: Omit<RoomSettings, 'store' | 'resumeKey'> = {
  reconnectSeconds: 60,
  maxReconnectSeconds: 600,
  takeoverBot: 'greedy',
  maxActionChars: 2048,
  ratePerSecond: 30,
  rateBurst: 60,
  maxSpectators: 16,
  botDelayMs: 0,
};

/** The listing other clients see (Colyseus metadata). */
export interface RoomMetadata {
  players: number;
  open: PlayerId[];
  over: boolean;
}

/** The options a server passes to resume a stored game (never a client's: see `resumeKey`). */
export interface ResumeOptions {
  resume: string;
  resumeKey: string;
}

interface SeatRecord {
  seat: PlayerId;
  /** A room bot from the start. */
  bot: BotKind | null;
  /** sha-256 of the seat token, once a client took the seat. */
  hash: string | null;
  /** The session now holding the seat. */
  session: string | null;
  connected: boolean;
  /** The takeover bot plays the seat while its player is away. */
  botPlaying: boolean;
}

interface ClientInfo {
  seat: PlayerId | null;
  tokens: number;
  refilled: number;
}

/** A refusal for one client: sent to it alone, the game untouched. */
class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Read a client's create options; anything unexpected is refused with a reason. */
export function parseCreateOptions(raw: unknown, settings: Pick<RoomSettings, 'reconnectSeconds' | 'maxReconnectSeconds'>): { config: Omit<GameConfig, 'seed'>; setup: RoomSetup } {
  if (!isObject(raw)) throw new Error('Create options must be an object');
  const known = ['players', 'options', 'bots', 'reconnectSeconds', 'botTakeover', 'seat', 'token', 'spectate'];
  const unknown = Object.keys(raw).filter((k) => !known.includes(k));
  if (unknown.length > 0) throw new Error(`Unknown create option '${String(unknown[0]).slice(0, 40)}'`);
  const { players, options, bots, reconnectSeconds, botTakeover } = raw;
  if (typeof players !== 'number' || !Number.isSafeInteger(players) || players < 1 || players > 10) throw new Error('players: an integer from 1 to 10 (2.7, 19.0)');
  if (options !== undefined && !isObject(options)) throw new Error('options: an object');
  const seats = PLAYER_IDS.slice(0, players === 1 ? 1 : players) as readonly PlayerId[];
  const botSeats: Partial<Record<PlayerId, BotKind>> = {};
  if (bots !== undefined) {
    if (!isObject(bots)) throw new Error('bots: an object { seat: "random" | "greedy" }');
    for (const [seat, kind] of Object.entries(bots)) {
      if (!(seats as readonly string[]).includes(seat)) throw new Error(`bots: no seat '${seat.slice(0, 10)}' in a ${players}-player game`);
      if (kind !== 'random' && kind !== 'greedy') throw new Error(`bots.${seat}: 'random' or 'greedy'`);
      botSeats[seat as PlayerId] = kind;
    }
  }
  let wait = settings.reconnectSeconds;
  if (reconnectSeconds !== undefined) {
    if (typeof reconnectSeconds !== 'number' || !Number.isFinite(reconnectSeconds) || reconnectSeconds < 0) throw new Error('reconnectSeconds: a number of seconds, 0 or more');
    wait = Math.min(reconnectSeconds, settings.maxReconnectSeconds);
  }
  if (botTakeover !== undefined && typeof botTakeover !== 'boolean') throw new Error('botTakeover: true or false');
  // Seeded chance only: the server resolves every roll and draw inside `apply` (no client answers a chance node).
  return {
    config: { players, randomness: 'seeded', options: (options ?? {}) as OptionsInput },
    setup: { bots: botSeats, reconnectSeconds: wait, botTakeover: botTakeover ?? false },
  };
}

/**
 * A game of Blackbeard on Colyseus: the authoritative state lives here and nowhere else. Each
 * client gets exactly what its seat may know after every change (`view`, `eventsFor`,
 * `describePending` for that seat; spectators the public view), its seat is bound to a secret
 * token, its actions are `check`ed before `apply`, and every accepted action is in the store
 * before anyone sees the position it leads to. Run it with `defineBlackbeardRoom` (server.ts),
 * which gives it its {@link RoomSettings}.
 */
export class BlackbeardRoom extends Room<object, RoomMetadata> {
  /** Set by the subclass `defineBlackbeardRoom` makes; a bare BlackbeardRoom refuses to start. */
  protected settings: RoomSettings | null = null;

  private game!: GameState;
  private config!: GameConfig;
  private setup!: RoomSetup;
  private actions: Action[] = [];
  private lastEvents: GameEvent[] = [];
  private readonly seats = new Map<PlayerId, SeatRecord>();
  private readonly infos = new Map<string, ClientInfo>();
  private readonly bots = new Map<PlayerId, Bot>();
  private queue: Promise<void> = Promise.resolve();
  private finished = false;

  private get opts(): RoomSettings {
    if (!this.settings) throw new Error('BlackbeardRoom needs its settings: define it with defineBlackbeardRoom(server, settings)');
    return this.settings;
  }

  /** The game record `{ config, actions }` (replay it to get the position). */
  get record(): { config: GameConfig; actions: Action[] } {
    return { config: this.config, actions: [...this.actions] };
  }

  /** How many actions the game has had. */
  get n(): number {
    return this.actions.length;
  }

  override async onCreate(options: unknown): Promise<void> {
    const s = this.opts;
    if (isObject(options) && 'resume' in options) {
      const { resume, resumeKey } = options as Partial<ResumeOptions>;
      if (typeof resume !== 'string' || resumeKey !== s.resumeKey) throw new Error('Only the server resumes a game');
      const stored = await s.store.load(resume);
      if (!stored) throw new Error(`No game ${resume} in the store`);
      this.roomId = stored.id;
      this.restore(stored);
    } else {
      const { config, setup } = parseCreateOptions(options, s);
      this.config = { ...config, seed: s.seed ? s.seed() : randomInt(2 ** 31) };
      this.setup = setup;
      // A bad config (options) is a ConfigError: the create fails with its message, nothing stored.
      const { state, events } = createGameWithEvents(this.config);
      this.game = state;
      this.lastEvents = events;
      for (const p of state.order) this.seats.set(p, this.freshSeat(p));
      await s.store.create(this.roomId, this.config, this.setup);
    }
    this.maxClients = this.seats.size + s.maxSpectators;
    // The room stays while the game is on, even empty: its players may come back (token rejoin).
    this.autoDispose = this.finished;
    this.onMessage('action', (client, message: unknown) => this.onAction(client, message));
    this.onMessage('*', (client, type) => {
      if (this.limited(client)) return;
      this.refuse(client, new Refusal('unknown-message' satisfies ServerErrorCode, `No message type '${String(type).slice(0, 40)}' (send 'action')`));
    });
    await this.updateMetadata();
    this.enqueue(() => this.runBots());
  }

  private freshSeat(p: PlayerId): SeatRecord {
    const bot = this.setup.bots[p] ?? null;
    // In solitaire the System Player (B, 19.1) is the engine's: it never asks a seat.
    return { seat: p, bot, hash: null, session: null, connected: bot !== null, botPlaying: false };
  }

  /** Rebuild a stored game: replay its actions from its config, as `replay` does, keeping the last events. */
  private restore(stored: StoredGame): void {
    this.config = stored.config;
    this.setup = stored.setup;
    let { state, events } = createGameWithEvents(stored.config);
    for (const a of stored.actions) ({ state, events } = apply(state, a));
    this.game = state;
    this.lastEvents = events;
    this.actions = [...stored.actions];
    this.finished = stored.result !== null;
    for (const p of state.order) {
      const seat = this.freshSeat(p);
      seat.hash = stored.seats[p] ?? null;
      this.seats.set(p, seat);
      // Its player has the reconnection time to come back to the restarted server.
      if (seat.hash && !this.finished) this.startTakeoverTimer(p, null);
    }
    this.opts.log?.(`resumed game ${stored.id} at action ${this.n}`);
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const o: JoinOptions = isObject(options) ? (options as JoinOptions) : {};
    const info: ClientInfo = { seat: null, tokens: this.opts.rateBurst, refilled: Date.now() };
    if (o.spectate || o.seat === undefined) {
      this.infos.set(client.sessionId, info);
      client.send('update', this.updateText(null, this.lastEvents));
      return;
    }
    const seatId = o.seat === 'auto' ? [...this.seats.values()].find((r) => !r.bot && !r.hash && !this.isSystem(r.seat))?.seat : o.seat;
    const rec = seatId === undefined ? undefined : this.seats.get(seatId);
    if (!rec) throw new Error(o.seat === 'auto' ? 'No free seat in this game' : `No seat '${String(o.seat).slice(0, 10)}' in this game`);
    if (rec.bot || this.isSystem(rec.seat)) throw new Error(`Seat ${rec.seat} is played by the server`);
    let granted: SeatGranted | null = null;
    if (rec.hash) {
      if (typeof o.token !== 'string' || sha256(o.token) !== rec.hash) throw new Error(`Seat ${rec.seat} is taken`);
      // Its player is back (after a drop, a restart, or from another tab): the old connection goes.
      const old = rec.session === null ? undefined : this.clients.find((c) => c.sessionId === rec.session);
      if (old && old.sessionId !== client.sessionId) {
        this.infos.delete(old.sessionId);
        old.leave();
      }
    } else {
      const token = randomBytes(18).toString('base64url');
      // Taken before the store write, so a second client asking for it meanwhile is refused.
      rec.hash = sha256(token);
      try {
        await this.opts.store.bindSeat(this.roomId, rec.seat, rec.hash);
      } catch (err) {
        rec.hash = null;
        throw err;
      }
      granted = { game: this.roomId, seat: rec.seat, token };
    }
    rec.session = client.sessionId;
    rec.connected = true;
    rec.botPlaying = false;
    info.seat = rec.seat;
    this.infos.set(client.sessionId, info);
    if (granted) client.send('seat', granted);
    client.send('update', this.updateText(rec.seat, this.lastEvents));
    this.broadcast('seats', this.seatInfo());
    await this.updateMetadata();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const info = this.infos.get(client.sessionId);
    this.infos.delete(client.sessionId);
    const rec = info?.seat ? this.seats.get(info.seat) : undefined;
    if (!rec || rec.session !== client.sessionId) return;
    rec.connected = false;
    this.broadcast('seats', this.seatInfo());
    if (this.finished) return;
    const wait = this.setup.reconnectSeconds;
    if (!consented && wait > 0) {
      try {
        // Colyseus keeps the session for `wait` seconds: `client.reconnect(reconnectionToken)` gets it back.
        const back = await this.allowReconnection(client, wait);
        if (rec.session !== client.sessionId) return;
        rec.connected = true;
        this.infos.set(back.sessionId, info ?? { seat: rec.seat, tokens: this.opts.rateBurst, refilled: Date.now() });
        back.send('update', this.updateText(rec.seat, this.lastEvents));
        this.broadcast('seats', this.seatInfo());
        return;
      } catch {
        // The time ran out: the seat waits for its token, or the takeover bot plays it.
      }
      if (rec.session === client.sessionId) this.release(rec);
    } else this.startTakeoverTimer(rec.seat, client.sessionId);
  }

  /** After a deliberate leave (or a restart), the seat's player has the reconnection time to come back with his token. */
  private startTakeoverTimer(seat: PlayerId, session: string | null): void {
    this.clock.setTimeout(() => {
      const rec = this.seats.get(seat);
      if (rec && rec.session === session && !this.finished) this.release(rec);
    }, this.setup.reconnectSeconds * 1000);
  }

  private release(rec: SeatRecord): void {
    rec.session = null;
    rec.connected = false;
    if (this.setup.botTakeover) {
      rec.botPlaying = true;
      this.opts.log?.(`game ${this.roomId}: a bot takes seat ${rec.seat}`);
      this.enqueue(() => this.runBots());
    }
    this.broadcast('seats', this.seatInfo());
  }

  /** In solitaire, seat B is the System Player's (19.1): the engine decides for it. */
  private isSystem(seat: PlayerId): boolean {
    return this.game.solo?.system === seat;
  }

  private onAction(client: Client, message: unknown): void {
    if (this.limited(client)) return;
    const info = this.infos.get(client.sessionId);
    let size: number;
    try {
      size = JSON.stringify(message ?? null).length;
    } catch {
      size = Infinity;
    }
    if (size > this.opts.maxActionChars) return this.refuse(client, new Refusal('too-large', `An action message is at most ${this.opts.maxActionChars} characters`));
    if (!isObject(message) || !isObject(message.action) || (message.n !== undefined && (typeof message.n !== 'number' || !Number.isSafeInteger(message.n)))) {
      return this.refuse(client, new Refusal('malformed', "Send { action, n? }: an action as legalActions lists it, and the update number it answers"));
    }
    if (!info?.seat) return this.refuse(client, new Refusal('not-seated', 'Spectators do not act'));
    const seat = info.seat;
    const msg = message as unknown as ActionMessage;
    this.enqueue(async () => {
      try {
        await this.play(seat, msg);
      } catch (err) {
        this.refuse(client, err instanceof Refusal ? err : new Refusal('store-failed', 'The action could not be saved; the game is unchanged'));
        if (!(err instanceof Refusal)) this.opts.log?.(`game ${this.roomId}: ${String(err)}`);
      }
    });
  }

  private async play(seat: PlayerId, msg: ActionMessage): Promise<void> {
    if (this.finished) throw new Refusal('game-over', 'The game is over');
    if (msg.n !== undefined && msg.n !== this.n) throw new Refusal('stale', `This action answers update ${msg.n}; the game is at ${this.n}`);
    // The seat is bound to the connection: an action names its actor, and it must be this seat.
    if (!('player' in msg.action) || msg.action.player !== seat) throw new Refusal('not-your-seat', `You hold seat ${seat}`, '4.5');
    const c = check(this.game, msg.action);
    if (!c.ok) throw new Refusal(c.error.code, c.error.message, c.error.rule);
    await this.commit(msg.action);
    await this.runBots();
  }

  /** Apply, store, then broadcast: no client sees a position the store does not hold. */
  private async commit(action: Action): Promise<void> {
    const { state, events } = apply(this.game, action);
    await this.opts.store.append(this.roomId, this.n, action);
    this.game = state;
    this.actions.push(action);
    this.lastEvents = events;
    if (state.over && !this.finished) {
      this.finished = true;
      await this.opts.store.finish(this.roomId, result(state));
      this.autoDispose = true;
      await this.updateMetadata();
    }
    this.broadcastUpdate();
  }

  /** Bots play while the decision is a bot's (a room bot, or the takeover bot on an absent player's seat). */
  private async runBots(): Promise<void> {
    for (;;) {
      if (this.finished) return;
      const p = pending(this.game);
      if (p.kind !== 'decision') return;
      const rec = this.seats.get(p.player);
      if (!rec || !(rec.bot || rec.botPlaying)) return;
      const action = this.botFor(p.player, rec.bot ?? this.opts.takeoverBot)(this.game, p.player);
      await this.commit(action);
      // Let clients' messages and other rooms in between two bot actions.
      if (this.opts.botDelayMs > 0) await new Promise((r) => this.clock.setTimeout(r, this.opts.botDelayMs));
      else await nextTurn();
    }
  }

  private botFor(seat: PlayerId, kind: BotKind): Bot {
    let b = this.bots.get(seat);
    if (!b) {
      // Its own seed, from the game's, so a random bot's choices tell nothing about the game's draws.
      b = kind === 'greedy' ? greedyBot() : randomBot(((this.config.seed ?? 0) ^ (0x9e3779b1 * (PLAYER_IDS.indexOf(seat) + 1))) >>> 0);
      this.bots.set(seat, b);
    }
    return b;
  }

  private broadcastUpdate(): void {
    // One text per seat, however many clients watch it.
    const cache = new Map<PlayerId | null, string>();
    for (const client of this.clients) {
      const info = this.infos.get(client.sessionId);
      if (!info) continue;
      let u = cache.get(info.seat);
      if (u === undefined) {
        u = this.updateText(info.seat, this.lastEvents);
        cache.set(info.seat, u);
      }
      client.send('update', u);
    }
  }

  /**
   * An update travels as JSON text: msgpack (Colyseus's encoding) packs a string in one copy,
   * while packing the deep view object costs several times JSON.stringify.
   */
  private updateText(seat: PlayerId | null, events: readonly GameEvent[]): string {
    return JSON.stringify(this.updateFor(seat, events));
  }

  /** Exactly what `seat` may know now (null: a spectator). */
  private updateFor(seat: PlayerId | null, events: readonly GameEvent[]): Update {
    const p = pending(this.game);
    const legal = seat && p.kind === 'decision' && p.player === seat ? legalActions(this.game, seat) : [];
    return {
      game: this.roomId,
      n: this.n,
      seat,
      view: seat ? view(this.game, seat) : publicView(this.game),
      events: seat ? eventsFor(events, seat) : publicEvents(events),
      prompt: seat ? describePending(this.game, seat) : publicPrompt(this.game),
      legal,
      choices: legal.length > 0 ? choiceSteps(legal, this.game, { byPirate: true }) : [],
      seats: this.seatInfo(),
      result: this.finished ? result(this.game) : null,
    };
  }

  private seatInfo(): SeatInfo[] {
    return [...this.seats.values()]
      .filter((r) => !this.isSystem(r.seat))
      .map((r) => ({ seat: r.seat, kind: r.bot ? 'bot' : r.hash ? 'human' : 'open', connected: r.bot !== null || r.connected, botPlaying: r.botPlaying }));
  }

  private async updateMetadata(): Promise<void> {
    const open = [...this.seats.values()].filter((r) => !r.bot && !r.hash && !this.isSystem(r.seat)).map((r) => r.seat);
    await this.setMetadata({ players: this.config.players, open, over: this.finished });
  }

  /** Token bucket per client: over the rate, the message is dropped and its sender told. */
  private limited(client: Client): boolean {
    const info = this.infos.get(client.sessionId);
    if (!info) return false;
    const now = Date.now();
    info.tokens = Math.min(this.opts.rateBurst, info.tokens + ((now - info.refilled) / 1000) * this.opts.ratePerSecond);
    info.refilled = now;
    if (info.tokens < 1) {
      this.refuse(client, new Refusal('rate-limited', `At most ${this.opts.ratePerSecond} messages a second`));
      return true;
    }
    info.tokens -= 1;
    return false;
  }

  private refuse(client: Client, r: Refusal): void {
    const e: ErrorMessage = { code: r.code, message: r.message, n: this.n, ...(r.rule ? { rule: r.rule } : {}) };
    client.send('error', e);
  }

  /** One thing at a time per room: actions, bot moves and takeovers run in arrival order. */
  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err: unknown) => this.opts.log?.(`game ${this.roomId}: ${String(err)}`));
  }
}
