// A short-lived, in-process memory of resolved sessions, so that a read (a list
// page, a record) does not look its token up again on every call: the token →
// session → staff account query was one of the three statements of a list call
// (docs/performance.md).
//
// Revocation stays immediate in this process: every call to a route not marked
// `readOnly` (sign-out, a staff account's change, step-up, any command) empties
// the memory when it starts and again when it has answered (its transaction is
// committed then), and an answer read from the database while such a call was
// running is not kept. Only resource reads are marked readOnly
// (server/resources/routes.ts). A change made outside this process (another
// server, the CLI, SQL by hand) is seen within SESSION_CACHE_MS.
import type { ResolvedSession, SessionResolver } from './module';

/** How long a resolved session is reused: far below the minute that last_seen_at is kept to. */
export const SESSION_CACHE_MS = 5_000;
/** More distinct tokens than this within SESSION_CACHE_MS: start over rather than grow. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  resolve: SessionResolver;
  /** Forgets every session, and keeps none read before now. */
  forget(): void;
}

export function cacheSessions(resolve: SessionResolver, ttlMs = SESSION_CACHE_MS): SessionCache {
  const entries = new Map<string, { session: ResolvedSession; until: number }>();
  let generation = 0;
  return {
    async resolve(db, config, token) {
      if (!token) return resolve(db, config, token);
      const hit = entries.get(token);
      if (hit && hit.until > Date.now()) return hit.session;
      const seen = generation;
      const session = await resolve(db, config, token);
      if (!session) entries.delete(token);
      else if (seen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(token, { session, until: Date.now() + ttlMs });
      }
      return session;
    },
    forget() {
      generation++;
      entries.clear();
    },
  };
}
