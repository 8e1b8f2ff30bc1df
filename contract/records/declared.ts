// The TypeBox schemas of a declared contract (contract/fields.ts): the record `get` answers, the
// list item (without `recordOnly` fields) and the create data (the only one with `writeOnly`
// fields). Validation, serialisation and the OpenAPI document read these; a field's description
// is its en-US label and its note. Their types are the declaration's own (RecordOf, ListItemOf, WriteOf in contract/fields.ts), not Static<>.
import { Type, type TObject, type TSchema } from 'typebox';
import type { DeclaredContract, FieldDecl, FieldSet } from '../fields';
import { DateTime, Id, MoneyFigure, Nullable, StringEnum, withOptions } from './schema';

/** Nullable when declared so; a JSON field's any value already takes null (anyOf [{}, null] would say nothing more). */
const orNull = (d: FieldDecl, base: TSchema): TSchema => (d.nullable && d.kind !== 'json' ? Nullable(base) : base);

const describe = (d: FieldDecl, schema: TSchema): TSchema =>
  withOptions(schema, { description: d.note ? `${d.label[1]}: ${d.note}` : d.label[1] });

/** A field's value as answered. */
function answerSchema(resource: string, d: FieldDecl): TSchema {
  const base: TSchema = (() => {
    switch (d.kind) {
      case 'id': case 'integer': case 'reference': case 'money': return Type.Integer();
      case 'decimal': return Type.Number();
      case 'boolean': return Type.Boolean();
      case 'enum': return StringEnum(Object.keys(d.values ?? {}));
      case 'state': return StringEnum(d.states ?? []);
      case 'dateTime': return DateTime;
      case 'date': return Type.String({ format: 'date' });
      case 'json': return Type.Unknown();
      default: return Type.String();
    }
  })();
  const value = describe(d, orNull(d, base));
  return d.kind === 'money' ? MoneyFigure(resource, value) : value;
}

/** A field's value as create and update data take it: the answer's type with the declared limits. */
function writeSchema(d: FieldDecl): TSchema {
  const limits = (names: [string, string][]) =>
    Object.fromEntries(names.filter(([key]) => (d as unknown as Record<string, unknown>)[key] !== undefined)
      .map(([key, as]) => [as, (d as unknown as Record<string, unknown>)[key]]));
  const base: TSchema = (() => {
    switch (d.kind) {
      case 'text': case 'longText':
        return Type.String(limits([['min', 'minLength'], ['max', 'maxLength'], ['pattern', 'pattern']]));
      case 'integer': case 'money': return Type.Integer(limits([['min', 'minimum'], ['max', 'maximum']]));
      case 'decimal': return Type.Number(limits([['min', 'minimum'], ['max', 'maximum']]));
      case 'reference': case 'id': return Id;
      case 'dateTime': return Type.String({ format: 'date-time' });
      default: return answerSchema('', { ...d, nullable: false });
    }
  })();
  return describe(d, orNull(d, base));
}

const pick = (fields: FieldSet, keep: (d: FieldDecl) => boolean) => Object.entries(fields).filter(([, d]) => keep(d));

/** The record as `get` answers it; `overrides` gives a field a schema of its own (a JSON shape), described as the field is. */
export function recordSchemaOf(contract: DeclaredContract, overrides: Record<string, TSchema> = {}): TObject {
  return Type.Object(Object.fromEntries(pick(contract.fields, (d) => !d.writeOnly)
    .map(([name, d]) => [name, overrides[name] ? describe(d, overrides[name]) : answerSchema(contract.resource, d)])));
}

/** List items and CSV rows: the record without its `recordOnly` fields. */
export function listItemSchemaOf(contract: DeclaredContract, overrides: Record<string, TSchema> = {}): TObject {
  return Type.Object(Object.fromEntries(pick(contract.fields, (d) => !d.recordOnly && !d.writeOnly)
    .map(([name, d]) => [name, overrides[name] ? describe(d, overrides[name]) : answerSchema(contract.resource, d)])));
}

/** Create data (update takes any part of it): the written fields, `write: 'required'` ones required. */
export function writeSchemaOf(contract: DeclaredContract, overrides: Record<string, TSchema> = {}): TObject {
  return Type.Object(Object.fromEntries(pick(contract.fields, (d) => !!d.write).map(([name, d]) => {
    const schema = overrides[name] ? describe(d, overrides[name]) : writeSchema(d);
    return [name, d.write === 'required' ? schema : Type.Optional(schema)];
  })), { additionalProperties: false });
}
