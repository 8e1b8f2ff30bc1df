// `/mdr/<name>/export`: every matching list item as CSV (csv.ts writes the
// cells). Times are written in the zone the reader asked for (the panel sends
// its own; an unknown zone is -1 `timeZone`), and a reference id gets its
// name beside it, looked up per batch for the ids that batch holds.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PLATFORM_TIME_ZONE } from '../../contract/days';
import type { DB } from '../db/schema';
import { invalidField } from '../core/errors';
import { requireCtx } from '../core/hooks';
import { fillForReader } from './reader';
import { csvFilename, csvHeader, csvStream, schemaColumns } from './csv';
import { listItemSchema } from './schemas';
import { hiddenMoney, refuseHiddenOrder } from './money';
import type { ResourceService } from './service';
import type { AnyResource, CsvColumn, CsvContext, ReferenceDef } from './types';

type Item = Record<string, unknown>;

/**
 * The zone the export writes times in, named as the reader named it (the
 * runtime would rename Asia/Kolkata Asia/Calcutta), in its usual case;
 * -1 `timeZone` for one the runtime does not know.
 */
export function exportTimeZone(zone: string | undefined): string {
  if (zone === undefined) return PLATFORM_TIME_ZONE;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw invalidField('timeZone', 'error.unknown_time_zone', { zone });
  }
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}

/**
 * The field that names `field`'s record in the list item itself, if any:
 * categoryId → categoryName, packageId → packageNameZh, invitedBy → inviterName.
 */
export function nameBeside(field: string, fields: readonly string[]): string | undefined {
  const base = field.replace(/Id$/, '');
  const candidates = [`${base}Name`, `${base}NameZh`, field.replace(/edBy$/, 'erName')];
  return base !== field || field.endsWith('By') ? candidates.find((c) => c !== field && fields.includes(c)) : undefined;
}

/** Reference ids the list item carries without their name: the export looks those names up. */
function namesToLookUp(def: AnyResource, fields: readonly string[]): [string, ReferenceDef][] {
  return Object.entries({ ...def.references, ...def.exportNames })
    .filter(([field]) => fields.includes(field) && !nameBeside(field, fields));
}

/**
 * The export's columns: the declaration's `csv`, or one per list-item field;
 * a reference id headed "… ID", with its name beside it.
 */
export function exportColumns(def: AnyResource): CsvColumn<Item>[] {
  const base: CsvColumn<Item>[] = def.csv ?? schemaColumns(def.name, listItemSchema(def));
  const fields = Object.keys(listItemSchema(def).properties);
  const lookedUp = new Set(namesToLookUp(def, fields).map(([field]) => field));
  return base.flatMap((column) => {
    const field = column.field;
    if (!field || !(lookedUp.has(field) || nameBeside(field, fields))) return [column];
    const id = { ...column, unit: 'id' as const };
    if (!lookedUp.has(field)) return [id];
    const name: CsvColumn<Item> = {
      header: column.header, field: `${field}:name`,
      value: (item, ctx) => ctx.names?.[field]?.get(Number(item[field])) ?? '',
    };
    return [id, name];
  });
}

/** The names of the references `items` point at, one query per reference field. */
async function namesOf(db: Kysely<DB>, def: AnyResource, items: Item[]): Promise<CsvContext['names']> {
  const names: NonNullable<CsvContext['names']> = {};
  const fields = Object.keys(listItemSchema(def).properties);
  for (const [field, ref] of namesToLookUp(def, fields)) {
    const ids = [...new Set(items.map((i) => i[field]).filter((v): v is number => typeof v === 'number'))];
    names[field] = new Map();
    if (!ids.length) continue;
    const id = sql.ref(ref.id ?? 'id');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the referenced table is named by the declaration
    const rows = await (db as Kysely<any>).selectFrom(ref.table)
      .select([sql<number>`${id}`.as('id'), sql<string>`${sql.ref(ref.label)}`.as('label')]).where(id, 'in', ids).execute();
    for (const r of rows) names[field].set(Number(r.id), String(r.label));
  }
  return names;
}

/** Streams the CSV: filter, sort and zone are checked before the first byte. */
export async function sendCsv(db: Kysely<DB>, service: ResourceService, req: FastifyRequest, reply: FastifyReply) {
  const { def } = service;
  const body = req.body as { timeZone?: string; filter?: Item; sort?: string; order?: 'ASC' | 'DESC' };
  const ctx = requireCtx(req);
  const { lang } = ctx;
  const timeZone = exportTimeZone(body.timeZone);
  const hidden = hiddenMoney(def, ctx.actor);
  refuseHiddenOrder(body, hidden);
  // a hidden money figure leaves no column at all, not an empty one
  const columns = exportColumns(def).filter((c) => !c.field || !hidden.has(c.field));
  const batches = service.exportBatches(body, ctx);
  async function* rows() {
    for await (const items of batches) {
      await fillForReader(def, items, ctx, db);
      const cells: CsvContext = { lang, timeZone, names: await namesOf(db, def, items as Item[]) };
      yield items.map((item) => columns.map((c) => c.value(item as Item, cells)));
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFilename(def.name)}"`)
    .send(csvStream(columns.map((c) => csvHeader(c, { lang, timeZone })), rows()));
}
