// The ingest (POST /v3/exception/report): grouping by fingerprint (numbers, hex
// and ids stripped), batch and field limits (-1 naming the field, nothing
// written), the bot key and its scope, the group's counters after a batch, the
// cap of 100 kept events and the retention of EXCEPTION_RETENTION_DAYS.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../../server/modules/exceptions/fingerprint';
import { checkRollups } from '../../../server/rollups/check';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { botKey, reportEvent } from './fixtures';

describe.each(testBackends())('exception ingest (%s)', (backend) => {
  let t: TestApp;
  let key: string;
  let token: string;
  const report = (events: unknown[], k: string | null = key, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call('/v3/exception/report', { events }, { headers: k === null ? {} : { 'x-bot-key': k }, lang });
  const group = async (id: number) => (await t.call('/mdr/exceptions/get', { id }, { token })).data;
  const groupCount = async () => Number((await t.db.selectFrom('exception_groups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const stored = async (id: number) => Number((await t.db.selectFrom('exception_events').select((eb) => eb.fn.countAll().as('n'))
    .where('group_id', '=', id).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(backend);
    key = await botKey(t.db);
    const staff = await t.createStaff({ username: 'triage', modules: ['menu.exc'] });
    token = await t.login(staff.username, staff.password);
  });
  afterAll(() => t?.close());

  it('groups events whose messages and frames differ only in numbers, hex and ids', async () => {
    expect(normalise('Bad handle 0x7f3a9c at slot 12 for 550e8400-e29b-41d4-a716-446655440000 (req a1b2c3d4e5f6)'))
      .toBe('Bad handle <hex> at slot <n> for <id> (req <id>)');
    const base = { type: 'NetworkError', stack: 'NetworkError\n    at request (https://app/assets/api-3f9a1c2b.js:1:100)\n    at load (tooltip.js:10:5)' };
    const res = await report([
      reportEvent({ ...base, message: 'Request 1234 to item 0xdeadbeef failed for user 9f86d081884c7d65' }),
      reportEvent({ ...base, message: 'Request 77 to item 0x1f failed for user 2c26b46b68ffc68f',
        stack: 'NetworkError\n    at request (https://app/assets/api-77aa00ff.js:1:987)\n    at load (tooltip.js:12:9)' }),
      reportEvent({ ...base, message: 'Request 77 to item 0x1f timed out for user 2c26b46b68ffc68f' }),
      reportEvent({ ...base, type: 'TimeoutError', message: 'Request 1234 to item 0xdeadbeef failed for user 9f86d081884c7d65' }),
    ]);
    expect(res.code).toBe(1);
    const [a, b, c, d] = res.data.groupIds;
    expect(b).toBe(a);
    expect(new Set([a, c, d]).size).toBe(3);
    expect((await group(a)).title).toBe('NetworkError: Request <n> to item <hex> failed for user <id>');
  });

  it('refuses a batch of 101 and bad fields with -1 naming the field, writing nothing', async () => {
    const before = await groupCount();
    const big = await report(Array.from({ length: 101 }, () => reportEvent()));
    expect(big.code).toBe(-1);
    expect(big.data.errors[0].field).toBe('events');
    const cases: [unknown, string][] = [
      [{ ...reportEvent(), type: '   ' }, 'events.1.type'],
      [{ ...reportEvent(), appVersion: 'x'.repeat(51) }, 'events.1.appVersion'],
      [{ ...reportEvent(), os: undefined }, 'events.1.os'],
      [{ ...reportEvent(), secret: 'x' }, 'events.1.secret'],
      [{ ...reportEvent(), message: 42 }, 'events.1.message'],
    ];
    for (const [bad, field] of cases) {
      const res = await report([reportEvent(), bad], key, 'zh-CN');
      expect(res.code, field).toBe(-1);
      expect(res.data.errors.map((e: { field: string }) => e.field), field).toContain(field);
    }
    expect((await report([])).data.errors[0].field).toBe('events');
    expect(await groupCount()).toBe(before);
  });

  it('refuses a missing or unknown key (-3) and a key without exceptions:write (-2)', async () => {
    expect(await report([reportEvent()], null)).toMatchObject({ code: -3, status: 401 });
    expect((await report([reportEvent()], 'mdrb_nope')).code).toBe(-3);
    const reader = await botKey(t.db, ['tooltip:read']);
    expect(await report([reportEvent()], reader)).toMatchObject({ code: -2, message: 'This key may not call this endpoint (scope exceptions:write)' });
    const outsider = await t.createStaff({ username: 'guides', modules: ['mdr.wow.guide'] });
    const asGuide = await t.login(outsider.username, outsider.password);
    expect((await t.call('/mdr/exceptions/list', {}, { token: asGuide })).code).toBe(-2);
  });

  it('keeps counters, first / last seen, users, versions, breakdowns and the day count right after each batch', async () => {
    const e = (over: object) => reportEvent({ type: 'CounterError', ...over });
    const first = await report([
      e({ userId: 'u1', appVersion: '3.6.0' }), e({ userId: 'u2', appVersion: '3.5.1', os: 'iOS 18.1' }),
      e({ userId: 'u1', appVersion: '3.6.0' }), e({ appVersion: '3.6.0' }),
    ]);
    const id = first.data.groupIds[0];
    const g1 = await group(id);
    expect(g1).toMatchObject({ eventCount: 4, userCount: 2, appVersions: ['3.5.1', '3.6.0'], status: 'unresolved', regressed: false });
    expect(g1.daily.at(-1)).toBe(4);
    expect(g1.daily).toHaveLength(14);
    await report([e({ userId: 'u3', appVersion: '3.4.2' }), e({ userId: 'u2', appVersion: '3.6.0' })]);
    const g2 = await group(id);
    expect(g2).toMatchObject({ eventCount: 6, userCount: 3, appVersions: ['3.4.2', '3.5.1', '3.6.0'], firstSeen: g1.firstSeen });
    expect(new Date(g2.lastSeen).getTime()).toBeGreaterThan(new Date(g1.lastSeen).getTime());
    expect(g2.daily.at(-1)).toBe(6);
    expect(g2.versions).toEqual([{ value: '3.6.0', count: 4 }, { value: '3.4.2', count: 1 }, { value: '3.5.1', count: 1 }]);
    expect(g2.os).toEqual([{ value: 'Android 15', count: 5 }, { value: 'iOS 18.1', count: 1 }]);
    expect(g2.events).toHaveLength(6);
    expect(g2.events[0]).toMatchObject({ appVersion: '3.6.0', userId: 'u2', device: 'Xiaomi 14' });
    // what npm run rollups:check recomputes from the raw tables agrees with the kept counters
    const reports = (await checkRollups(t.db)).filter((r) => r.name.startsWith('exception'));
    expect(reports.map((r) => [r.name, r.differences])).toEqual([['exception_groups.user_count', []], ['exception_breakdowns', []]]);
  });

  it('keeps the newest 100 events of a group while counting every one', async () => {
    const batch = (tag: string) => Array.from({ length: 100 }, (_, i) => reportEvent({ type: 'CapError', message: `Index ${i} out of range`, device: `${tag} ${i}` }));
    const id = (await report(batch('first'))).data.groupIds[0];
    await report(batch('second'));
    // 200 stored > 100 + slack: trimmed to the newest 100, all of the second batch
    expect(await stored(id)).toBe(100);
    const devices = await t.db.selectFrom('exception_events').select('device').where('group_id', '=', id).execute();
    expect(devices.filter((m) => !m.device.startsWith('second'))).toEqual([]);
    await report(batch('third').slice(0, 30));
    expect(await stored(id)).toBeLessThanOrEqual(150);
    const g = await group(id);
    expect(g.eventCount).toBe(230);
    expect(g.events[0].device).toBe('third 29');
  });

  it('removes events older than EXCEPTION_RETENTION_DAYS (90) and keeps younger ones', async () => {
    const id = (await report([reportEvent({ type: 'RetentionError' })])).data.groupIds[0];
    const old = async (days: number) => (await t.db.insertInto('exception_events').values({
      group_id: id, message: `${days} days old`, created_at: sql<Date>`now() - make_interval(days => ${days})`,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const expired = await old(91);
    const kept = await old(89);
    await report([reportEvent({ type: 'SomethingElse' })]);
    const left = (await t.db.selectFrom('exception_events').select('id').where('group_id', '=', id).execute()).map((r) => r.id);
    expect(left).not.toContain(expired);
    expect(left).toContain(kept);
    expect((await group(id)).eventCount).toBe(1);
  });
});
