// The item picker's search (/v3/accelerate/item_search): items whose name (in
// either language) contains q, or whose item id is q, as of a version — each
// item once, from the latest version at or before the one asked for (0: the
// current one), the exact id first, then by item level.
import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../core/context';
import type { DB } from '../../db/schema';
import { containsPattern } from '../../resources/query';

export interface SearchInput { q: string; type?: number; game_version_id?: number }

interface Found { type: number; item_id: number; game_version_id: number; name_zh: string; name_en: string;
  icon_url: string; quality: number; item_level: number }

export async function searchItems(db: Kysely<DB>, { q, type = -1, game_version_id: versionId = 0 }: SearchInput, lang: Lang) {
  const pattern = containsPattern(q);
  const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : -1;
  const { rows } = await sql<Found>`
    SELECT * FROM (
      SELECT DISTINCT ON (i.type, i.item_id) i.type, i.item_id, i.game_version_id, i.name_zh, i.name_en, i.icon_url,
        i.quality, i.item_level
      FROM game_items i
      JOIN game_versions v ON v.id = i.game_version_id
      JOIN game_versions asked ON (${versionId}::int = 0 AND asked.is_current) OR asked.id = ${versionId}::int
      WHERE v.released_at <= asked.released_at AND (${type}::int = -1 OR i.type = ${type}::int)
        AND (i.name_zh ILIKE ${pattern} OR i.name_en ILIKE ${pattern} OR i.item_id = ${id}::int)
      ORDER BY i.type, i.item_id, v.released_at DESC
    ) found ORDER BY (item_id = ${id}::int) DESC, item_level DESC, item_id LIMIT 20`.execute(db);
  return rows.map((r) => ({
    type: r.type, item_id: r.item_id, game_version_id: r.game_version_id, icon_url: r.icon_url,
    name: lang === 'zh-CN' ? r.name_zh : r.name_en, quality: r.quality, item_level: r.item_level,
  }));
}
