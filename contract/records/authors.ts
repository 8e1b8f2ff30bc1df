// The author as the API answers it. Money in integer fen.
import { Type, type Static } from '@sinclair/typebox';
import { AUTHORS, AUTHOR_STATES, PAYOUT_METHODS } from '../authors';
import { DateTime, MoneyFigure, Nullable, StringEnum, labelled } from './schema';

export const AuthorStatus = StringEnum(AUTHOR_STATES);
export const PayoutMethodSchema = StringEnum(PAYOUT_METHODS);

export const AuthorSchema = Type.Object(labelled({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  penName: Type.String(),
  bio: Type.String(),
  realName: Type.String({ description: 'masked unless revealed' }),
  contact: Type.String({ description: 'masked unless revealed' }),
  payoutMethod: PayoutMethodSchema,
  payoutAccount: Type.String({ description: 'masked unless revealed' }),
  revenueShare: Type.Integer({ minimum: 0, maximum: 100 }),
  status: AuthorStatus,
  reason: Type.String({ description: 'why it was rejected or suspended' }),
  availableCents: MoneyFigure('authors', Type.Integer({ description: 'fen; negative after a clawback beyond the balance' })),
  frozenCents: MoneyFigure('authors', Type.Integer({ description: 'fen held by open withdrawals' })),
  reviewedBy: Nullable(Type.Integer()),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, AUTHORS.labels['en-US'].fields));

export type AuthorRecord = Static<typeof AuthorSchema>;
export type AuthorListItem = AuthorRecord;
