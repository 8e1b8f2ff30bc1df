// A short-lived, in-process memory of resolved sessions, so that a read (a list
// page, a record) does not look its token up again on every call: the token →
// session → staff account query was one of the three statements of a list call
// (docs/performance.md).
//
// Revocation stays immediate in this process: every call to a route that may
// write what a session resolves from (sign-out, a staff account's change,
// step-up, a role's keys: any route not marked `readOnly` or `keepsSessions`)
// empties the memory when it starts and again when it has answered (its
// transaction is committed then), and an answer read from the database while
// such a call was running is not kept. Resource reads are marked readOnly, and
// the writes of resources over other tables keepsSessions
// (server/resources/routes.ts).
//
// Between instances: a committed change to a session, a staff account or a
// role's keys — made by any instance, a command or SQL by hand — is announced
// by the database itself on the `sessions` event channel (triggers in
// server/db/migrations/0022_session_events.sql), and every instance drops the
// copies it names. Nothing is kept while those announcements may not arrive
// (the bus is not live), and everything is dropped when some may have been
// missed (a gap), so a copy is never older than the last announcement.
import type { EventBus, EventPayload } from './events';
import type { ResolvedSession } from './module';
import type { SessionResolver } from './module';

/** How long a resolved session is reused: far below the minute that last_seen_at is kept to. */
export const SESSION_CACHE_MS = 5_000;
/** More distinct tokens than this within SESSION_CACHE_MS: start over rather than grow. */
const MAX_ENTRIES = 10_000;
/**
 * The tables a resolved session is read from, whose changes the database
 * announces (server/db/migrations/0022_session_events.sql). A route that
 * writes none of them keeps the memory (hooks.ts `keepsSessions`).
 */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['admins', 'sessions', 'roles']);
/** The event channel the database announces session changes on. */
export const SESSIONS_CHANNEL = 'sessions';

export interface SessionCache {
  resolve: SessionResolver;
  /** Forgets every session, and keeps none read before now. */
  forget(): void;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  /** the bus that carries the database's announcements; absent: this process's own changes only */
  events?: Pick<EventBus, 'live' | 'subscribe' | 'onGap'>;
}

export function cacheSessions(resolve: SessionResolver, { ttlMs = SESSION_CACHE_MS, events }: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, { session: ResolvedSession; until: number }>();
  // A lookup under way, joined by the calls of the same token that arrive
  // meanwhile (when the copy expires, every call in flight would otherwise
  // look it up at once); only within one generation, so a call that starts
  // after a forget or an announcement never gets an answer read before it.
  const pending = new Map<string, { generation: number; session: Promise<ResolvedSession | null> }>();
  let generation = 0;
  const forget = () => {
    generation++;
    entries.clear();
    pending.clear();
  };
  /** An announcement: {"admin": id} drops that member's sessions, anything else all of them. */
  const drop = (payload: EventPayload) => {
    generation++; // a session being read meanwhile may predate the change: not kept
    pending.clear();
    if (typeof payload.admin !== 'number') return entries.clear();
    // a session previewing that member (server/modules/session/preview.ts) resolves to their grant too
    const names = ({ actor }: ResolvedSession) => actor.id === payload.admin || (actor.preview?.kind === 'member' && actor.preview.id === payload.admin);
    for (const [token, { session }] of entries) if (names(session)) entries.delete(token);
  };
  events?.subscribe(SESSIONS_CHANNEL, drop);
  events?.onGap(forget);
  return {
    async resolve(db, config, token) {
      if (!token) return resolve(db, config, token);
      if (!(events?.live ?? true)) forget();
      const hit = entries.get(token);
      if (hit && hit.until > Date.now()) return hit.session;
      const seen = generation;
      const joined = pending.get(token);
      if (joined && joined.generation === seen) return joined.session;
      const lookup = resolve(db, config, token);
      pending.set(token, { generation: seen, session: lookup });
      let session: ResolvedSession | null;
      try {
        session = await lookup;
      } finally {
        if (pending.get(token)?.session === lookup) pending.delete(token);
      }
      if (!session) entries.delete(token);
      else if (seen === generation && (events?.live ?? true)) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(token, { session, until: Date.now() + ttlMs });
      }
      return session;
    },
    forget,
  };
}
