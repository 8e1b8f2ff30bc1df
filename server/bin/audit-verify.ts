// npm run audit:verify: walks the audit chain of the configured database (DATABASE_URL, or the embedded one
// in DATA_DIR; server/core/audit-chain.ts) and keeps the result for /metrics. Exits 0 on an intact trail,
// printing the rows checked and the last hash (note it outside the system); 1 naming the first row changed,
// removed or inserted out of order.
import { runCheck } from './check-command';
import { recordVerification, verifyAuditChain } from '../core/audit-chain';

runCheck(async (db) => {
  const started = Date.now();
  const report = await verifyAuditChain(db, (rows) => {
    if (process.stdout.isTTY) process.stdout.write(`\rchecked ${rows} rows …`);
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  await recordVerification(db, report);
  console.log(`rows checked: ${report.rows}, last seq: ${report.lastSeq}, last hash: ${report.lastHash}`);
  if (!report.ok) console.log(`FIRST BAD ROW: seq ${report.firstBadSeq}: ${report.problem}`);
  console.log(`${report.ok ? 'OK: the audit trail is intact' : 'FAILED'} (checked in ${Date.now() - started} ms)`);
  return report.ok ? 0 : 1;
});
