// The reconciliation page's route; the API's answers are declared once in contract/records/reconciliation.ts.
export type { Balances, Cause, DailyRow } from '../../../contract/records/reconciliation';

export const RECONCILIATION_RESOURCE = 'orders/reconciliation';
