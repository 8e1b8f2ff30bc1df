// npm run keys:generate: writes the action keys derived from the routes
// (server/keys.ts) into each module's declaration (contract/access/modules/<name>.ts)
// and docs/access.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { generatedFiles, keyedRoutes, keyList } from '../keys';

const keys = keyList(await keyedRoutes());
for (const [file, text] of generatedFiles(keys)) {
  const changed = readFileSync(file, 'utf8') !== text;
  if (changed) writeFileSync(file, text);
  console.log(`${changed ? 'wrote' : 'unchanged'} ${file}`);
}
console.log(`${keys.length} action keys`);
