// A staff account as the API answers it; the panel imports only the type.
import { Type, type Static } from '@sinclair/typebox';
import { ADMINS } from '../admins';
import { DateTime, Nullable, labelled } from './schema';

export const AdminSessionSchema = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.String(),
  method: Type.String({ description: 'password | qr' }),
  createdAt: DateTime,
  lastSeenAt: DateTime,
});

export const EffectiveKeySchema = Type.Object({
  key: Type.String(),
  from: Type.Array(Type.String(), { description: "where it comes from: 'role:<id>', 'extra', or '*' (role *)" }),
});

const listFields = {
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  role: Type.String({ description: "'*' = every key, 'user' = the keys of roles and modules" }),
  roles: Type.Array(Type.Integer(), { description: 'role ids (/mdr/roles)' }),
  modules: Type.Array(Type.String(), { description: 'extra action keys besides the roles\' (docs/access.md)' }),
  disabled: Type.Boolean(),
  twoFactor: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  lastSignInAt: Nullable(DateTime),
  lockedUntil: Nullable(DateTime), // locked after too many failed sign-ins until then; null: not locked
  activeSessions: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
  // optional until every answer carries it: the panel reads a missing one as false
  beyondReader: Type.Optional(Type.Boolean({ description: 'the member holds a key the reader lacks: the reader may not act on them' })),
};

export const AdminListItemSchema = Type.Object(labelled(listFields, ADMINS.labels['en-US'].fields));
export const AdminSchema = Type.Object(labelled({
  ...listFields,
  sessions: Type.Array(AdminSessionSchema, { description: 'live sessions, newest first' }),
  effectiveKeys: Type.Array(EffectiveKeySchema, { description: 'every action key held, in docs/access.md order' }),
}, ADMINS.labels['en-US'].fields));

export type AdminRecord = Static<typeof AdminSchema>;
export type AdminSession = Static<typeof AdminSessionSchema>;
export type EffectiveKey = Static<typeof EffectiveKeySchema>;
