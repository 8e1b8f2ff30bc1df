// A list's rows come before its tools on a wide screen (src/resources/shared/listDeferral.tsx): when the
// first row is in the page, the filter form, the saved views, the export button and the pagination are not
// yet, the column chooser is, and the toolbar's height is kept; a moment later they all are. A narrow
// screen renders everything at once. And the kept date formats write exactly what toLocaleString writes.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordContextProvider } from 'react-admin';
import { LocaleDateField } from '../../../src/resources/shared/LocaleDateField';
import { article, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

/** A window as wide as `width` for MUI's useMediaQuery (jsdom has no matchMedia). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}
afterEach(() => vi.unstubAllGlobals());

const setup = () => renderAdmin(fakeDataProvider({
  'wow_guide/article': [article({ id: 1, title: 'Alpha', status: 'pending' }), article({ id: 2, title: 'Bravo', status: 'draft' })],
}), '/wow_guide/article');

const toolbar = () => document.querySelector('.RaList-actions') as HTMLElement;
const tools = () => ({
  export: screen.queryByRole('button', { name: 'Export' }),
  search: document.querySelector('input[name="q"]'),
  pager: document.querySelector('.MuiTablePagination-root'),
});

describe('a list on a wide screen', () => {
  it('shows its rows first, with the column chooser and the toolbar\'s height, then its filters, views, buttons and pagination', async () => {
    windowWidth(1350);
    setup();
    // the first row and, in the same commit, none of the tools
    await waitFor(() => {
      expect(screen.getByText('Alpha')).toBeTruthy();
      expect(tools()).toEqual({ export: null, search: null, pager: null });
    }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(document.querySelector('[data-list-tools="pending"]')).toBeTruthy();
    expect(getComputedStyle(toolbar()).minHeight).toBe('64px');
    // then all of them
    await waitFor(() => expect(document.querySelector('[data-list-tools="ready"]')).toBeTruthy(), { timeout: 15_000 });
    const now = tools();
    expect(now.export && now.search && now.pager).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(getComputedStyle(toolbar()).minHeight).not.toBe('64px');
  });
});

describe('a list on a narrow screen', () => {
  it('renders its tools with its rows', async () => {
    windowWidth(700);
    setup();
    await screen.findByText('Alpha', undefined, { timeout: 15_000 });
    const now = tools();
    expect(now.export && now.search && now.pager).toBeTruthy();
    expect(document.querySelector('[data-list-tools="ready"]')).toBeTruthy();
  });
});

describe('LocaleDateField', () => {
  it('writes Beijing time as 2024-03-01 07:59:58, and a time\'s Beijing day', () => {
    // 23:59:58 UTC on the 29th is the next morning in Beijing: the day turns over too
    const value = '2024-02-29T23:59:58.000Z';
    for (const [showTime, text] of [[true, '2024-03-01 07:59:58'], [false, '2024-03-01']] as const) {
      const { container, unmount } = render(
        <RecordContextProvider value={{ id: 1, at: value }}>
          <LocaleDateField source="at" showTime={showTime} />
        </RecordContextProvider>,
      );
      expect(container.textContent).toBe(text);
      unmount();
    }
  });
});
