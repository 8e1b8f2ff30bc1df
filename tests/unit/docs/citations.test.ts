// @vitest-environment node
// Comments and docs cite files in the repository, never documents outside it:
// a clone holds no design brief, no product spec and no issue tracker, so "see
// design §2" or "issue 3 §4" tells its reader nothing. What such a document
// said belongs in docs/ (docs/domain.md keeps the product spec), and a comment
// names that file, a source file, or just states the fact.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url)).split(sep).join('/');

/** Not the project's own text: packages, build output, local data (as .gitignore has them). */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', 'coverage', 'test-results', 'build/server', 'data', 'tmp', 'package-lock.json']);

/** What cites a document the repository does not hold, and why it is refused. */
const OUTSIDE_CITATIONS: { pattern: RegExp; why: string }[] = [
  { pattern: /§\s*\d/, why: 'a section number of an outside document (design §N, spec §N): cite a file in the repo or state the fact' },
  { pattern: /\bissues?\s+#?\d+/i, why: 'an issue number: say what the issue asked for, or cite the doc that holds it' },
  { pattern: /\bdesign\.md\b|panel-spec/i, why: 'the design brief or the product spec by name: docs/domain.md holds what the repo needs of them' },
  { pattern: /(?:\.\.\/)+shared\//, why: 'a path into ../shared, which a clone does not have' },
];

function* projectFiles(dir = ''): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIPPED.has(path) || SKIPPED.has(entry.name)) continue;
    if (entry.isDirectory()) yield* projectFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/** `file:line: text` for every line citing an outside document. */
function outsideCitations(path: string, text: string): string[] {
  if (path === THIS_FILE) return [];
  // src/resources/shared is a folder of the panel, imported as '../shared/…': not a citation
  const lines = text.split('\n');
  return lines.flatMap((line, i) => OUTSIDE_CITATIONS
    .filter(({ pattern }) => pattern.test(line.replace(/(['"])(?:\.\.\/)+shared\/[\w./-]*\1/g, '')))
    .map(({ why }) => `${path}:${i + 1}: ${line.trim()} — ${why}`));
}

describe('citations', () => {
  it('every comment and doc cites files in the repository, not outside documents', () => {
    const found: string[] = [];
    for (const path of projectFiles()) {
      const bytes = readFileSync(join(ROOT, path));
      if (bytes.includes(0)) continue; // an image or another binary file
      found.push(...outsideCitations(path, bytes.toString('utf8')));
    }
    expect(found).toEqual([]);
  });

  it.each([
    ['src/a.ts', '// The access rule of design §2'],
    ['src/a.ts', '/** Spec §9: the toast lasts 5 s. */'],
    ['tests/e2e/a.test.ts', '// Issue 3 §4 in Chromium'],
    ['server/a.sql', '-- QR sign-in (issue 12)'],
    ['README.md', '- Product spec: [spec](../shared/spec/panel-spec.md)'],
    ['docs/a.md', 'as the brief says (design.md)'],
  ])('catches an outside citation (%s: %s)', (path, line) => {
    const found = outsideCitations(path, `first line\n${line}\n`);
    expect(found.length).toBeGreaterThan(0);
    for (const finding of found) expect(finding.startsWith(`${path}:2: `)).toBe(true);
  });

  it.each([
    ['src/resources/articles/ArticleList.tsx', "import { StatusChip } from '../shared/StatusChip';"],
    ['docs/a.md', 'the author ledger (docs/money.md "The ledger"), 3 issues resolved'],
  ])('lets an in-repo reference pass (%s)', (path, line) => {
    expect(outsideCitations(path, line)).toEqual([]);
  });
});
