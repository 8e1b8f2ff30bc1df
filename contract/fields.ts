// A resource's fields, each declared once: its type, its label and (for an enum) its values'
// labels in both languages, its limits and where it goes (written, listed, filtered, sorted,
// exported, kept in history). Pure data the panel imports whole: the API derives its record,
// list-item and write schemas, query columns, row mapping, filters, sorts, CSV columns and
// history from it (server/resources/declared.ts), the panel its inputs, list columns, filters
// and show fields (src/resources/shared/declared/). The migration stays the truth for the
// table: tests/api/platform/declared-columns.test.ts fails where the two disagree.
import type { ContractLang, MaskKind, ResourceContract, ResourceLabels } from './types';

/** A label in both languages: [zh-CN, en-US]. */
export type Words = readonly [zh: string, en: string];

export type FieldKind =
  | 'id' | 'text' | 'longText' | 'integer' | 'decimal' | 'money' | 'boolean' | 'enum' | 'state' | 'dateTime' | 'date' | 'reference' | 'json';

export interface FieldOptions {
  /** what the OpenAPI description adds to the label */
  note?: string;
  /** the table column, when not the field's snake_case; false: not a column, the resource's query computes it */
  column?: string | false;
  /** the column (and the answer) may hold null */
  nullable?: boolean;
  /** sent in create and update: 'required' in create (optional in update), true optional in both */
  write?: boolean | 'required';
  /** answered by `get` only, not in list items nor CSV (a long body) */
  recordOnly?: boolean;
  /** taken in create/update data (per `write`) and never answered: no record, list, show, CSV nor history (a password) */
  writeOnly?: boolean;
  /**
   * an API filter of the field's name; a date-time's is a range of Beijing days, `<field>From`/`<field>To`,
   * or `<filter>From`/`<filter>To` where it names them (`filter: 'created'`: createdFrom, createdTo)
   */
  filter?: boolean | string;
  /** matched by the `q` filter: contained, in any case */
  search?: boolean;
  /** a sort of the field's name */
  sort?: boolean;
  /** false: left out of CSV exports */
  export?: boolean;
  /** kept in the record's history (default: every written field and the state) */
  history?: boolean;
  /** answered masked by its kind, whole only through `reveal` (server/resources/sensitive.ts) */
  sensitive?: MaskKind;
  /** where the panel's create form starts */
  default?: unknown;
  /** a reference never written, still offered by name through the resource's `lookup` (a filter's choices) */
  lookup?: boolean;
}

export interface TextOptions extends FieldOptions { min?: number; max?: number; pattern?: string; trim?: boolean }
export interface NumberOptions extends FieldOptions {
  min?: number; max?: number;
  /** a code's values and their labels (an item's kind, its quality): labelled as an enum's are, in messages and CSV */
  values?: Readonly<Record<number, Words>>;
}

export type FieldDecl = FieldOptions & { kind: FieldKind; label: Words } & {
  min?: number; max?: number; pattern?: string; trim?: boolean;
  /** enum: value → its label, in the order they are offered */
  values?: Readonly<Record<string, Words>>;
  /** state: the contract's states (labelled by its `labels.states`) */
  states?: readonly string[];
  /** reference: the table and the column that names its rows */
  to?: { table: string; label: string };
};

export type FieldSet = Readonly<Record<string, FieldDecl>>;

const make = <K extends FieldKind>(kind: K) =>
  <const O extends FieldOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind, label, ...options }) as { kind: K; label: Words } & O;

/** The field builders: one line per field, `title: f.text(['标题', 'Title'], { max: 200, write: 'required' })`. */
export const f = {
  id: (label: Words = ['ID', 'ID']) => ({ kind: 'id', label, sort: true, export: true }) as const,
  text: <const O extends TextOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind: 'text', label, ...options }) as { kind: 'text'; label: Words } & O,
  longText: <const O extends TextOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind: 'longText', label, ...options }) as { kind: 'longText'; label: Words } & O,
  integer: <const O extends NumberOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind: 'integer', label, ...options }) as { kind: 'integer'; label: Words } & O,
  /** a decimal number (a `numeric` column, read as a JS number: server/db/database.ts), answered as a JSON number */
  decimal: <const O extends NumberOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind: 'decimal', label, ...options }) as { kind: 'decimal'; label: Words } & O,
  /** integer fen, answered only to readers holding `<resource>.read_money`, exported in yuan */
  money: <const O extends NumberOptions = Record<never, never>>(label: Words, options?: O) =>
    ({ kind: 'money', label, ...options }) as { kind: 'money'; label: Words } & O,
  boolean: make('boolean'),
  dateTime: make('dateTime'),
  date: make('date'),
  json: make('json'),
  enum: <const V extends Readonly<Record<string, Words>>, const O extends FieldOptions = Record<never, never>>(
    label: Words, values: V, options?: O) => ({ kind: 'enum', label, values, ...options }) as { kind: 'enum'; label: Words; values: V } & O,
  state: <const S extends readonly string[], const O extends FieldOptions = Record<never, never>>(label: Words, states: S, options?: O) =>
    ({ kind: 'state', label, states, ...options }) as { kind: 'state'; label: Words; states: S } & O,
  reference: <const O extends FieldOptions = Record<never, never>>(label: Words, to: { table: string; label: string }, options?: O) =>
    ({ kind: 'reference', label, to, ...options }) as { kind: 'reference'; label: Words; to: { table: string; label: string } } & O,
};

/** The bookkeeping most tables carry, labelled once for every resource. */
export const BOOKKEEPING = {
  createdAt: f.dateTime(['创建时间', 'Created'], { sort: true, history: false }),
  updatedAt: f.dateTime(['更新时间', 'Updated'], { sort: true, history: false }),
  version: f.integer(['版本', 'Version'], { export: false, history: false }),
} as const;

// ---- the types a declaration gives its records ----

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type BaseValue<F> =
  F extends { kind: 'enum'; values: infer V } ? keyof V & string
    : F extends { kind: 'state'; states: readonly (infer S)[] } ? S
      : F extends { kind: 'boolean' } ? boolean
        : F extends { kind: 'id' | 'integer' | 'decimal' | 'money' | 'reference' } ? number
          : F extends { kind: 'json' } ? unknown
            : string;
/** A field's value in answers: null where the column may hold null. */
export type ValueOf<F> = F extends { nullable: true } ? BaseValue<F> | null : BaseValue<F>;

type MoneyKeys<F> = { [K in keyof F]: F[K] extends { kind: 'money' } ? K : never }[keyof F];
type RecordOnlyKeys<F> = { [K in keyof F]: F[K] extends { recordOnly: true } ? K : never }[keyof F];
type WriteOnlyKeys<F> = { [K in keyof F]: F[K] extends { writeOnly: true } ? K : never }[keyof F];
type Answered<F> = Exclude<keyof F, WriteOnlyKeys<F>>;
type RequiredWriteKeys<F> = { [K in keyof F]: F[K] extends { write: 'required' } ? K : never }[keyof F];
type WriteKeys<F> = { [K in keyof F]: F[K] extends { write: true | 'required' } ? K : never }[keyof F];

/** A record as `get` answers it (a money figure is absent for readers without its key). */
export type RecordOf<F> = Simplify<{ [K in Exclude<Answered<F>, MoneyKeys<F>>]: ValueOf<F[K]> } & { [K in MoneyKeys<F> & Answered<F>]?: ValueOf<F[K]> }>;
/** A list item (and a CSV row): the record without its `recordOnly` fields. */
export type ListItemOf<F> = Simplify<Omit<RecordOf<F>, RecordOnlyKeys<F>>>;
/** Create data: the required fields, and the others the API takes. */
export type WriteOf<F> = Simplify<{ [K in RequiredWriteKeys<F>]: ValueOf<F[K]> } & { [K in Exclude<WriteKeys<F>, RequiredWriteKeys<F>>]?: ValueOf<F[K]> }>;

// ---- what both halves read of a declaration ----

const LANG_INDEX: Record<ContractLang, 0 | 1> = { 'zh-CN': 0, 'en-US': 1 };
const entries = (fields: FieldSet) => Object.entries(fields);

/** field → label in one language (forms, columns, CSV headers, history) */
export const fieldLabels = <F extends FieldSet>(fields: F, lang: ContractLang) =>
  Object.fromEntries(entries(fields).map(([name, d]) => [name, d.label[LANG_INDEX[lang]]])) as { [K in keyof F]: string };

/** enum field → value → label in one language: the one home of value labels (messages, CSV, filters, chips, forms) */
export const valueLabels = (fields: FieldSet, lang: ContractLang): Record<string, Record<string, string>> =>
  Object.fromEntries(entries(fields).filter(([, d]) => d.values)
    .map(([name, d]) => [name, Object.fromEntries(Object.entries(d.values!).map(([v, w]) => [v, w[LANG_INDEX[lang]]]))]));

/** The filters a declaration gives besides field names: `q` for searched fields, a day range for a filtered date-time. */
export function derivedFilterLabels(fields: FieldSet, lang: ContractLang): Record<string, string> {
  const i = LANG_INDEX[lang];
  const out: Record<string, string> = {};
  if (entries(fields).some(([, d]) => d.search)) out.q = ['搜索', 'Search'][i];
  for (const [name, d] of entries(fields)) {
    const range = dayRangeOf(name, d);
    if (!range) continue;
    out[range[0]] = i === 0 ? `${d.label[0]}起` : `${d.label[1]} from`;
    out[range[1]] = i === 0 ? `${d.label[0]}止` : `${d.label[1]} until`;
  }
  return out;
}

/** A filtered date-time's two filter names (from, to): its own `filter` name's, or else the field's; null for any other field. */
export function dayRangeOf(name: string, d: FieldDecl): [from: string, to: string] | null {
  if (!d.filter || (d.kind !== 'dateTime' && d.kind !== 'date')) return null;
  const stem = typeof d.filter === 'string' ? d.filter : name;
  return [`${stem}From`, `${stem}To`];
}

/** Names of the fields matching a test, in declaration order. */
export const fieldsWhere = (fields: FieldSet, test: (d: FieldDecl, name: string) => boolean): string[] =>
  entries(fields).filter(([name, d]) => test(d, name)).map(([name]) => name);

/** The fields create and update data may hold. */
export const writableFields = (fields: FieldSet): string[] => fieldsWhere(fields, (d) => !!d.write);
/** The fields whose changes the history shows. */
export const historyFields = (fields: FieldSet): string[] =>
  fieldsWhere(fields, (d) => !d.writeOnly && (d.history ?? (!!d.write || d.kind === 'state')));
/** Money figures (ResourceContract.money). */
export const moneyFieldsOf = (fields: FieldSet): string[] => fieldsWhere(fields, (d) => d.kind === 'money');
/** Sensitive fields and their mask kinds (ResourceContract.sensitive). */
export const sensitiveOf = (fields: FieldSet): Record<string, MaskKind> =>
  Object.fromEntries(entries(fields).filter(([, d]) => d.sensitive).map(([name, d]) => [name, d.sensitive!]));
/** What a create form starts with. */
export const createDefaults = (fields: FieldSet): Record<string, unknown> =>
  Object.fromEntries(entries(fields).filter(([, d]) => d.write && d.default !== undefined).map(([name, d]) => [name, d.default]));
/** snake_case of a camelCase field: the column it reads and writes unless its `column` says otherwise. */
export const snakeOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The table column of a field, or null when the resource's query computes it. */
export const columnOf = (name: string, d: FieldDecl): string | null =>
  (d.column === false ? null : d.column ?? snakeOf(name));

// ---- a contract declared by its fields ----

/** What a declared contract states besides its fields: every label but the fields' (derived from them). */
export type ContractInput<F extends FieldSet> = Omit<ResourceContract, 'labels' | 'fields'> & {
  fields: F;
  labels: Record<ContractLang, Omit<ResourceLabels, 'fields' | 'values'> & { fields?: Record<string, string> }>;
};

/** A contract whose fields are declared: its labels, money and sensitive lists derive from them. */
export type DeclaredContract<F extends FieldSet = FieldSet> = Omit<ResourceContract, 'fields'> & { fields: F };

/**
 * A resource contract from its field declaration: the field labels, the enum value labels, the
 * filter labels of searched and date-time fields, the money figures and the sensitive fields
 * are read off the fields; what the input states itself (a filter's own label, a state's) stays.
 */
export function defineContract<const C extends ContractInput<FieldSet>>(input: C) {
  const labelsIn = (lang: ContractLang): ResourceLabels => {
    const own = input.labels[lang];
    const values = valueLabels(input.fields, lang);
    return {
      ...own,
      fields: { ...fieldLabels(input.fields, lang), ...own.fields },
      filters: { ...derivedFilterLabels(input.fields, lang), ...own.filters },
      ...(Object.keys(values).length ? { values } : {}),
    };
  };
  const money = [...new Set([...(input.money ?? []), ...moneyFieldsOf(input.fields)])];
  const sensitive = { ...sensitiveOf(input.fields), ...input.sensitive };
  return {
    ...input,
    ...(money.length ? { money } : {}),
    ...(Object.keys(sensitive).length ? { sensitive } : {}),
    labels: { 'zh-CN': labelsIn('zh-CN'), 'en-US': labelsIn('en-US') },
  } as Omit<C, 'labels'> & DeclaredContract<C['fields']> & { labels: Record<ContractLang, ResourceLabels & { fields: { [K in keyof C['fields']]: string } }> };
}
