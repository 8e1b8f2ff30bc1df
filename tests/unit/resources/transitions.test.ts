import { describe, expect, it } from 'vitest';
import { articleTransitions } from '../../../src/resources/articles/transitions';
import { ARTICLE_STATUSES } from '../../../src/resources/articles/types';
import { bulkResultNotification } from '../../../src/resources/shared/bulkResult';
import { reasonError } from '../../../src/resources/shared/ReasonDialog';
import { bulkTransitions, transitionsFrom } from '../../../src/resources/shared/transitions';

const actionsFrom = (status: string) => transitionsFrom(articleTransitions, status).map((t) => t.action);

describe('article transition table (docs/api.md)', () => {
  it('offers exactly the API-legal actions for each status', () => {
    expect(actionsFrom('draft')).toEqual(['submit']);
    expect(actionsFrom('pending')).toEqual(['approve', 'reject']);
    expect(actionsFrom('published')).toEqual(['hide']);
    expect(actionsFrom('rejected')).toEqual(['submit']);
    expect(actionsFrom('hidden')).toEqual(['restore']);
  });

  it('offers nothing for an unknown or missing status', () => {
    expect(actionsFrom('deleted')).toEqual([]);
    expect(transitionsFrom(articleTransitions, undefined)).toEqual([]);
  });

  it('leads to the API target statuses', () => {
    const to = Object.fromEntries(articleTransitions.map((t) => [t.action, t.to]));
    expect(to).toEqual({
      submit: 'pending', approve: 'published', reject: 'rejected', hide: 'hidden', restore: 'published',
    });
    for (const t of articleTransitions) expect(ARTICLE_STATUSES).toContain(t.to);
  });

  it('asks for a reason exactly where the API requires one', () => {
    expect(articleTransitions.filter((t) => t.reason).map((t) => t.action)).toEqual(['reject', 'hide']);
  });

  it('offers approve and reject on the list selection', () => {
    expect(bulkTransitions(articleTransitions).map((t) => t.action)).toEqual(['approve', 'reject']);
  });
});

describe('reason rules (1..200 after trimming)', () => {
  it('refuses empty and blank reasons', () => {
    expect(reasonError('', 200)?.[0]).toBe('ra.validation.required');
    expect(reasonError('   \n', 200)?.[0]).toBe('ra.validation.required');
  });
  it('refuses more than the maximum and accepts the maximum', () => {
    expect(reasonError('x'.repeat(201), 200)).toEqual(['ra.validation.maxLength', { max: 200 }]);
    expect(reasonError(` ${'x'.repeat(200)} `, 200)).toBeUndefined();
  });
});

describe('bulk result notification', () => {
  it('counts successes when nothing failed', () => {
    expect(bulkResultNotification({ done: [1, 2], failed: [] })).toEqual({
      message: 'mdr.bulk.result', type: 'success', messageArgs: { done: 2, failed: 0, details: '' },
    });
  });
  it('lists the failed records with their message', () => {
    const n = bulkResultNotification({ done: [1], failed: [{ id: 2, code: -5, message: 'not pending' }] });
    expect(n.type).toBe('warning');
    expect(n.message).toBe('mdr.bulk.result_failed');
    expect(n.messageArgs).toEqual({ done: 1, failed: 1, details: '#2 not pending' });
  });
  it('names at most ten failures', () => {
    const failed = Array.from({ length: 12 }, (_, i) => ({ id: i, code: -5, message: 'x' }));
    const { messageArgs } = bulkResultNotification({ done: [], failed });
    expect(messageArgs.failed).toBe(12);
    expect(messageArgs.details.split('; ')).toHaveLength(11);
    expect(messageArgs.details.endsWith('…')).toBe(true);
  });
});
