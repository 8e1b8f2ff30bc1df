// An exception group and its recent events as the API answers them; the panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { EXCEPTIONS, EXCEPTION_STATES } from '../exceptions';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const ExceptionStatus = StringEnum(EXCEPTION_STATES);

/** One kept event of a group (the newest EXCEPTION_EVENTS_KEPT are kept). */
export const ExceptionEventSchema = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  stack: Type.String(),
  appVersion: Type.String(),
  os: Type.String(),
  device: Type.String(),
  userId: Type.String({ description: 'empty when the report named no user' }),
  createdAt: DateTime,
});

/** Events per value of a dimension (app version, OS), most first. */
export const ExceptionBreakdownRowSchema = Type.Object({ value: Type.String(), count: Type.Integer() });

const F = EXCEPTIONS.labels['en-US'].fields;

const listFields = {
  id: Type.Integer(),
  fingerprint: Type.String({ description: 'SHA-1 of type, normalised message and top frames' }),
  type: Type.String(),
  title: Type.String({ description: 'type and the normalised message' }),
  status: ExceptionStatus,
  regressed: Type.Boolean({ description: 'a new event arrived after the group was resolved' }),
  eventCount: Type.Integer(),
  userCount: Type.Integer({ description: 'distinct users named by the reports' }),
  appVersions: Type.Array(Type.String(), { description: 'every app version reported, sorted' }),
  daily: Type.Array(Type.Integer(), { description: 'events per day (UTC), the last 14 days, oldest first' }),
  firstSeen: DateTime,
  lastSeen: DateTime,
  resolvedAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
};

export const ExceptionGroupListItemSchema = Type.Object(labelled(listFields, F));

export const ExceptionGroupSchema = Type.Object(labelled({
  ...listFields,
  message: Type.String({ description: 'the message of the first event' }),
  topFrames: Type.Array(Type.String(), { description: 'the normalised frames the fingerprint uses' }),
  versions: Type.Array(ExceptionBreakdownRowSchema),
  os: Type.Array(ExceptionBreakdownRowSchema),
  events: Type.Array(ExceptionEventSchema, { description: 'newest first' }),
}, F));

export type ExceptionGroupRecord = Static<typeof ExceptionGroupSchema>;
export type ExceptionGroupListItem = Static<typeof ExceptionGroupListItemSchema>;
export type ExceptionEvent = Static<typeof ExceptionEventSchema>;
export type ExceptionBreakdownRow = Static<typeof ExceptionBreakdownRowSchema>;
