// Saved list views as the API answers them (/mdr/list_views/*, server/modules/views):
// a list's filters, sort and columns under a name, private or shared with a role.
// The panel imports the types only.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, StringEnum } from './schema';

export { VIEW_NAME_MAX } from '../lists';

/** The list's column chooser: hidden column sources and the columns' order (react-admin's DataTable store). */
export const ViewColumns = Type.Object({
  hidden: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.]+$' }), { maxItems: 60 })),
  ranks: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 200 }), { maxItems: 60 })),
}, { additionalProperties: false, description: 'hidden column sources and the column order' });

export const ListView = Type.Object({
  id: Type.Integer(),
  resource: Type.String({ description: 'the API resource whose list it is (orders)' }),
  name: Type.String(),
  filters: Type.Record(Type.String(), Type.Unknown(), { description: 'the list\'s `filter` body' }),
  sort: Nullable(Type.String({ description: 'a sort field of the list; null: its default' })),
  order: Nullable(StringEnum(['ASC', 'DESC'] as const)),
  columns: ViewColumns,
  sharedWithRole: Nullable(Type.Integer({ description: 'the role whose holders see it; null: private' })),
  sharedWithRoleName: Nullable(Type.String({ description: 'that role\'s name in the caller\'s language' })),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  mine: Type.Boolean({ description: 'the caller owns it: may rename, change, share or delete it' }),
  version: Type.Integer(),
  updatedAt: DateTime,
});
export type ListView = Static<typeof ListView>;
export type ViewColumns = Static<typeof ViewColumns>;

/** A role a view may be shared with. */
export const ShareRole = Type.Object({ id: Type.Integer(), name: Type.String({ description: 'in the caller\'s language' }) });
export type ShareRole = Static<typeof ShareRole>;
