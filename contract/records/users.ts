// The platform user as the API answers it (TypeBox; the panel imports only the types).
import { Type, type Static } from '@sinclair/typebox';
import { USERS, USER_STATES } from '../users';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const UserStatus = StringEnum(USER_STATES, { description: 'as of now: a mute or ban past its end is active again' });

export const UserSchema = Type.Object(labelled({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  email: Type.String({ description: 'masked; whole through reveal' }),
  phone: Type.String({ description: 'masked; whole through reveal' }),
  status: UserStatus,
  mutedUntil: Nullable(DateTime),
  bannedUntil: Nullable(DateTime),
  bannedForever: Type.Boolean(),
  moderationReason: Type.String(),
  invitedBy: Nullable(Type.Integer()),
  inviterName: Nullable(Type.String()),
  inviteCount: Type.Integer(),
  signupLinkId: Nullable(Type.Integer()),
  registeredAt: DateTime,
  lastActiveAt: Nullable(DateTime),
  updatedAt: DateTime,
  version: Type.Integer(),
}, USERS.labels['en-US'].fields));

export const UserListItemSchema = UserSchema;

export type UserRecord = Static<typeof UserSchema>;
export type UserListItem = UserRecord;
