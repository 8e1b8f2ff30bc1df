// npm run ledger:check: verifies the author ledger of the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR): every author's ledger sums to
// their balance, and every paid order credited to an author has exactly one
// income row. Prints the figures; exits 1 on any difference.
import { runCheck } from './check-command';
import { formatCents } from '../../contract/money';
import { checkLedger, type LedgerCheckReport } from '../modules/authors';


function print(r: LedgerCheckReport, ms: number): void {
  console.log(`authors: ${r.authors}, ledger rows: ${r.ledgerRows}`);
  console.log(`balances: available ${formatCents(r.availableTotal)}, frozen ${formatCents(r.frozenTotal)}`);
  console.log(r.paidOrders === null ? 'paid orders: no orders table, not checked' : `paid orders credited to an author: ${r.paidOrders}`);
  for (const d of r.balanceDifferences) {
    console.log(`DIFFERENCE author ${d.authorId}: available ${d.availableCents} vs ledger ${d.ledgerAvailable}, `
      + `frozen ${d.frozenCents} vs ledger ${d.ledgerFrozen} (fen)`);
  }
  for (const d of r.orderDifferences) console.log(`DIFFERENCE order ${d.orderId}: ${d.incomeRows} income rows (expected 1)`);
  console.log(`${r.ok ? 'OK' : 'FAILED'}: checked in ${ms} ms`);
}

runCheck(async (db) => {
  const started = Date.now();
  const report = await checkLedger(db);
  print(report, Date.now() - started);
  return report.ok ? 0 : 1;
});
