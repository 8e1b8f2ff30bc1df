import { useMemo } from 'react';
import {
  CreateButton, ListContextProvider, ListView, TopToolbar, useGetResourceLabel, useList,
  useTranslate,
} from 'react-admin';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { buildTree } from './tree';
import { CategoryTreeTable } from './CategoryTreeTable';
import { CATEGORY_RESOURCE, type TreeRow } from './types';
import { useAllCategories } from './useAllCategories';

const actions = (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * The whole tree on one page: every category is loaded (not one API page),
 * ordered as a tree on the client and shown without pagination.
 */
export const CategoryList = () => {
  const { categories, isPending, error } = useAllCategories();
  const rows = useMemo(() => buildTree(categories), [categories]);
  const listContext = useList({ data: rows, isPending, error, resource: CATEGORY_RESOURCE });
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const title = translate('ra.page.list', { name: getResourceLabel(CATEGORY_RESOURCE, 2) });
  return (
    <ListContextProvider value={listContext}>
      <ListView title={title} actions={actions} pagination={false}>
        <ResponsiveList<TreeRow> rowClick="edit" primaryText={(row) => `${'\u3000'.repeat(row.depth)}${row.name}`}
          secondaryText={() => <FieldSummary sources={['articleCount', 'sortOrder']} />}>
          <CategoryTreeTable />
        </ResponsiveList>
      </ListView>
    </ListContextProvider>
  );
};
