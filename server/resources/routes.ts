// A definition's routes: POST /mdr/<name>/<action>, each = schema + action key
// (keys.ts) + one service call. Access is checked by the session hook from
// config.permission (never here), for every route alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { moneyReadKey, type ActionKey } from '../../contract/access/actionKeys';
import type { RequestContext } from '../core/context';
import { Envelope, ok } from '../core/envelope';
import { requireCtx } from '../core/hooks';
import { SESSION_TABLES } from '../core/session-cache';
import { commandActions, commandsOf, type AnyCommand } from './commands';
import { presentRecords } from './deletable';
import { sendCsv } from './export';
import { findHistory, hasHistory, historyAnswer, historyBody } from './history';
import { actionKey, actionMark } from './keys';
import { hasLookup, lookup, lookupAnswer, lookupBody } from './lookup';
import { hiddenMoney, hideInAnswer, refuseHiddenOrder } from './money';
import { forReader } from './reader';
import { answers, bodies, commandBody, commandManyBody, recordAnswer, revealAnswer, revealBody } from './schemas';
import { declareSensitive, sensitiveFields } from './sensitive';
import { ResourceService } from './service';
import { STANDARD_ACTIONS, type AnyResource, type ListParams, type StandardAction } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by their schema before the handler runs
type Body = any;

interface ActionSpec {
  summary: string;
  body(def: AnyResource): TSchema;
  answer(def: AnyResource): TSchema;
  run(s: ResourceService, ctx: RequestContext, body: Body): Promise<unknown>;
  /** the answer holds records, which carry `deletable` (see deletable.ts) and lose hidden money figures (money.ts) */
  records?: true;
  /** the body may sort and filter (refused on a hidden money field) */
  ordered?: true;
}

const ACTIONS: Record<Exclude<StandardAction, 'export'>, ActionSpec> = {
  list: { summary: 'Page of records (filter, sort)', body: bodies.list, answer: answers.list, records: true, ordered: true,
    run: (s, ctx, b) => s.list({ page: 1, pageSize: 20, ...b } as ListParams, ctx) },
  get: { summary: 'One record', body: bodies.get, answer: recordAnswer, records: true, run: (s, _ctx, b) => s.get(b.id) },
  get_many: { summary: 'Records by id', body: bodies.get_many, answer: answers.records, records: true,
    run: (s, _ctx, b) => s.getMany(b.ids) },
  create: { summary: 'Create a record', body: bodies.create, answer: recordAnswer, records: true,
    run: (s, ctx, b) => s.create(ctx, b.data) },
  update: { summary: 'Change a record (-5 when version is stale)', body: bodies.update, answer: recordAnswer, records: true,
    run: (s, ctx, b) => s.update(ctx, b.id, b.data, b.version) },
  delete: { summary: 'Delete a record (-5 with the reason while deletable is false)', body: bodies.delete, answer: recordAnswer,
    records: true,
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
  return [
    ...standard,
    ...commandActions(def),
    ...(sensitiveFields(def).length ? ['reveal'] : []),
    ...(hasLookup(def) ? ['lookup'] : []),
    ...(hasHistory(def) ? ['history'] : []),
  ];
}

/** Actions that write nothing: their caller's session may come from memory (core/session-cache.ts). */
const READ_ONLY = new Set(['list', 'get', 'get_many', 'export', 'history', 'lookup']);

/**
 * How a route of `def` treats the memory of sessions: reads use it; writes on a
 * table no session resolves from keep it (a resource's hooks write only
 * outside those tables: tests/unit/server/session-tables.test.ts), their audit
 * row confirming the session is still live, and its step-up still fresh when
 * asked for (core/audit.ts); a write on staff accounts, sessions or roles
 * empties it.
 */
const sessionUse = (def: AnyResource, action: string) => (READ_ONLY.has(action) ? { readOnly: true }
  : SESSION_TABLES.has(def.table) ? {} : { keepsSessions: true });

const STEP_UP_NOTE = 'Step-up: asks for a fresh second factor (config.stepUp).';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Post = (action: string, summary: string, body: TSchema, answer: unknown, handler: Handler, stepUp?: boolean) => void;

export function registerResource(app: FastifyInstance, def: AnyResource): void {
  const service = new ResourceService(app.db, def, app.log);
  declareSensitive(def);
  const post: Post = (action, summary, body, answer, handler, stepUp) => {
    app.post(`/mdr/${def.name}/${action}`, {
      schema: { tags: [def.name], summary, body, response: { 200: answer }, ...(stepUp ? { description: STEP_UP_NOTE } : {}) },
      config: {
        permission: actionKey(def.name, action) as ActionKey, keyModule: def.permission, keyMark: actionMark(def, action),
        ...(stepUp ? { stepUp } : {}), ...sessionUse(def, action),
        ...(action === 'list' && def.moneyFields?.length ? { keyFields: { key: moneyReadKey(def.name), fields: def.moneyFields } } : {}),
      },
    }, handler);
  };
  for (const action of actionsOf(def)) {
    if (action === 'export') {
      post(action, 'CSV of every matching record', bodies.export(def), CSV_ANSWER, (req, reply) => sendCsv(app.db, service, req, reply));
    } else if (action === 'history') {
      post(action, "The record's audit trail, newest first", historyBody, Envelope(historyAnswer),
        async (req) => ok(req, await findHistory(app.db, def, (req.body as Body).id, requireCtx(req).actor)));
    } else if (action === 'reveal') {
      post(action, 'One sensitive field whole (audited as view_sensitive)', revealBody(def), Envelope(revealAnswer),
        async (req) => ok(req, await service.reveal(requireCtx(req), (req.body as Body).id, (req.body as Body).field)));
    } else if (action === 'lookup') {
      post(action, 'Names for a reference field: by ids, or matching q', lookupBody(def), Envelope(lookupAnswer),
        async (req) => ok(req, await lookup(app.db, def, req.body as Body)));
    } else if (action in ACTIONS) {
      const spec = ACTIONS[action as keyof typeof ACTIONS];
      post(action, spec.summary, spec.body(def), Envelope(spec.answer(def)), async (req) => {
        const ctx = requireCtx(req);
        const hidden = hiddenMoney(def, ctx.actor);
        if (spec.ordered) refuseHiddenOrder(req.body as Body, hidden);
        const answer = await spec.run(service, ctx, req.body);
        return ok(req, spec.records ? hideInAnswer(await forReader(def, presentRecords(def, answer, ctx.lang), ctx, app.db), hidden) : answer);
      }, def.stepUp?.includes(action as StandardAction));
    }
  }
  for (const [name, cmd] of Object.entries(commandsOf(def))) registerCommand(app, post, service, name, cmd);
}

function registerCommand(app: FastifyInstance, post: Post, service: ResourceService, name: string, cmd: AnyCommand): void {
  const { def } = service;
  const summary = cmd.summary ?? name;
  post(name, summary, commandBody(cmd), Envelope(cmd.answer ?? recordAnswer(def)), async (req) => {
    const { id, ...rest } = req.body as Body;
    const ctx = requireCtx(req);
    const answer = await service.command(ctx, name, id, rest);
    if (cmd.answer) return ok(req, answer);
    return ok(req, hideInAnswer(await forReader(def, presentRecords(def, answer, ctx.lang), ctx, app.db), hiddenMoney(def, ctx.actor)));
  }, cmd.stepUp);
  if (!cmd.many) return;
  post(`${name}_many`, `${summary}, each record on its own`, commandManyBody(cmd), Envelope(answers.many()), async (req) => {
    const { ids, ...rest } = req.body as Body;
    return ok(req, await service.commandMany(requireCtx(req), name, ids, rest));
  }, cmd.stepUp);
}
