// Four eyes on a withdrawal's page (src/resources/withdrawals/WithdrawalActions.tsx):
// the first of two approvers sees that it waits for a second approver, not an
// Approve button the API would refuse; a colleague sees Approve; the only
// approver of an approved withdrawal waits for a colleague to mark it paid.
import { screen, waitFor } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../mocks/fixtures';
import { clearSession } from '../../../src/providers/session';
import { fakeDataProvider, renderAdmin } from './helpers';

afterEach(() => clearSession());

const ROUTE = 'wow_author/withdraws';
const me = Number(ADMIN.info.accountId);

const withdrawal = (over: Partial<RaRecord>): RaRecord => ({
  id: 5, authorId: 3, authorName: 'Jaina', amountCents: 500_000, feeCents: 0, payoutMethod: 'alipay', payoutAccount: '******',
  status: 'requested', approvalsNeeded: 2, approvalCount: 0, approvals: [], reason: '', reference: '', paidBy: null,
  requestedAt: '2026-01-02T03:04:05Z', paidAt: null, createdAt: '2026-01-02T03:04:05Z', updatedAt: '2026-01-02T03:04:05Z', version: 1,
  ...over,
});
const approval = (adminId: number) => ({ adminId, adminName: `staff ${adminId}`, at: '2026-01-02T04:00:00Z' });

const open = (record: RaRecord) => renderAdmin(fakeDataProvider({ [ROUTE]: [record] }), `/${ROUTE}/5/show`, ADMIN.info, true);

describe('withdrawal approval', () => {
  it('the first of two approvers waits for a second approver, with no active Approve', async () => {
    open(withdrawal({ approvalCount: 1, approvals: [approval(me)] }));
    const waiting = await screen.findByRole('button', { name: 'Waiting for a second approver' }, { timeout: 5000 });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('a colleague of the first approver gets Approve', async () => {
    open(withdrawal({ approvalCount: 1, approvals: [approval(me + 1)] }));
    const approve = await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 });
    expect(approve.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Waiting for a second approver' })).toBeNull();
  });

  it('the only approver of an approved withdrawal waits for a colleague to mark it paid', async () => {
    open(withdrawal({ status: 'approved', approvalsNeeded: 1, approvalCount: 1, approvals: [approval(me)] }));
    const waiting = await screen.findByRole('button', { name: 'Waiting for a colleague to mark it paid' }, { timeout: 5000 });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull());
  });

  it('a colleague of the only approver gets Mark paid', async () => {
    open(withdrawal({ status: 'approved', approvalsNeeded: 1, approvalCount: 1, approvals: [approval(me + 1)] }));
    expect(await screen.findByRole('button', { name: 'Mark paid' }, { timeout: 5000 })).toBeTruthy();
  });
});
