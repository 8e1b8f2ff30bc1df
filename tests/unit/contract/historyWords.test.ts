// @vitest-environment node
// Every action a record's history can show, of every resource the API has,
// reads as a sentence in both languages (src/resources/shared/historySentence.ts
// over the contract's words): generated from the API's registry — its
// resources' standard actions, transitions, commands (its own and hand-written ones), reveals, and the actions
// the contract says it audits elsewhere. Chinese with no English verb and one
// 了 at most ("创建了密钥了合作方机器人", "reviewer adjust了作者" fail), English
// with no Chinese and no API name.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACTS, CONTRACT_LANGS, type ContractLang } from '../../../contract';
import { historyHead } from '../../../src/resources/shared/historySentence';
import { sharedMessages } from '../../../src/resources/shared/messages';
import { resources as apiResources } from '../../../server/modules';
import type { AnyResource } from '../../../server/resources/types';

// the panel's i18n reads the stored language at import: give it an empty storage first
vi.hoisted(() => {
  Object.assign(globalThis, { localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } });
});

const translator = (lang: ContractLang) =>
  polyglotI18nProvider(() => sharedMessages[lang] as unknown as TranslationMessages, lang, { allowMissing: true }).translate;

/** The audit actions the mechanism writes for a resource's own routes (server/resources/service.ts). */
const STANDARD = ['create', 'update', 'delete'];
const offered = (def: AnyResource, action: string) =>
  !def.actions || def.actions.includes(action as never) || def.actions.includes(`${action}_many` as never);

/** Every action the history of one of the resource's records can show. */
function auditedActions(def: AnyResource): string[] {
  const contract = CONTRACTS[def.name];
  return [...new Set([
    ...(def.table ? STANDARD.filter((a) => offered(def, a)) : []),
    ...Object.keys(def.transitions ?? {}),
    ...Object.keys(def.commands ?? {}),
    ...Object.keys(contract.commands ?? {}),
    ...(def.sensitive ? ['view_sensitive'] : []),
    ...(contract.auditActions ?? []),
  ])];
}

const ACTOR = { 'zh-CN': '张三', 'en-US': 'Alice' } as const;
const CJK = /[\u3400-\u9fff\uff00-\uffef]/;

describe.each(apiResources.filter((def) => auditedActions(def).length).map((def) => [def.name, def] as const))('%s', (name, def) => {
  const actions = auditedActions(def);

  it.each(CONTRACT_LANGS)('words every action in %s', (lang) => {
    const words = { labels: CONTRACTS[name].labels[lang], fallbackName: '?', translate: translator(lang) };
    for (const action of actions) {
      const head = historyHead(action, ACTOR[lang], words);
      expect(head, action).toBeDefined();
      const text = head!.replace(ACTOR[lang], '');
      if (lang === 'zh-CN') {
        expect(text, `${action}: ${head}`).not.toMatch(/[A-Za-z_]/);
        expect(text.split('了').length - 1, `${action}: ${head}`).toBeLessThanOrEqual(1);
      } else {
        expect(text, `${action}: ${head}`).not.toMatch(CJK);
        expect(text, `${action}: ${head}`).not.toMatch(/_|%\{/);
        expect(text.split(/\W+/), `${action}: ${head}`).not.toContain(action);
      }
    }
  });

  it('words only actions it has', () => {
    for (const lang of CONTRACT_LANGS) {
      expect(Object.keys(CONTRACTS[name].labels[lang].history ?? {}).filter((a) => !actions.includes(a)), lang).toEqual([]);
    }
  });
});

it('the words name the actor and the record', () => {
  const say = (resource: string, action: string, lang: ContractLang) =>
    historyHead(action, ACTOR[lang], { labels: CONTRACTS[resource].labels[lang], fallbackName: '?', translate: translator(lang) });
  expect(say('bots', 'create_key', 'zh-CN')).toBe('张三 为合作方机器人创建了密钥');
  expect(say('authors', 'adjust', 'zh-CN')).toBe('张三 调整了作者的余额');
  expect(say('authors', 'adjust', 'en-US')).toBe("Alice adjusted the author's balance");
  expect(say('power_packages', 'off_sale', 'en-US')).toBe('Alice took the package off sale');
  expect(say('users', 'view_sensitive', 'zh-CN')).toBe('张三 查看了用户的完整信息');
  expect(say('articles', 'approve', 'zh-CN')).toBe('张三 通过了文章');
  expect(say('guide_categories', 'delete', 'en-US')).toBe('Alice deleted the category');
});
