// npm run keys:generate: writes the contract's two lists from its folders
// (server/registries.ts), then the action keys derived from the routes
// (server/keys.ts) into each module's declaration (contract/access/modules/<name>.ts)
// and docs/access.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registryFiles } from '../registries';

/** Writes the files whose text differs; true when one did (`watched` decides which count). */
function writeChanged(files: [string, string][], watched: (file: string) => boolean): boolean {
  let changed = false;
  for (const [file, text] of files) {
    const differs = readFileSync(file, 'utf8') !== text;
    if (differs) writeFileSync(file, text);
    changed ||= differs && watched(file);
    console.log(`${differs ? 'wrote' : 'unchanged'} ${file}`);
  }
  return changed;
}

// Everything below reads the registries through its imports: once they change,
// a fresh run loads them (and a new module's declaration) anew.
const again = () => execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });

if (writeChanged(await registryFiles(), () => true)) {
  again();
} else {
  const { ACCESS_DOC, generatedFiles, keyedRoutes, keyList } = await import('../keys');
  const keys = keyList(await keyedRoutes());
  const declarationsChanged = writeChanged(generatedFiles(keys), (file) => file !== ACCESS_DOC);
  console.log(`${keys.length} action keys`);
  // the seeded roles of docs/access.md derive from the keys this process loaded before writing them
  if (declarationsChanged) again();
}
