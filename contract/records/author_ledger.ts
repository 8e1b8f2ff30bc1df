// A ledger row as the API answers it (fen; deltas signed), from its declaration (contract/author_ledger.ts).
import type { RecordOf } from '../fields';
import { AUTHOR_LEDGER } from '../author_ledger';
import { recordSchemaOf } from './declared';

export const LedgerSchema = recordSchemaOf(AUTHOR_LEDGER);

export type LedgerRecord = RecordOf<typeof AUTHOR_LEDGER.fields>;
