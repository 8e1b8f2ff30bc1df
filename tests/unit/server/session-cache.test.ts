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

  it('calls arriving during a lookup share it; a call after forget() looks up again', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const cache = cacheSessions(async () => { calls++; await gate; return session; });
    const first = cache.resolve(db, config, 'tok');
    const second = cache.resolve(db, config, 'tok');
    cache.forget(); // a write started: what was being read may predate it
    const third = cache.resolve(db, config, 'tok');
    release();
    expect(await Promise.all([first, second, third])).toEqual([session, session, session]);
    expect(calls).toBe(2);
  });

  it('never remembers an unknown token, and expires entries', async () => {
    let answer: ResolvedSession | null = null;
    let calls = 0;
    const cache = cacheSessions(async () => { calls++; return answer; }, { ttlMs: 20 });
    expect(await cache.resolve(db, config, 'tok')).toBeNull();
    answer = session;
    expect(await cache.resolve(db, config, 'tok')).toBe(session);
    await new Promise((r) => setTimeout(r, 30));
    answer = null;
    expect(await cache.resolve(db, config, 'tok')).toBeNull();
    expect(calls).toBe(3);
  });

  describe('with the event bus', () => {
    /** A bus whose announcements and liveness the test drives. */
    function fakeBus() {
      const handlers: ((p: Record<string, unknown>) => void)[] = [];
      const gaps: (() => void)[] = [];
      return {
        live: true,
        subscribe: (channel: string, h: (p: Record<string, unknown>) => void) => { expect(channel).toBe('sessions'); handlers.push(h); return () => {}; },
        onGap: (h: () => void) => { gaps.push(h); return () => {}; },
        announce: (p: Record<string, unknown>) => handlers.forEach((h) => h(p)),
        gap: () => gaps.forEach((g) => g()),
      };
    }
    const of = (id: number): ResolvedSession => ({ sessionId: id, actor: { ...session.actor, id } });
    const counting = () => {
      const calls: string[] = [];
      return { calls, resolve: async (_db: unknown, _c: unknown, token?: string) => { calls.push(token!); return of(Number(token!.slice(1))); } };
    };

    it("drops only the announced member's sessions; any other announcement drops all", async () => {
      const bus = fakeBus();
      const { calls, resolve } = counting();
      const cache = cacheSessions(resolve, { events: bus });
      for (const t of ['t1', 't2', 't1', 't2']) await cache.resolve(db, config, t);
      expect(calls).toEqual(['t1', 't2']);
      bus.announce({ admin: 1 });
      for (const t of ['t1', 't2']) await cache.resolve(db, config, t);
      expect(calls).toEqual(['t1', 't2', 't1']);
      bus.announce({ all: true });
      for (const t of ['t1', 't2']) await cache.resolve(db, config, t);
      expect(calls).toEqual(['t1', 't2', 't1', 't1', 't2']);
    });

    it('keeps nothing while the bus is not live, and forgets everything on a gap', async () => {
      const bus = fakeBus();
      const { calls, resolve } = counting();
      const cache = cacheSessions(resolve, { events: bus });
      /** Resolves t1 `times` times in a row; answers how many reached the database. */
      const lookups = async (times: number) => {
        const before = calls.length;
        for (let i = 0; i < times; i++) await cache.resolve(db, config, 't1');
        return calls.length - before;
      };
      expect(await lookups(1)).toBe(1);
      bus.live = false;
      expect(await lookups(2)).toBe(2);
      bus.live = true;
      expect(await lookups(2)).toBe(1);
      bus.gap();
      expect(await lookups(1)).toBe(1);
    });

    it('does not keep a session read while an announcement arrived', async () => {
      const bus = fakeBus();
      let release!: () => void;
      let calls = 0;
      const cache = cacheSessions(async () => {
        if (++calls === 1) await new Promise<void>((r) => { release = r; });
        return of(9);
      }, { events: bus });
      const pending = cache.resolve(db, config, 't9');
      await Promise.resolve();
      bus.announce({ admin: 2 });
      release();
      await pending;
      await cache.resolve(db, config, 't9');
      expect(calls).toBe(2);
    });
  });
});
