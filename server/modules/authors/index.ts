// The authors module: author applications and profiles, the author ledger (the
// only way a balance moves) and withdrawals. Other modules post to the ledger
// through postLedger, in their own transaction (a paid order's income, a
// refund's clawback).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { authorCards } from './dashboard';
import authorLedger from './author-ledger';
import authors from './authors';
import batchRoutes from './batch-routes';
import withdrawalBatches from './batches';
import routes from './routes';
import { authorMoneyStep } from './seed';
import withdrawals from './withdrawals';
import './messages';
import { authorsWaiting, withdrawalsWaiting } from './waiting';

export { postLedger, shareOf, LEDGER_KINDS, LedgerError } from './ledger';
export type { LedgerEntry, LedgerKind, LedgerPosting } from './ledger';
export { requestWithdrawal, type WithdrawalRequest } from './requests';
export { checkLedger, type LedgerCheckReport } from './check';

export default defineModule({
  name: 'authors',
  description: 'Author applications and profiles, the author ledger and withdrawals',
  resources: [authors, withdrawals, authorLedger, withdrawalBatches],
  routes: async (app) => {
    await app.register(routes);
    await app.register(batchRoutes);
  },
  seed: [authorMoneyStep],
  dashboardCards: authorCards,
  waiting: [authorsWaiting, withdrawalsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
