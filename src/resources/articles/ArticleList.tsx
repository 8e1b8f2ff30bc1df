import { DataTable, DateInput } from 'react-admin';
import { ARTICLES } from '../../../contract/articles';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { rowActionsColumn } from '../shared/rowActions';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { articleStatusStyles, articleTransitions } from './transitions';
import { ARTICLE_LIST_QUERY, type Article } from './types';

/** The API's article filters (contract/articles.ts); the category from the tree, the creation days the resource's own. */
const filters = [
  ...declaredFilters(ARTICLES, {
    only: ['status', 'categoryId', 'authorId', 'featured'],
    override: { categoryId: <CategorySelectInput source="categoryId" /> },
  }),
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
const columns = declaredColumns(ARTICLES, {
  only: ['id', 'title', 'categoryName', 'authorName', 'status', 'featured', 'views', 'likes', 'createdAt', 'updatedAt', 'publishedAt'],
  looks: articleStatusStyles,
  props: { title: { sx: { minWidth: 220 } } },
});
// short Chinese headers and names must not wrap one character per line
const tableSx = { '& th, & .column-categoryName, & .column-authorName, & .column-status': { whiteSpace: 'nowrap' } };

/** Article review queue: filter, sort, review one by one or by selection. */
export const ArticleList = () => (
  <List
    filters={filters}
    sort={ARTICLE_LIST_QUERY.sort}
    perPage={ARTICLE_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}
    actions={<ListActions create />}
  >
    <ResponsiveList<Article> rowClick="show" primaryText={(a) => a.title}
      secondaryText={() => <FieldSummary sources={['categoryName', 'authorName', 'views']} />}
      tertiaryText={() => <StatusChip styles={articleStatusStyles} />}>
    <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={articleTransitions} />} hiddenColumns={['updatedAt', 'publishedAt', 'featured']} sx={tableSx}>
      {columns}
      <DataTable.Col {...rowActionsColumn}>
        <TransitionButtons transitions={articleTransitions} iconOnly />
      </DataTable.Col>
    </DataTable>
    </ResponsiveList>
  </List>
);
