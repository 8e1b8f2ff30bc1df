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

const listFields = {
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  role: Type.String({ description: "'*' = every module, 'user' = the keys in modules" }),
  modules: Type.Array(Type.String(), { description: 'permission keys (src/access/modules.ts)' }),
  disabled: Type.Boolean(),
  twoFactor: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  lastSignInAt: Nullable(DateTime),
  lockedUntil: Nullable(DateTime), // locked after too many failed sign-ins until then; null: not locked
  activeSessions: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
};

export const AdminListItemSchema = Type.Object(labelled(listFields, ADMINS.labels['en-US'].fields));
export const AdminSchema = Type.Object(labelled({
  ...listFields,
  sessions: Type.Array(AdminSessionSchema, { description: 'live sessions, newest first' }),
}, ADMINS.labels['en-US'].fields));

export type AdminRecord = Static<typeof AdminSchema>;
export type AdminSession = Static<typeof AdminSessionSchema>;
