// The data the API accepts in create and in update, as TypeBox: the server validates
// with them, the panel's forms take their limits from them (limitsOf in
// src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { ACTION_KEYS } from '../access/actionKeys';
import { ADMINS, ADMIN_ROLES } from '../admins';
import { Id, StringEnum, labelled } from '../records/schema';

const labels = { ...ADMINS.labels['en-US'].fields, password: 'Password' };
const Modules = Type.Array(StringEnum(ACTION_KEYS.map((k) => k.key)), {
  maxItems: 300, uniqueItems: true, description: 'extra action keys besides the roles\' (docs/access.md)' });
const Roles = Type.Array(Id, { maxItems: 50, uniqueItems: true, description: 'role ids (/mdr/roles)' });

export const AdminCreateSchema = Type.Object(labelled({
  username: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$', description: 'letters, digits, . _ -' }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  // no control characters: nobody can type them, and they are how pasted garbage looks
  password: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    description: 'at least 10 characters, not guessable; the member must change it at the first sign-in' }),
  role: Type.Optional(StringEnum(ADMIN_ROLES)),
  roles: Type.Optional(Roles),
  modules: Type.Optional(Modules),
  avatar: Type.Optional(Type.String({ maxLength: 500 })),
}, labels), { additionalProperties: false });

export const AdminUpdateSchema = Type.Partial(Type.Object(labelled({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  role: StringEnum(ADMIN_ROLES),
  roles: Roles,
  modules: Modules,
  avatar: Type.String({ maxLength: 500 }),
}, labels)), { additionalProperties: false });
