// /mdr/jobs/*: bulk jobs, one command over every record a list filter matches
// ("approve all 312 matching this filter"), carried out in the background.
// For every command a resource offers on many records (`many`: each bulk
// transition) one start route, /mdr/jobs/<resource>/<command>, derived from
// the declaration like the resource's own routes and needing the same action
// key as the command (`articles.approve`); then get, list and cancel, open to
// whoever holds the job's key. app.ts hands in every module's resources.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ActionKey } from '../../contract/access/actionKeys';
import { hasKey } from '../../contract/access/modules';
import { JobPageSchema, JobSchema } from '../../contract/records/bulk_jobs';
import { Envelope, ok } from '../core/envelope';
import { conflict, forbidden, notFound } from '../core/errors';
import { requireCtx, SIGNED_IN } from '../core/hooks';
import type { RequestContext } from '../core/context';
import { commandsOf, type AnyCommand } from '../resources/commands';
import { actionKey, actionMark } from '../resources/keys';
import { Id, Page, PageSize, StringEnum, filterSchema } from '../resources/schemas';
import { ResourceService } from '../resources/service';
import type { AnyResource } from '../resources/types';
import { JobRunner, RUNNER_DEFAULTS, type RunnerOptions } from './runner';
import { startJob, type StartBody } from './start';
import { cancelJob } from './store';
import { jobKey, jobPage, jobViews } from './views';
import './messages';

export const JOBS_TAG = 'jobs';
const CHANNEL = 'jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's bulk job runner (server/jobs/runner.ts) */
    jobs: JobRunner;
  }
}

/** The commands a job may run: those a resource offers on many records at once, on a table of its own. */
export const jobCommands = (def: AnyResource): [string, AnyCommand][] =>
  (def.table ? Object.entries(commandsOf(def)).filter(([, cmd]) => cmd.many) : []);

const schema = (summary: string, body: TSchema, data: TSchema, tags = [JOBS_TAG]) =>
  ({ tags, summary, body, response: { 200: Envelope(data) } });

function startRoute(app: FastifyInstance, def: AnyResource, name: string, cmd: AnyCommand): void {
  const body = Type.Object({ filter: Type.Optional(filterSchema(def)), ...cmd.body }, { additionalProperties: false });
  app.post(`/mdr/jobs/${def.name}/${name}`, {
    schema: schema(`${name} on every ${def.name} record the filter matches, in the background (a job)`, body, JobSchema, [JOBS_TAG, def.name]),
    config: { permission: actionKey(def.name, name) as ActionKey, keyModule: def.permission, keyMark: actionMark(def, name),
      ...(cmd.stepUp ? { stepUp: true } : {}) },
  }, async (request) => {
    const ctx = requireCtx(request);
    const id = await startJob(app.db, def, name, cmd, ctx, request.body as StartBody);
    await app.events.publish(CHANNEL, { id });
    return ok(request, await jobOf(app, id, ctx));
  });
}

/** The job, for a reader holding its key (-4 when there is none, -2 for anyone else). */
async function jobOf(app: FastifyInstance, id: number, ctx: RequestContext) {
  const key = await jobKey(app.db, id);
  if (!key) throw notFound({ id });
  if (!hasKey(ctx.actor, key)) throw forbidden();
  return (await jobViews(app.db, [id], ctx.lang))[0];
}

function readRoutes(app: FastifyInstance, resources: string[]): void {
  const config = { permission: SIGNED_IN };
  app.post('/mdr/jobs/get', { config: { ...config, readOnly: true },
    schema: schema('A job and its progress, with the records that failed and why (holders of its key)', Type.Object({ id: Id }), JobSchema) },
  async (request) => ok(request, await jobOf(app, (request.body as { id: number }).id, requireCtx(request))));
  const ListBody = Type.Object({
    resource: Type.Optional(StringEnum(resources.length ? resources : ['none'], { description: 'the API resource' })),
    page: Type.Optional(Page), pageSize: Type.Optional(PageSize),
  });
  app.post('/mdr/jobs/list', { config: { ...config, readOnly: true },
    schema: schema('The jobs of the actions the reader holds, newest first', ListBody, JobPageSchema) },
  async (request) => {
    const ctx = requireCtx(request);
    const { resource, page = 1, pageSize = 20 } = request.body as { resource?: string; page?: number; pageSize?: number };
    return ok(request, await jobPage(app.db, ctx.actor, ctx.lang, { resource, page, pageSize }));
  });
  app.post('/mdr/jobs/cancel', { config,
    schema: schema('Cancel a job: the record in progress finishes, no other is tried (holders of its key)', Type.Object({ id: Id }), JobSchema) },
  async (request) => {
    const ctx = requireCtx(request);
    const { id } = request.body as { id: number };
    await jobOf(app, id, ctx);
    if (!(await cancelJob(app.db, id, ctx.actor.id))) throw conflict('jobs.error.finished');
    return ok(request, await jobOf(app, id, ctx));
  });
}

/**
 * This instance's runner, on the root app (`app.jobs`): started when the app is
 * ready; when it closes, it finishes the record in progress and gives its job
 * back, announcing it so another instance resumes it at once.
 */
export function registerJobRunner(app: FastifyInstance, resources: AnyResource[], opts: Partial<RunnerOptions> = {}): void {
  const services = new Map(resources.filter((d) => d.table).map((d) => [d.name, new ResourceService(app.db, d, app.log)]));
  const runner = new JobRunner(app.db, services, app.events.instanceId, app.log, { ...RUNNER_DEFAULTS, keepDays: app.config.jobsKeepDays, ...opts });
  app.decorate('jobs', runner);
  app.events.subscribe(CHANNEL, () => runner.kick());
  app.events.onGap(() => runner.kick());
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    await app.events.publish(CHANNEL, {}).catch(() => {});
  });
}

/** The start routes of every resource's bulk commands, and get, list and cancel (inside the API context). */
export function jobRoutes(resources: AnyResource[]): FastifyPluginAsync {
  return async (app) => {
    for (const def of resources) for (const [name, cmd] of jobCommands(def)) startRoute(app, def, name, cmd);
    readRoutes(app, resources.filter((d) => jobCommands(d).length).map((d) => d.name));
  };
}
