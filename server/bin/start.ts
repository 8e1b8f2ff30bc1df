// npm start (through server/bin/launch.mjs, which runs this file compiled
// into build/server/): the built panel and the API from one origin (docs/architecture.md). Builds
// the panel first when dist/ is missing or older than its sources (unless
// --no-build: serve whatever dist/ holds, e.g. when the build ran elsewhere).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_DIR } from '../app';
import { panelIsStale } from './panel-inputs';
import { configOrExit, fail, onShutdown, printDemoAccounts, startApi } from './boot';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
async function buildPanelIfStale(): Promise<void> {
  const index = join(DIST_DIR, 'index.html');
  if (!existsSync(join(ROOT, 'index.html'))) return;
  if (!panelIsStale(ROOT, index)) return;
  console.log(existsSync(index) ? 'The panel sources changed: rebuilding dist/ …' : 'Building the panel into dist/ (first start) …');
  const { build } = await import('vite');
  // a production bundle whatever NODE_ENV the shell has: Vite keeps a NODE_ENV it finds (a test runner's
  // `test`), and React's JSX then compiles for development, which is the bundle dist/ would serve
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (!process.argv.includes('--no-build')) await buildPanelIfStale();
  const { app, database, url, demoAccounts } = await startApi(config);
  onShutdown(async () => {
    await app.close();
    await database.close();
  });
  console.log(`\nModerator Panel is running at ${url}/`);
  console.log(`  API docs:  ${url}/docs${config.publicDocs ? '' : ' (signed-in staff holding api_docs.read: "API docs" on the workplace)'}`);
  console.log(`  Database:  ${database.location}`);
  if (database.kind === 'pglite') console.log('  (embedded database for development and demos; production runs on DATABASE_URL)');
  printDemoAccounts(demoAccounts);
}

main().catch(fail);
