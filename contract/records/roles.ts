// A role as the API answers it and the data it takes, derived from its declaration (../roles.ts)
// with the keys' shape; the panel imports only the type.
import { Type } from 'typebox';
import { ACTION_KEYS } from '../access/actionKeys';
import type { RecordOf } from '../fields';
import { ROLES } from '../roles';
import { recordSchemaOf, writeSchemaOf } from './declared';
import { StringEnum } from './schema';

export const RoleSchema = recordSchemaOf(ROLES, { keys: Type.Array(Type.String()) });
export const RoleWriteSchema = writeSchemaOf(ROLES, {
  keys: Type.Array(StringEnum(ACTION_KEYS.map((k) => k.key)), { maxItems: 300, uniqueItems: true }),
});

export type RoleRecord = Omit<RecordOf<typeof ROLES.fields>, 'keys'> & { keys: string[] };
