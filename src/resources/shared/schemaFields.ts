// What a form may send and how long each text may be, read from the API's own
// create schema (contract/writes/<resource>.ts), so the panel never restates a
// limit or a field list that the API could change without it.

/** The few JSON Schema keys these helpers read (a TypeBox object schema is one). */
type FieldSchema = { [key: string]: unknown };
interface ObjectSchema { properties: Record<string, FieldSchema> }

const maxLengthOf = (schema: FieldSchema): number | undefined =>
  (typeof schema.maxLength === 'number' ? schema.maxLength : undefined)
  ?? (schema.anyOf as FieldSchema[] | undefined)?.map(maxLengthOf).find((n) => n !== undefined);

/** Each text field's maximum length, by field name (fields without one are absent). */
export function limitsOf<S extends ObjectSchema>(schema: S): Partial<Record<keyof S['properties'] & string, number>> {
  const out: Record<string, number> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const max = maxLengthOf(fieldSchema);
    if (max !== undefined) out[field] = max;
  }
  return out as Partial<Record<keyof S['properties'] & string, number>>;
}

/** The fields the API accepts in create and update data: `pickFields(writableOf(schema))`. */
export const writableOf = <S extends ObjectSchema>(schema: S): (keyof S['properties'] & string)[] =>
  Object.keys(schema.properties) as (keyof S['properties'] & string)[];
