// The few TypeBox building blocks the record schemas share. Only the API and
// type-only imports reach this folder, so TypeBox stays out of the panel bundle.
import { Type, type Static, type TProperties, type TSchema, type TSchemaOptions } from 'typebox';
import { REASON_MAX } from '../reason';

/** A schema read as JSON Schema: TypeBox 1's TSchema declares no keywords of its own. */
export interface SchemaKeywords extends TSchema {
  description?: string; type?: string; format?: string; enum?: unknown[]; anyOf?: SchemaKeywords[];
  properties?: Record<string, SchemaKeywords>; maximum?: number; maxLength?: number;
}

/**
 * `schema` with `options` over it. TypeBox 1 keeps its marks (~kind, ~optional)
 * in non-enumerable properties, which a spread would drop (an optional field
 * would turn required): this copies them too.
 */
export const withOptions = <T extends TSchema>(schema: T, options: TSchemaOptions): T =>
  Object.assign(Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)), options) as unknown as T;

/** The largest value of a PostgreSQL integer column (ids of serial tables, versions). */
export const INT4_MAX = 2147483647;
/** A record's id in a request. */
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'record id' });
/** Optional-field object for a nullable value in answers. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** ISO 8601 timestamp in answers. */
export const DateTime = Type.String({ format: 'date-time' });
/** Why a record was rejected, hidden, closed…: 1..REASON_MAX characters, not all blank. */
export const Reason = Type.String({ minLength: 1, maxLength: REASON_MAX, pattern: '\\S' });
/** A string from a fixed list (one `enum`, so a wrong value gets one clear message). */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/**
 * A money figure (ResourceContract.money): present only for readers holding
 * `<resource>.read_money`, so optional in every answer that carries it.
 */
export const MoneyFigure = <T extends TSchema>(resource: string, schema: T) => {
  const { description }: SchemaKeywords = schema;
  return Type.Optional(Type.Unsafe<Static<T>>({
    ...schema,
    description: `${description ? `${description}. ` : ''}Absent unless the reader holds ${resource}.read_money`,
  }));
};

/**
 * `props` with each field's OpenAPI description taken from its (en-US) label,
 * followed by what the field's own description adds. Every field must have a
 * label: a field without one does not compile.
 */
export function labelled<P extends TProperties>(props: P, labels: { readonly [K in keyof P]: string }): P {
  const out: TProperties = {};
  for (const [field, schema] of Object.entries(props)) {
    const note = (schema as SchemaKeywords).description;
    out[field] = withOptions(schema, { description: note ? `${labels[field]}: ${note}` : labels[field] });
  }
  return out as P;
}
