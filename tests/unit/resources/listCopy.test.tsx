// Opened from a list, a show page first renders react-admin's copy of the
// record from the list (useGetList fills the getOne cache), which lacks the
// fields only `get` answers (an admin's sessions, a bot's keys, an order's
// refunds, …). Every resource whose list item is slimmer than its record must
// render that copy without the error page. Generated from the contract's
// schemas: a resource that adds a list item schema is covered here.
import { screen } from '@testing-library/react';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, type DeclaredContract } from '../../../contract';
import { listItemSchemaOf } from '../../../contract/records/declared';
import { resources } from '../../../src/resources';
import { sampleOf, type Schema } from '../../api/helpers/schema-sample';
import { fakeDataProvider, renderAdmin } from './helpers';

/** contract/records/<API resource>.ts, each maybe exporting a `<Name>ListItemSchema`. */
const modules = import.meta.glob<Record<string, unknown>>('../../../contract/records/*.ts', { eager: true });
/** The exported list item schema, else a declared contract's when it has `recordOnly` fields (contract/fields.ts). */
const listItemOf = (api: string): TSchema | undefined => {
  const exports = modules[`../../../contract/records/${api}.ts`] ?? {};
  const name = Object.keys(exports).find((k) => k.endsWith('ListItemSchema'));
  if (name) return exports[name] as TSchema;
  const contract = CONTRACTS[api];
  const slimmer = contract?.fields && Object.values(contract.fields).some((d) => d.recordOnly);
  return slimmer ? listItemSchemaOf(contract as DeclaredContract) : undefined;
};

const cases = resources.filter((r) => r.show).flatMap((r) => {
  const schema = listItemOf(r.apiResource ?? r.name);
  return schema ? [{ route: r.name, schema }] : [];
});

describe('a show page opened from its list', () => {
  it('covers every resource with a list item schema', () => {
    expect(cases.map((c) => c.route).sort()).toEqual(expect.arrayContaining(['user/admin', 'user/bot', 'orders/orders', 'wow_guide/article']));
  });

  it.each(cases)('$route renders the list\'s copy of a record without the error page', async ({ route, schema }) => {
    const copy = { ...(sampleOf(schema as Schema) as object), id: 1 };
    renderAdmin(fakeDataProvider({ [route]: [copy] }), `/${route}/1/show`);
    await screen.findAllByText(/.+/);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByText(/A client error prevented/)).toBeNull();
    expect(document.querySelector('.RaShow-main')).not.toBeNull();
  });
});
