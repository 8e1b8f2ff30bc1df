import { DataTable, BooleanField } from 'react-admin';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { TransitionButtons } from '../shared/TransitionButtons';
import { articleFilters } from './articleFilters';
import { ArticleStatusChip } from './ArticleStatusChip';
import { articleTransitions } from './transitions';
import { ARTICLE_LIST_QUERY, type Article } from './types';

const Col = DataTable.Col<Article>;
// short Chinese headers and names must not wrap one character per line
const tableSx = { '& th, & .column-categoryName, & .column-authorName, & .column-status': { whiteSpace: 'nowrap' } };
const NumberCol = DataTable.NumberCol<Article>;

/** Article review queue: filter, sort, review one by one or by selection. */
export const ArticleList = () => (
  <List
    filters={articleFilters}
    sort={ARTICLE_LIST_QUERY.sort}
    perPage={ARTICLE_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}
    actions={<ListActions create />}
  >
    <ResponsiveList<Article> rowClick="show" primaryText={(a) => a.title}
      secondaryText={() => <FieldSummary sources={['categoryName', 'authorName', 'views']} />}
      tertiaryText={() => <ArticleStatusChip />}>
    <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={articleTransitions} />} hiddenColumns={['updatedAt', 'publishedAt', 'featured']} sx={tableSx}>
      <Col source="id" />
      <Col source="title" sx={{ minWidth: 220 }} />
      <Col source="categoryName" disableSort />
      <Col source="authorName" disableSort />
      <Col source="status"><ArticleStatusChip /></Col>
      <Col source="featured" disableSort field={BooleanField} />
      <NumberCol source="views" />
      <NumberCol source="likes" />
      <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
      <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
      <Col source="publishedAt"><LocaleDateField source="publishedAt" showTime /></Col>
      <Col label="" align="right">
        <TransitionButtons transitions={articleTransitions} iconOnly />
      </Col>
    </DataTable>
    </ResponsiveList>
  </List>
);
