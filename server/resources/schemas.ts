// TypeBox schemas of every action's body and answer, built from a definition:
// the single source for validation, serialisation and the OpenAPI document.
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { PLATFORM_TIME_ZONE } from '../../contract/days';
import { Id, INT4_MAX, type SchemaKeywords } from '../../contract/records/schema';
import { totalsSchema } from './totals';
import { EXACT_TOTAL_ASKED_LIMIT, EXACT_TOTAL_LIMIT, MAX_PAGE, MAX_PAGE_SIZE } from '../../contract/lists';
import type { AnyCommand } from './commands';
import { withDeletableSchema } from './deletable';
import type { AnyResource } from './types';

const exactLimit = EXACT_TOTAL_LIMIT.toLocaleString('en-US');

const strict = <P extends TProperties>(props: P, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

// a record id (and its bound), shared with the create schemas of contract/writes/
export { INT4_MAX, Id };
export const Ids = Type.Array(Id, { minItems: 1, maxItems: 1000 });
/** The id of a bigserial table (sessions, messages): any safe integer. */
export const BigId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
export const Version = Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'the version the change is based on' });
/** A list's paging, bounded so that the offset is a number the database can take. */
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 });
/** A string from a fixed list (one `enum`, so a wrong value gets one clear message). */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
export const OrderSchema = StringEnum(['ASC', 'DESC'] as const);

/** Optional-field object for a nullable value in answers. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** ISO 8601 timestamp in answers. */
export const DateTime = Type.String({ format: 'date-time' });

/** The zone an export writes times in (an IANA name; export.ts checks the runtime knows it). */
export const TimeZoneSchema = Type.String({
  minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$',
  description: `IANA time zone the times are written in, and named in their headers (default ${PLATFORM_TIME_ZONE})`,
});

export function filterSchema(def: AnyResource): TObject {
  const props = Object.fromEntries(Object.entries(def.filters).map(([k, f]) => [k, Type.Optional(f.schema)]));
  return strict(props, 'server-side filter; unknown keys are refused');
}

export function sortSchema(def: AnyResource) {
  return StringEnum(Object.keys(def.sorts), { description: 'sort field' });
}

export const listItemSchema = (def: AnyResource) => def.schemas.listItem ?? def.schemas.record;
export const updateDataSchema = (def: AnyResource): TObject =>
  def.schemas.update ?? Type.Partial(def.schemas.create!, { additionalProperties: false, minProperties: 1 });

export const bodies = {
  list: (def: AnyResource) => strict({
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
    sort: Type.Optional(sortSchema(def)),
    order: Type.Optional(OrderSchema),
    filter: Type.Optional(filterSchema(def)),
    last: Type.Optional(Type.Literal(true, {
      description: 'answer the real last page instead of `page` (counts every match exactly; the answer says which `page` it is)',
    })),
    exactTotal: Type.Optional(Type.Boolean({
      description: `count the total exactly up to ${EXACT_TOTAL_ASKED_LIMIT.toLocaleString('en-US')} records (default: up to ${exactLimit})`,
    })),
  }),
  get: () => strict({ id: Id }),
  get_many: () => strict({ ids: Ids }),
  create: (def: AnyResource) => strict({ data: def.schemas.create! }),
  update: (def: AnyResource) => strict({ id: Id, data: updateDataSchema(def), version: Version }),
  delete: () => strict({ id: Id }),
  update_many: (def: AnyResource) => strict({ ids: Ids, data: updateDataSchema(def) }),
  delete_many: () => strict({ ids: Ids }),
  export: (def: AnyResource) => strict({
    filter: Type.Optional(filterSchema(def)),
    sort: Type.Optional(sortSchema(def)),
    order: Type.Optional(OrderSchema),
    timeZone: Type.Optional(TimeZoneSchema),
  }),
};

export const commandBody = (cmd: AnyCommand) => strict({ id: Id, ...cmd.body });
export const commandManyBody = (cmd: AnyCommand) => strict({ ids: Ids, ...cmd.body });

export const revealBody = (def: AnyResource) =>
  strict({ id: Id, field: StringEnum(Object.keys(def.sensitive ?? {}), { description: 'a sensitive field' }) });
export const revealAnswer = Type.Object({ field: Type.String(), value: Type.Unknown({ description: 'the field whole' }) });

/** A record schema whose money fields (`moneyFields`) may be absent: they are, for a reader without their key (money.ts). */
function moneyOptional(def: AnyResource, schema: TObject): TObject {
  const money = def.moneyFields ?? [];
  if (!money.some((f) => f in schema.properties)) return schema;
  const props = Object.fromEntries(Object.entries(schema.properties)
    .map(([field, s]) => [field, money.includes(field) ? Type.Optional(s) : s]));
  return Type.Object(props, { description: (schema as SchemaKeywords).description });
}

/** What answers show of a record (the record schema, plus `deletable` where delete is offered). */
export const recordAnswer = (def: AnyResource) => withDeletableSchema(def, moneyOptional(def, def.schemas.record));

export const answers = {
  list: (def: AnyResource) => Type.Object({
    list: Type.Array(withDeletableSchema(def, moneyOptional(def, listItemSchema(def)))),
    total: Type.Integer({ description: `matching records: exact up to ${exactLimit} (or as asked by exactTotal), else an estimate flagged by totalIsEstimate` }),
    totalIsEstimate: Type.Optional(Type.Literal(true, {
      description: `present when more than ${exactLimit} records match: total is the database planner's estimate (paging still works past it)`,
    })),
    hasNextPage: Type.Optional(Type.Boolean({ description: 'beside an estimated total: whether a page follows this one' })),
    page: Type.Optional(Type.Integer({ description: 'with `last`: the page answered (total is then exact)' })),
    ...(def.totals ? { totals: totalsSchema(def) } : {}),
  }),
  records: (def: AnyResource) => Type.Object({ list: Type.Array(recordAnswer(def)) }),
  ids: () => Type.Object({ ids: Type.Array(Type.Integer()) }),
  many: () => Type.Object({
    done: Type.Array(Type.Integer()),
    failed: Type.Array(Type.Object({ id: Type.Integer(), code: Type.Integer(), message: Type.String() })),
  }),
};
