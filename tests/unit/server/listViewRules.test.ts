// A saved view holds only what the list would take from its reader: a filter
// named after a money figure is refused (-1 on that filter) to a reader without
// `<list>.read_money` and let through with it, so sharing a view never hands a
// colleague a filter their own list refuses them.
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkContent, usableBy } from '../../../server/modules/views/rules';
import type { ListTarget } from '../../../server/resources/list-target';
import { AppError } from '../../../server/core/errors';

const LEDGER: ListTarget = {
  name: 'ledger', readKey: 'ledger.read', sorts: ['day', 'incomeCents'], moneyFields: ['incomeCents'],
  filters: { day: Type.String({ format: 'date' }), incomeCents: Type.Integer({ minimum: 0 }) },
};
const plain = { role: 'user', modules: ['ledger.read'] };
const money = { role: 'user', modules: ['ledger.read', 'ledger.read_money'] };

const fieldOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as AppError).fieldErrors?.[0]?.field;
  }
};

describe('what a saved view may hold', () => {
  it('refuses a money filter or sort without the money key, and takes them with it', () => {
    expect(fieldOf(() => checkContent(LEDGER, { filters: { incomeCents: 100 } }, plain))).toBe('filters.incomeCents');
    expect(fieldOf(() => checkContent(LEDGER, { sort: 'incomeCents' }, plain))).toBe('sort');
    expect(fieldOf(() => checkContent(LEDGER, { filters: { incomeCents: 100 }, sort: 'incomeCents' }, money))).toBeUndefined();
    expect(usableBy(LEDGER, { filters: { incomeCents: 100 } }, plain)).toBe(false);
    expect(usableBy(LEDGER, { filters: { day: '2026-11-01' } }, plain)).toBe(true);
  });

  it('checks each filter value against the list\'s own schema', () => {
    expect(fieldOf(() => checkContent(LEDGER, { filters: { day: '2026-02-30x' } }, plain))).toBe('filters.day');
    expect(fieldOf(() => checkContent(LEDGER, { filters: { incomeCents: -1 } }, money))).toBe('filters.incomeCents');
    expect(fieldOf(() => checkContent(LEDGER, { filters: { author: 1 } }, money))).toBe('filters.author');
  });
});
