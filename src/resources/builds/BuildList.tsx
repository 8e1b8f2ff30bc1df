import { DataTable, DateInput } from 'react-admin';
import { BUILDS } from '../../../contract/builds';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { rowActionsColumn } from '../shared/rowActions';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { GearIcons } from './GearIcons';
import { buildStatusStyles, buildTransitions } from './transitions';
import { BUILD_LIST_QUERY, type Build } from './types';
import { ClassSpecField } from './WowFields';

/** The API's build filters (contract/builds.ts); class and role behind "add filter"; the creation days the resource's own. */
const filters = [
  ...declaredFilters(BUILDS, {
    only: ['status', 'wowClass', 'role', 'gameVersionId', 'authorId', 'featured'],
    props: { wowClass: { alwaysOn: false }, role: { alwaysOn: false } },
  }),
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
const options = { looks: buildStatusStyles, override: { wowClass: <DataTable.Col source="wowClass"><ClassSpecField /></DataTable.Col> } };
// the gear (JSON, its own icons) sits between the build's game facts and its review ones
const leading = declaredColumns(BUILDS, { ...options, only: ['id', 'title', 'wowClass', 'role'], props: { title: { sx: { minWidth: 200 } } } });
const trailing = declaredColumns(BUILDS, {
  ...options, only: ['gameVersionName', 'authorName', 'status', 'featured', 'views', 'likes', 'createdAt', 'updatedAt', 'publishedAt'],
});
// short Chinese headers and names must not wrap one character per line
const tableSx = { '& th, & .column-authorName, & .column-status, & .column-wowClass, & .column-role': { whiteSpace: 'nowrap' } };

/** Build review queue: filter by state, class and role; review one by one or by selection. */
export const BuildList = () => (
  <List filters={filters} sort={BUILD_LIST_QUERY.sort} perPage={BUILD_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions create />}>
    <ResponsiveList<Build> rowClick="show" primaryText={(b) => b.title}
      secondaryText={() => <FieldSummary sources={['authorName', 'gameVersionName', 'views']} />}
      tertiaryText={() => <StatusChip styles={buildStatusStyles} />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={buildTransitions} />} sx={tableSx}
        // the role follows from the class; with views, behind "columns", so the row's decisions fit beside the status at 1440 px
        hiddenColumns={['role', 'views', 'updatedAt', 'publishedAt', 'featured', 'likes']}>
        {leading}
        <DataTable.Col source="gear" disableSort><GearIcons /></DataTable.Col>
        {trailing}
        <DataTable.Col {...rowActionsColumn}><TransitionButtons transitions={buildTransitions} iconOnly /></DataTable.Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
