// Every figure of the workplace's count cards against the list it opens
// (contract/workplace.ts, the table the panel links through), generated over
// the cards: records of every resource in every state, some moved to just
// before and just after Beijing midnight today (and orders to the month's
// edges), then, card by card and figure by figure, the list with the figure's
// filter — asked for an exact total, as the panel asks — holds exactly the
// figure: as many rows, or (income) as much money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CONTRACTS } from '../../../contract';
import { beijingMonthStart, beijingToday } from '../../../contract/days';
import { COUNT_CARD_LISTS } from '../../../contract/workplace';
import { checkRollups } from '../../../server/rollups/check';
import { listTotals } from '../../../server/resources/service';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { loadSamples } from '../helpers/samples';

const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(testBackends())('workplace figures and their lists (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const exactUpTo = listTotals.exactUpTo;

  /** Every row the list gives for `filter`, page by page. */
  async function allRows(resource: string, filter: object): Promise<Record<string, number>[]> {
    const rows: Record<string, number>[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call(`/mdr/${resource}/list`, { page, pageSize: 100, filter, exactTotal: true }, { token });
      expect(res.code, JSON.stringify(res.data)).toBe(1);
      rows.push(...res.data.list);
      if (res.data.list.length < 100) return rows;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const boss = await t.createStaff({ username: 'boss', role: '*' });
    token = await t.login('boss', boss.password);
    const samples = await loadSamples(t.db);
    for (const { resource } of Object.values(COUNT_CARD_LISTS)) {
      for (const state of CONTRACTS[resource].states ?? [undefined]) {
        for (let i = 0; i < 3; i++) await samples[resource].insert(state);
      }
    }
    // rows on both sides of today's Beijing midnight (UTC reads both as one day at some hours)
    const today = beijingToday();
    const { rows } = await sql<{ source: string; created_col: string }>`SELECT source, created_col FROM rollup_sources WHERE created_col <> ''`.execute(t.db);
    for (const { source, created_col: column } of rows) {
      await sql`UPDATE ${sql.table(source)} SET ${sql.ref(column)} = ${at(dayBefore(today), '23:59:30')} WHERE id % 3 = 0`.execute(t.db);
      await sql`UPDATE ${sql.table(source)} SET ${sql.ref(column)} = ${at(today, '00:00:30')} WHERE id % 3 = 1`.execute(t.db);
      // a creation time never moves (0010_rollups.sql): count the days as if the rows had been written then
      await sql`DELETE FROM rollup_daily WHERE metric = ${`new.${source}`}`.execute(t.db);
      await sql`INSERT INTO rollup_daily (metric, day, value) SELECT ${`new.${source}`}, mdr_beijing_day(${sql.ref(column)}), count(*)
        FROM ${sql.table(source)} GROUP BY 2`.execute(t.db);
    }
    // orders paid on the month's edges and just before today
    const month = beijingMonthStart();
    await sql`UPDATE orders SET paid_at = ${at(dayBefore(month), '23:59:30')} WHERE paid_at IS NOT NULL AND id % 4 = 0`.execute(t.db);
    await sql`UPDATE orders SET paid_at = ${at(month, '00:00:30')} WHERE paid_at IS NOT NULL AND id % 4 = 1`.execute(t.db);
    await sql`UPDATE orders SET paid_at = ${at(dayBefore(today), '23:59:30')} WHERE paid_at IS NOT NULL AND id % 4 = 2`.execute(t.db);
    // the figures are what the rollups' own recomputation finds (npm run rollups:check)
    expect((await checkRollups(t.db)).flatMap((r) => r.differences)).toEqual([]);
    // lists count exactly up to 2 unless asked: the figures' lists must ask
    listTotals.exactUpTo = 2;
  }, 120_000);
  afterAll(async () => {
    listTotals.exactUpTo = exactUpTo;
    await t?.close();
  });

  it.each(Object.entries(COUNT_CARD_LISTS))('%s: each figure is what its list holds', async (card, { resource, figures }) => {
    const answer = await t.call(`/mdr/dashboard/${card}`, {}, { token });
    expect(answer.code).toBe(1);
    for (const [name, list] of Object.entries(figures)) {
      const figure = (list.of ?? [name]).reduce((a, n) => a + (answer.data.figures[n] ?? 0), 0);
      const filter = list.filter(Date.now());
      if (list.measure === 'income') {
        const rows = await allRows(resource, filter);
        expect(rows.reduce((a, r) => a + r.amountCents - r.refundedCents, 0), `${card}.${name}`).toBe(figure);
        continue;
      }
      const res = await t.call(`/mdr/${resource}/list`, { page: 1, pageSize: 1, filter, exactTotal: true }, { token });
      expect(res.code, JSON.stringify(res.data)).toBe(1);
      expect(res.data, `${card}.${name}`).toMatchObject({ total: figure });
      expect(res.data.totalIsEstimate, `${card}.${name}`).toBeUndefined();
    }
  });

  it('a list not asked for an exact total estimates past its bound; asked, it counts', async () => {
    const figures = (await t.call('/mdr/dashboard/articles', {}, { token })).data.figures;
    expect(figures.total).toBeGreaterThan(2);
    const plain = await t.call('/mdr/articles/list', { page: 1, pageSize: 1 }, { token });
    expect(plain.data.totalIsEstimate).toBe(true);
    const exact = await t.call('/mdr/articles/list', { page: 1, pageSize: 1, exactTotal: true }, { token });
    expect(exact.data).toMatchObject({ total: figures.total });
    expect(exact.data.totalIsEstimate).toBeUndefined();
  });
});
