// The review queue's pane shows what a decision on the open item rests on
// (src/resources/review_queue/QueueFacts.tsx): every queued type of the registry
// names declared fields of its contract (PanelResource.queueFacts), or draws a
// pane of its own; a build's class, spec, game version and talent string and an
// author application's revenue share, payout method and date show labelled as
// the contract declares them.
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../contract';
import { resources } from '../../../src/resources';
import { messages as queueMessages } from '../../../src/resources/review_queue/messages';
import { QueueFacts } from '../../../src/resources/review_queue/QueueFacts';
import { fakeDataProvider, i18nProvider } from './helpers';

const queued = Object.keys(queueMessages['en-US'].types as Record<string, string>);

describe('the queue pane\'s facts, for every queued type', () => {
  it.each(queued)('%s: declared fields of its contract, labelled in both languages, or a pane of its own', (type) => {
    const resource = resources.find((r) => r.apiResource === type);
    expect(resource, type).toBeDefined();
    if (resource!.queue?.Pane) return;
    const facts = resource!.queueFacts ?? [];
    expect(facts.length, `${type} names no facts`).toBeGreaterThan(0);
    const contract = CONTRACTS[type];
    for (const name of facts) {
      expect(contract.fields?.[name], `${type}.${name} is not a declared field`).toBeDefined();
      for (const lang of ['zh-CN', 'en-US'] as const) expect(contract.labels[lang].fields[name], `${type}.${name} ${lang}`).toBeTruthy();
    }
  });
});

const showFacts = (type: string, record: Record<string, unknown>) => render(
  <AdminContext dataProvider={fakeDataProvider({})} i18nProvider={i18nProvider} store={memoryStore()}>
    <QueueFacts type={type} record={{ id: 1, ...record }} />
  </AdminContext>,
);

describe('the queue pane', () => {
  it('shows a build\'s class, spec, game version and talent string', async () => {
    showFacts('builds', { wowClass: 'mage', spec: 'frost', gameVersionName: '11.2.7', talentString: 'C4DAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    for (const label of ['Class', 'Spec', 'Version number', 'Talent string']) expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText('Mage')).toBeTruthy();
    expect(screen.getByText('Frost')).toBeTruthy();
    expect(screen.getByText('11.2.7')).toBeTruthy();
    expect(screen.getByText('C4DAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeTruthy();
  });

  it('shows an author application\'s revenue share, payout method and date', async () => {
    showFacts('authors', { revenueShare: 70, payoutMethod: 'wechat', createdAt: '2026-11-20T08:00:00Z' });
    for (const label of ['Revenue share (%)', 'Payout method', 'Applied at (UTC+8)']) expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText('70')).toBeTruthy();
    expect(screen.getByText('WeChat Pay')).toBeTruthy();
    // 08:00 UTC is 16:00 in Beijing, the zone named once in the label
    expect(screen.getByText('2026-11-20 16:00:00')).toBeTruthy();
  });
});
