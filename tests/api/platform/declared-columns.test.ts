// A declared contract (contract/fields.ts) against the table its resource reads and writes:
// the migration is written by hand and stays the truth, so every declared field with a
// column must find it in the migrated table, of a type that fits the field's kind, null
// where the field is nullable and only there, and an enum's or a state's CHECK must list
// exactly the declared values. A disagreement otherwise shows only at run time (a select
// of a missing column, a null the answer schema refuses, a value the CHECK rejects).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKKEEPING, columnOf, defineContract, f, type DeclaredContract, type FieldKind } from '../../../contract/fields';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { resources } from '../../../server/modules';
import { migratedPGlite } from '../helpers/templates';

/** A column as the database has it: its type (udt_name), whether it takes null, the value lists of its CHECKs. */
interface Column { type: string; nullable: boolean; checks: string[][] }
type Tables = Record<string, Record<string, Column>>;

/** The column types (udt_name) each kind may have, as the migrations use them. */
const TYPES: Record<FieldKind, (type: string) => boolean> = {
  id: (t) => ['int4', 'int8'].includes(t),
  integer: (t) => ['int2', 'int4', 'int8'].includes(t),
  decimal: (t) => t === 'numeric',
  money: (t) => ['int4', 'int8'].includes(t),
  reference: (t) => ['int4', 'int8'].includes(t),
  text: (t) => ['text', 'varchar', 'citext'].includes(t),
  longText: (t) => ['text', 'varchar', 'citext'].includes(t),
  enum: (t) => ['text', 'varchar', 'citext'].includes(t),
  state: (t) => ['text', 'varchar', 'citext'].includes(t),
  boolean: (t) => t === 'bool',
  dateTime: (t) => ['timestamptz', 'timestamp'].includes(t),
  date: (t) => t === 'date',
  // a PostgreSQL array (udt_name `_text`, …) is answered as a JSON array
  json: (t) => ['json', 'jsonb'].includes(t) || t.startsWith('_'),
};

/**
 * Enum and state columns whose values no CHECK lists, `table.column` → why: each is a
 * value the database takes unchecked, so it needs a reason here.
 */
const UNCHECKED: Record<string, string> = {
  'builds.wow_class': 'the game data of contract/wow.ts, checked by the API with the spec',
  'builds.spec': 'the game data of contract/wow.ts, checked by the API with the class',
  'withdrawals.payout_method': "a snapshot of the author's payout method, taken from authors.payout_method, which its CHECK holds",
  'order_refunds.status_after': "the order's state after the refund, written only by the refund command from orders.status, which its CHECK holds",
};

/** The resources whose contract declares its fields, with the table they read and write. */
const declared = resources.filter((def) => def.table && (def as { contract?: DeclaredContract }).contract?.fields)
  .map((def) => ({ name: def.name, table: String(def.table), contract: (def as unknown as { contract: DeclaredContract }).contract }));
const columnFields = declared.flatMap(({ contract }) =>
  Object.entries(contract.fields).filter(([name, d]) => columnOf(name, d) !== null));

const sameValues = (a: readonly string[], b: readonly string[]) => [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The values of a list of SQL literals: 'a'::text, 'b' or 1. */
const literals = (list: string) => [...list.matchAll(/'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)/g)]
  .map((m) => (m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]));

/**
 * The value lists a CHECK's definition holds for one column: `col = ANY (ARRAY[…])`, as
 * PostgreSQL writes `col IN (…)` back (with casts around a varchar), or `col IN (…)` as typed.
 */
function checkedValues(definition: string, column: string): string[][] {
  const col = `(?<![\\w."])\\(*"?${escape(column)}"?\\)*(?:::[\\w ]+)?`;
  const forms = [new RegExp(`${col}\\s*=\\s*ANY\\s*\\(\\(*ARRAY\\[([^\\]]*)\\]`, 'g'), new RegExp(`${col}\\s+IN\\s*\\(([^)]*)\\)`, 'gi')];
  return forms.flatMap((form) => [...definition.matchAll(form)].map((m) => literals(m[1])));
}

/** What the declaration says and the table does not: one line per disagreement, naming resource, field and column. */
function disagreements(resource: string, contract: DeclaredContract, table: string, columns: Record<string, Column> | undefined): string[] {
  if (!columns) return [`${resource}: its table ${table} is not in the migrated database`];
  const out: string[] = [];
  for (const [field, d] of Object.entries(contract.fields)) {
    const name = columnOf(field, d);
    if (name === null) continue;
    const where = `${resource}.${field} (column ${table}.${name})`;
    const column = columns[name];
    if (!column) {
      out.push(`${where}: declared, but the table has no such column`);
      continue;
    }
    if (!TYPES[d.kind](column.type)) out.push(`${where}: a ${d.kind} field, but the column is ${column.type}`);
    if (column.nullable !== !!d.nullable) {
      out.push(`${where}: ${column.nullable ? 'nullable' : 'NOT NULL'} in the table, declared ${d.nullable ? 'nullable' : 'never null'}`);
    }
    if (d.kind !== 'enum' && d.kind !== 'state') continue;
    const values = d.kind === 'enum' ? Object.keys(d.values ?? {}) : [...(d.states ?? [])];
    if (!column.checks.length && !UNCHECKED[`${table}.${name}`]) {
      out.push(`${where}: declared ${values.join(', ')}, but no CHECK lists the column's values`);
    }
    for (const checked of column.checks) {
      if (!sameValues(checked, values)) out.push(`${where}: CHECK lists ${checked.join(', ')}, declared ${values.join(', ')}`);
    }
  }
  return out;
}

/** The public tables' columns, with the value lists of the CHECKs that name them. */
async function databaseColumns(database: Database): Promise<Tables> {
  const { rows } = await sql<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>`
    SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`.execute(database.db);
  const { rows: checks } = await sql<{ table_name: string; definition: string }>`
    SELECT cl.relname AS table_name, pg_get_constraintdef(co.oid) AS definition
    FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
    WHERE co.contype = 'c' AND n.nspname = 'public'`.execute(database.db);
  const out: Tables = {};
  for (const row of rows) {
    const lists = checks.filter((c) => c.table_name === row.table_name).flatMap((c) => checkedValues(c.definition, row.column_name));
    (out[row.table_name] ??= {})[row.column_name] = { type: row.udt_name, nullable: row.is_nullable === 'YES', checks: lists };
  }
  return out;
}

describe('the declared fields against the migrated tables', () => {
  let database: Database;
  let tables: Tables;

  beforeAll(async () => {
    // the run's migrated image (tests/api/helpers/templates.ts) when there is one: no second migration
    const image = migratedPGlite();
    database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 }, { loadDataDir: image ?? undefined });
    if (!image) await migrate(database.db);
    tables = await databaseColumns(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it(`finds each declared column in its table, of its kind, nullability and values (${declared.length} resources, ${columnFields.length} fields)`, () => {
    expect(declared.length, 'no resource declares its fields: nothing was compared').toBeGreaterThan(0);
    expect(columnFields.length).toBeGreaterThan(0);
    expect(declared.flatMap(({ name, contract, table }) => disagreements(name, contract, table, tables[table]))).toEqual([]);
  });

  it('gives each unchecked enum a reason, and only columns that still have no CHECK', () => {
    for (const [column, why] of Object.entries(UNCHECKED)) {
      const [table, name] = column.split('.');
      expect(tables[table]?.[name]?.checks, column).toEqual([]);
      expect(why.length, column).toBeGreaterThan(10);
    }
  });

  it('reads the value lists PostgreSQL writes back for IN, of text, varchar and integer columns', async () => {
    await sql`CREATE TABLE declared_probe (
      a text CHECK (a IN ('x', 'it''s')), b varchar(9) CHECK (b IN ('p', 'q')), c smallint CHECK (c IN (0, 1)),
      d text CHECK ((d IS NULL) = (a IS NULL)), e text CHECK (e = 'only'))`.execute(database.db);
    const probe = (await databaseColumns(database)).declared_probe;
    expect(probe.a.checks).toEqual([['x', "it's"]]);
    expect(probe.b.checks).toEqual([['p', 'q']]);
    expect(probe.c.checks).toEqual([['0', '1']]);
    // a CHECK relating columns, or naming one value, lists no values of theirs
    expect([probe.d.checks, probe.e.checks]).toEqual([[], []]);
    expect(checkedValues("CHECK (kind IN ('a', 'b'))", 'kind')).toEqual([['a', 'b']]);
    expect(checkedValues("CHECK (other_kind IN ('a'))", 'kind')).toEqual([]);
  });
});

describe('the comparison, on a declaration that disagrees with its table', () => {
  const FAKE = defineContract({
    resource: 'fakes',
    fields: {
      id: f.id(),
      title: f.text(['标题', 'Title'], { write: 'required' }),
      note: f.text(['备注', 'Note'], { nullable: true }),
      channel: f.enum(['渠道', 'Channel'], { qq: ['QQ', 'QQ'], other: ['其他', 'Other'] }),
      status: f.state(['状态', 'Status'], ['open', 'closed']),
      paused: f.boolean(['已暂停', 'Paused']),
      total: f.integer(['合计', 'Total'], { column: false }),
      ...BOOKKEEPING,
    },
    labels: { 'zh-CN': { name: '假' }, 'en-US': { name: 'fake' } },
  });
  const col = (type: string, nullable = false, checks: string[][] = []): Column => ({ type, nullable, checks });
  const agreeing = {
    id: col('int4'), title: col('text'), note: col('text', true), channel: col('text', false, [['other', 'qq']]),
    status: col('text', false, [['open', 'closed']]), paused: col('bool'),
    created_at: col('timestamptz'), updated_at: col('timestamptz'), version: col('int4'),
  };
  const check = (columns: Record<string, Column>) => disagreements('fakes', FAKE, 'fakes', columns);

  it('finds nothing where they agree (a computed field needs no column)', () => {
    expect(check(agreeing)).toEqual([]);
  });

  it('names the resource, field and column of each disagreement', () => {
    const lacking = Object.fromEntries(Object.entries(agreeing).filter(([name]) => name !== 'paused'));
    expect(check(lacking)).toEqual(['fakes.paused (column fakes.paused): declared, but the table has no such column']);
    expect(check({ ...agreeing, title: col('text', true), note: col('text') })).toEqual([
      'fakes.title (column fakes.title): nullable in the table, declared never null',
      'fakes.note (column fakes.note): NOT NULL in the table, declared nullable',
    ]);
    expect(check({ ...agreeing, paused: col('int4'), created_at: col('date') })).toEqual([
      'fakes.paused (column fakes.paused): a boolean field, but the column is int4',
      'fakes.createdAt (column fakes.created_at): a dateTime field, but the column is date',
    ]);
    expect(check({ ...agreeing, channel: col('text', false, [['qq', 'other', 'wechat']]), status: col('text', false, [['open']]) })).toEqual([
      'fakes.channel (column fakes.channel): CHECK lists qq, other, wechat, declared qq, other',
      'fakes.status (column fakes.status): CHECK lists open, declared open, closed',
    ]);
    expect(check({ ...agreeing, channel: col('text') })).toEqual(['fakes.channel (column fakes.channel): declared qq, other, but no CHECK lists the column\'s values']);
    expect(disagreements('fakes', FAKE, 'fakes', undefined)).toEqual(['fakes: its table fakes is not in the migrated database']);
  });
});
