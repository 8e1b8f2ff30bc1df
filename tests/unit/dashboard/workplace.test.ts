// Which workplace cards a staff member gets (each module declares its own,
// src/resources/*/cards.tsx), and the links and days the cards use.
import { describe, expect, it } from 'vitest';
import { cardsFor } from '../../../src/pages/Workplace';
import { beijingMonthStart, beijingToday } from '../../../contract/days';
import { figureLink } from '../../../src/dashboard/useCard';

const keys = (role: string, modules: string[]) => cardsFor({ role, modules }).map((c) => c.key).sort();

describe('workplace cards', () => {
  it('each card for holders of its key dashboard.<card>; a module key alone opens none', () => {
    expect(keys('user', ['mdr.dashboard', 'dashboard.articles', 'dashboard.popular_articles', 'mdr.wow.guide'])).toEqual(['articles', 'popular_articles']);
    expect(keys('user', ['mdr.dashboard', 'mdr.wow.guide', 'articles.read'])).toEqual([]);
    expect(keys('user', ['mdr.wow.guide', 'mdr.orders', 'dashboard.orders'])).toEqual([]);
    expect(keys('user', ['mdr.dashboard', 'dashboard.orders', 'dashboard.top_authors'])).toEqual(['orders', 'top_authors']);
  });

  it('the superuser gets every module card, each key once', () => {
    const all = keys('*', []);
    expect(all).toEqual(expect.arrayContaining(['articles', 'builds', 'users', 'orders', 'feedback', 'top_authors', 'top_inviters', 'active_users']));
    expect(new Set(all).size).toBe(all.length);
  });

  it('counts by Beijing days: 20:00 UTC is already the next day there', () => {
    expect(beijingToday(Date.parse('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(beijingMonthStart(Date.parse('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(beijingToday(Date.parse('2026-11-30T15:59:00Z'))).toBe('2026-11-30');
  });

  it('links a figure to its list with the filter react-admin reads from the URL (an empty one too) and the figure mark', () => {
    expect(figureLink('/orders/orders', { paidFrom: '2026-11-23' })).toBe('#/orders/orders?filter=%7B%22paidFrom%22%3A%222026-11-23%22%7D&figure=1');
    expect(figureLink('/user/users', {})).toBe('#/user/users?filter=%7B%7D&figure=1');
  });
});
