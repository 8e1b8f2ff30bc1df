// A ledger row as the API answers it (fen; deltas signed).
import { Type, type Static } from '@sinclair/typebox';
import { AUTHOR_LEDGER, LEDGER_KINDS } from '../author_ledger';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const LedgerKindSchema = StringEnum(LEDGER_KINDS);

export const LedgerSchema = Type.Object(labelled({
  id: Type.Integer(),
  authorId: Type.Integer(),
  kind: LedgerKindSchema,
  amountCents: Type.Integer(),
  availableDelta: Type.Integer(),
  frozenDelta: Type.Integer(),
  availableAfter: Type.Integer(),
  frozenAfter: Type.Integer(),
  orderId: Nullable(Type.Integer()),
  withdrawalId: Nullable(Type.Integer()),
  reason: Type.String(),
  actorId: Nullable(Type.Integer()),
  createdAt: DateTime,
}, AUTHOR_LEDGER.labels['en-US'].fields));

export type LedgerRecord = Static<typeof LedgerSchema>;
