// npm run rollups:check: recomputes every module's rollup (core/module.ts
// Rollup) from the raw tables of the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) and prints each difference. Exits 1 on any.
import { runCheck } from './check-command';
import { checkRollups } from '../rollups/check';

runCheck(async (db) => {
  const started = Date.now();
  const report = await checkRollups(db);
  for (const r of report) {
    console.log(`${r.name}: ${r.rows} rows, ${r.differences.length} differences`);
    for (const d of r.differences.slice(0, 20)) console.log(`  DIFFERENCE ${JSON.stringify(d)}`);
  }
  const ok = report.every((r) => r.differences.length === 0);
  console.log(`${ok ? 'OK' : 'FAILED'}: ${report.length} rollups checked in ${Date.now() - started} ms`);
  return ok ? 0 : 1;
});
