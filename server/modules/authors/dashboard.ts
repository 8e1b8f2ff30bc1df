// The authors' workplace cards: authors in each state (pending = applications
// waiting), and the top-10 authors by paid orders and by income (orders'
// rollup_author_rank, server/modules/orders/migrations/0018_rollups_orders.sql);
// the ranking by income only for readers who see the authors' money.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DashboardCard } from '../../core/module';
import { countCard, rankingCard } from '../../rollups/cards';

const top = (by: 'orders' | 'income_cents') => async (db: Kysely<DB>, period: string) => {
  const { rows } = await sql<{ id: number; name: string; value: string }>`
    SELECT r.author_id AS id, a.pen_name AS name, r.${sql.ref(by)} AS value
    FROM rollup_author_rank r JOIN authors a ON a.id = r.author_id
    WHERE r.period = ${period} AND r.${sql.ref(by)} > 0
    ORDER BY r.${sql.ref(by)} DESC, r.author_id LIMIT 10`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, value: Number(r.value) }));
};

export const authorCards: DashboardCard[] = [
  countCard('authors', 'mdr.wow.author', 'Authors: in all and in each state (pending: applications waiting)', 'authors', false),
  {
    ...rankingCard('top_authors', 'mdr.wow.author', 'Top-10 authors by paid orders and by income (net of refunds), all time or this month',
      { byOrders: top('orders'), byIncome: top('income_cents') }),
    money: { key: 'authors.read_money', parts: ['byIncome'] },
  },
];
