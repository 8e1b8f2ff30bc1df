// History entries read as sentences in the reader's language, worded from the
// contract's labels (contract), and a bulk action's question names the count.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, type ContractLang } from '../../../contract';
import type { HistoryEntry } from '../../../src/providers/types';
import { bulkConfirmTitle, plural } from '../../../src/resources/shared/bulkConfirm';
import { historySentence } from '../../../src/resources/shared/historySentence';
import { formatTime } from '../../../src/i18n/time';
import { sharedMessages } from '../../../src/resources/shared/messages';

const boolean = { 'zh-CN': { true: '是', false: '否' }, 'en-US': { true: 'Yes', false: 'No' } };
const translator = (lang: ContractLang) => {
  const messages = { ...sharedMessages[lang], ra: { boolean: boolean[lang] }, resources: { 'wow_guide/article': { unit: '篇' } } };
  return polyglotI18nProvider(() => messages as unknown as TranslationMessages, lang, { allowMissing: true }).translate;
};
const entry = (action: string, changes: HistoryEntry['changes'] = []): HistoryEntry =>
  ({ id: 1, actorName: 'admin', action, createdAt: '2026-11-22T10:00:00Z', changes });
const say = (e: HistoryEntry, lang: ContractLang, resource = 'articles') =>
  historySentence(e, { labels: CONTRACTS[resource].labels[lang], fallbackName: '?', translate: translator(lang) });

describe('history sentences', () => {
  const hide = entry('hide', [{ field: 'reason', kind: 'value', before: '', after: '包含外链广告' }]);

  it('a transition: who, the verb, the resource, and its reason', () => {
    expect(say(hide, 'zh-CN')).toBe('admin 隐藏了文章 · 原因：包含外链广告');
    expect(say(hide, 'en-US')).toBe('admin hid the article · Reason: 包含外链广告');
    expect(say(entry('approve'), 'zh-CN')).toBe('admin 通过了文章');
  });

  it("a time (a ban's end) reads as 2026-11-30 16:00:00 in Beijing time, not as the API's ISO text", () => {
    const until = '2026-11-30T08:00:00.000Z';
    const ban = entry('ban', [{ field: 'bannedUntil', kind: 'value', before: null, after: until }]);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const sentence = historySentence(ban, { labels: CONTRACTS.live_rooms.labels[lang], fallbackName: '?', translate: translator(lang), locale: lang });
      expect(sentence).toContain(formatTime(until));
      // 08:00 UTC is 16:00 in Beijing, wherever the test runs
      expect(sentence).toContain('2026-11-30 16:00:00');
      expect(sentence).not.toContain('2026-11-30T');
    }
  });

  it('an edit lists each field: values before → after, long text by its change in size', () => {
    const edit = entry('update', [
      { field: 'title', kind: 'value', before: 'Frost basics', after: 'Frost mage basics' },
      { field: 'featured', kind: 'value', before: false, after: true },
      { field: 'content', kind: 'text', before: 300, after: 420 },
      { field: 'summary', kind: 'text', before: 80, after: 30 },
    ]);
    expect(say(edit, 'zh-CN')).toBe('admin 修改了文章 · 标题：Frost basics → Frost mage basics · 精选：否 → 是 · 正文已修改（+120 字符） · 摘要已修改（-50 字符）');
    expect(say(edit, 'en-US')).toBe('admin edited the article · Title: Frost basics → Frost mage basics · Featured: No → Yes · Content changed (+120 characters) · Summary changed (-50 characters)');
  });

  it('states by their label, emptied values as —, long values cut', () => {
    const e = entry('update', [
      { field: 'status', kind: 'value', before: 'pending', after: 'published' },
      { field: 'reason', kind: 'value', before: 'Too short', after: '' },
      { field: 'title', kind: 'value', before: 'x', after: 'y'.repeat(50) },
    ]);
    expect(say(e, 'zh-CN')).toBe(`admin 修改了文章 · 状态：待审核 → 已发布 · 原因：Too short → — · 标题：x → ${'y'.repeat(40)}…`);
  });

  it('another resource, and a field the contract does not name, still read', () => {
    const e = entry('update', [{ field: 'name', kind: 'value', before: '团本', after: '团队副本' }, { field: 'extra', kind: 'value', before: 1, after: 2 }]);
    expect(say(e, 'zh-CN', 'guide_categories')).toBe('admin 修改了分类 · 名称：团本 → 团队副本 · extra：1 → 2');
    expect(say(entry('create'), 'en-US', 'guide_categories')).toBe('admin created the category');
  });
});

describe('the bulk question', () => {
  const ask = (lang: ContractLang, action: string, count: number, resource = 'wow_guide/article', api = 'articles') => bulkConfirmTitle({
    action, count, resource, labels: CONTRACTS[api].labels[lang], locale: lang, translate: translator(lang),
  });

  it('names the count and the resource in both languages', () => {
    expect(ask('zh-CN', '通过', 3)).toBe('通过所选的 3 篇文章？');
    expect(ask('en-US', 'Approve', 3)).toBe('Approve 3 selected articles?');
    expect(ask('en-US', 'Approve', 1)).toBe('Approve 1 selected article?');
    expect(ask('zh-CN', '删除', 2, 'wow_guide/category', 'guide_categories')).toBe('删除所选的 2 个分类？');
  });

  it('English plurals', () => {
    expect(['category', 'box', 'key', 'article'].map((n) => plural(n, 2))).toEqual(['categories', 'boxes', 'keys', 'articles']);
  });
});
