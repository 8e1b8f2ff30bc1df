// @vitest-environment node
// The module declarations (contract/access/modules/<name>.ts) the module table,
// the menu texts and the action keys are derived from: what a new module's
// declaration must get right, checked for every module without naming any.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuLabels } from '../../../contract/access/menu';
import { ACTION_KEYS, MODULES, PERMISSION_KEYS } from '../../../contract/access/modules';
import { CONTRACT_LANGS } from '../../../contract';

const DECLARATIONS = join(import.meta.dirname, '../../../contract/access/modules');

describe.each(MODULES.map((m) => [m.name, m] as const))('module %s', (name, module) => {
  it('is declared in the file named after it (npm run keys:generate writes its keys there)', () => {
    expect(existsSync(join(DECLARATIONS, `${name}.ts`))).toBe(true);
  });

  it('has routes below its own path', () => {
    expect(module.children.length).toBeGreaterThan(0);
    for (const route of module.children) expect(route.path.startsWith(`/${name}/`), route.path).toBe(true);
  });

  it.each(CONTRACT_LANGS)('labels itself and every route in %s', (lang) => {
    for (const labels of [module.labels, ...module.children.map((c) => c.labels)]) expect(labels[lang].trim()).not.toBe('');
  });

  it('declares only keys grouped under its own module key or its routes\' extra or alternative keys', () => {
    const own = [module.key, ...module.children.flatMap((c) => [...(c.extraKeys ?? []), ...(c.altKeys ?? [])])];
    for (const k of module.actionKeys) expect(own, k.key).toContain(k.module);
  });
});

describe('the module table', () => {
  it('has each path, module name and action key once', () => {
    const paths = MODULES.flatMap((m) => m.children.map((c) => c.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(MODULES.map((m) => m.name)).size).toBe(MODULES.length);
    expect(new Set(ACTION_KEYS.map((k) => k.key)).size).toBe(ACTION_KEYS.length);
  });

  it('gives each menu text one label: a route named like a module (orders) carries the module\'s labels', () => {
    const named = MODULES.flatMap((m) => [m, ...m.children]);
    for (const lang of CONTRACT_LANGS) {
      const texts = menuLabels(lang);
      for (const entry of named) expect(texts[entry.name], `${lang} menu.${entry.name}`).toBe(entry.labels[lang]);
    }
  });

  it('lists the action keys module by module, in menu order', () => {
    const order = ACTION_KEYS.map((k) => PERMISSION_KEYS.indexOf(k.module));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
