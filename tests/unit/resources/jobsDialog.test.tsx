// The bulk jobs a reader may follow (src/resources/shared/jobs/JobsDialog.tsx,
// "Background jobs" in the avatar menu): each with its action in the contract's
// words, state, figures and starter; "More" asks for the next ten; a row opens
// its progress. On a phone every dialog button still shows its words
// (react-admin's Button drops them below `sm`, leaving an empty icon button).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobsDialog } from '../../../src/resources/shared/jobs/JobsDialog';
import type { Job, ModeratorDataProvider } from '../../../src/providers/types';
import { i18nProvider } from './helpers';

const job = (id: number, over: Partial<Job> = {}): Job => ({
  id, resource: 'articles', action: 'approve', state: 'done', stopReason: null,
  total: 25, done: 24, failed: 1, pending: 0, failures: [{ id: 4, code: -5, message: 'Cannot approve: the article is Rejected' }],
  createdBy: { id: 1, name: 'Chen Jing' }, createdAt: '2025-01-02T03:04:05Z', finishedAt: '2025-01-02T03:05:00Z', ...over,
});

const renderDialog = (jobs: Job[], total = jobs.length) => {
  const listJobs = vi.fn(async ({ pageSize }: { page: number; pageSize: number }) => ({ data: jobs.slice(0, pageSize), total }));
  const getJob = vi.fn(async (id: number) => ({ data: jobs.find((j) => j.id === id)! }));
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={{ listJobs, getJob } as unknown as ModeratorDataProvider} i18nProvider={i18nProvider}>
      <JobsDialog onClose={onClose} />
    </AdminContext>,
  );
  return { listJobs, getJob, onClose };
};

/** A phone: every `(max-width: …)` media query matches, as MUI's `down('sm')` asks. */
const asPhone = () => vi.stubGlobal('matchMedia', (query: string) => ({
  matches: query.includes('max-width'), media: query, onchange: null,
  addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
}));
afterEach(() => { vi.unstubAllGlobals(); });

describe('background jobs', () => {
  it('lists the jobs with their action, state, figures and starter; More asks for ten more', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => job(12 - i, i === 0 ? { state: 'running', done: 3, failed: 0, pending: 22, failures: [], finishedAt: null } : {}));
    const { listJobs } = renderDialog(jobs);
    const dialog = await screen.findByRole('dialog', { name: 'Background jobs' });
    const rows = await within(dialog).findAllByRole('button', { name: /^Approve · article/ });
    expect(rows).toHaveLength(10);
    expect(rows[0].textContent).toContain('Approve · article · Running');
    expect(rows[0].textContent).toContain('3 of 25 tried (3 done, 0 failed)');
    expect(rows[0].textContent).toContain('Started by Chen Jing');
    expect(rows[1].textContent).toContain('Approve · article · Finished');
    expect(listJobs).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'More' }));
    expect(await within(dialog).findAllByRole('button', { name: /^Approve · article/ })).toHaveLength(12);
    expect(listJobs).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    expect(within(dialog).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says so when there is none', async () => {
    renderDialog([]);
    expect(await screen.findByText(/No background jobs yet/)).toBeTruthy();
  });

  it('opens a job\'s progress, with what failed and why', async () => {
    const { getJob } = renderDialog([job(7)]);
    fireEvent.click(await screen.findByRole('button', { name: /^Approve · article · Finished/ }));
    const progress = await screen.findByRole('dialog', { name: 'Approve · article' });
    expect(await within(progress).findByText('Cannot approve: the article is Rejected')).toBeTruthy();
    expect(getJob).toHaveBeenCalledWith(7);
  });

  it('on a phone the dialogs\' buttons still show their words', async () => {
    asPhone();
    renderDialog([job(7, { state: 'running', pending: 3, finishedAt: null })], 11);
    const dialog = await screen.findByRole('dialog', { name: 'Background jobs' });
    expect((await within(dialog).findByRole('button', { name: 'More' })).textContent).toBe('More');
    expect(within(dialog).getByRole('button', { name: 'Close' }).textContent).toBe('Close');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Approve · article · Running/ }));
    const progress = await screen.findByRole('dialog', { name: 'Approve · article' });
    expect((await within(progress).findByRole('button', { name: 'Cancel job' })).textContent).toBe('Cancel job');
    expect(within(progress).getByRole('button', { name: 'Close' }).textContent).toBe('Close');
  });
});
