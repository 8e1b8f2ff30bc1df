// The reconciliation page's route and the API's answers (server/modules/reconciliation).
export const RECONCILIATION_RESOURCE = 'orders/reconciliation';

export interface DailyRow {
  day: string;
  ordersPaid: number; ordersPaidCents: number; authorsShareCents: number; ledgerIncomeCents: number; incomeDifferenceCents: number;
  refunds: number; refundsCents: number; clawbacksDueCents: number; ledgerClawbackCents: number; clawbackDifferenceCents: number;
  withdrawalsPaid: number; withdrawalsPaidCents: number; ledgerDebitsCents: number; withdrawalDifferenceCents: number;
  adjustmentsCents: number; differenceCents: number;
}

export interface Balances {
  ok: boolean;
  availableCents: number;
  frozenCents: number;
  authors: { authorId: number; availableCents: number; ledgerAvailable: number; frozenCents: number; ledgerFrozen: number }[];
  orders: { orderId: number; incomeRows: number }[];
}

export interface Cause {
  check: 'income' | 'clawback' | 'withdrawal';
  source: { type: 'orders' | 'withdrawals'; id: number } | null;
  refundIds: number[];
  authorId: number | null;
  dueCents: number;
  ledgerCents: number;
  ledgerIds: number[];
}
