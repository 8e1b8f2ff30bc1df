// "Approve all N matching this filter" (src/resources/shared/BulkJobButton.tsx):
// offered once the whole page is selected and more records match, it starts a
// bulk job with the list's filter, then shows its progress as the job is polled,
// cancels it, and lists the records that failed by name, each a link to its
// page, with the server's reasons.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/providers/types';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

const job = (over: Partial<Job>): Job => ({
  id: 7, resource: 'articles', action: 'approve', state: 'running', stopReason: null,
  total: 25, done: 0, failed: 0, pending: 25, failures: [],
  createdBy: { id: 1, name: 'Admin' }, createdAt: '2025-01-02T03:04:05Z', finishedAt: null, ...over,
});

const setup = (answers: Job[]) => {
  const db = {
    'wow_guide/article': Array.from({ length: 25 }, (_, i) => article({ id: i + 1, title: `Article ${i + 1}`, status: 'pending' })),
    'wow_guide/category': [category(1, null, 'Classes', 10)],
  };
  const provider = fakeDataProvider(db);
  let asked = 0;
  const dataProvider = Object.assign(provider, {
    startJob: vi.fn(async () => ({ data: job({ state: 'queued' }) })),
    getJob: vi.fn(async () => ({ data: answers[Math.min(asked++, answers.length - 1)] })),
    cancelJob: vi.fn(async () => ({ data: job({ state: 'cancelled', done: 10, pending: 15 }) })),
  });
  renderAdmin(dataProvider, '/wow_guide/article');
  return dataProvider;
};

const toolbar = () => document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement;

/** Selects the whole page and starts "Approve all 25 matching this filter". */
async function approveAll() {
  await screen.findByText('Article 1');
  expect(screen.queryByRole('button', { name: /matching this filter/ })).toBeNull();
  fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select all' })[0]);
  await screen.findByText('20 items selected');
  fireEvent.click(within(toolbar()).getByRole('button', { name: 'Approve all 25 matching this filter' }));
  const question = await screen.findByRole('dialog', { name: 'Approve all 25 articles matching this filter?' });
  fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: 'Approve all 25 matching this filter' });
}

describe('bulk job on every record matching the filter', () => {
  it('starts a job with the list\'s filter, follows its progress and lists the records that failed with why', async () => {
    const dataProvider = setup([
      job({ done: 10, pending: 15 }),
      job({ state: 'done', done: 22, failed: 3, pending: 0, failures: [
        { id: 4, code: -5, message: 'Cannot approve: the article is Rejected' },
        { id: 9, code: -5, message: 'Ann is reviewing this item (12 min left)' },
        { id: 99, code: -4, message: 'Not found' },
      ] }),
    ]);
    const progress = await approveAll();
    expect(dataProvider.startJob).toHaveBeenCalledWith('wow_guide/article', 'approve', { filter: {} });
    expect(await within(progress).findByText(/10 of 25 tried \(10 done, 0 failed\)/)).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'Job progress' }).getAttribute('aria-valuenow')).toBe('40');
    // polled again while it runs: the end, and what failed
    expect(await within(progress).findByText(/25 of 25 tried \(22 done, 3 failed\)/, {}, { timeout: 3000 })).toBeTruthy();
    expect(within(progress).getByText('Not done (3)')).toBeTruthy();
    expect(within(progress).getByText('Cannot approve: the article is Rejected')).toBeTruthy();
    // each by its title, opening its page; one deleted since keeps its number
    const failed = await within(progress).findByRole('link', { name: 'Article 9' });
    expect(failed.getAttribute('href')).toMatch(/\/wow_guide\/article\/9\/show$/);
    expect(within(progress).getByRole('link', { name: 'Article 4' })).toBeTruthy();
    expect(within(progress).getByText('#99')).toBeTruthy();
    expect(within(progress).queryByText('#9')).toBeNull();
    expect(within(progress).queryByRole('button', { name: 'Cancel job' })).toBeNull();
    fireEvent.click(within(progress).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a running job: the dialog says how many were not tried', async () => {
    const dataProvider = setup([job({ done: 10, pending: 15 })]);
    const progress = await approveAll();
    await within(progress).findByText(/10 of 25 tried/);
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(dataProvider.cancelJob).toHaveBeenCalledWith(7));
    expect(await within(progress).findByText(/Cancelled: 15 not tried/)).toBeTruthy();
    expect(within(progress).queryByRole('button', { name: 'Cancel job' })).toBeNull();
  });
});
