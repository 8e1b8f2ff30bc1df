// The authors module: author applications and profiles, the author ledger (the
// only way a balance moves) and withdrawals. Other modules post to the ledger
// through postLedger, in their own transaction (a paid order's income, a
// refund's clawback).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import './messages';

export { postLedger, shareOf, LEDGER_KINDS, LedgerError } from './ledger';
export type { LedgerEntry, LedgerKind, LedgerPosting } from './ledger';

export default defineModule({
  name: 'authors',
  description: 'Author applications and profiles, the author ledger and withdrawals',
  resources: [],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
