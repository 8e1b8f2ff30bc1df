// A live room as the API answers it; the panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { LIVE_CATEGORIES, LIVE_ROOMS, LIVE_ROOM_STATES } from '../live_rooms';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const LiveRoomStatus = StringEnum(LIVE_ROOM_STATES);
export const LiveCategorySchema = StringEnum(LIVE_CATEGORIES);

const F = LIVE_ROOMS.labels['en-US'].fields;

const fields = {
  id: Type.Integer(),
  streamerId: Type.Integer({ description: 'the platform user who streams' }),
  streamerName: Type.String(),
  title: Type.String(),
  coverUrl: Type.String(),
  category: LiveCategorySchema,
  platformRoomId: Type.String(),
  liveNow: Type.Boolean({ description: 'broadcast to players now: the platform\'s flag, for an approved room only (never for a banned one)' }),
  viewers: Type.Integer({ minimum: 0 }),
  featured: Type.Boolean(),
  sortOrder: Nullable(Type.Integer({ description: 'place on the recommended list (1 first) while featured; null otherwise' })),
  status: StringEnum(LIVE_ROOM_STATES, { description: 'as of now: a ban past its bannedUntil reads approved' }),
  reason: Type.String({ description: 'why it was rejected or banned' }),
  bannedUntil: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
};

export const LiveRoomSchema = Type.Object(labelled(fields, F));

export type LiveRoomRecord = Static<typeof LiveRoomSchema>;
export type LiveRoomListItem = LiveRoomRecord;
