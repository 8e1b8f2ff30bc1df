// npm run keys:generate: writes the action keys derived from the routes
// (server/keys.ts) to contract/access/keys.generated.ts and docs/access.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { ACCESS_DOC, KEYS_FILE, keyedRoutes, keyList, renderAccessDoc, renderKeysFile } from '../keys';

const keys = keyList(await keyedRoutes());
for (const [file, text] of [[KEYS_FILE, renderKeysFile(keys)], [ACCESS_DOC, renderAccessDoc(keys)]] as const) {
  const changed = readFileSync(file, 'utf8') !== text;
  if (changed) writeFileSync(file, text);
  console.log(`${changed ? 'wrote' : 'unchanged'} ${file}`);
}
console.log(`${keys.length} action keys`);
