// Every resource route is in the OpenAPI document with its body schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../server/modules';
import { actionsOf } from '../../../server/resources/routes';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { getDocs } from '../helpers/docs';

describe.each(testBackends())('resources in OpenAPI (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('documents each /mdr/<resource>/<action> with its body and answer', async () => {
    const res = await getDocs(t);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { post?: { operationId?: string; requestBody?: unknown; responses?: Record<string, unknown> } }> };
    for (const def of resources) {
      for (const action of actionsOf(def)) {
        const op = doc.paths[`/mdr/${def.name}/${action}`]?.post;
        // named <resource>_<action> for a generated client; refusals declared as the shared answers (server/core/openapi.ts)
        expect({ path: `/mdr/${def.name}/${action}`, documented: !!op?.requestBody && !!op?.responses?.['200'], id: op?.operationId,
          forbidden: op?.responses?.['403'] })
          .toEqual({ path: `/mdr/${def.name}/${action}`, documented: true, id: `${def.name}_${action}`,
            forbidden: { $ref: '#/components/responses/Forbidden' } });
      }
    }
    expect(Object.keys(doc.paths['/mdr/articles/get'].post!.responses!)).toEqual(['200', '400', '401', '403', '404', '500']);
    const list = JSON.stringify(doc.paths['/mdr/articles/list']);
    for (const word of ['pageSize', 'createdFrom', 'publishedAt']) expect(list).toContain(word);
    expect(JSON.stringify(doc.paths['/mdr/articles/export'].post!.responses)).toContain('text/csv');
  });
});
