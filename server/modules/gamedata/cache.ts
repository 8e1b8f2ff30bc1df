// The tooltip's in-process memory: (type, item id, version asked for) → the
// item's names and icon, or "unknown". Emptied by every write of this module
// (the resources' rules, the import's commit, and once more when a write has
// answered — its transaction is committed then: see index.ts), and a lookup
// that started before an emptying is not kept. Another instance's change is
// seen within TTL_MS, the whole memory being dropped that often.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const TTL_MS = 30_000;
const MAX_ENTRIES = 200_000;

export interface TooltipKey { type: number; itemId: number; versionId: number }
export interface TooltipItem { nameZh: string; nameEn: string; iconUrl: string; quality: number; itemLevel: number }

const keyOf = (k: TooltipKey) => `${k.type}:${k.itemId}:${k.versionId}`;

/**
 * The items asked for, in order (null: unknown). An item is read from the
 * latest version at or before the one asked for (0: the current one), so a
 * version need not repeat the items it left unchanged.
 */
async function loadItems(db: Kysely<DB>, keys: TooltipKey[]): Promise<(TooltipItem | null)[]> {
  const { rows } = await sql<{ ord: string; name_zh: string; name_en: string; icon_url: string; quality: number; item_level: number }>`
    SELECT DISTINCT ON (k.ord) k.ord, i.name_zh, i.name_en, i.icon_url, i.quality, i.item_level
    FROM unnest(${keys.map((k) => k.type)}::int[], ${keys.map((k) => k.itemId)}::int[], ${keys.map((k) => k.versionId)}::int[])
      WITH ORDINALITY AS k(type, item_id, version_id, ord)
    JOIN game_versions asked ON (k.version_id = 0 AND asked.is_current) OR asked.id = k.version_id
    JOIN game_items i ON i.type = k.type AND i.item_id = k.item_id
    JOIN game_versions v ON v.id = i.game_version_id AND v.released_at <= asked.released_at
    ORDER BY k.ord, v.released_at DESC, v.id DESC`.execute(db);
  const found = new Map(rows.map((r) => [Number(r.ord), {
    nameZh: r.name_zh, nameEn: r.name_en, iconUrl: r.icon_url, quality: Number(r.quality), itemLevel: Number(r.item_level),
  }]));
  return keys.map((_, i) => found.get(i + 1) ?? null);
}

/** A finished answer: its body and its ETag. */
export interface CachedAnswer { body: string; etag: string }

export class TooltipCache {
  private entries = new Map<string, TooltipItem | null>();
  /** single-item answers as sent, per language: no JSON or hash work on a repeat */
  private answers = new Map<string, CachedAnswer>();
  private generation = 0;
  private expiresAt = 0;
  /** lookups read from the database so far (the tests' view of the memory) */
  loads = 0;

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.answers.clear();
  }

  /** The answer already made for one item in one language, if any (no await, no allocation: the hot path). */
  cachedAnswer(key: TooltipKey, lang: string): CachedAnswer | undefined {
    if (Date.now() > this.expiresAt) return undefined;
    return this.answers.get(`${lang}:${keyOf(key)}`);
  }

  /** The answer of one item in one language, made once per memory lifetime. */
  answer(key: TooltipKey, lang: string, make: () => CachedAnswer): CachedAnswer {
    const k = `${lang}:${keyOf(key)}`;
    let hit = this.answers.get(k);
    if (!hit) {
      hit = make();
      if (this.answers.size >= MAX_ENTRIES) this.answers.clear();
      this.answers.set(k, hit);
    }
    return hit;
  }

  /** The items, from memory where known, the rest in one query. */
  async get(db: Kysely<DB>, keys: TooltipKey[]): Promise<(TooltipItem | null)[]> {
    if (Date.now() > this.expiresAt) {
      this.clear();
      this.expiresAt = Date.now() + TTL_MS;
    }
    const out = keys.map((k) => this.entries.get(keyOf(k)));
    const missing = keys.filter((_, i) => out[i] === undefined);
    if (!missing.length) return out as (TooltipItem | null)[];
    const seen = this.generation;
    this.loads++;
    const loaded = await loadItems(db, missing);
    const keep = seen === this.generation;
    if (keep && this.entries.size + missing.length > MAX_ENTRIES) this.entries.clear();
    let j = 0;
    return keys.map((k, i) => {
      if (out[i] !== undefined) return out[i];
      const item = loaded[j++];
      if (keep) this.entries.set(keyOf(k), item);
      return item;
    });
  }
}

/** The one memory of this process. */
export const tooltipCache = new TooltipCache();
