// Lookup resources: react-admin's getList/getMany of `lookup:<api>:<field>`
// become the referencing resource's /mdr/<api>/lookup {field, q | ids}.
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { lookupReference, parseLookup } from '../../../src/providers/lookup';
import { ok } from '../../../mocks/api';
import { startMockApi } from './helpers';

const api = startMockApi();
const dataProvider = createDataProvider((route) => route);
const AUTHORS = lookupReference('articles', 'authorId');

describe('dataProvider: reference lookups', () => {
  it('names the lookup resource after the referencing API resource and field', () => {
    expect(parseLookup(AUTHORS)).toEqual({ apiResource: 'articles', field: 'authorId' });
    expect(parseLookup('wow_guide/article')).toBeNull();
  });

  it('getList → lookup {field, q}; getMany → lookup {field, ids}', async () => {
    api.reply('/mdr/articles/lookup', ok({ list: [{ id: 6, label: 'Thrall' }] }));
    const found = await dataProvider.getList(AUTHORS, { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'thr' } });
    expect(api.lastCall('/mdr/articles/lookup')!.body).toEqual({ field: 'authorId', q: 'thr' });
    expect(found).toEqual({ data: [{ id: 6, label: 'Thrall' }], total: 1 });

    await dataProvider.getList(AUTHORS, { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: { q: '  ' } });
    expect(api.lastCall('/mdr/articles/lookup')!.body).toEqual({ field: 'authorId' });

    const named = await dataProvider.getMany(AUTHORS, { ids: ['6'] });
    expect(api.lastCall('/mdr/articles/lookup')!.body).toEqual({ field: 'authorId', ids: [6] });
    expect(named).toEqual({ data: [{ id: 6, label: 'Thrall' }] });
  });
});
