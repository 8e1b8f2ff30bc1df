// The values a declaration gives the scaffold's seed steps and test samples (server/seed/declared.ts,
// tests/api/helpers/declared-samples.ts), on a declared resource of the repository: demo values of the
// declared kinds that the table takes, the row's own columns kept; create data the API accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_LINKS } from '../../../contract/promotion_links';
import { withDeclared } from '../../../server/seed/declared';
import { Rng } from '../../../server/seed/rng';
import { createTestApp, type TestApp } from '../helpers';
import { sampleData } from '../helpers/declared-samples';

describe('values read off a declaration', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const staff = await t.createStaff({ username: 'marketer', modules: ['mdr.channel.promotion'] });
    token = await t.login('marketer', staff.password);
  });
  afterAll(() => t?.close());

  it('fills the written fields a seed row leaves out (not a patterned text), keeps its own, and the table takes them', async () => {
    const random = new Rng(7);
    const rows: Record<string, unknown>[] = Array.from({ length: 20 }, (_, i) =>
      withDeclared(PROMOTION_LINKS, random, new Date(), { name: `Link ${i}`, code: `seed${i}`, target_url: 'https://wow.example.com/' }));
    for (const row of rows) {
      expect(Object.keys(PROMOTION_LINKS.fields.channel.values)).toContain(row.channel);
      expect(row).toMatchObject({ paused: expect.any(Boolean), name: expect.stringMatching(/^Link \d+$/), target_url: 'https://wow.example.com/' });
    }
    expect(new Set(rows.map((r) => r.paused))).toEqual(new Set([true, false]));
    expect(withDeclared(PROMOTION_LINKS, random, new Date(), { name: 'x' })).not.toHaveProperty('target_url');
    const ids = await t.db.insertInto('promotion_links').values(rows as never[]).returning('id').execute();
    expect(ids).toHaveLength(20);
  });

  it('gives create data the API accepts', async () => {
    const res = await t.call('/mdr/promotion_links/create', { data: sampleData(PROMOTION_LINKS, { code: 'sampled' }) }, { token });
    expect(res.code, res.message).toBe(1);
    expect(res.data).toMatchObject({ code: 'sampled', channel: 'bilibili', paused: false });
  });
});
