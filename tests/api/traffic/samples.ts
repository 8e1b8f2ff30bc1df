// Records of the author traffic module for the generated tests (tests/api/helpers/samples.ts).
import { sql } from 'kysely';
import type { ModuleSamples } from '../helpers/samples';
import { insertAuthor } from '../authors/fixtures';

let day = 0;

const samples: ModuleSamples = async (db) => ({
  author_traffic: {
    insert: async () => {
      const authorId = await insertAuthor(db);
      const { rows } = await sql<{ id: string }>`INSERT INTO author_traffic (author_id, day, views, visitors, likes, followers)
        VALUES (${authorId}, date '2026-01-01' + ${day++}::int, 120, 80, 9, 2) RETURNING id`.execute(db);
      return Number(rows[0].id);
    },
  },
});
export default samples;
