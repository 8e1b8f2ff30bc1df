// The platform user as the API answers it, from its declaration (contract/users.ts).
import { Type } from 'typebox';
import type { RecordOf } from '../fields';
import { USERS } from '../users';
import { listItemSchemaOf, recordSchemaOf } from './declared';
import { Nullable } from './schema';

export const UserSchema = recordSchemaOf(USERS, { reportAccuracy: Nullable(Type.Number({ minimum: 0, maximum: 1 })) });
export const UserListItemSchema = listItemSchemaOf(USERS);

export type UserRecord = Omit<RecordOf<typeof USERS.fields>, 'reportAccuracy'> & { reportAccuracy: number | null };
export type UserListItem = Omit<UserRecord, 'reportAccuracy' | 'reportsDecided'>;
