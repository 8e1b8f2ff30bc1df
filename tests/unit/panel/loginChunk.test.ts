// @vitest-environment node
// The login page is the entry chunk: everything src/main.tsx imports statically.
// It must not grow with the modules (docs/performance.md): no resource folder,
// no contract and no signed-in bundle may be reached without a dynamic import().
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** The file a relative specifier names (.ts, .tsx or a folder's index). */
function resolveFrom(file: string, specifier: string): string | undefined {
  const base = join(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
    .find((candidate) => existsSync(candidate) && !candidate.endsWith('/') && /\.tsx?$/.test(candidate));
}

/** Relative modules `file` imports or re-exports statically, type-only imports excepted (erased). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)];
  return found.map((m) => resolveFrom(file, m[1])).filter((f): f is string => f !== undefined);
}

/** Every source file reached from `entry` through static imports. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  for (const file of seen) for (const next of staticImports(file)) seen.add(next);
  return [...seen].map((f) => relative(ROOT, f));
}

describe("the login page's chunk (src/main.tsx's static imports)", () => {
  const graph = staticGraph(join(ROOT, 'src/main.tsx'));

  it('reaches the app, the login page and the i18n provider', () => {
    expect(graph).toEqual(expect.arrayContaining(['src/App.tsx', 'src/pages/LoginPage.tsx', 'src/i18n/index.ts']));
  });

  it("reaches no resource, contract, module table or signed-in bundle: those load with the signed-in app", () => {
    const behindSignIn = graph.filter((f) =>
      f.startsWith('src/resources/') || (f.startsWith('contract/') && !f.startsWith('contract/access/')) || f === 'src/signedIn.ts' || f === 'src/i18n/signedIn.ts');
    expect(behindSignIn).toEqual([]);
  });

  it("reaches no module declaration: the module table (and the menu's labels from it) grows with each module", () => {
    const tables = graph.filter((f) => f.startsWith('contract/access/modules') || f === 'contract/access/menu.ts' || f === 'contract/access/actionKeys.ts');
    expect(tables).toEqual([]);
  });

  it('sees a static import where there is one', () => {
    expect(staticGraph(join(ROOT, 'src/signedIn.ts'))).toEqual(expect.arrayContaining(['src/resources/index.ts', 'src/i18n/signedIn.ts']));
  });
});
