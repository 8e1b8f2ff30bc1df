// What a resource declared by its contract's fields (contract/fields.ts) need not write:
// its schemas, the query's columns and the row mapping, create/update columns, filters,
// sorts, CSV columns with their value labels, history fields, money and sensitive marks,
// references. What the definition gives itself wins; a field it computes (`column: false`)
// comes from its own `query`, and `columns` maps it.
import { Type, type TSchema } from 'typebox';
import type { Kysely } from 'kysely';
import {
  columnOf, dayRangeOf, fieldsWhere, historyFields, type DeclaredContract, type FieldDecl, type ListItemOf, type RecordOf,
} from '../../contract/fields';
import { listItemSchemaOf, recordSchemaOf, writeSchemaOf } from '../../contract/records/declared';
import { Id, StringEnum } from '../../contract/records/schema';
import type { DB } from '../db/schema';
import type { Lang } from '../core/context';
import { t } from '../core/i18n';
import { schemaColumns } from './csv';
import { answerOf, columnsOf, trimmed } from './mapping';
import { dayFilters } from './days';
import { containsPattern } from './query';
import type { AnyResource, FilterDef, Query, ReferenceDef, ResourceDef, Shape, TotalExpression } from './types';

/** A field's declaration with its name. */
type Named = [name: string, decl: FieldDecl];
const named = (contract: DeclaredContract): Named[] => Object.entries(contract.fields);

/** `<table>.<column>` of each field the table holds, for the shape asked (list items leave out `recordOnly`). */
export function declaredColumns(contract: DeclaredContract, table: string, shape: Shape): string[] {
  return named(contract).filter(([, d]) => !d.writeOnly && (shape === 'record' || !d.recordOnly))
    .flatMap(([name, d]) => { const c = columnOf(name, d); return c ? [`${table}.${c}`] : []; });
}

/** The table's own columns, nothing joined: the query of a resource that needs none of its own. */
export const declaredQuery = (contract: DeclaredContract, table: string) => (db: Kysely<DB>, shape: Shape): Query =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a definition's, checked by the columns test
  (db.selectFrom(table as any) as any).select(declaredColumns(contract, table, shape));

const oneOrSeveral = (value: TSchema) =>
  Type.Union([value, Type.Array(value, { minItems: 1, maxItems: 20 })], { description: 'one value, or any of several' });
const equal = (column: string) => (q: Query, v: unknown) =>
  (Array.isArray(v) ? q.where(column, 'in', v) : q.where(column, '=', v));

/** The filters a declaration gives: a value (an enum's, or several), a day range of a date-time, `q` over searched texts. */
export function declaredFilters(contract: DeclaredContract, table: string): Record<string, FilterDef> {
  const out: Record<string, FilterDef> = {};
  const col = (name: string, d: FieldDecl) => `${table}.${columnOf(name, d)}`;
  for (const [name, d] of named(contract)) {
    if (!d.filter || d.writeOnly || columnOf(name, d) === null) continue;
    const column = col(name, d);
    const range = dayRangeOf(name, d);
    if (range) {
      // Beijing days, as every list's day filters (./days.ts)
      Object.assign(out, dayFilters(range[0], range[1], column, d.label[1]));
    } else if (d.kind === 'enum' || d.kind === 'state') {
      out[name] = { schema: oneOrSeveral(StringEnum(d.kind === 'enum' ? Object.keys(d.values ?? {}) : d.states ?? [])), apply: equal(column) };
    } else if (d.kind === 'boolean') {
      out[name] = { schema: Type.Boolean(), apply: equal(column) };
    } else if (d.kind === 'text') {
      out[name] = { schema: Type.String({ maxLength: d.max ?? 200 }), apply: equal(column) };
    } else if (d.kind === 'decimal') {
      out[name] = { schema: Type.Number(), apply: equal(column) };
    } else {
      out[name] = { schema: Id, apply: equal(column) };
    }
  }
  const searched = named(contract).filter(([name, d]) => d.search && !d.writeOnly && columnOf(name, d) !== null);
  if (searched.length) {
    const columns = searched.map(([name, d]) => col(name, d));
    const what = searched.map(([, d]) => `the ${d.label[1].toLowerCase()}`).join(' or ');
    out.q = {
      schema: Type.String({ maxLength: 100, description: `text contained in ${what} (any case)` }),
      apply: (q, v) => q.where((eb) => eb.or(columns.map((c) => eb(c, 'ilike', containsPattern(String(v)))))),
    };
  }
  return out;
}

/** The sorts a declaration gives: each field marked `sort` (and the id). */
export const declaredSorts = (contract: DeclaredContract, table: string): Record<string, string> =>
  Object.fromEntries(named(contract).filter(([name, d]) => (d.sort || d.kind === 'id') && !d.writeOnly && columnOf(name, d) !== null)
    .map(([name, d]) => [name, `${table}.${columnOf(name, d)}`]));

/** Where the declaration's answer fields read a column not of their snake_case name. */
const renamed = (contract: DeclaredContract) =>
  Object.fromEntries(named(contract).filter(([, d]) => typeof d.column === 'string').map(([name, d]) => [name, d.column as string]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns are the table's, checked by the columns test
type Columns = (data: Record<string, unknown>) => any;
/** Create/update data → columns: each written field to its column, texts trimmed (unless `trim: false`). */
export function writeColumnsOf(contract: DeclaredContract): Columns {
  const written = named(contract).filter(([, d]) => d.write);
  const trims = (d: FieldDecl) => (d.kind === 'text' || d.kind === 'longText') && d.trim !== false;
  return columnsOf(writeSchemaOf(contract), Object.fromEntries(written
    .map(([name, d]) => [name, [columnOf(name, d) ?? name, trims(d) ? trimmed : (v: unknown) => v]]))) as Columns;
}

/** A def with a contract's declaration filled in wherever it left a part out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mechanism handles every resource's types
export function withDeclaration(def: DeclaredResourceDef<any, any, any, any>): ResourceDef<any, any, any, any> {
  const { contract } = def;
  const table = (def.table ?? '') as string;
  const record = def.schemas?.record ?? recordSchemaOf(contract);
  const hasListOnly = named(contract).some(([, d]) => d.recordOnly);
  const listItem = def.schemas?.listItem ?? (hasListOnly ? listItemSchemaOf(contract) : undefined);
  const writes = named(contract).some(([, d]) => d.write);
  const create = def.schemas?.create ?? (writes ? writeSchemaOf(contract) : undefined);
  const columns = { ...renamed(contract), ...def.columns };
  const toColumns = writeColumnsOf(contract);
  const history = historyFields(contract.fields);
  const enums = named(contract).filter(([, d]) => d.values || d.kind === 'state');
  const refs = named(contract).filter(([, d]) => d.kind === 'reference' && d.to);
  // a written reference, or one marked `lookup`, gets the lookup route; the others only their names in exports
  const offered = (d: FieldDecl) => !!d.write || !!d.lookup;
  const refOf = (d: FieldDecl): ReferenceDef => ({ table: d.to!.table as keyof DB, label: d.to!.label });
  const exported = new Set(fieldsWhere(contract.fields, (d) => d.export !== false));
  return {
    ...def,
    name: def.name ?? contract.resource,
    schemas: { ...def.schemas, record, ...(listItem ? { listItem } : {}), ...(create ? { create } : {}) },
    filters: { ...declaredFilters(contract, table), ...def.filters },
    sorts: { ...declaredSorts(contract, table), ...def.sorts },
    defaultSort: def.defaultSort ?? { field: 'id', order: 'DESC' },
    query: def.query ?? declaredQuery(contract, table),
    toResponse: def.toResponse ?? answerOf(record, columns),
    toListItem: def.toListItem ?? (listItem ? answerOf(listItem, columns) : undefined),
    toInsert: def.toInsert ?? (writes ? toColumns : undefined),
    toUpdate: def.toUpdate ?? (writes ? toColumns : undefined),
    history: def.history ?? { fields: history, longText: history.filter((f) => contract.fields[f].kind === 'longText') },
    csv: def.csv ?? schemaColumns(contract.resource, listItem ?? record, {
      ...Object.fromEntries(enums.map(([name, d]) => [name, (v: unknown, lang: Lang) => (v === null || v === undefined ? v
        : t(lang, d.kind === 'state' ? `${contract.resource}.state.${v}` : `${contract.resource}.values.${name}.${v}`))])),
      ...def.cells,
    }).filter((c) => !c.field || exported.has(c.field)),
    moneyFields: def.moneyFields ?? contract.money,
    totals: def.totals && declaredTotals(contract, table, def.totals),
    sensitive: def.sensitive ?? contract.sensitive,
    references: def.references ?? (refs.some(([, d]) => offered(d))
      ? Object.fromEntries(refs.filter(([, d]) => offered(d)).map(([name, d]) => [name, refOf(d)])) : undefined),
    exportNames: def.exportNames ?? (refs.some(([, d]) => !offered(d))
      ? Object.fromEntries(refs.filter(([, d]) => !offered(d)).map(([name, d]) => [name, refOf(d)])) : undefined),
  };
}

/** A declared resource's `totals`: `true` is the field's own column. */
function declaredTotals(contract: DeclaredContract, table: string, totals: Record<string, TotalExpression | true>): Record<string, TotalExpression> {
  return Object.fromEntries(Object.entries(totals).map(([field, e]) => {
    if (e !== true) return [field, e];
    const column = contract.fields[field] && columnOf(field, contract.fields[field]);
    if (!column) throw new Error(`${contract.resource}: totals.${field} names no column; give its SQL`);
    return [field, `${table}.${column}`];
  }));
}

/** The parts a contract's field declaration gives (declared.ts) when the definition leaves them out. */
type Derived = 'name' | 'schemas' | 'filters' | 'sorts' | 'defaultSort' | 'query' | 'toResponse' | 'totals';

/** A resource whose records its contract's `fields` declare: everything they give is optional. */
export type DeclaredResourceDef<T extends keyof DB, Row, Resp, Item> =
  Omit<ResourceDef<T, Row, Resp, Item>, Derived> & Partial<Omit<Pick<ResourceDef<T, Row, Resp, Item>, Derived>, 'schemas' | 'totals'>> & {
    contract: DeclaredContract;
    schemas?: Partial<ResourceDef<T, Row, Resp, Item>['schemas']>;
    /** answer field → the row's column or a computation, where it is not the declared column (answerOf) */
    columns?: Record<string, string | ((row: Row) => unknown)>;
    /** field → its CSV cell, where the derived one (the value, an enum's label) will not do; the other columns stay derived */
    cells?: Record<string, (value: unknown, lang: Lang, item: Record<string, unknown>) => unknown>;
    /** the money a list sums over its whole filter (ResourceDef.totals): `true` for a field's own column */
    totals?: Record<string, TotalExpression | true>;
  };

/** `export default defineResource({...})`: as written, or with its contract's declaration filled in (declared.ts). */
export function defineResource<T extends keyof DB, Row, Resp, Item = Resp>(def: ResourceDef<T, Row, Resp, Item>): ResourceDef<T, Row, Resp, Item>;
export function defineResource<T extends keyof DB, C extends DeclaredContract, Row = Record<string, unknown>,
  Resp = RecordOf<C['fields']>, Item = ListItemOf<C['fields']>>(
  def: DeclaredResourceDef<T, Row, Resp, Item> & { contract: C },
): ResourceDef<T, Row, Resp, Item>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the overloads
export function defineResource(def: any): AnyResource {
  return def.contract?.fields ? withDeclaration(def) : def;
}
