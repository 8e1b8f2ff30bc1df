// The one config object a module writes to get a resource's /mdr/<name>/<action>
// routes (see defineResource). The mechanism (routes → service → repository)
// reads only this; nothing about a particular table lives in it.
import type { MaskKind } from '../../contract/types';
import type { Static, TObject, TProperties, TSchema } from 'typebox';
import type { Insertable, Kysely, RawBuilder, SelectQueryBuilder, Transaction, UpdateObject } from 'kysely';
import type { DB } from '../db/schema';
import type { Lang, RequestContext } from '../core/context';

export type Order = 'ASC' | 'DESC';

export const STANDARD_ACTIONS = [
  'list', 'get', 'get_many', 'create', 'update', 'delete', 'update_many', 'delete_many', 'export',
] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];
export const READ_ACTIONS: readonly StandardAction[] = ['list', 'get', 'get_many', 'export'];

/**
 * A resource's select (its table plus joins). The mechanism adds where/order/
 * limit to queries of every table, so the joined-table set is left open here;
 * the row type stays exact.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Query<Row = any> = SelectQueryBuilder<DB, any, Row>;

/** 'list': the columns of list items and CSV rows; 'record': everything `get` answers. */
export type Shape = 'list' | 'record';

/**
 * What a filter may match of the resource's sensitive fields for this reader
 * (server/resources/search.ts `wholeValue`): whole values only, with the
 * reveal key; the fields it did search are audited.
 */
export interface FilterAccess {
  kinds: Readonly<Record<string, MaskKind>>;
  /** the reader holds `<resource>.reveal` */
  reveal: boolean;
  searched: Set<string>;
}

/** One filter key: the TypeBox schema of its value and how it narrows the query. */
export interface FilterDef {
  schema: TSchema;
  apply(q: Query, value: unknown, access?: FilterAccess): Query;
}

/** Builds a FilterDef whose `apply` receives the value typed by its schema. */
export function filterOf<S extends TSchema>(schema: S, apply: (q: Query, value: Static<S>, access?: FilterAccess) => Query): FilterDef {
  return { schema, apply: apply as FilterDef['apply'] };
}

/** What a transition's `after` hook is told: the record on both sides of the change. */
export interface TransitionEvent<Resp> {
  before: Resp;
  after: Resp;
  /** the body besides id/ids (e.g. { reason }) */
  body: Record<string, unknown>;
  ctx: RequestContext;
}

/**
 * A named state change: `/mdr/<name>/<transition>` {id, ...body} and
 * `<transition>_many` {ids, ...body}. Sugar for a command (see CommandDef)
 * that moves `stateColumn` from `from` to `to`.
 */
export interface TransitionDef<T extends keyof DB, Resp = Record<string, unknown>> {
  from: readonly string[];
  to: string;
  /** extra body fields besides id/ids, e.g. { reason: Type.String(...) } (all required unless Optional) */
  body?: TProperties;
  /** extra columns to set with the new state (may be SQL expressions) */
  set?(body: Record<string, unknown>, ctx: RequestContext): UpdateObject<DB, T>;
  /** the route asks for a fresh second factor (declared now, enforced by the session layer) */
  stepUp?: boolean;
  /** it moves money: its key is held only by roles (or extra keys) naming it (server/resources/keys.ts) */
  money?: boolean;
  /**
   * Consequences of the change (e.g. notifying staff), run in its transaction
   * after its audit row: they commit with it, and a throw undoes it all.
   */
  after?(trx: Transaction<DB>, event: TransitionEvent<Resp>): Promise<void>;
}

export type MaybePromise<T> = T | Promise<T>;

/** What a command's `run` gets: the locked record and a guarded write. */
export interface CommandArgs<T extends keyof DB, Resp> {
  id: number;
  /** the record before the command (sensitive fields masked) */
  current: Resp;
  /** the locked row's state (`stateColumn`), null without one */
  state: string | null;
  /** the body besides id/ids */
  body: Record<string, unknown>;
  ctx: RequestContext;
  /** Writes columns of the record, guarded by the version (and `from` states) checked under the lock; bumps version. */
  update(values: UpdateObject<DB, T>): Promise<void>;
  /** This call changed nothing (an idempotent repeat answering the first result): no audit row, no `after`. */
  unchanged(): void;
}

/** What a command's `after` hook is told; `result` is what `run` returned. */
export interface CommandEvent<Resp> extends TransitionEvent<Resp> {
  result: unknown;
}

/**
 * `/mdr/<name>/<command>` {id, ...body} (and `<command>_many` {ids, ...body}
 * when `many`): one transaction that locks the record, checks `from`, runs,
 * writes one audit row (action = the command's name) and runs `after`.
 */
export interface CommandDef<T extends keyof DB, Resp = Record<string, unknown>> {
  /** OpenAPI summary */
  summary?: string;
  /** body fields besides id/ids (all required unless Optional) */
  body?: TProperties;
  /** legal states of `stateColumn` (else -5); default any */
  from?: readonly string[];
  /** the route asks for a fresh second factor (declared now, enforced by the session layer) */
  stepUp?: boolean;
  /** it moves money: its key is held only by roles (or extra keys) naming it (server/resources/keys.ts) */
  money?: boolean;
  /** also offer `<command>_many`, each record on its own ({done, failed}) */
  many?: boolean;
  /** the answer's schema when it is not the record (e.g. a secret shown once): `run` returns it */
  answer?: TSchema;
  run(trx: Transaction<DB>, args: CommandArgs<T, Resp>): Promise<unknown>;
  /** consequences, in the same transaction after the audit row (see TransitionDef.after) */
  after?(trx: Transaction<DB>, event: CommandEvent<Resp>): Promise<void>;
}

/**
 * What a sensitive field holds, deciding its mask (sensitive.ts): a phone, name, email, `contact`
 * (a phone or an email as people type it) or secret shows nothing; an account a card's last four.
 */
export type { MaskKind };

/** Where an id field points: a table whose `label` column names its rows. */
export interface ReferenceDef {
  table: keyof DB;
  /** the column shown and searched (`q`) */
  label: string;
  /** the id column (default `id`) */
  id?: string;
  /**
   * The rows a command of the resource may take for this field (feedback's
   * assign: active staff holding the feedback key), as a condition on the
   * referenced table's row. A lookup with `choosable: true` offers only those:
   * a choice the command would refuse is never offered.
   */
  choosable?: () => RawBuilder<boolean>;
}

/** What a CSV cell is written for: the reader's language and time zone, and the names of the batch's references. */
export interface CsvContext {
  lang: Lang;
  /** IANA zone the times are written in (named in their headers) */
  timeZone: string;
  /** reference field → id → name, for the batch being written (export.ts) */
  names?: Record<string, Map<number, string>>;
}

/** One CSV column: the i18n key of its header and its value from the list item. */
export interface CsvColumn<Item> {
  header: string;
  /** the list-item field it writes, when it writes one */
  field?: string;
  /** what the header adds to the label: the unit of an amount, the zone of a time, "ID" beside a name */
  unit?: 'money' | 'time' | 'id';
  value(item: Item, ctx: CsvContext): unknown;
}

/** What `rules.validate` is told about the write it checks. */
export interface WriteTarget<Resp> {
  /** null on create */
  id: number | null;
  /** the record before the write (null on create) */
  current: Resp | null;
  /** the executor of the write's transaction */
  db: Kysely<DB>;
  ctx: RequestContext;
}

export interface ResourceDef<T extends keyof DB, Row, Resp, Item = Resp> {
  /** API resource: /mdr/<name>/<action>; also the audit_log.resource value */
  name: string;
  /**
   * What the records are and the rules beyond their schemas, for people
   * calling the API: the description of the resource's OpenAPI tag (/docs),
   * the one place this prose lives (docs/api.md keeps only the conventions).
   */
  description?: string;
  /**
   * The table written to; it has `id` and `version` columns. A read-only
   * resource (a view, a GROUP BY) may leave it out and name its `idColumn`.
   */
  table?: T;
  /** SQL column of the record id in `query` (default `<table>.id`) */
  idColumn?: string;
  /**
   * The spec's module key (contract/access/modules.ts) its action keys belong to,
   * or keys joined by allKeys when its page needs several: holding any of its
   * action keys opens these. Each route itself needs its own action key
   * `<name>.<action>` (server/resources/keys.ts), never this.
   */
  permission: string;
  /** standard actions offered (default: all); read-only resources list READ_ACTIONS */
  actions?: readonly StandardAction[];
  /** standard actions that ask for a fresh second factor (core/stepup.ts), as a command's `stepUp` */
  stepUp?: readonly StandardAction[];
  /** standard actions that move money (e.g. a price change): their keys are marked `money` like a command's */
  money?: readonly StandardAction[];
  /** the table has updated_at (set on every write); default true */
  hasUpdatedAt?: boolean;
  schemas: {
    record: TObject;
    /** default: record */
    listItem?: TObject;
    /** `create` data; `update` data defaults to Type.Partial(create) */
    create?: TObject;
    update?: TObject;
  };
  /** filter key → value schema + how it narrows; any other key is -1 `filter.<key>` */
  filters: Record<string, FilterDef>;
  /** API sort field → SQL column ('articles.created_at'); any other field is -1 `sort` */
  sorts: Record<string, string>;
  defaultSort: { field: string; order: Order };
  /** the base select (joins, computed columns) selecting the table's id as `id`; filters, order and paging are added to it */
  query(db: Kysely<DB>, shape: Shape): Query<Row>;
  /**
   * Every join of `query` looks up one row through a required reference
   * (NOT NULL foreign key), so none drops or repeats a row of `table`: list
   * totals and deep pages may then read `table` alone when the filter and
   * sort need no joined column (fast on big tables). Default false.
   */
  joinsAreLookups?: boolean;
  toResponse(row: Row): Resp;
  /** list items and CSV rows; default toResponse */
  toListItem?(row: Row): Item;
  /** create data → column values (sanitising, trimming, hashing: may be async) */
  toInsert?(data: Record<string, unknown>, ctx: RequestContext): MaybePromise<Insertable<DB[T]>>;
  /** update data (partial) → column values */
  toUpdate?(data: Record<string, unknown>, ctx: RequestContext): MaybePromise<UpdateObject<DB, T>>;
  rules?: {
    /** before create/update/update_many, inside the transaction; throw invalidField(...) */
    validate?(data: Record<string, unknown>, target: WriteTarget<Resp>): MaybePromise<void>;
    /** before delete, inside the transaction; throw conflict('<key>') to refuse (-5) */
    beforeDelete?(current: Resp, target: WriteTarget<Resp>): Promise<void>;
  };
  /**
   * Why a record cannot be deleted now (an i18n key), or null. Records then
   * carry `deletable`/`deleteBlockedReason`, and `delete` refuses with -5 and
   * this message. Reads fields both the list item and the record have.
   */
  deleteBlocked?(record: Resp | Item): string | null;
  /** column holding the state the transitions and commands move between */
  stateColumn?: string;
  transitions?: Record<string, TransitionDef<T, Resp>>;
  /** named actions on one record besides plain state changes (see CommandDef) */
  commands?: Record<string, CommandDef<T, Resp>>;
  /**
   * Answer fields that are money figures (the contract's `money`): answered,
   * exported and shown in history only to readers holding `<name>.read_money`;
   * a sort or filter of that name is -1 for everyone else (money.ts).
   */
  moneyFields?: readonly string[];
  /**
   * Money columns a list sums over every row its filter matches (not the
   * page): `data.totals` is `{ count, <field>: fen, … }` (totals.ts), one
   * aggregate query beside the page. Field → its SQL: a column reference
   * (`orders.amount_cents`) or an expression; `true` in a declared resource
   * for the field's own column. A sum of a money field the reader may not
   * see (`moneyFields`) is left out.
   */
  totals?: Readonly<Record<string, TotalExpression>>;
  /** answer field → how it is masked in list, get, export and history; whole only through `reveal` */
  sensitive?: Readonly<Record<string, MaskKind>>;
  /**
   * Answer fields that depend on who reads the record (a staff account's or a
   * role's `beyondReader`): `fill` sets them on the records of every answer a
   * route gives (list, get, get_many, create, update, a command's record) and
   * on every exported row (reader.ts). `toResponse` leaves them undefined, so
   * audit rows, which every reader may read, never carry one reader's answer.
   */
  reader?: { fields: readonly string[]; fill(records: Record<string, unknown>[], ctx: RequestContext, db: Kysely<DB>): Promise<void> };
  /** id field → the record it points at, offered by name through `lookup` */
  references?: Record<string, ReferenceDef>;
  /**
   * Id fields the list item carries without a name beside them (`reviewedBy`)
   * → where their name is: exports write it next to the id (export.ts), as
   * they do for `references`. No lookup route.
   */
  exportNames?: Record<string, ReferenceDef>;
  /** default: every list-item field, header `<name>.fields.<field>` (see csv.schemaColumns) */
  csv?: CsvColumn<Item>[];
  /** what `/mdr/<name>/history` shows of each change (history.ts) */
  history?: {
    /** the record fields whose changes are shown; default: every record field but id, version, createdAt, updatedAt */
    fields?: readonly string[];
    /** of those, long texts: shown as "changed" with the change in length, never their values */
    longText?: readonly string[];
  };
}

/** A definition with its types erased, as the mechanism handles it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every resource's types
export type AnyResource = ResourceDef<any, any, any, any>;

// `defineResource` and the declared form of a definition: ./declared.ts
export { defineResource, type DeclaredResourceDef } from './declared';

/** A summed column (`ResourceDef.totals`): a column reference or an SQL expression. */
export type TotalExpression = string | RawBuilder<unknown>;

/** The body of `list` after defaults. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  order?: Order;
  filter?: Record<string, unknown>;
  /** answer the real last page (counting every match) instead of `page` */
  last?: true;
  /** count the total exactly up to EXACT_TOTAL_ASKED_LIMIT (contract/lists.ts), not only up to EXACT_TOTAL_LIMIT */
  exactTotal?: boolean;
}

export interface LookupItem { id: number; label: string }

export interface ManyResult {
  done: number[];
  failed: { id: number; code: number; message: string }[];
}
