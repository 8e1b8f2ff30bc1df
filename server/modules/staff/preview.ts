// "See what a role sees" (docs/preview.md): a staff member holding roles.preview
// opens the panel as a role or as another member, read-only and with none of their
// credentials. The session row names what it previews; every request then resolves
// to that grant (server/modules/session/preview.ts) and every write is refused
// (core/preview.ts). Starting is bounded like a grant (./bounds.ts): nobody previews
// a role or member holding a key they lack, since that would show money figures or
// personal data they may not read. Starting and ending each leave one audit row, the
// staff member as its actor: like GitLab's impersonation, without acting as anyone.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { keepDenied, writeAudit } from '../../core/audit';
import type { Preview, RequestContext } from '../../core/context';
import { Envelope, ok } from '../../core/envelope';
import { invalidField, notFound } from '../../core/errors';
import { SIGNED_IN, requireCtx } from '../../core/hooks';
import { withoutPreview } from '../../core/preview';
import type { DB } from '../../db/schema';
import { Id } from '../../resources/schemas';
import { checkWithinCaller, type Wanted } from './bounds';
import './messages';

export const PREVIEW_KEY: ActionKey = 'roles.preview';

type Kind = Preview['kind'];
const RESOURCE = { role: 'roles', member: 'admins' } as const;

/** The role's keys or the member's grant, as committed now (FOR SHARE: not changed until the preview is on). */
async function targetOf(db: Kysely<DB>, kind: Kind, id: number): Promise<{ wanted: Wanted; name: string } | null> {
  if (kind === 'role') {
    const r = await db.selectFrom('roles').select(['keys', 'name_en']).where('id', '=', id).forShare().executeTakeFirst();
    return r ? { wanted: { keys: r.keys }, name: r.name_en } : null;
  }
  const a = await db.selectFrom('admins').select(['role', 'role_ids', 'modules', 'username']).where('id', '=', id).forShare().executeTakeFirst();
  return a ? { wanted: { role: a.role, roles: a.role_ids, modules: a.modules }, name: a.username } : null;
}

/** Starts previewing `kind` `id` on the caller's session: -4 unknown, -1 oneself, -2 beyond the caller (audited `denied`). */
export async function startPreview(db: Kysely<DB>, ctx: RequestContext, sessionId: number, kind: Kind, id: number): Promise<void> {
  const resource = RESOURCE[kind];
  try {
    await db.transaction().execute(async (trx) => {
      if (kind === 'member' && id === ctx.actor.id) throw invalidField('id', 'preview.self');
      const target = await targetOf(trx, kind, id);
      if (!target) throw notFound();
      await checkWithinCaller(trx, ctx, { resource, action: 'preview', key: PREVIEW_KEY, recordId: id, name: target.name }, { target: target.wanted });
      await trx.updateTable('sessions').set({ preview_kind: kind, preview_id: id }).where('id', '=', String(sessionId)).execute();
      await writeAudit(trx, ctx, { action: 'preview_start', resource, recordId: id, after: { kind, name: target.name, session: sessionId } });
    });
  } catch (err) {
    await keepDenied(db, err);
    throw err;
  }
}

/** Ends the session's preview (none: nothing changes, nothing is audited); true when one ended. */
export async function endPreview(db: Kysely<DB>, ctx: RequestContext, sessionId: number): Promise<boolean> {
  const { preview } = ctx.actor;
  if (!preview) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sessions').set({ preview_kind: null, preview_id: null }).where('id', '=', String(sessionId)).execute();
    // the staff member's own row: a previewing actor's audit rows are refused (core/audit.ts)
    await writeAudit(trx, withoutPreview(ctx), { action: 'preview_end', resource: RESOURCE[preview.kind], recordId: preview.id,
      after: { kind: preview.kind, name: preview.name['en-US'], session: sessionId } });
  });
  return true;
}

const IdBody = Type.Object({ id: Id });
const tags = ['preview'];
const BOUNDED = 'Refused (-2, data.lacking, a `denied` audit row) when the target holds a key the caller lacks. '
  + 'While previewing, every route answers with that grant and every write is -2 error.preview_read_only (data.preview: true), '
  + 'but /mdr/preview/end and /user/logout. Audited (preview_start).';

const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { permission: PREVIEW_KEY, keyModule: 'menu.use.user' } as const;
  app.post('/mdr/roles/preview', {
    config,
    schema: { tags, summary: 'See the panel as a role sees it, read-only', description: BOUNDED, body: IdBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await startPreview(app.db, requireCtx(request), request.sessionId!, 'role', request.body.id);
    return ok(request, null);
  });

  app.post('/mdr/admins/preview', {
    config,
    schema: { tags, summary: 'See the panel as a staff member sees it (their roles and extra keys), read-only, without their credentials',
      description: `Not oneself (-1 id). ${BOUNDED}`, body: IdBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await startPreview(app.db, requireCtx(request), request.sessionId!, 'member', request.body.id);
    return ok(request, null);
  });

  app.post('/mdr/preview/end', {
    config: { permission: SIGNED_IN, inPreview: true },
    schema: { tags, summary: 'End the preview: the session answers with its own grant again',
      description: 'ended: false when the session was not previewing (nothing audited); else audited (preview_end).',
      body: Type.Object({}), response: { 200: Envelope(Type.Object({ ended: Type.Boolean() })) } },
  }, async (request) => ok(request, { ended: await endPreview(app.db, requireCtx(request), request.sessionId!) }));
};

export default previewRoutes;
