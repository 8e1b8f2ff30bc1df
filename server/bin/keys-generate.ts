// npm run keys:generate: writes the action keys derived from the routes
// (server/keys.ts) into each module's declaration (contract/access/modules/<name>.ts)
// and docs/access.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCESS_DOC, generatedFiles, keyedRoutes, keyList } from '../keys';

const keys = keyList(await keyedRoutes());
let declarationsChanged = false;
for (const [file, text] of generatedFiles(keys)) {
  const changed = readFileSync(file, 'utf8') !== text;
  if (changed) writeFileSync(file, text);
  declarationsChanged ||= changed && file !== ACCESS_DOC;
  console.log(`${changed ? 'wrote' : 'unchanged'} ${file}`);
}
console.log(`${keys.length} action keys`);
// The seeded roles of docs/access.md derive from the keys this process loaded
// before writing them: once the declarations change, a fresh run words them anew.
if (declarationsChanged) execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
