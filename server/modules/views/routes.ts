// /mdr/list_views/<action>: saved list views (docs/access.md "Saved list views").
// Keeping one's own views is open to every signed-in staff member (SIGNED_IN,
// like the message centre: each touches only their own); sharing one with a
// role is the key list_views.share, also when a view is created shared.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListView, ShareRole, VIEW_NAME_MAX, ViewColumns } from '../../../contract/records/list_views';
import { Envelope, ok } from '../../core/envelope';
import { SIGNED_IN, requireCtx } from '../../core/hooks';
import { Id, Nullable, OrderSchema, Version } from '../../resources/schemas';
import * as views from './service';

const Resource = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$', description: 'the API resource whose list it is (orders)' });
const Name = Type.String({ minLength: 1, maxLength: VIEW_NAME_MAX, pattern: '\\S', description: `1–${VIEW_NAME_MAX} characters, unique among the owner's views of the list` });
const Filters = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), {
  maxProperties: 30, description: 'the list\'s `filter` body: only filters the list declares, each value as the list takes it, no money figure the caller may not see',
});
const Sort = Nullable(Type.String({ minLength: 1, maxLength: 64, description: 'a sort field of the list; null: its default' }));
const SharedWithRole = Nullable(Id);

const content = {
  filters: Type.Optional(Filters),
  sort: Type.Optional(Sort),
  order: Type.Optional(Nullable(OrderSchema)),
  columns: Type.Optional(ViewColumns),
};

const ListBody = Type.Object({ resource: Resource });
const CreateBody = Type.Object({ resource: Resource, name: Name, ...content, sharedWithRole: Type.Optional(SharedWithRole) });
const UpdateBody = Type.Object({ id: Id, version: Type.Optional(Version), name: Type.Optional(Name), ...content });
const ShareBody = Type.Object({ id: Id, version: Type.Optional(Version), sharedWithRole: SharedWithRole });

const signedIn = { permission: SIGNED_IN };
const tags = ['list_views'];
const OWNER_ONLY = 'Only the owner may change it: -4 for a view that is not the caller\'s, whether someone else has one of that id or nobody.';

const listViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/list_views/list', {
    config: { ...signedIn, readOnly: true },
    schema: { tags, summary: 'The views of one list I may apply: mine, then those shared with a role I hold',
      description: 'Needs the list\'s read key (-2). A shared view carrying a money figure the caller may not see is left out.',
      body: ListBody, response: { 200: Envelope(Type.Object({ list: Type.Array(ListView) })) } },
  }, async (request) => ok(request, { list: await views.listViews(app.db, app.listTargets, requireCtx(request), request.body.resource) }));

  app.post('/mdr/list_views/create', {
    config: signedIn,
    schema: { tags, summary: 'Save a list\'s filters, sort and columns as a named view',
      description: `Private unless sharedWithRole is given, which needs ${views.SHARE_KEY}. At most `
        + `50 views per person (-5). Audited.`,
      body: CreateBody, response: { 200: Envelope(ListView) } },
  }, async (request) => ok(request, await views.createView(app.db, app.listTargets, requireCtx(request), request.body)));

  app.post('/mdr/list_views/update', {
    config: signedIn,
    schema: { tags, summary: 'Rename a view of mine or change what it holds', description: `${OWNER_ONLY} Audited.`,
      body: UpdateBody, response: { 200: Envelope(ListView) } },
  }, async (request) => ok(request, await views.updateView(app.db, app.listTargets, requireCtx(request), request.body)));

  app.post('/mdr/list_views/delete', {
    config: signedIn,
    schema: { tags, summary: 'Delete a view of mine', description: `${OWNER_ONLY} Audited.`,
      body: Type.Object({ id: Id }), response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
  }, async (request) => ok(request, await views.deleteView(app.db, requireCtx(request), request.body.id)));

  app.post('/mdr/list_views/share', {
    config: { permission: views.SHARE_KEY, keyModule: 'menu.use.user' },
    schema: { tags, summary: 'Share a view of mine with a role (its holders see it), or make it private (null)',
      description: `${OWNER_ONLY} Audited.`, body: ShareBody, response: { 200: Envelope(ListView) } },
  }, async (request) => ok(request, await views.shareView(app.db, requireCtx(request), request.body)));

  app.post('/mdr/list_views/roles', {
    config: { permission: views.SHARE_KEY, keyModule: 'menu.use.user', readOnly: true },
    schema: { tags, summary: 'The roles a view may be shared with', body: Type.Object({}),
      response: { 200: Envelope(Type.Object({ list: Type.Array(ShareRole) })) } },
  }, async (request) => ok(request, { list: await views.shareRoles(app.db, requireCtx(request)) }));
};

export default listViewsRoutes;
