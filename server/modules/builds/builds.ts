// builds (docs/api.md): character builds and their review workflow, the
// articles' (draft → pending → published / rejected, published ⇄ hidden).
import type { Kysely } from 'kysely';
import { BUILDS, type BuildListItem as BuildItemResponse, type BuildRecord as BuildResponse } from '../../../contract/builds';
import { BuildListItemSchema, BuildSchema, BuildWriteSchema } from '../../../contract/records/builds';
import type { Gear } from '../../../contract/wow';
import type { DB } from '../../db/schema';
import { declaredColumns, writeColumnsOf } from '../../resources/declared';
import { definedOnly } from '../../resources/mapping';
import { reviewTransitions } from '../../resources/review';
import { defineResource, type Shape } from '../../resources/types';
import { sanitizeRichText } from '../guide';
import { gearText, roleColumn, validateBuild } from './rules';
import './messages';
import './schema';

export type { BuildResponse, BuildItemResponse };

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('builds')
  .innerJoin('users', 'users.id', 'builds.user_id')
  .innerJoin('game_versions', 'game_versions.id', 'builds.game_version_id')
  .select(declaredColumns(BUILDS, 'builds', shape) as 'builds.id'[])
  .select(['users.nickname as author_name', 'game_versions.name as game_version_name']);

const columns = writeColumnsOf(BUILDS);
/** The sent fields' columns, the description sanitised, and the role the spec implies (`role` is not written by the caller). */
const toColumns = (data: Record<string, unknown>) => ({
  ...columns(data),
  ...definedOnly({
    gear: data.gear === undefined ? undefined : JSON.stringify(data.gear as Gear),
    description: typeof data.description === 'string' ? sanitizeRichText(data.description) : undefined,
    role: roleColumn(data),
  }),
});

const DESCRIPTION = `Character builds and their review, as guide articles: draft → pending (submit) → published \
(approve) or rejected (reject, with a reason); published ⇄ hidden (hide with a reason, restore); a rejected build \
can be submitted again. Every transition is audited and is -5 from any other state.

\`spec\` must be one of \`wowClass\`'s specs (-1 on data.spec); \`role\` follows from the spec and is not written. \
\`gear\` maps a slot (head … off_hand) to an item id that must exist in game_items for the build's game version \
(-1 on data.gear.<slot>); an unknown slot is -1. \`talentString\` is the game's loadout export (base64). \
\`description\` is sanitised HTML, only in get. \`lookup\` names authors (\`authorId\`, platform users by nickname) \
and game versions (\`gameVersionId\`).`;

export default defineResource({
  contract: BUILDS,
  description: DESCRIPTION,
  table: 'builds',
  permission: 'mdr.wow.build',
  schemas: { record: BuildSchema, listItem: BuildListItemSchema, create: BuildWriteSchema },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toInsert: toColumns,
  toUpdate: toColumns,
  rules: { validate: validateBuild },
  history: {
    fields: ['title', 'authorName', 'wowClass', 'spec', 'role', 'gameVersionName', 'talentString', 'gear', 'description', 'featured', 'status', 'reason'],
    longText: ['description', 'talentString'],
  },
  // the class, spec, role and status cells are their declared labels (contract/builds.ts)
  cells: { gear: (v) => gearText(v as Gear) },
  stateColumn: 'status',
  transitions: reviewTransitions(BUILDS),
});
