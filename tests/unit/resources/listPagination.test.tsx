// The list pagination past an estimated total (docs/api.md, list): the
// "10,000+" label in both languages, Next enabled while a page follows even
// past the estimate, and Last reaching the real last page the API names (the
// 50,000 orders finance could not page through past the estimate of 34,384).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { storeLocale, type Locale } from '../../../src/http/storage';
import { ListPagination } from '../../../src/resources/shared/ListPagination';
import { messages as signedInMessages } from '../../../src/signedIn';
import { article, fakeDataProvider, renderAdmin } from './helpers';

const REAL = 50_000;
const ESTIMATE = 34_384;

type Params = { pagination: { page: number; perPage: number } };

/** What the data provider answers for a list whose total the API could only estimate (or, with exact, counted). */
const bigList = (exact = false) => vi.fn(async (_resource: string, { pagination: { page, perPage } }: Params) => {
  const first = (page - 1) * perPage;
  const data = Array.from({ length: Math.max(0, Math.min(perPage, REAL - first)) }, (_, i) => article({ id: first + i + 1 }));
  if (exact) return { data, total: 1234 };
  return { data, pageInfo: { hasNextPage: first + perPage < REAL, hasPreviousPage: page > 1 }, meta: { totalIsEstimate: true, estimate: ESTIMATE } };
});

const lastPageOf = () => vi.fn(async (_resource: string, { perPage }: { perPage: number }) => ({ page: Math.ceil(REAL / perPage), total: REAL }));

const renderPagination = (locale: Locale, getList: ReturnType<typeof bigList>, lastPage = lastPageOf()) => {
  storeLocale(locale);
  const dataProvider = { getList, lastPage } as unknown as DataProvider;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(withMessages(loginMessages, signedInMessages))} store={memoryStore()}>
      <ListBase resource="orders" perPage={20} sort={{ field: 'amountCents', order: 'DESC' }} filter={{}} disableSyncWithLocation>
        <ListPagination />
      </ListBase>
    </AdminContext>,
  );
};

afterEach(() => localStorage.clear());

// a cold render of the whole Admin can take seconds on a busy machine
const slow = { timeout: 10_000 };
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('list pagination', { timeout: 30_000 }, () => {
  it('shows 10,000+ for an estimated total, in Chinese by default', async () => {
    renderPagination('zh-CN', bigList());
    expect(await screen.findByText('第 1-20 条，共 10,000+ 条', {}, slow)).toBeTruthy();
  });

  it('pages on with Next while a page follows', async () => {
    const getList = bigList();
    renderPagination('en-US', getList);
    expect(await screen.findByText('1-20 of 10,000+', {}, slow)).toBeTruthy();
    // Next is enabled once the page says another follows (hasNextPage): on a busy machine after the text
    await waitFor(() => expect(button('Go to next page').disabled).toBe(false), slow);
    expect(button('Go to previous page').disabled).toBe(true);
    fireEvent.click(button('Go to next page'));
    expect(await screen.findByText('21-40 of 10,000+', {}, slow)).toBeTruthy();
    // a busy machine may refetch page 1 in the background after page 2 landed: ask that page 2 was fetched
    expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ pagination: { page: 2, perPage: 20 } }));
  });

  it('reaches the real last page past the estimate with Last, shows the exact total, and pages back from it', async () => {
    const getList = bigList();
    const lastPage = lastPageOf();
    renderPagination('en-US', getList, lastPage);
    await screen.findByText('1-20 of 10,000+', {}, slow);
    await waitFor(() => expect(button('Go to last page').disabled).toBe(false), slow);
    fireEvent.click(button('Go to last page'));
    expect(await screen.findByText('49,981-50,000 of 50,000', {}, slow)).toBeTruthy();
    expect(lastPage).toHaveBeenCalledWith('orders', { filter: {}, sort: { field: 'amountCents', order: 'DESC' }, perPage: 20 });
    expect(getList).toHaveBeenLastCalledWith('orders', expect.objectContaining({ pagination: { page: 2500, perPage: 20 } }));
    // page 2500 is far past the estimate's 1,720 pages, and it stays there
    expect(button('Go to next page').disabled).toBe(true);
    expect(button('Go to last page').disabled).toBe(true);
    fireEvent.click(button('Go to previous page'));
    expect(await screen.findByText('49,961-49,980 of 50,000', {}, slow)).toBeTruthy();
    await waitFor(() => expect(button('Go to next page').disabled).toBe(false));
  });

  it('shows an exact total grouped as every figure of the panel (1,234)', async () => {
    renderPagination('en-US', bigList(true));
    expect(await screen.findByText('1-20 of 1,234', {}, slow)).toBeTruthy();
    expect(screen.queryByText(/\+/)).toBeNull();
  });

  it("is the article list's pagination", async () => {
    const provider = fakeDataProvider({});
    provider.getList.mockImplementation(bigList() as never);
    renderAdmin(provider, '/wow_guide/article');
    expect(await screen.findByText('1-20 of 10,000+', {}, slow)).toBeTruthy();
  });
});
