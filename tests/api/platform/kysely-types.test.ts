// The Kysely table types (server/db/schema.ts and every module's schema.ts, merged
// into one DB) against the tables the migrations create: a column the code selects
// that no migration makes fails at run time only, and a nullable column typed as
// never null hides a null from the compiler. So a fresh database is migrated, its
// columns are read from information_schema, and the types are read by the
// TypeScript compiler; every table, column and nullability must agree both ways.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { createTestDatabase } from '../helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Tables no code reaches through Kysely's builder, so no type holds them: the migration
 * runner's own record, and the rollup and counting tables read and written only by raw
 * SQL (server/rollups/, the modules' rollups.ts and dashboard.ts, server/modules/links/click.ts).
 */
const UNTYPED_TABLES = [
  'schema_migrations', 'content_views_daily', 'promotion_link_salts', 'promotion_link_visitors', 'rollup_author_rank',
  'rollup_daily', 'rollup_inviter_rank', 'rollup_sources', 'rollup_state_counts', 'user_active_days', 'user_active_months',
];

/** `nullable` undefined: the type says nothing either way (`unknown`, a JSON column's). */
type Columns = Record<string, Record<string, { nullable?: boolean }>>;

/** The DB type as the compiler sees it: each table's selected columns and whether null can come back. */
function typedColumns(): Columns {
  const modulesDir = join(ROOT, 'server/modules');
  const schemaFiles = readdirSync(modulesDir)
    .map((name) => join(modulesDir, name, 'schema.ts'))
    .filter((file) => existsSync(file));
  const probe = join(ROOT, 'server/db/__columns_probe__.ts');
  const probeText = "import type { Selectable } from 'kysely';\nimport type { DB } from './schema';\n"
    + 'export type Probe = { [T in keyof DB]: Selectable<DB[T]> };\n';
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true, noEmit: true, skipLibCheck: true, types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = ((exists) => (file: string) => file === probe || exists(file))(host.fileExists.bind(host));
  host.readFile = (file) => (file === probe ? probeText : readFile(file));
  host.getSourceFile = (file, lang, ...rest) =>
    (file === probe ? ts.createSourceFile(file, probeText, lang) : getSourceFile(file, lang, ...rest));
  const program = ts.createProgram([probe, join(ROOT, 'server/db/schema.ts'), ...schemaFiles], options, host);
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (errors.length) throw new Error(`the schema files do not compile:\n${errors.join('\n')}`);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  const probeType = checker.getTypeAtLocation(alias.name);
  const out: Columns = {};
  for (const table of checker.getPropertiesOfType(probeType)) {
    const row = checker.getTypeOfSymbolAtLocation(table, alias);
    out[table.name] = {};
    for (const column of checker.getPropertiesOfType(row)) {
      const type = checker.getTypeOfSymbolAtLocation(column, alias);
      const parts = type.isUnion() ? type.types : [type];
      const open = parts.some((p) => (p.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0);
      out[table.name][column.name] = { nullable: open ? undefined : parts.some((p) => (p.flags & ts.TypeFlags.Null) !== 0) };
    }
  }
  return out;
}

/** The public tables of a migrated database, as information_schema has them. */
async function databaseColumns(database: Database): Promise<Columns> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    SELECT c.table_name, c.column_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
  const out: Columns = {};
  for (const row of rows) {
    (out[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES' };
  }
  return out;
}

/** What one side has and the other lacks, or has otherwise: empty when they agree. */
function drift(typed: Columns, actual: Columns): string[] {
  const out: string[] = [];
  for (const table of UNTYPED_TABLES) {
    if (!actual[table]) out.push(`${table}: listed as untyped, but no migration creates it`);
    if (typed[table]) out.push(`${table}: listed as untyped, but typed`);
  }
  for (const table of Object.keys(actual)) {
    if (!typed[table] && !UNTYPED_TABLES.includes(table)) out.push(`${table}: a table no Kysely type declares`);
  }
  for (const [table, columns] of Object.entries(typed)) {
    const real = actual[table];
    if (!real) {
      out.push(`${table}: typed, but no migration creates it`);
      continue;
    }
    for (const column of Object.keys(real)) if (!columns[column]) out.push(`${table}.${column}: in the database, not in the type`);
    for (const [column, { nullable }] of Object.entries(columns)) {
      if (!real[column]) out.push(`${table}.${column}: typed, but no migration creates it`);
      else if (nullable !== undefined && real[column].nullable !== nullable) {
        out.push(`${table}.${column}: ${real[column].nullable ? 'nullable' : 'NOT NULL'} in the database, ${nullable ? 'nullable' : 'never null'} in the type`);
      }
    }
  }
  return out;
}

describe('the Kysely table types', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await migrate(database.db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('declare every table and column the migrations create, no other, and the same nullability', async () => {
    const typed = typedColumns();
    const actual = await databaseColumns(database);
    // the comparison sees the tables at all (a broken read would agree on nothing)
    expect(Object.keys(typed)).toContain('articles');
    expect(Object.keys(actual)).toContain('articles');
    expect(drift(typed, actual)).toEqual([]);
  }, 120_000);
});
