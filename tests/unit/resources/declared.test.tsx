// A screen derived from a declaration (src/resources/shared/declared/): the inputs, columns
// and filters of a small contract, as a person sees them in both languages — labels from
// the contract, enum values by their labels, the declared checks' messages, and an
// optional date-time emptied sent as null.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext, DataTable, FilterButton, FilterForm, ListContextProvider, RecordContextProvider, ResourceContextProvider, SimpleForm, memoryStore, useList,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKKEEPING, createDefaults, defineContract, f } from '../../../contract/fields';
import { storeLocale, type Locale } from '../../../src/http/storage';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { contractMessages } from '../../../src/resources/shared/contractMessages';
import { DeclaredShow, declaredColumns, declaredFilters, declaredInputs } from '../../../src/resources/shared/declared';

const NOTES = defineContract({
  resource: 'notes',
  fields: {
    id: f.id(),
    title: f.text(['标题', 'Title'], { write: 'required', max: 10, search: true, sort: true }),
    audience: f.enum(['受众', 'Audience'], { all: ['所有人', 'Everyone'], authors: ['作者', 'Authors'] },
      { write: 'required', filter: true, default: 'all' }),
    pinned: f.boolean(['置顶', 'Pinned'], { write: true, filter: true, default: false }),
    publishAt: f.dateTime(['发布时间', 'Publish at'], { write: true, nullable: true, filter: true }),
    slug: f.text(['别名', 'Slug'], { write: true, max: 20, pattern: '^[a-z-]*$' }),
    ...BOOKKEEPING,
  },
  labels: { 'zh-CN': { name: '公告' }, 'en-US': { name: 'announcement' } },
});

const NOTE = { id: 1, title: 'Hello', audience: 'authors', pinned: true, publishAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1 };

/** A screen's own words: a helper text and a pattern's message (one language is enough here). */
const OWN = { helpers: { slug: 'Lower-case letters and dashes' }, invalid: { slug: 'Only a-z and -' } };

afterEach(() => { cleanup(); localStorage.clear(); });

/** The panel's i18n in `locale`, with the route's messages from the contract as a resource's are. */
function renderIn(locale: Locale, children: ReactNode) {
  storeLocale(locale);
  const i18nProvider = createI18nProvider(withMessages(loginMessages, {
    'zh-CN': { resources: { notes: { ...contractMessages(NOTES, 'zh-CN'), ...OWN } } },
    'en-US': { resources: { notes: { ...contractMessages(NOTES, 'en-US'), ...OWN } } },
  }));
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="notes">{children}</ResourceContextProvider>
    </AdminContext>,
  );
}

const NoteForm = ({ record, onSubmit }: { record: object; onSubmit: (data: object) => void }) => (
  <SimpleForm record={record} onSubmit={onSubmit}>{declaredInputs(NOTES)}</SimpleForm>
);

const NoteList = ({ children }: { children: ReactNode }) => {
  const list = useList({ data: [NOTE] });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
};

describe('inputs derived from a declaration', () => {
  it('label each input and each enum value in zh-CN, start from the declared defaults, and check what the field declares', async () => {
    const onSubmit = vi.fn();
    renderIn('zh-CN', <NoteForm record={createDefaults(NOTES.fields)} onSubmit={onSubmit} />);
    const title = await screen.findByLabelText('标题 *');
    expect(screen.getByLabelText('置顶')).toBeTruthy();
    expect(screen.getByLabelText('发布时间')).toBeTruthy();
    const audience = screen.getByRole('combobox', { name: /受众/ });
    expect(audience.textContent).toBe('所有人');
    fireEvent.mouseDown(audience);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['所有人', '作者']);
    fireEvent.click(screen.getByRole('option', { name: '作者' }));

    fireEvent.change(title, { target: { value: 'Eleven char' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('必须不多于 10 个字符')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('必须不多于 10 个字符')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('必填')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Ten chars!' } });
    // the checks run again as the person types: the message goes before the next save
    await waitFor(() => expect(screen.queryByText('必填')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Ten chars!', audience: 'authors', pinned: false });
  });

  it('label them in en-US, and send an emptied optional date-time as null', async () => {
    const onSubmit = vi.fn();
    renderIn('en-US', <NoteForm record={NOTE} onSubmit={onSubmit} />);
    const publishAt = await screen.findByLabelText('Publish at') as HTMLInputElement;
    expect(screen.getByLabelText('Title *')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Audience/ }).textContent).toBe('Authors');
    // Beijing wall time of the stored UTC time
    expect(publishAt.value).toBe('2026-01-01T08:00');
    fireEvent.change(publishAt, { target: { value: '' } });
    fireEvent.blur(publishAt);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Hello', publishAt: null });
  });

  it('show the route\'s helper text and pattern message of a field, where it has them', async () => {
    renderIn('en-US', <NoteForm record={NOTE} onSubmit={vi.fn()} />);
    const slug = await screen.findByLabelText('Slug');
    expect(screen.getByText('Lower-case letters and dashes')).toBeTruthy();
    fireEvent.change(slug, { target: { value: 'Not a slug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only a-z and -')).toBeTruthy();
  });
});

describe('columns and filters derived from a declaration', () => {
  it('head each column with its label and show an enum value by its label, in both languages', async () => {
    const table = <NoteList><DataTable bulkActionButtons={false}>{declaredColumns(NOTES, { only: ['title', 'audience', 'pinned'] })}</DataTable></NoteList>;
    const { unmount } = renderIn('zh-CN', table);
    expect((await screen.findAllByRole('columnheader')).map((h) => h.textContent)).toEqual(['标题', '受众', '置顶']);
    expect(screen.getByText('作者')).toBeTruthy();
    unmount();
    renderIn('en-US', table);
    expect((await screen.findAllByRole('columnheader')).map((h) => h.textContent)).toEqual(['Title', 'Audience', 'Pinned']);
    expect(screen.getByText('Authors')).toBeTruthy();
  });

  it('leave out the version by default and let the API\'s sorts alone be sortable', async () => {
    renderIn('en-US', <NoteList><DataTable bulkActionButtons={false}>{declaredColumns(NOTES, { except: ['publishAt', 'slug', 'updatedAt'] })}</DataTable></NoteList>);
    const heads = await screen.findAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['ID', 'Title', 'Audience', 'Pinned', 'Created (UTC+8)']);
    expect(heads.map((h) => !!within(h).queryByRole('button'))).toEqual([true, true, false, false, true]);
  });

  it('show a record\'s fields labelled, a screen\'s own content in a field\'s place', async () => {
    renderIn('zh-CN', (
      <RecordContextProvider value={NOTE}>
        <DeclaredShow contract={NOTES} only={['title', 'audience', 'pinned']} override={{ title: <b>own title</b> }} />
      </RecordContextProvider>
    ));
    expect(await screen.findByText('own title')).toBeTruthy();
    expect(screen.getByText('标题')).toBeTruthy();
    expect(screen.getByText('受众')).toBeTruthy();
    expect(screen.getByText('作者')).toBeTruthy();
  });

  it('offer the API\'s filters: the search and the enum shown, the others by their labels', async () => {
    const filters = declaredFilters(NOTES);
    expect(filters.map((e) => (e.props as { source: string }).source)).toEqual(['q', 'audience', 'pinned', 'publishAtFrom', 'publishAtTo']);
    renderIn('zh-CN', <NoteList><FilterForm filters={filters} /><FilterButton filters={filters} /></NoteList>);
    expect(await screen.findByPlaceholderText('检索')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /受众/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toContain('作者');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '增加检索' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemcheckbox').map((m) => m.textContent)).toEqual(['置顶', '发布时间起', '发布时间止']);
  });
});
