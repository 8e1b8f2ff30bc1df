// The event bus between instances: `app.events` (the plugin `mdr-events`).
// publish(channel, payload) reaches every subscriber of `channel` in every
// instance on the same database, this one included; it travels as a
// PostgreSQL notification (LISTEN/NOTIFY on channel `mdr_<channel>`), the
// same on PGlite. Published inside a transaction (`executor`), it is delivered
// only if and when that transaction commits. Payloads are small JSON (ids, not
// records: PostgreSQL caps a notification at 8000 bytes, this bus at 1000):
// a subscriber reads what it needs from the database.
//
// Delivery is at most once: a notification sent while an instance's listening
// connection was down is lost to it. `live` says whether notifications are
// arriving; `onGap` fires when they may have been missed, and a subscriber that
// keeps anything derived from them (a memory, a client's live counts) must
// drop or resend it then. Docs: docs/architecture.md, "Events between instances".
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Notifications } from '../db/notifications';

export type EventPayload = Record<string, unknown>;
export type EventHandler = (payload: EventPayload) => void;

export interface EventBus {
  /** this process's id, random at each start (the `x-instance-id` answer header) */
  readonly instanceId: string;
  /** notifications are arriving (always true for a bus confined to its process) */
  readonly live: boolean;
  /** Sends `payload` to every instance's subscribers of `channel`, when `executor`'s transaction commits. */
  publish(channel: string, payload: EventPayload, executor?: Kysely<DB> | Transaction<DB>): Promise<void>;
  /** Calls `handler` with each payload on `channel`; returns the way to stop. In effect once the app is ready. */
  subscribe(channel: string, handler: EventHandler): () => void;
  /** Calls `handler` when events may have been missed (the connection to the database was lost and is back). */
  onGap(handler: () => void): () => void;
  /** Resolves once every subscription so far is in effect (the app's ready() waits for it). */
  ready(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** The largest payload, as JSON bytes. */
export const MAX_PAYLOAD_BYTES = 1000;
const CHANNEL = /^[a-z][a-z0-9_]{0,40}$/;
const PREFIX = 'mdr_';

function encode(channel: string, payload: EventPayload): string {
  if (!CHANNEL.test(channel)) throw new Error(`event channel must match ${CHANNEL}: ${channel}`);
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`event payload over ${MAX_PAYLOAD_BYTES} bytes on ${channel}: send ids, not records`);
  return text;
}

interface BusParts {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  /** the database's notifications; absent: events stay in this process (an app built for a command or a script) */
  notifications?: Notifications;
}

/** The subscribers of each channel, each called apart so one failing does not stop the others. */
function subscribers(log: FastifyBaseLogger) {
  const handlers = new Map<string, Set<EventHandler>>();
  return {
    handlers,
    deliver(channel: string, payload: EventPayload) {
      for (const handler of handlers.get(channel) ?? []) {
        try {
          handler(payload);
        } catch (err) {
          log.error({ err, channel }, 'event handler failed');
        }
      }
    },
  };
}

/** The database's notifications of our channels, parsed, to `deliver`; returns the way to stop. */
function relay(notifications: Notifications, log: FastifyBaseLogger, deliver: (channel: string, payload: EventPayload) => void) {
  return notifications.onMessage((pgChannel, text) => {
    if (!pgChannel.startsWith(PREFIX)) return;
    let payload: EventPayload;
    try {
      payload = JSON.parse(text) as EventPayload;
    } catch {
      log.warn({ channel: pgChannel }, 'event payload is not JSON: dropped');
      return;
    }
    deliver(pgChannel.slice(PREFIX.length), payload);
  });
}

export function createEventBus({ db, log, notifications }: BusParts): EventBus & { close(): void } {
  const { handlers, deliver } = subscribers(log);
  const gaps = new Set<() => void>();
  const pending = new Set<Promise<void>>();
  const stops = notifications
    ? [relay(notifications, log, deliver), notifications.onGap(() => { for (const g of gaps) g(); })]
    : [];
  const listen = (channel: string) => {
    if (!notifications) return;
    // until LISTEN is in effect the bus is not live; a failure keeps it so and fails ready()
    const listening: Promise<void> = notifications.listen(PREFIX + channel).then(() => { pending.delete(listening); });
    listening.catch(() => {});
    pending.add(listening);
  };

  return {
    instanceId: randomUUID().slice(0, 8),
    get live() { return pending.size === 0 && (notifications?.live ?? true); },
    async publish(channel, payload, executor = db) {
      const text = encode(channel, payload);
      if (!notifications) {
        setImmediate(() => deliver(channel, JSON.parse(text) as EventPayload));
        return;
      }
      await sql`SELECT pg_notify(${PREFIX + channel}, ${text})`.execute(executor);
    },
    subscribe(channel, handler) {
      encode(channel, {});
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        listen(channel);
      }
      handlers.get(channel)!.add(handler);
      return () => { handlers.get(channel)?.delete(handler); };
    },
    onGap(handler) {
      gaps.add(handler);
      return () => { gaps.delete(handler); };
    },
    ready: async () => { await Promise.all([...pending]); },
    close() {
      for (const stop of stops) stop();
      handlers.clear();
      gaps.clear();
    },
  };
}

/** `app.events`, subscriptions in effect by `ready()`, handlers dropped on `close()`; the `x-instance-id` header. */
export const eventsPlugin = fp<{ notifications?: Notifications }>(async (app, { notifications }) => {
  const bus = createEventBus({ db: app.db, log: app.log, notifications });
  app.decorate('events', bus);
  app.addHook('onRequest', async (_request, reply) => { reply.header('x-instance-id', bus.instanceId); });
  app.addHook('onReady', () => bus.ready());
  app.addHook('onClose', async () => bus.close());
}, { name: 'mdr-events', fastify: '5.x' });
