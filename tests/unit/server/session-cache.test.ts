// The session memory's rule against races: a session read while a write was
// running is not kept, so the write's effect shows on the next call.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Config } from '../../../server/config';
import type { ResolvedSession } from '../../../server/core/module';
import { cacheSessions } from '../../../server/core/session-cache';
import type { DB } from '../../../server/db/schema';

const session: ResolvedSession = { sessionId: 1, actor: { id: 1, username: 'a', name: 'a', role: 'user', modules: [] } };
const db = {} as Kysely<DB>;
const config = {} as Config;

describe('cacheSessions', () => {
  it('reuses a resolved session until forget()', async () => {
    let calls = 0;
    const cache = cacheSessions(async () => { calls++; return session; });
    await cache.resolve(db, config, 'tok');
    await cache.resolve(db, config, 'tok');
    expect(calls).toBe(1);
    cache.forget();
    await cache.resolve(db, config, 'tok');
    expect(calls).toBe(2);
  });

  it('does not keep a session read while forget() happened', async () => {
    let calls = 0;
    let release!: () => void;
    const cache = cacheSessions(async () => {
      calls++;
      if (calls === 1) await new Promise<void>((r) => { release = r; });
      return session;
    });
    const pending = cache.resolve(db, config, 'tok');
    await Promise.resolve();
    cache.forget();
    release();
    expect(await pending).toBe(session);
    await cache.resolve(db, config, 'tok');
    expect(calls).toBe(2);
  });

  it('never remembers an unknown token, and expires entries', async () => {
    let answer: ResolvedSession | null = null;
    let calls = 0;
    const cache = cacheSessions(async () => { calls++; return answer; }, 20);
    expect(await cache.resolve(db, config, 'tok')).toBeNull();
    answer = session;
    expect(await cache.resolve(db, config, 'tok')).toBe(session);
    await new Promise((r) => setTimeout(r, 30));
    answer = null;
    expect(await cache.resolve(db, config, 'tok')).toBeNull();
    expect(calls).toBe(3);
  });
});
