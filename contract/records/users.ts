// The platform user as the API answers it, from its declaration (contract/users.ts).
import type { RecordOf } from '../fields';
import { USERS } from '../users';
import { recordSchemaOf } from './declared';

export const UserSchema = recordSchemaOf(USERS);

export type UserRecord = RecordOf<typeof USERS.fields>;
export type UserListItem = UserRecord;
