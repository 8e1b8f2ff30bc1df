// A ledger row as the API answers it (fen; deltas signed), from its declaration (contract/author_ledger.ts).
import { Type } from 'typebox';
import type { RecordOf } from '../fields';
import { AUTHOR_LEDGER, LEDGER_SOURCE_TYPES, type LedgerSource, type LedgerSourceType } from '../author_ledger';
import { recordSchemaOf } from './declared';

export const LedgerSourceSchema = Type.Object({
  // TypeBox 1 infers a union from a tuple only, not from a mapped list: its type is said here
  type: Type.Unsafe<LedgerSourceType>(Type.Union(LEDGER_SOURCE_TYPES.map((t) => Type.Literal(t)), { description: 'the API resource of the source' })),
  id: Type.Integer({ description: "the source's id (an adjustment: the ledger row's own)" }),
}, { description: 'what made the row: an order (income), a refund (clawback), a withdrawal, or an adjustment' });

export const LedgerSchema = recordSchemaOf(AUTHOR_LEDGER, { source: LedgerSourceSchema });

export type LedgerRecord = Omit<RecordOf<typeof AUTHOR_LEDGER.fields>, 'source'> & { source: LedgerSource };
