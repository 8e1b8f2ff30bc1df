// The items CSV import (docs/game-data.md: streamed, every bad row reported with its
// line, nothing half-imported). The upload is saved to a temporary file as it
// comes (csv-reader.ts: its bytes and size checked), then read once
// (import-rows.ts): its valid rows are spooled to another. A dry run then counts, batch by
// batch, which rows are new, changed or unchanged; a commit writes them in
// batches of multi-row INSERT … ON CONFLICT DO UPDATE inside one transaction
// with its audit row, only when no row at all is invalid.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ImportReport as PublicReport } from '../../../contract/game_data';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { saveUpload, type CsvLimits } from './csv-reader';
import { checkRows, type RowError, type SpooledRow } from './import-rows';
import { tooltipCache } from './cache';

export const BATCH_ROWS = 1000;
/**
 * What an upload may hold (csv-reader.ts): 64 MB in all; a line of 16 KB and a
 * field of 1,000 characters, far past any item's (the longest field, the icon
 * URL, holds 500), so only a broken or hostile file meets them.
 */
export const IMPORT_LIMITS: Readonly<CsvLimits> = { bytes: 64 * 1024 * 1024, lineBytes: 16 * 1024, fieldChars: 1000 };

/** The report before its reasons are put in the caller's language (contract/game_data.ts). */
export type ImportReport = Omit<PublicReport, 'errors'> & { errors: RowError[] };

async function* batches(spool: string): AsyncGenerator<SpooledRow[]> {
  let batch: SpooledRow[] = [];
  for await (const line of createInterface({ input: createReadStream(spool), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(JSON.parse(line) as SpooledRow);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The batch as one array per column, for unnest(). */
const columnsOf = (rows: SpooledRow[]) => [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rows.map((r) => r[i]));

/** How many of the batch's rows are new and how many would change an item (nothing written). */
async function classify(db: Kysely<DB>, rows: SpooledRow[]): Promise<{ new: number; changed: number }> {
  const [type, itemId, version, zh, en, icon, quality, level] = columnsOf(rows);
  const { rows: out } = await sql<{ new: string; changed: string }>`
    SELECT count(*) FILTER (WHERE i.id IS NULL) AS new,
      count(*) FILTER (WHERE i.id IS NOT NULL AND (i.name_zh, i.name_en, i.icon_url, i.quality, i.item_level)
        IS DISTINCT FROM (k.name_zh, k.name_en, k.icon_url, k.quality::smallint, k.item_level)) AS changed
    FROM unnest(${type}::smallint[], ${itemId}::int[], ${version}::int[], ${zh}::text[], ${en}::text[], ${icon}::text[],
      ${quality}::int[], ${level}::int[]) AS k(type, item_id, game_version_id, name_zh, name_en, icon_url, quality, item_level)
    LEFT JOIN game_items i ON i.type = k.type AND i.item_id = k.item_id AND i.game_version_id = k.game_version_id`.execute(db);
  return { new: Number(out[0].new), changed: Number(out[0].changed) };
}

/** Writes the batch: new rows inserted, changed ones updated (version + 1), unchanged ones left alone. */
async function upsert(trx: Transaction<DB>, rows: SpooledRow[]): Promise<{ new: number; changed: number }> {
  const [type, itemId, version, zh, en, icon, quality, level] = columnsOf(rows);
  const { rows: out } = await sql<{ inserted: boolean }>`
    INSERT INTO game_items AS i (type, item_id, game_version_id, name_zh, name_en, icon_url, quality, item_level)
    SELECT * FROM unnest(${type}::smallint[], ${itemId}::int[], ${version}::int[], ${zh}::text[], ${en}::text[],
      ${icon}::text[], ${quality}::smallint[], ${level}::int[])
    ON CONFLICT (type, item_id, game_version_id) DO UPDATE SET
      name_zh = excluded.name_zh, name_en = excluded.name_en, icon_url = excluded.icon_url, quality = excluded.quality,
      item_level = excluded.item_level, updated_at = now(), version = i.version + 1
    WHERE (i.name_zh, i.name_en, i.icon_url, i.quality, i.item_level)
      IS DISTINCT FROM (excluded.name_zh, excluded.name_en, excluded.icon_url, excluded.quality, excluded.item_level)
    RETURNING (xmax = 0) AS inserted`.execute(trx);
  const inserted = out.filter((r) => r.inserted).length;
  return { new: inserted, changed: out.length - inserted };
}

async function versionsByName(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('game_versions').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Sums each batch's counts into the report. */
async function runBatches(spool: string, report: ImportReport, each: (rows: SpooledRow[]) => Promise<{ new: number; changed: number }>) {
  for await (const rows of batches(spool)) {
    const counts = await each(rows);
    report.new += counts.new;
    report.changed += counts.changed;
    report.unchanged += rows.length - counts.new - counts.changed;
  }
}

/**
 * Checks the upload (CsvFileError for an unreadable file) and, when `commit`
 * and every row is valid, writes it all in one transaction with one audit row.
 */
export async function importItems(
  db: Kysely<DB>, input: Readable, commit: boolean, ctx: RequestContext, limits: CsvLimits = IMPORT_LIMITS,
): Promise<ImportReport> {
  const dir = await mkdtemp(join(tmpdir(), 'mdr-items-'));
  const upload = join(dir, 'upload.csv');
  const spool = join(dir, 'rows.jsonl');
  try {
    // received whole first: a file past the size limit is refused as its bytes come, not as fast as they are parsed
    await saveUpload(input, upload, limits.bytes);
    const checked = await checkRows(createReadStream(upload), await versionsByName(db), spool, limits);
    const report: ImportReport = { ...checked, new: 0, changed: 0, unchanged: 0, committed: false };
    if (!commit) {
      await runBatches(spool, report, (rows) => classify(db, rows));
      return report;
    }
    if (report.invalid > 0) return report;
    await db.transaction().execute(async (trx) => {
      // two imports at once would update the same rows in different orders: one after the other
      await sql`SELECT pg_advisory_xact_lock(hashtext('game_items.import'))`.execute(trx);
      await runBatches(spool, report, (rows) => upsert(trx, rows));
      await writeAudit(trx, ctx, { action: 'import', resource: 'game_items', recordId: null, after: {
        rows: report.rows, new: report.new, changed: report.changed, unchanged: report.unchanged } });
      tooltipCache.clear();
    });
    tooltipCache.clear();
    report.committed = true;
    return report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
