// A secret shown once (src/resources/shared/SecretOnceDialog.tsx: a new bot
// key, a webhook's signing secret, the two-factor recovery codes): copy and
// download buttons, and no way to lose it by a slip — Esc or a click beside it
// asks first; only the close button, or confirming, closes it.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, type TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../src/pages/accountMessages';
import { messages as botMessages } from '../../../src/resources/bots/messages';
import { BOT_RESOURCE } from '../../../src/resources/bots/types';
import { SecretOnceDialog, secretFileName } from '../../../src/resources/shared/SecretOnceDialog';
import { sharedMessages } from '../../../src/resources/shared/messages';

const messages = (locale: 'zh-CN' | 'en-US') => ({
  ...sharedMessages[locale], ...accountMessages[locale], resources: { [BOT_RESOURCE]: botMessages[locale] },
}) as unknown as TranslationMessages;
const i18n = (locale: 'zh-CN' | 'en-US') => polyglotI18nProvider(
  () => (locale === 'en-US' ? { ...englishMessages, ...messages(locale) } : messages(locale)), locale, { allowMissing: true });

const k = (key: string) => `resources.${BOT_RESOURCE}.keys.${key}`;
const KEY_WORDS = {
  title: `resources.${BOT_RESOURCE}.actions.create_key`, label: `resources.${BOT_RESOURCE}.fields.keys`, shownOnce: k('shown_once'),
  copy: k('copy'), copied: k('copied'), close: k('close'),
};
const RECOVERY_WORDS = {
  title: 'account.two_factor.recovery_title', label: 'account.two_factor.recovery_title', shownOnce: 'account.two_factor.recovery_hint',
  copy: 'account.two_factor.recovery_copy', copied: 'account.two_factor.recovery_copied', close: 'account.two_factor.recovery_done',
};

const KEY = 'mdrb_0123456789abcdefghij';

function renderKey(locale: 'zh-CN' | 'en-US' = 'en-US') {
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18n(locale)}>
      <SecretOnceDialog secret={KEY} words={KEY_WORDS} fileName={secretFileName('bot-key', '客户端 崩溃/上报')} testId="bot-key-dialog"
        name="botKeySecret" onClose={onClose} />
    </AdminContext>,
  );
  return { onClose, dialog: screen.getByTestId('bot-key-dialog') };
}

/** Catches the file a download button saves: its name and its text. */
function catchDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => { saved.blob = blob; return 'blob:x'; }, revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.name = this.download; });
  return saved;
}

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob);
});

// vitest runs without globals, so testing-library cannot register this itself
afterEach(() => { cleanup(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

describe('a secret shown once', () => {
  it('Esc asks before closing: going back keeps it, confirming closes', async () => {
    const { onClose, dialog } = renderKey();
    expect((dialog.querySelector('input[name="botKeySecret"]') as HTMLInputElement).value).toBe(KEY);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: "You won't see this again. Close?" });
    expect(onClose).not.toHaveBeenCalled();
    // going back has the focus: Esc then Enter, two slips, still keep it
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Go back'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "You won't see this again. Close?" })).toBeNull());
    expect(screen.getByTestId('bot-key-dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('bot-key-dialog'), { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: "You won't see this again. Close?" })).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click beside it asks too; its own close button closes at once', async () => {
    const { onClose, dialog } = renderKey();
    const backdrop = dialog.querySelector('.MuiDialog-container') as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(await screen.findByRole('dialog', { name: "You won't see this again. Close?" })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog', { name: "You won't see this again. Close?" })).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "You won't see this again. Close?" })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('copies the key and downloads it as bot-key-<bot>.txt', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const saved = catchDownload();
    const { dialog } = renderKey();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(saved.name).toBe('bot-key-客户端-崩溃-上报.txt');
    expect(await textOf(saved.blob!)).toBe(`${KEY}\n`);
  });

  it('recovery codes: listed one a line, copied and saved one a line as recovery-codes.txt; in Chinese, Esc asks in Chinese', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const saved = catchDownload();
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}000`);
    const onClose = vi.fn();
    render(
      <AdminContext i18nProvider={i18n('zh-CN')}>
        <SecretOnceDialog secret={codes.join('\n')} words={RECOVERY_WORDS} fileName="recovery-codes.txt" testId="recovery-codes"
          name="recoveryCodes" onClose={onClose} />
      </AdminContext>,
    );
    const dialog = screen.getByTestId('recovery-codes');
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual(codes);
    fireEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(codes.join('\n')));
    fireEvent.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(saved.name).toBe('recovery-codes.txt');
    expect(await textOf(saved.blob!)).toBe(`${codes.join('\n')}\n`);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: '关闭后将无法再次查看，确定关闭？' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
