// Renders the real <App /> (react-admin's hash router) at a given hash route.
import { afterEach, expect, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/App';
import { i18nProvider } from '../../../src/i18n';

// jsdom has no layout: it reports window.scrollTo as not implemented. A spy
// instead, so tests can see the scroll to the top on navigation.
export const scrollTo = vi.fn();
window.scrollTo = scrollTo as typeof window.scrollTo;

afterEach(async () => {
  cleanup();
  // the i18n provider is one per page load; put it back to the default language
  await i18nProvider.changeLocale('zh-CN');
  localStorage.clear();
});

// replaceState, unlike assigning location.hash, fires no hashchange that a
// later test's router could pick up.
const goTo = (hash: string) => window.history.replaceState(null, '', hash || window.location.pathname);

export const SLOW = { timeout: 5000 };

export function renderApp(hash: string) {
  goTo(hash);
  return render(<App />);
}

export const currentHash = () => window.location.hash;

export const waitForHash = (hash: string) => waitFor(() => expect(currentHash()).toBe(hash), SLOW);

/** The open toasts' texts (MUI Snackbar). */
export const toasts = () => screen.queryAllByRole('alert').map((el) => el.textContent ?? '');
