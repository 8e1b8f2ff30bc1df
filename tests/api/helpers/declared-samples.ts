// Sample records of a resource declared by its fields (contract/fields.ts): valid create data
// for every written field, read off the write schema the API itself validates with, so a field
// added to the declaration needs no line in the module's tests/api/<module>/samples.ts.
import type { Insertable } from 'kysely';
import type { DeclaredContract } from '../../../contract/fields';
import { writeSchemaOf } from '../../../contract/records/declared';
import type { DB } from '../../../server/db/schema';
import { writeColumnsOf } from '../../../server/resources/declared';
import { sampleOf, type Schema } from './schema-sample';

/**
 * Create data with a valid value for each written field (its limits kept, an enum's first value,
 * a nullable one not null); `own` wins: a unique text, a reference to a real row.
 */
export function sampleData(contract: DeclaredContract, own: Record<string, unknown> = {}): Record<string, unknown> {
  const { properties } = writeSchemaOf(contract) as unknown as { properties: Record<string, Schema> };
  const written = Object.entries(properties).filter(([name]) => contract.fields[name].kind !== 'reference' && !(name in own));
  return { ...Object.fromEntries(written.map(([name, schema]) => [name, sampleOf(schema)])), ...own };
}

/** The same as the columns of table `T` (snake_case, texts trimmed), for a sample's own insert. */
export const sampleColumns = <T extends keyof DB>(contract: DeclaredContract, own: Record<string, unknown> = {}) =>
  writeColumnsOf(contract)(sampleData(contract, own)) as Partial<Insertable<DB[T]>>;
