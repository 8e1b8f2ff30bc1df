// Receiving PostgreSQL notifications (LISTEN/NOTIFY) from either backend, for
// the cross-instance event bus (server/core/events.ts). Sending needs nothing
// here: `SELECT pg_notify(channel, payload)` on any connection or transaction
// (delivered when that transaction commits, to every listening session, the
// sender's own included).
//
// PostgreSQL: one dedicated connection outside the pool (a pooled one would be
// handed to queries and lose its LISTENs), opened at the first listen(),
// pinged so a silently dead link is noticed, and reopened after any loss with
// its channels listened again. Notifications sent while it was down are lost:
// `onGap` tells the subscribers, who must drop whatever they derived from them.
// PGlite: the embedded database is one session in this process, so every app
// built on it shares this one object and its LISTENs.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

type Handler = (channel: string, payload: string) => void;

export interface Notifications {
  /** LISTEN on `channel` (idempotent); resolves once it is in effect. */
  listen(channel: string): Promise<void>;
  /** Every notification of a listened channel; returns the way to stop. */
  onMessage(handler: Handler): () => void;
  /** Notifications may have been missed (the listening connection was lost and is back). */
  onGap(handler: () => void): () => void;
  /** Notifications are arriving: the connection is up and every channel listened. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** The set of callbacks both kinds keep. */
function fanOut() {
  const messages = new Set<Handler>();
  const gaps = new Set<() => void>();
  const add = <T>(set: Set<T>, h: T) => { set.add(h); return () => { set.delete(h); }; };
  return {
    onMessage: (h: Handler) => add(messages, h),
    onGap: (h: () => void) => add(gaps, h),
    message(channel: string, payload: string) { for (const h of messages) h(channel, payload); },
    gap() { for (const h of gaps) h(); },
  };
}

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a notification channel name: ${channel}`);
}

/** PGlite: LISTEN goes through Kysely (its dialect's lock keeps it out of another request's transaction). */
export function pgliteNotifications(pglite: PGlite, db: Kysely<DB>): Notifications {
  const fan = fanOut();
  const listened = new Set<string>();
  const stop = pglite.onNotification((channel, payload) => { if (listened.has(channel)) fan.message(channel, payload); });
  return {
    async listen(channel) {
      checkChannel(channel);
      if (listened.has(channel)) return;
      await sql.raw(`LISTEN ${channel}`).execute(db);
      listened.add(channel);
    },
    onMessage: fan.onMessage,
    onGap: fan.onGap,
    live: true,
    async close() { stop(); },
  };
}

export interface ListenerTiming {
  /** how often the listening connection is pinged */
  pingMs: number;
  /** first wait before reconnecting; doubles up to maxBackoffMs */
  backoffMs: number;
  maxBackoffMs: number;
}
const TIMING: ListenerTiming = { pingMs: 10_000, backoffMs: 100, maxBackoffMs: 5_000 };

/** PostgreSQL: a dedicated client, reopened (with every channel listened again) whenever it is lost. */
export function postgresNotifications(url: string, timing: ListenerTiming = TIMING): Notifications {
  return new PostgresListener(url, timing);
}

class PostgresListener implements Notifications {
  readonly #fan = fanOut();
  readonly #channels = new Set<string>();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #live = false;
  #closed = false;
  #everConnected = false;
  #backoff: number;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;
  // pg answers one query at a time per client: the listener's LISTENs (several channels at start) and
  // pings wait their turn here, not in pg's own queue (deprecated, and gone in pg 9)
  #turn: Promise<unknown> = Promise.resolve();
  readonly onMessage = this.#fan.onMessage;
  readonly onGap = this.#fan.onGap;

  constructor(private readonly url: string, private readonly timing: ListenerTiming) {
    this.#backoff = timing.backoffMs;
  }

  get live(): boolean {
    return this.#live;
  }

  async listen(channel: string): Promise<void> {
    checkChannel(channel);
    if (this.#channels.has(channel) && this.#client) return;
    this.#channels.add(channel);
    const c = await this.#connect();
    await this.#inTurn(c, `LISTEN ${channel}`);
  }

  #inTurn(c: pg.Client, text: string): Promise<unknown> {
    const done = this.#turn.then(() => c.query(text));
    this.#turn = done.catch(() => {});
    return done;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    const c = this.#client ?? (await this.#connecting?.catch(() => null)) ?? null;
    this.#client = null;
    await c?.end().catch(() => {});
  }

  /** The connection dropped or stopped answering: not live until it is open again, after a growing wait. */
  #lost(c: pg.Client): void {
    if (this.#client !== c) return;
    this.#client = null;
    this.#live = false;
    clearInterval(this.#ping);
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    this.#retryLater();
  }

  #retryLater(): void {
    if (!this.#closed) this.#retry = setTimeout(() => void this.#connect().catch(() => {}), this.#backoff);
    this.#backoff = Math.min(this.#backoff * 2, this.timing.maxBackoffMs);
  }

  /** A link that does not answer within pingMs (a dead peer sends no reset) counts as lost. */
  #pingOrDrop(c: pg.Client): void {
    const timer = setTimeout(() => this.#lost(c), this.timing.pingMs).unref();
    this.#inTurn(c, 'SELECT 1').then(() => clearTimeout(timer), () => this.#lost(c));
  }

  async #open(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: 'mdr-listener' });
    c.on('error', () => this.#lost(c));
    c.on('end', () => this.#lost(c));
    c.on('notification', (n) => { if (this.#channels.has(n.channel)) this.#fan.message(n.channel, n.payload ?? ''); });
    try {
      await c.connect();
      for (const channel of this.#channels) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      throw err;
    }
    return c;
  }

  #connect(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= this.#open().then((c) => this.#opened(c), (err: unknown) => {
      this.#connecting = null;
      if (this.#everConnected) this.#retryLater(); // a first failure is the caller's (the app does not start)
      throw err;
    });
    return this.#connecting;
  }

  #opened(c: pg.Client): pg.Client {
    this.#connecting = null;
    if (this.#closed) {
      c.end().catch(() => {});
      throw new Error('notifications closed');
    }
    this.#client = c;
    this.#live = true;
    this.#backoff = this.timing.backoffMs;
    this.#ping = setInterval(() => this.#pingOrDrop(c), this.timing.pingMs).unref();
    if (this.#everConnected) this.#fan.gap(); // back after a loss: what was sent meanwhile is gone
    this.#everConnected = true;
    return c;
  }
}
