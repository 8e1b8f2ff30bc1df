import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { raChineseOverlay } from '../../../src/i18n/ra-zh-CN';
import { resources } from '../../../src/resources';
import { messages as signedInMessages } from '../../../src/signedIn';

type Phrases = Map<string, string>;

/** ra-input-rich-text's compiled sources, where its toolbar's phrase keys are. */
const RICH_TEXT_DIST = dirname(createRequire(import.meta.url).resolve('ra-input-rich-text'));

function flatten(tree: object, prefix = '', into: Phrases = new Map()): Phrases {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, into);
  }
  return into;
}

const placeholders = (phrase: string) => new Set([...phrase.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
const sorted = (set: Set<string>) => [...set].sort();

/** Every text of the panel: the login page's, with the signed-in app's laid over them. */
const messages = withMessages(loginMessages, signedInMessages);
const en = flatten(messages['en-US']);
const zh = flatten(messages['zh-CN']);

describe('zh-CN translation is complete', () => {
  it('has every key of ra-language-english', () => {
    const missing = [...flatten(englishMessages).keys()].filter((key) => !zh.has(key));
    expect(missing).toEqual([]);
  });

  it("has every key of our en-US, including every registered resource's messages", () => {
    expect(resources.length).toBeGreaterThan(0);
    for (const r of resources) expect(en.has(`resources.${r.name}.name`)).toBe(true);
    const missing = [...en.keys()].filter((key) => !zh.has(key));
    expect(missing).toEqual([]);
  });

  it('has no phrase that English lacks (but the package\'s keys react-admin 5 dropped)', () => {
    const obsolete = new Set([...flatten(chineseMessages).keys()].filter((key) => !flatten(englishMessages).has(key)));
    expect([...zh.keys()].filter((key) => !en.has(key) && !obsolete.has(key))).toEqual([]);
  });

  it('uses the same placeholders as English', () => {
    const mismatched: string[] = [];
    for (const [key, english] of en) {
      const chinese = zh.get(key);
      if (chinese === undefined) continue;
      const want = placeholders(english);
      const got = placeholders(chinese);
      // zh has one plural form for every count: any of English's forms' placeholders
      // may appear, smart_count must, and none may be invented.
      const ok = english.includes('||||')
        ? [...got].every((p) => want.has(p)) && (!want.has('smart_count') || got.has('smart_count'))
        : sorted(want).join() === sorted(got).join();
      if (!ok) mismatched.push(`${key}: "${english}" ↔ "${chinese}"`);
    }
    expect(mismatched).toEqual([]);
  });

  it('gives every Chinese plural phrase a sensible first form', () => {
    const empty = [...zh].filter(([, phrase]) => phrase.includes('||||') && !phrase.split('||||')[0].trim());
    expect(empty).toEqual([]);
  });

  it('has every ra.tiptap.* phrase the rich-text editor asks for, in both languages', () => {
    const sources = [
      ...readdirSync(RICH_TEXT_DIST, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js')).map((f) => join(RICH_TEXT_DIST, f)),
      'src/resources/shared/RichTextEditor.tsx',
    ];
    // a key built from a template (`ra.tiptap.heading${level}`) is not a key
    const asked = new Set(sources.flatMap((f) => readFileSync(f, 'utf8').match(/ra\.tiptap\.\w+\b(?!\$)/g) ?? []));
    for (const level of [1, 2, 3, 4, 5, 6]) asked.add(`ra.tiptap.heading${level}`);
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !zh.has(key) || !en.has(key))).toEqual([]);
    expect([...asked].filter((key) => zh.get(key) === en.get(key))).toEqual([]);
  });

  it('names every menu entry of the module table', async () => {
    const { MODULES } = await import('../../../contract/access/modules');
    const names = MODULES.flatMap((m) => [m.name, ...m.children.map((c) => c.name)]);
    expect(names.filter((n) => !zh.has(`menu.${n}`) || !en.has(`menu.${n}`))).toEqual([]);
  });
});

describe('zh-CN of react-admin: ra-language-chinese with our overlay', () => {
  const pkg = flatten(chineseMessages);
  const overlay = flatten(raChineseOverlay);

  it('takes every phrase the overlay leaves alone from the package', () => {
    const fromPackage = [...pkg].filter(([key]) => !overlay.has(key) && flatten(englishMessages).has(key));
    expect(fromPackage.length).toBeGreaterThan(20);
    for (const [key, phrase] of fromPackage) expect(zh.get(key), key).toBe(phrase);
  });

  it('overlays only what the package lacks or gets wrong, never a copy of it', () => {
    expect([...overlay].filter(([key, phrase]) => pkg.get(key) === phrase)).toEqual([]);
    for (const [key, phrase] of overlay) expect(zh.get(key), key).toBe(phrase);
  });

  it('corrects the package\'s placeholders to react-admin 5\'s', () => {
    expect(pkg.get('ra.page.edit')).toContain('%{id}');
    expect(zh.get('ra.page.edit')).toContain('%{recordRepresentation}');
  });
});

describe('i18nProvider', () => {
  afterEach(() => localStorage.clear());

  it('speaks zh-CN by default, with one plural form', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('zh-CN');
    expect(i18n.translate('login.submit')).toBe('登录');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('选中1项');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('选中3项');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('第 1-10 条，共 42 条');
  });

  it("starts in the locale stored under 'arco-locale'", () => {
    localStorage.setItem('arco-locale', 'en-US');
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en-US');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
  });

  it('stores the chosen locale and translates in it', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en-US');
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.translate('login.errors.username_required')).toBe('Username cannot be empty');
    await i18n.changeLocale('zh-CN');
    expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
    expect(i18n.translate('login.errors.username_required')).toBe('用户名不能为空');
  });

  it('falls back to the en-US phrase for a key zh-CN lacks, then to the key', () => {
    const partial: Record<'zh-CN' | 'en-US', TranslationMessages> = {
      'en-US': { ...messages['en-US'], only: { english: 'Only %{what} in English' } },
      'zh-CN': messages['zh-CN'],
    };
    const i18n = createI18nProvider(partial);
    expect(i18n.translate('only.english', { what: 'this' })).toBe('Only this in English');
    expect(i18n.translate('not.a.key')).toBe('not.a.key');
    expect(i18n.translate('not.a.key', { _: 'Default' })).toBe('Default');
  });

  it('translates the client-side error words', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('Request Error', { _: 'Request Error' })).toBe('请求错误');
    expect(i18n.translate('服务器的原话', { _: '服务器的原话' })).toBe('服务器的原话');
  });
});

describe("the signed-in app's texts (src/signedIn.ts), added after the login page's", () => {
  afterEach(() => localStorage.clear());
  const articleName = 'resources.wow_guide/article.name';

  it("leaves the login page's texts without any resource's or signed-in page's", () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const login = loginMessages[locale] as Record<string, unknown>;
      expect(Object.keys(login).filter((key) => ['resources', 'mdr', 'account', 'message_centre', 'menu'].includes(key))).toEqual([]);
      expect(login.ra).not.toHaveProperty('tiptap');
      expect(login).toHaveProperty('login.errors.username_required');
    }
  });

  it('translates them once added, in the current language and after a switch', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate(articleName, { smart_count: 1 })).toBe(articleName);
    i18n.addMessages(signedInMessages);
    expect(i18n.translate(articleName, { smart_count: 1 })).toBe(zh.get(articleName)!.split('||||')[0].trim());
    expect(i18n.translate('login.errors.username_required')).toBe('用户名不能为空');
    expect(i18n.translate('menu.wow_guide')).toBe('攻略管理');
    await i18n.changeLocale('en-US');
    expect(i18n.translate(articleName, { smart_count: 1 })).toBe('Guide article');
    expect(i18n.translate('ra.tiptap.bold')).toBe(en.get('ra.tiptap.bold'));
    await i18n.changeLocale('zh-CN');
    expect(i18n.translate('ra.tiptap.bold')).toBe(zh.get('ra.tiptap.bold'));
  });

  it('falls back to the English of an added phrase zh-CN lacks', () => {
    const i18n = createI18nProvider();
    i18n.addMessages({ 'zh-CN': { extra: {} }, 'en-US': { extra: { only: 'Added in English only' } } });
    expect(i18n.translate('extra.only')).toBe('Added in English only');
    expect(i18n.translate('login.submit')).toBe('登录');
  });
});
