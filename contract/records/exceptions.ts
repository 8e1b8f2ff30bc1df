// An exception group and its recent events as the API answers them (derived from the declaration
// with the shapes of its lists); the panel imports only the types.
import { Type, type Static } from 'typebox';
import { EXCEPTIONS } from '../exceptions';
import type { ListItemOf, RecordOf } from '../fields';
import { listItemSchemaOf, recordSchemaOf } from './declared';
import { DateTime } from './schema';

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

/** The shapes of the group's lists; every other field as declared (../exceptions.ts). */
const lists = {
  appVersions: Type.Array(Type.String()), daily: Type.Array(Type.Integer()), topFrames: Type.Array(Type.String()),
  versions: Type.Array(ExceptionBreakdownRowSchema), os: Type.Array(ExceptionBreakdownRowSchema), events: Type.Array(ExceptionEventSchema),
};
export const ExceptionGroupListItemSchema = listItemSchemaOf(EXCEPTIONS, lists);
export const ExceptionGroupSchema = recordSchemaOf(EXCEPTIONS, lists);

type Lists = { appVersions: string[]; daily: number[]; topFrames: string[]; versions: ExceptionBreakdownRow[]; os: ExceptionBreakdownRow[]; events: ExceptionEvent[] };
export type ExceptionGroupRecord = Omit<RecordOf<typeof EXCEPTIONS.fields>, keyof Lists> & Lists;
export type ExceptionGroupListItem = Omit<ListItemOf<typeof EXCEPTIONS.fields>, keyof Lists> & Pick<Lists, 'appVersions' | 'daily'>;
export type ExceptionEvent = Static<typeof ExceptionEventSchema>;
export type ExceptionBreakdownRow = Static<typeof ExceptionBreakdownRowSchema>;
