// A bulk job lets the app answer between its records (server/core/breathe.ts):
// on PGlite a record's queries settle without any I/O, so a job run record
// after record once held the event loop until its last record, /health
// included. Timers stand for every other request here: one fires between
// records, not only after the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertUser } from '../users/fixtures';

const RECORDS = 40;
const FINAL = ['done', 'cancelled', 'stopped'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('a bulk job and the rest of the app (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (let i = 0; i < RECORDS; i++) await insertUser(t.db);
    const staff = await t.createStaff({ username: 'moderator', role: '*' });
    token = await t.login(staff.username, staff.password);
  });
  afterAll(() => t?.close());

  it('lets timers run between its records, so other calls are answered while it runs', async () => {
    let tried = 0;
    t.app.jobs.beforeItem = async () => {
      tried++;
    };
    const seen = new Set<number>(); // how many records had been tried each time a timer fired
    let ticking = true;
    const tick = () => {
      seen.add(tried);
      if (ticking) setTimeout(tick, 0);
    };
    tick();
    const started = await t.call('/mdr/jobs/users/mute', { reason: 'spam', hours: 24 }, { token, lang: 'en-US' });
    expect(started.code, started.message).toBe(1);
    let state = '';
    for (let i = 0; i < 600 && !FINAL.includes(state); i++) {
      await sleep(50);
      state = (await t.db.selectFrom('bulk_jobs').select('state').where('id', '=', started.data.id).executeTakeFirstOrThrow()).state;
    }
    ticking = false;
    expect(state).toBe('done');
    expect(tried).toBe(RECORDS);
    const midway = [...seen].filter((n) => n > 0 && n < RECORDS);
    expect(midway.length, `timers fired after ${[...seen].join(', ')} records`).toBeGreaterThan(RECORDS / 4);
  });
});
