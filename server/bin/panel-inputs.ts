// What the built panel (dist/) is made from, so that `npm start` rebuilds it when one changed:
// the panel's sources, the contract it shares with the API, the Vite config and the build
// helpers it imports (build/, but not build/server/: that is the API's bundle, written by
// server/bin/launch.mjs on every change of the server, which must not rebuild the panel), and
// the lock file (a library upgraded under an old dist/ would serve the old library).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PANEL_INPUTS = [
  'src', 'contract', 'public', 'index.html', 'vite.config.ts', 'build', 'mocks/debug/vitePlugin.ts', 'package-lock.json',
];

/** Paths under the inputs that are outputs of another build. */
const NOT_INPUTS = new Set([join('build', 'server')]);

function newestMtime(root: string, path: string): number {
  const full = join(root, path);
  if (NOT_INPUTS.has(path) || !existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(root, join(path, name))));
}

/** True when `root`'s dist/index.html is missing or older than one of the panel's inputs. */
export function panelIsStale(root: string, distIndex: string): boolean {
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  return builtAt < Math.max(...PANEL_INPUTS.map((p) => newestMtime(root, p)));
}
