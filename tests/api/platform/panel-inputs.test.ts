// npm start rebuilds the panel when one of its inputs changed after dist/ was built
// (server/bin/panel-inputs.ts): the contract it shares with the API and the build helpers too,
// but not the API's own bundle in build/server/, which is rewritten whenever the server changes.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { panelIsStale } from '../../../server/bin/panel-inputs';

const root = mkdtempSync(join(tmpdir(), 'mdr-panel-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const BUILT = new Date('2026-01-02T00:00:00Z');
/** Writes `path` under the root, dated `at` (its folders too, as a fresh checkout would be). */
function file(path: string, at: Date) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), 'x');
  for (let p = path; p !== '.'; p = dirname(p)) utimesSync(join(root, p), at, at);
}
const earlier = new Date(BUILT.getTime() - 60_000);
const later = new Date(BUILT.getTime() + 60_000);
const index = join(root, 'dist', 'index.html');

describe('the panel inputs npm start watches', () => {
  it('builds when dist/ is missing, and not again until an input changes', () => {
    for (const p of ['src/main.tsx', 'contract/days.ts', 'build/chunks.ts', 'index.html', 'package-lock.json']) file(p, earlier);
    expect(panelIsStale(root, index)).toBe(true);
    file('dist/index.html', BUILT);
    expect(panelIsStale(root, index)).toBe(false);
  });

  it("ignores the API's bundle in build/server, however new", () => {
    file('build/server/start.js', later);
    utimesSync(join(root, 'build'), earlier, earlier);
    expect(panelIsStale(root, index)).toBe(false);
  });

  it.each(['contract/days.ts', 'build/shims/hasown.cjs', 'package-lock.json', 'src/App.tsx'])('rebuilds after %s changed', (path) => {
    file(path, later);
    expect(panelIsStale(root, index)).toBe(true);
    for (let p = path; p !== '.'; p = dirname(p)) utimesSync(join(root, p), earlier, earlier);
    expect(panelIsStale(root, index)).toBe(false);
  });
});
