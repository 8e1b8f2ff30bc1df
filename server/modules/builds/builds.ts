// builds (docs/api.md): character builds and their review workflow, the
// articles' (draft → pending → published / rejected, published ⇄ hidden).
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { BUILDS, type BuildListItem as BuildItemResponse, type BuildRecord as BuildResponse } from '../../../contract/builds';
import {
  BuildListItemSchema, BuildSchema, BuildStatus, WowClassSchema, WowRoleSchema, WowSpecSchema,
} from '../../../contract/records/builds';
import { BuildWriteSchema } from '../../../contract/writes/builds';
import { WOW_ROLE_LABELS, specOf, wowClassLabel, wowSpecLabel, type Gear, type WowRole } from '../../../contract/wow';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { answerOf, columnsOf, definedOnly, trimmed, type RowOf } from '../../resources/mapping';
import { reviewTransitions } from '../../resources/review';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { sanitizeRichText } from '../guide';
import { gearText, roleColumn, validateBuild } from './rules';
import './messages';
import './schema';
import { dayFilters } from '../../resources/days';

export type { BuildResponse, BuildItemResponse };

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('builds')
  .innerJoin('users', 'users.id', 'builds.user_id')
  .innerJoin('game_versions', 'game_versions.id', 'builds.game_version_id')
  .select([
    'builds.id', 'builds.user_id', 'users.nickname as author_name', 'builds.title', 'builds.wow_class', 'builds.spec',
    'builds.role', 'builds.game_version_id', 'game_versions.name as game_version_name', 'builds.talent_string',
    'builds.gear', 'builds.status', 'builds.reason', 'builds.featured', 'builds.views', 'builds.likes',
    'builds.reviewed_by', 'builds.created_at', 'builds.updated_at', 'builds.published_at', 'builds.version',
  ])
  .$if(shape === 'record', (q) => q.select('builds.description'));
type BuildRow = RowOf<typeof query>;

const toListItem = answerOf(BuildListItemSchema, { authorId: 'user_id' });

const columns = columnsOf<'builds'>(BuildWriteSchema, {
  authorId: 'user_id', title: trimmed, gear: (gear) => JSON.stringify(gear as Gear),
  description: (html) => (typeof html === 'string' ? sanitizeRichText(html) : undefined),
});
/** The sent fields' columns, and the role the spec implies (`role` is not written by the caller). */
const toColumns = (data: Record<string, unknown>) => ({ ...columns(data), ...definedOnly({ role: roleColumn(data) }) });

const DESCRIPTION = `Character builds and their review, as guide articles: draft → pending (submit) → published \
(approve) or rejected (reject, with a reason); published ⇄ hidden (hide with a reason, restore); a rejected build \
can be submitted again. Every transition is audited and is -5 from any other state.

\`spec\` must be one of \`wowClass\`'s specs (-1 on data.spec); \`role\` follows from the spec and is not written. \
\`gear\` maps a slot (head … off_hand) to an item id that must exist in game_items for the build's game version \
(-1 on data.gear.<slot>); an unknown slot is -1. \`talentString\` is the game's loadout export (base64). \
\`description\` is sanitised HTML, only in get. \`lookup\` names authors (\`authorId\`, platform users by nickname) \
and game versions (\`gameVersionId\`).`;

const statusFilter = Type.Union([BuildStatus, Type.Array(BuildStatus, { minItems: 1, maxItems: 5 })], { description: 'one state, or any of several' });

export default defineResource({
  name: 'builds',
  description: DESCRIPTION,
  table: 'builds',
  permission: 'mdr.wow.build',
  schemas: { record: BuildSchema, listItem: BuildListItemSchema, create: BuildWriteSchema },
  filters: {
    status: filterOf(statusFilter, (q, v) =>
      (Array.isArray(v) ? q.where('builds.status', 'in', v) : q.where('builds.status', '=', v))),
    wowClass: filterOf(WowClassSchema, (q, v) => q.where('builds.wow_class', '=', v)),
    spec: filterOf(WowSpecSchema, (q, v) => q.where('builds.spec', '=', v)),
    role: filterOf(WowRoleSchema, (q, v) => q.where('builds.role', '=', v)),
    gameVersionId: filterOf(Id, (q, v) => q.where('builds.game_version_id', '=', v)),
    authorId: filterOf(Id, (q, v) => q.where('builds.user_id', '=', v)),
    featured: filterOf(Type.Boolean(), (q, v) => q.where('builds.featured', '=', v)),
    q: filterOf(Type.String({ maxLength: 100, description: 'text contained in the title (any case)' }),
      (q, v) => q.where('builds.title', 'ilike', containsPattern(v))),
    ...dayFilters('createdFrom', 'createdTo', 'builds.created_at', 'created'),
  },
  sorts: {
    id: 'builds.id',
    title: 'builds.title',
    wowClass: 'builds.wow_class',
    status: 'builds.status',
    views: 'builds.views',
    likes: 'builds.likes',
    createdAt: 'builds.created_at',
    updatedAt: 'builds.updated_at',
    publishedAt: 'builds.published_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toListItem,
  toResponse: answerOf<typeof BuildSchema, BuildRow>(BuildSchema, { authorId: 'user_id', description: (row) => row.description ?? '' }),
  // the required fields are in the create schema; these values only satisfy the column types
  toInsert: (data) => ({
    user_id: 0, title: '', wow_class: '', spec: '', game_version_id: 0, ...toColumns(data),
    role: specOf(String(data.wowClass), String(data.spec))!.role,
  }),
  toUpdate: toColumns,
  rules: { validate: validateBuild },
  references: {
    authorId: { table: 'users', label: 'nickname' },
    gameVersionId: { table: 'game_versions', label: 'name' },
  },
  history: {
    fields: ['title', 'authorName', 'wowClass', 'spec', 'role', 'gameVersionName', 'talentString', 'gear', 'description', 'featured', 'status', 'reason'],
    longText: ['description', 'talentString'],
  },
  exportNames: { reviewedBy: { table: 'admins', label: 'name' } },
  csv: schemaColumns('builds', BuildListItemSchema, {
    status: (v, lang) => t(lang, `builds.state.${v}`),
    gear: (v) => gearText(v as Gear),
    wowClass: (v, lang) => wowClassLabel(lang, String(v)),
    spec: (v, lang, item) => wowSpecLabel(lang, String(item.wowClass), String(v)),
    role: (v, lang) => WOW_ROLE_LABELS[lang][v as WowRole] ?? v,
  }),
  stateColumn: 'status',
  transitions: reviewTransitions(BUILDS),
});
