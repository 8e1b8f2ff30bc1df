// A staff account as the API answers it and the data it takes, derived from its declaration
// (../admins.ts) with the shapes of its keys, roles and sessions; the panel imports only the type.
import { Type, type Static } from 'typebox';
import { ACTION_KEYS } from '../access/actionKeys';
import { ADMINS, ADMIN_ROLES } from '../admins';
import type { RecordOf } from '../fields';
import { listItemSchemaOf, recordSchemaOf, writeSchemaOf } from './declared';
import { DateTime, Id, StringEnum } from './schema';

const OrNull = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** A live session, as My account and the staff page list it: device, browser and system parsed from its user agent by the API. */
export const AdminSessionSchema = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.String({ description: 'as the browser sent it (the device, browser and os below are read from it)' }),
  device: OrNull("a phone's or tablet's model ('iPhone'); null on a computer or when unknown"),
  browser: OrNull("the browser and its major version ('Chrome 131'); null when unknown"),
  os: OrNull("the operating system ('macOS', 'iOS'); null when unknown"),
  method: Type.String({ description: 'password | qr' }),
  createdAt: DateTime,
  lastSeenAt: DateTime,
});

export const EffectiveKeySchema = Type.Object({
  key: Type.String(),
  from: Type.Array(Type.String(), { description: "where it comes from: 'role:<id>', 'extra', or '*' (role *)" }),
});

export const RoleNameSchema = Type.Object({ id: Type.Integer(), zh: Type.String(), en: Type.String() });
const shapes = { roles: Type.Array(Type.Integer()), roleNames: Type.Array(RoleNameSchema), modules: Type.Array(Type.String()) };
export const AdminListItemSchema = listItemSchemaOf(ADMINS, shapes);
export const AdminSchema = recordSchemaOf(ADMINS, {
  ...shapes, sessions: Type.Array(AdminSessionSchema), effectiveKeys: Type.Array(EffectiveKeySchema) });
export const AdminWriteSchema = writeSchemaOf(ADMINS, {
  role: StringEnum(ADMIN_ROLES),
  roles: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
  modules: Type.Array(StringEnum(ACTION_KEYS.map((k) => k.key)), { maxItems: 300, uniqueItems: true }),
});

export type AdminSession = Static<typeof AdminSessionSchema>;
export type RoleName = Static<typeof RoleNameSchema>;
export type EffectiveKey = Static<typeof EffectiveKeySchema>;
export type AdminRecord = Omit<RecordOf<typeof ADMINS.fields>, 'roles' | 'roleNames' | 'modules' | 'sessions' | 'effectiveKeys'>
  & { roles: number[]; roleNames: RoleName[]; modules: string[]; sessions: AdminSession[]; effectiveKeys: EffectiveKey[] };
