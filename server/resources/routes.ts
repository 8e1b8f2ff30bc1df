// A definition's routes: POST /mdr/<name>/<action>, each = schema + permission
// + one service call. Access is checked by the session hook from
// config.permission (never here), for every route alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { RequestContext } from '../core/context';
import { Envelope, ok } from '../core/envelope';
import { requireCtx } from '../core/hooks';
import { t } from '../core/i18n';
import { csvFilename, csvStream, schemaColumns } from './csv';
import { findHistory, hasHistory, historyAnswer, historyBody } from './history';
import { answers, bodies, listItemSchema, transitionBody, transitionManyBody } from './schemas';
import { ResourceService } from './service';
import { STANDARD_ACTIONS, type AnyResource, type CsvColumn, type ListParams, type StandardAction } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by their schema before the handler runs
type Body = any;

interface ActionSpec {
  summary: string;
  body(def: AnyResource): TSchema;
  answer(def: AnyResource): TSchema;
  run(s: ResourceService, ctx: RequestContext, body: Body): Promise<unknown>;
}

const ACTIONS: Record<Exclude<StandardAction, 'export'>, ActionSpec> = {
  list: { summary: 'Page of records (filter, sort)', body: bodies.list, answer: answers.list,
    run: (s, _ctx, b) => s.list({ page: 1, pageSize: 20, ...b } as ListParams) },
  get: { summary: 'One record', body: bodies.get, answer: (def) => def.schemas.record, run: (s, _ctx, b) => s.get(b.id) },
  get_many: { summary: 'Records by id', body: bodies.get_many, answer: answers.records, run: (s, _ctx, b) => s.getMany(b.ids) },
  create: { summary: 'Create a record', body: bodies.create, answer: (def) => def.schemas.record,
    run: (s, ctx, b) => s.create(ctx, b.data) },
  update: { summary: 'Change a record (-5 when version is stale)', body: bodies.update, answer: (def) => def.schemas.record,
    run: (s, ctx, b) => s.update(ctx, b.id, b.data, b.version) },
  delete: { summary: 'Delete a record', body: bodies.delete, answer: (def) => def.schemas.record,
    run: (s, ctx, b) => s.remove(ctx, b.id) },
  update_many: { summary: 'Change many records (all or nothing)', body: bodies.update_many, answer: answers.ids,
    run: (s, ctx, b) => s.updateMany(ctx, b.ids, b.data) },
  delete_many: { summary: 'Delete many records (all or nothing)', body: bodies.delete_many, answer: answers.ids,
    run: (s, ctx, b) => s.removeMany(ctx, b.ids) },
};

const CSV_ANSWER = {
  description: 'CSV (UTF-8 with BOM) of every matching row',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/** Every action path of a definition, in registration order (tests and docs use it). */
export function actionsOf(def: AnyResource): string[] {
  const standard = STANDARD_ACTIONS.filter((a) => (def.actions ?? STANDARD_ACTIONS).includes(a));
  const named = Object.keys(def.transitions ?? {}).flatMap((n) => [n, `${n}_many`]);
  return [...standard, ...named, ...(hasHistory(def) ? ['history'] : [])];
}

export function registerResource(app: FastifyInstance, def: AnyResource): void {
  const service = new ResourceService(app.db, def, app.log);
  const post = (action: string, summary: string, body: TSchema, answer: unknown,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.post(`/mdr/${def.name}/${action}`, {
      schema: { tags: [def.name], summary, body, response: { 200: answer } },
      config: { permission: def.permission },
    }, handler);
  };
  for (const action of actionsOf(def)) {
    if (action === 'export') {
      post(action, 'CSV of every matching record', bodies.export(def), CSV_ANSWER, (req, reply) => sendCsv(service, req, reply));
    } else if (action === 'history') {
      post(action, "The record's audit trail, newest first", historyBody, Envelope(historyAnswer),
        async (req) => ok(req, await findHistory(app.db, def, (req.body as Body).id)));
    } else if (action in ACTIONS) {
      const spec = ACTIONS[action as keyof typeof ACTIONS];
      post(action, spec.summary, spec.body(def), Envelope(spec.answer(def)),
        async (req) => ok(req, await spec.run(service, requireCtx(req), req.body)));
    }
  }
  for (const [name, tr] of Object.entries(def.transitions ?? {})) {
    const move = `${tr.from.join(' | ')} → ${tr.to}`;
    post(name, move, transitionBody(tr), Envelope(def.schemas.record), async (req) => {
      const { id, ...rest } = req.body as Body;
      return ok(req, await service.transition(requireCtx(req), name, id, rest));
    });
    post(`${name}_many`, `${move}, each record on its own`, transitionManyBody(tr), Envelope(answers.many()), async (req) => {
      const { ids, ...rest } = req.body as Body;
      return ok(req, await service.transitionMany(requireCtx(req), name, ids, rest));
    });
  }
}

async function sendCsv(service: ResourceService, req: FastifyRequest, reply: FastifyReply) {
  const { def } = service;
  const columns: CsvColumn<Record<string, unknown>>[] = def.csv ?? schemaColumns(def.name, listItemSchema(def));
  const { lang } = requireCtx(req);
  const batches = service.exportBatches(req.body as Body);
  async function* rows() {
    for await (const items of batches) yield items.map((item) => columns.map((c) => c.value(item as Record<string, unknown>, lang)));
  }
  const headers = columns.map((c) => t(lang, c.header));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFilename(service.def.name)}"`)
    .send(csvStream(headers, rows()));
}
