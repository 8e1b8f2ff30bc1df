// @vitest-environment node
// The README's settings table is what operators read: it must name every
// setting the server validates, with the same default.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_TABLE } from '../../../server/config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README settings table', () => {
  it.each(SETTINGS_TABLE.map((s) => [s.name, s.default]))('documents %s with its default', (name, def) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `README has no row for ${name}`).toBeDefined();
    expect(row).toContain(def === '' ? '(empty)' : `\`${def}\``);
  });
});
