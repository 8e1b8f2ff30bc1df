// The saved views of a react-admin list (src/resources/shared/List.tsx adds it
// to every list): what the list shows now is its filters, its sort and its
// column chooser's choice (react-admin's DataTable keeps those in the store
// under `<resource>.datatable`); applying a view sets all three.
import { useCallback } from 'react';
import { useListContext, useResourceContext, useStore, useStoreContext } from 'react-admin';
import { apiResourceOf } from '../..';
import type { ListView, ViewColumns, ViewContent } from './api';
import { ViewsButton } from './ViewsButton';

/** The store keys of a list's column chooser: hidden sources, and the column order (DataTable's default storeKey). */
const columnKeys = (resource: string) => [`${resource}.datatable`, `${resource}.datatable_columnRanks`] as const;

export const ListViews = () => {
  const resource = useResourceContext() ?? '';
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const [hiddenKey, ranksKey] = columnKeys(resource);
  const [hidden] = useStore<string[] | undefined>(hiddenKey);
  const [ranks] = useStore<number[] | undefined>(ranksKey);
  const store = useStoreContext();

  const current = useCallback((): ViewContent => {
    const columns: ViewColumns = { ...(hidden ? { hidden } : {}), ...(ranks ? { ranks } : {}) };
    return { filters: filterValues ?? {}, sort: sort?.field || null, order: sort?.field ? sort.order : null, columns };
  }, [filterValues, sort, hidden, ranks]);

  const apply = useCallback((view: ListView) => {
    // the view's filters, each shown as its input so the reader sees (and may clear) what is applied
    setFilters(view.filters, Object.fromEntries(Object.keys(view.filters).map((k) => [k, true])));
    if (view.sort) setSort({ field: view.sort, order: view.order ?? 'ASC' });
    // a view saved with the default columns puts the default back
    if (view.columns.hidden) store.setItem(hiddenKey, view.columns.hidden);
    else store.removeItem(hiddenKey);
    if (view.columns.ranks) store.setItem(ranksKey, view.columns.ranks);
    else store.removeItem(ranksKey);
  }, [setFilters, setSort, store, hiddenKey, ranksKey]);

  if (!resource) return null;
  return <ViewsButton resource={apiResourceOf(resource)} current={current} onApply={apply} />;
};
