import { afterEach, describe, expect, it } from 'vitest';
import {
  canClose, closeTabs, landingAfterClose, normalize, tabLabel, tabOf, visit, WORKPLACE_TAB, type TabEntry,
} from '../../../src/layout/tabs/tabList';
import { loadTabs, saveTabs, TAB_BAR_KEY } from '../../../src/layout/tabs/tabStore';

const tab = (path: string, search = '') => tabOf(path, search)!;
const paths = (tabs: TabEntry[]) => tabs.map((t) => t.fullPath);

const ARTICLES = tab('/wow_guide/article');
const CATEGORIES = tab('/wow_guide/category');
const ARTICLE_5 = tab('/wow_guide/article/5/show');
const MESSAGES = tab('/messages');
const FIVE = [WORKPLACE_TAB, ARTICLES, CATEGORIES, ARTICLE_5, MESSAGES];

describe('tab entries', () => {
  it("carry the spec's fields: title, name, fullPath, query, ignoreCache", () => {
    expect(tab('/wow_guide/article', '?page=2&perPage=10')).toEqual({
      title: 'menu.guide_article', name: 'guide_article', fullPath: '/wow_guide/article?page=2&perPage=10',
      query: { page: '2', perPage: '10' }, ignoreCache: false,
    });
    expect(WORKPLACE_TAB).toMatchObject({ title: 'menu.workplace', name: 'workplace', fullPath: '/dashboard/workplace' });
    expect(ARTICLE_5).toMatchObject({ title: 'menu.guide_article', name: 'guide_article' });
    expect(MESSAGES).toMatchObject({ title: 'message_centre.title', name: 'messages' });
  });

  it('are never made for redirect pages, the login page or the root', () => {
    expect(tabOf('/redirect/%2Fwow_guide%2Farticle')).toBeNull();
    expect(tabOf('/redirect')).toBeNull();
    expect(tabOf('/login')).toBeNull();
    expect(tabOf('/access-denied')).toBeNull();
    expect(tabOf('/')).toBeNull();
  });
});

describe('tab labels', () => {
  // the words of the panel's English messages that these tabs use
  const words: Record<string, string> = {
    'menu.guide_article': 'Articles', 'menu.author_withdraws': 'Withdrawals', 'shell.tabs.create': 'new',
    'resources.wow_author/withdraws/batches.name': 'Payout batches',
  };
  const translate = (key: string, options?: { _?: string }) => words[key] ?? options?._ ?? key;
  const label = (path: string) => tabLabel(tab(path), translate);

  it("name the page, then the record's id or 'new' below a list", () => {
    expect(label('/wow_guide/article')).toBe('Articles');
    expect(label('/wow_guide/article/5/show')).toBe('Articles · #5');
    expect(label('/wow_guide/article/create')).toBe('Articles · new');
  });

  it('name a page of its own below a route by its name, not its path', () => {
    expect(label('/wow_author/withdraws/batches')).toBe('Withdrawals · Payout batches');
    expect(label('/wow_author/withdraws/batches/1/show')).toBe('Withdrawals · Payout batches · #1');
    // a record id that is no page's name stays an id
    expect(label('/wow_author/withdraws/abc')).toBe('Withdrawals · #abc');
  });
});

describe('visiting pages', () => {
  it('adds a tab per page, once, and keeps the latest query of a page in its tab', () => {
    let tabs = [WORKPLACE_TAB];
    tabs = visit(tabs, ARTICLES);
    tabs = visit(tabs, CATEGORIES);
    tabs = visit(tabs, tab('/wow_guide/article', '?page=3'));
    expect(paths(tabs)).toEqual(['/dashboard/workplace', '/wow_guide/article?page=3', '/wow_guide/category']);
    expect(visit(tabs, tab('/wow_guide/category'))).toBe(tabs);
  });
});

describe('closing tabs', () => {
  it.each([
    ['close', 2, ['/dashboard/workplace', '/wow_guide/article', '/wow_guide/article/5/show', '/messages']],
    ['close_left', 2, ['/dashboard/workplace', '/wow_guide/category', '/wow_guide/article/5/show', '/messages']],
    ['close_right', 2, ['/dashboard/workplace', '/wow_guide/article', '/wow_guide/category']],
    ['close_others', 2, ['/dashboard/workplace', '/wow_guide/category']],
    ['close_all', 2, ['/dashboard/workplace']],
  ] as const)('%s on the third tab', (action, index, expected) => {
    expect(paths(closeTabs(FIVE, index, action))).toEqual(expected);
  });

  it('never closes the workplace tab', () => {
    expect(closeTabs(FIVE, 0, 'close')).toEqual(FIVE);
    expect(canClose(FIVE, 0, 'close')).toBe(false);
    expect(canClose(FIVE, 1, 'close_left')).toBe(false);
    expect(canClose(FIVE, 4, 'close_right')).toBe(false);
    expect(canClose([WORKPLACE_TAB], 0, 'close_all')).toBe(false);
    expect(canClose(FIVE, 0, 'close_others')).toBe(true);
  });

  it('lands on the acted-on tab if it stays, else on its left neighbour', () => {
    expect(landingAfterClose(FIVE, closeTabs(FIVE, 2, 'close_others'), 2)).toBe(CATEGORIES);
    expect(landingAfterClose(FIVE, closeTabs(FIVE, 2, 'close'), 2)).toBe(ARTICLES);
    expect(landingAfterClose(FIVE, closeTabs(FIVE, 2, 'close_all'), 2)).toBe(WORKPLACE_TAB);
  });
});

describe('stored tabs', () => {
  afterEach(() => sessionStorage.clear());

  it('are repaired: the workplace first, no duplicates, no redirects or junk', () => {
    const stored = [ARTICLES, { fullPath: 42 }, tab('/wow_guide/article', '?page=2'), { ...ARTICLES, fullPath: '/redirect/x', title: 'x' }];
    expect(paths(normalize(stored))).toEqual(['/dashboard/workplace', '/wow_guide/article?page=2']);
    expect(normalize('nonsense')).toEqual([WORKPLACE_TAB]);
  });

  it("come back for the same staff member only, from sessionStorage 'tab-bar'", () => {
    saveTabs(1, [WORKPLACE_TAB, ARTICLES]);
    expect(JSON.parse(sessionStorage.getItem(TAB_BAR_KEY)!)).toMatchObject({ owner: 1 });
    expect(paths(loadTabs(1))).toEqual(['/dashboard/workplace', '/wow_guide/article']);
    expect(loadTabs(2)).toEqual([WORKPLACE_TAB]);
    sessionStorage.setItem(TAB_BAR_KEY, '{broken');
    expect(loadTabs(1)).toEqual([WORKPLACE_TAB]);
  });
});
