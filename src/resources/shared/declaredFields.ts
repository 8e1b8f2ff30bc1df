// What a form may send and how long each text may be, read from the resource's field
// declaration (contract/fields.ts), so the panel never restates a limit or a field list.
import { writableFields, type DeclaredContract } from '../../../contract/fields';

/** Each written text field's maximum length, by field name (fields without one are absent). */
export function limitsOf<F extends DeclaredContract>(contract: F): Partial<Record<keyof F['fields'] & string, number>> {
  return Object.fromEntries(Object.entries(contract.fields).filter(([, d]) => d.write && d.max !== undefined)
    .map(([name, d]) => [name, d.max])) as Partial<Record<keyof F['fields'] & string, number>>;
}

/** The fields the API accepts in create and update data: `pickFields(writableOf(contract))`. */
export const writableOf = <F extends DeclaredContract>(contract: F): (keyof F['fields'] & string)[] =>
  writableFields(contract.fields) as (keyof F['fields'] & string)[];
