// The list pagination's "10,000+" label for an estimated total (docs/api.md,
// list): both languages through the panel's real messages, and paging on.
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListBase, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { storeLocale, type Locale } from '../../../src/http/storage';
import { ListPagination } from '../../../src/resources/shared/ListPagination';
import { messages as signedInMessages } from '../../../src/signedIn';
import { article, fakeDataProvider, renderAdmin } from './helpers';

const rows = (page: number, perPage: number) =>
  Array.from({ length: perPage }, (_, i) => article({ id: (page - 1) * perPage + i + 1 }));

/** A list of a million articles whose total the API could only estimate (or, with exact, counted). */
const bigList = (exact = false) => vi.fn(async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
  data: rows(pagination.page, pagination.perPage),
  total: exact ? 1234 : 1_000_000,
  ...(exact ? {} : { meta: { totalIsEstimate: true } }),
}));

const renderPagination = (locale: Locale, getList: ReturnType<typeof bigList>) => {
  storeLocale(locale);
  const dataProvider = { getList } as unknown as DataProvider;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(withMessages(loginMessages, signedInMessages))} store={memoryStore()}>
      <ListBase resource="wow_guide/article" perPage={20} disableSyncWithLocation><ListPagination /></ListBase>
    </AdminContext>,
  );
};

afterEach(() => localStorage.clear());

// a cold render of the whole Admin can take seconds on a busy machine
const slow = { timeout: 10_000 };

describe('list pagination', { timeout: 30_000 }, () => {
  it('shows 10,000+ for an estimated total, in Chinese by default', async () => {
    renderPagination('zh-CN', bigList());
    expect(await screen.findByText('第 1-20 条，共 10,000+ 条', {}, slow)).toBeTruthy();
  });

  it('shows 10,000+ in English, and pages on through the estimate', async () => {
    const getList = bigList();
    renderPagination('en-US', getList);
    expect(await screen.findByText('1-20 of 10,000+', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21-40 of 10,000+', {}, slow)).toBeTruthy();
    expect(getList).toHaveBeenLastCalledWith('wow_guide/article', expect.objectContaining({ pagination: { page: 2, perPage: 20 } }));
  });

  it('shows an exact total as the number it is', async () => {
    renderPagination('en-US', bigList(true));
    expect(await screen.findByText('1-20 of 1234', {}, slow)).toBeTruthy();
    expect(screen.queryByText(/\+/)).toBeNull();
  });

  it('is the article list\'s pagination', async () => {
    const provider = fakeDataProvider({});
    provider.getList.mockImplementation(bigList() as never);
    renderAdmin(provider, '/wow_guide/article');
    expect(await screen.findByText('1-20 of 10,000+', {}, slow)).toBeTruthy();
  });
});
