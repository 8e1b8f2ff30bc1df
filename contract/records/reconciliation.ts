// The reconciliation's answers (server/modules/reconciliation, docs/money.md "Reconciliation"): one
// declaration of each shape, the API's validation and OpenAPI and the panel's types
// (src/resources/reconciliation) alike.
import { Type, type Static } from 'typebox';

const cents = (description: string) => Type.Integer({ description: `fen: ${description}` });
const count = (description: string) => Type.Integer({ minimum: 0, description });
export const DailyRowSchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (Beijing)' }),
  ordersPaid: count('orders paid that day'), ordersPaidCents: cents('their amounts'),
  authorsShareCents: cents("the authors' share of them: the income due"), ledgerIncomeCents: cents("the ledger's income rows"),
  incomeDifferenceCents: cents('ledger income − share due'),
  refunds: count('refunds that day'), refundsCents: cents('their amounts'),
  clawbacksDueCents: cents('the clawbacks due for them'), ledgerClawbackCents: cents("the ledger's refund_clawback rows"),
  clawbackDifferenceCents: cents('ledger clawbacks − clawbacks due'),
  withdrawalsPaid: count('withdrawals marked paid that day'), withdrawalsPaidCents: cents('their amounts'),
  ledgerDebitsCents: cents("the ledger's withdrawal_paid rows"), withdrawalDifferenceCents: cents('ledger debits − withdrawals paid'),
  adjustmentsCents: cents('manual adjustments, signed (nothing to compare them with)'),
  differenceCents: cents('the sum of the three differences\' absolute values: 0 when the day reconciles'),
});
export const BalancesSchema = Type.Object({
  ok: Type.Boolean({ description: "every author's balance equals the sum of their ledger rows, and every paid order has one income row" }),
  availableCents: cents('all authors\' available balances'), frozenCents: cents('all authors\' frozen balances'),
  authors: Type.Array(Type.Object({
    authorId: Type.Integer(), availableCents: Type.Integer(), ledgerAvailable: Type.Integer(), frozenCents: Type.Integer(), ledgerFrozen: Type.Integer(),
  }), { description: 'authors whose balance differs from their ledger (the first 100)' }),
  orders: Type.Array(Type.Object({ orderId: Type.Integer(), incomeRows: Type.Integer() }),
    { description: 'paid orders with a share and not exactly one income row (the first 100)' }),
});
export const CauseSchema = Type.Object({
  check: Type.Union([Type.Literal('income'), Type.Literal('clawback'), Type.Literal('withdrawal')]),
  source: Type.Union([Type.Object({ type: Type.Union([Type.Literal('orders'), Type.Literal('withdrawals')]), id: Type.Integer() }), Type.Null()]),
  refundIds: Type.Array(Type.Integer()), authorId: Type.Union([Type.Integer(), Type.Null()]),
  dueCents: cents('due by the source'), ledgerCents: cents('in the ledger that day'), ledgerIds: Type.Array(Type.Integer()),
});

export type DailyRow = Static<typeof DailyRowSchema>;
export type Balances = Static<typeof BalancesSchema>;
export type Cause = Static<typeof CauseSchema>;
export type CheckName = Cause['check'];
