// @vitest-environment node
// The README and docs/*.md are read in a clone: every relative link must open a
// file of the repository (and a heading it names must exist), and every
// repository path a doc names in backticks must still be there after a move.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
/** Written by builds and runs, not kept in the repository: a doc may name them. */
const GENERATED = ['build/server/', 'dist/', 'data/'];
const TOP_FOLDERS = ['src', 'server', 'contract', 'tests', 'mocks', 'build', 'docs', 'public', '.ci'];

const read = (doc: string) => readFileSync(join(ROOT, doc), 'utf8');
/** The text outside fenced code blocks (shell examples are not links). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
const anchorsOf = (file: string) =>
  new Set([...read(file).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));

/** Every `[text](target)` of a doc whose target is not a URL. */
function relativeLinks(doc: string): string[] {
  return [...prose(read(doc)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link from `doc` does not resolve, or null when it does. */
function brokenLink(doc: string, target: string): string | null {
  const [path, anchor] = target.split('#');
  const file = path ? resolve(ROOT, dirname(doc), decodeURIComponent(path)) : join(ROOT, doc);
  const inRepo = relative(ROOT, file);
  if (inRepo.startsWith('..')) return 'points outside the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(inRepo).has(anchor)) return `no heading #${anchor}`;
  return null;
}

describe.each(DOCS)('%s', (doc) => {
  it('links only to files of the repository that exist', () => {
    const broken = relativeLinks(doc)
      .map((target) => [target, brokenLink(doc, target)] as const)
      .filter(([, why]) => why)
      .map(([target, why]) => `${target}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('names in backticks only repository paths that exist', () => {
    const folders = TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|');
    const named = [...prose(read(doc)).matchAll(new RegExp(`\`((?:${folders})/[^\`\\s]*)\``, 'g'))]
      .map((m) => m[1].replace(/[:#].*$/, ''))
      // placeholders (`server/modules/<module>/`) and globs name no one file
      .filter((path) => !/[<>*…{}]/.test(path) && !GENERATED.some((g) => path.startsWith(g)));
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

describe('the link check', () => {
  it('refuses a link out of the repository, a missing file and a missing heading', () => {
    expect(brokenLink('README.md', '../shared/design.md')).toBe('points outside the repository');
    expect(brokenLink('docs/api.md', 'nowhere.md')).toBe('no such file');
    expect(brokenLink('docs/api.md', 'access.md#no-such-heading')).toBe('no heading #no-such-heading');
    expect(brokenLink('docs/domain.md', '../README.md#demo-accounts')).toBeNull();
  });
});
