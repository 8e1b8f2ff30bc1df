// The author as the API answers it, from its declaration (contract/authors.ts). Money in integer fen.
import type { RecordOf } from '../fields';
import { AUTHORS } from '../authors';
import { recordSchemaOf } from './declared';

export const AuthorSchema = recordSchemaOf(AUTHORS);

export type AuthorRecord = RecordOf<typeof AUTHORS.fields>;
export type AuthorListItem = AuthorRecord;
