// The event bus between instances (server/core/events.ts): what one app
// publishes reaches every app on the same database, itself included; inside a
// transaction only once it commits, never when it rolls back; payloads stay
// small ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../server/core/events';
import { createTestApp, testBackends, type TestApp } from '../helpers';

/** Resolves with the payloads `channel` delivered to `app` once `count` arrived (rejects after 5 s). */
function collect(app: TestApp, channel: string) {
  const got: EventPayload[] = [];
  app.app.events.subscribe(channel, (p) => got.push(p));
  return {
    got,
    async until(count: number): Promise<EventPayload[]> {
      const deadline = Date.now() + 5_000;
      while (got.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      return got;
    },
  };
}

describe.each(testBackends())('events between instances on %s', (backend) => {
  let a: TestApp;
  let b: TestApp;

  // two apps on one database: seconds quiet, past the 60 s hook limit at load 25
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend, { sameDatabaseAs: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('reaches every instance, the publisher included', async () => {
    const [onA, onB] = [collect(a, 'test_fanout'), collect(b, 'test_fanout')];
    await Promise.all([a.app.events.ready(), b.app.events.ready()]);
    await a.app.events.publish('test_fanout', { id: 7 });
    expect(await onB.until(1)).toEqual([{ id: 7 }]);
    expect(await onA.until(1)).toEqual([{ id: 7 }]);
  });

  it('inside a transaction: delivered when it commits, never when it rolls back', async () => {
    const onB = collect(b, 'test_tx');
    await b.app.events.ready();
    await expect(a.db.transaction().execute(async (trx) => {
      await a.app.events.publish('test_tx', { id: 1 }, trx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await a.db.transaction().execute(async (trx) => {
      await a.app.events.publish('test_tx', { id: 2 }, trx);
      await new Promise((r) => setTimeout(r, 100));
      expect(onB.got).toEqual([]); // not before the commit
    });
    expect(await onB.until(1)).toEqual([{ id: 2 }]);
    await a.app.events.publish('test_tx', { id: 3 });
    expect(await onB.until(2)).toEqual([{ id: 2 }, { id: 3 }]); // and the rolled-back one never came
  });

  it('refuses a record-sized payload and a channel name the database would not take', async () => {
    await expect(a.app.events.publish('test_big', { html: 'x'.repeat(2_000) })).rejects.toThrow(/ids, not records/);
    expect(() => a.app.events.subscribe('Bad-Name', () => {})).toThrow(/channel/);
  });
});
