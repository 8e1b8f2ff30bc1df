// My account's sessions (src/pages/account/SessionsCard.tsx, SessionTable.tsx):
// each named by browser and device from the fields the API read from its user
// agent ("Chrome 131 on macOS"), the agent itself on hover, the address, first
// and last seen, and this session marked (and not offered to sign out).
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../mocks/api';
import { SessionsCard } from '../../../src/pages/account/SessionsCard';
import { sessionName } from '../../../src/pages/account/sessionName';
import { accountMessages } from '../../../src/pages/accountMessages';
import { startMockApi } from './helpers';

const api = startMockApi();
const lang = (locale: 'zh-CN' | 'en-US') => accountMessages[locale] as unknown as TranslationMessages;
const english = polyglotI18nProvider(() => ({ ...englishMessages, ...lang('en-US') }), 'en', { allowMissing: true });
const chinese = polyglotI18nProvider(() => lang('zh-CN'), 'zh-CN', { allowMissing: true });
const words = (provider: typeof english) => (key: string, options?: object) => provider.translate(key, options);

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const session = (id: number, over: object) => ({
  id, ip: '203.0.113.7', userAgent: MAC_CHROME, device: null, browser: 'Chrome 131', os: 'macOS', method: 'password',
  createdAt: '2026-11-01T02:00:00Z', lastSeenAt: '2026-11-29T08:30:00Z', current: false, ...over,
});

describe('session names', () => {
  it('a computer by its system, a phone by its model, in either language; what is unknown is said', () => {
    const en = words(english);
    expect(sessionName({ device: null, browser: 'Chrome 131', os: 'macOS' }, en)).toBe('Chrome 131 on macOS');
    expect(sessionName({ device: 'iPhone', browser: 'Safari 17', os: 'iOS' }, en)).toBe('Safari 17 on iPhone');
    expect(sessionName({ device: null, browser: null, os: 'Linux' }, en)).toBe('Linux');
    expect(sessionName({ device: null, browser: null, os: null }, en)).toBe('Unknown device');
    const zh = words(chinese);
    expect(sessionName({ device: 'iPhone', browser: 'Safari 17', os: 'iOS' }, zh)).toBe('iPhone 上的 Safari 17');
    expect(sessionName({ device: null, browser: null, os: null }, zh)).toBe('未知设备');
  });
});

describe('my sessions', () => {
  it('lists each by name with the raw agent on hover, address, first and last seen; this one marked, the other signed out', async () => {
    api.reply('/user/sessions', ok([
      session(1, { current: true }),
      session(2, { ip: '198.51.100.4', device: 'iPhone', browser: 'Safari 17', os: 'iOS', userAgent: 'Mozilla/5.0 (iPhone…)' }),
    ]));
    render(<AdminContext i18nProvider={english}><SessionsCard /></AdminContext>);
    const table = await screen.findByTestId('own-sessions');
    const mine = await within(table).findByTestId('session-1');
    expect(within(mine).getByText('Chrome 131 on macOS').closest('td')!.getAttribute('title')).toBe(MAC_CHROME);
    expect(within(mine).getByText('This session')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(mine).getByText('203.0.113.7')).toBeTruthy();
    const other = within(table).getByTestId('session-2');
    expect(within(other).getByText('Safari 17 on iPhone')).toBeTruthy();
    expect(within(other).queryByText('This session')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // each cell names its column, so a phone stacks the row under those names (src/layout/theme.ts)
    const labels = [...other.querySelectorAll('td[data-label]')].map((td) => td.getAttribute('data-label'));
    expect(labels).toEqual(['Device', 'Address', 'Method', 'Signed in (UTC+8)', 'Last seen (UTC+8)']);
    expect(within(other).getAllByText(/2026/)).toHaveLength(2);
  });
});
