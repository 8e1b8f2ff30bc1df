// The figures the ingest keeps on each group in the same write (ingest.ts),
// recomputed from the raw tables by npm run rollups:check: the users affected
// (the distinct users stored for the group) and the version / OS breakdowns,
// each of which adds up to the group's count. Day counts are not checked: the
// retention removes old days while the count keeps them.
import { sql } from 'kysely';
import type { Rollup } from '../../core/module';

const groupsCount: Rollup['count'] = async (db) =>
  Number((await db.selectFrom('exception_groups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

export const exceptionRollups: Rollup[] = [
  {
    name: 'exception_groups.user_count',
    count: groupsCount,
    async diff(db) {
      const { rows } = await sql<Record<string, unknown>>`
        SELECT g.id, g.user_count AS kept, coalesce(u.n, 0) AS recomputed FROM exception_groups AS g
        LEFT JOIN (SELECT group_id, count(*)::int AS n FROM exception_group_users GROUP BY group_id) AS u ON u.group_id = g.id
        WHERE g.user_count <> coalesce(u.n, 0) ORDER BY g.id LIMIT 100`.execute(db);
      return rows;
    },
  },
  {
    name: 'exception_breakdowns',
    count: async (db) => Number((await db.selectFrom('exception_breakdowns').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    async diff(db) {
      const { rows } = await sql<Record<string, unknown>>`
        SELECT g.id, k.kind, g.event_count AS kept, coalesce(b.n, 0) AS recomputed
        FROM exception_groups AS g CROSS JOIN (VALUES ('version'), ('os')) AS k(kind)
        LEFT JOIN (SELECT group_id, kind, sum(count) AS n FROM exception_breakdowns GROUP BY group_id, kind) AS b
          ON b.group_id = g.id AND b.kind = k.kind
        WHERE g.event_count <> coalesce(b.n, 0) ORDER BY g.id, k.kind LIMIT 100`.execute(db);
      return rows;
    },
  },
];
