// npm run dev: the API on PORT plus Vite's dev server (hot reload), which
// forwards the API paths to it (vite.config.ts reads API_PORT).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrExit, fail, onShutdown, printDemoAccounts, startApi } from './boot';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const config = configOrExit();
  const { app, database, url, demoAccounts } = await startApi(config);
  process.env.API_PORT = String(config.port);
  const { createServer } = await import('vite');
  const vite = await createServer({ root: ROOT, configFile: join(ROOT, 'vite.config.ts') });
  await vite.listen();
  onShutdown(async () => {
    await vite.close();
    await app.close();
    await database.close();
  });
  const panelUrl = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(`\nPanel (Vite, hot reload): ${panelUrl}`);
  console.log(`API:                      ${url}/  (docs: ${url}/docs)`);
  console.log(`Database:                 ${database.location}`);
  printDemoAccounts(demoAccounts);
}

main().catch(fail);
