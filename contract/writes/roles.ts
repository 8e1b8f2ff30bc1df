// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { ACTION_KEYS } from '../access/actionKeys';
import { ROLES } from '../roles';
import { StringEnum, labelled } from '../records/schema';

const Name = Type.String({ minLength: 1, maxLength: 40 });
export const RoleWriteSchema = Type.Object(labelled({
  nameZh: Name,
  nameEn: Name,
  description: Type.Optional(Type.String({ maxLength: 500 })),
  keys: Type.Array(StringEnum(ACTION_KEYS.map((k) => k.key)), { maxItems: 300, uniqueItems: true,
    description: 'action keys (docs/access.md); money and sensitive ones only when named here' }),
}, ROLES.labels['en-US'].fields), { additionalProperties: false });
