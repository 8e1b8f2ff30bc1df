import { BooleanField, DataTable } from 'react-admin';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { TransitionButtons } from '../shared/TransitionButtons';
import { buildFilters } from './buildFilters';
import { BuildStatusChip } from './BuildStatusChip';
import { GearIcons } from './GearIcons';
import { buildTransitions } from './transitions';
import type { Build } from './types';
import { ClassSpecField, RoleField } from './WowFields';
import { BUILD_LIST_QUERY } from './types';

const Col = DataTable.Col<Build>;
const NumberCol = DataTable.NumberCol<Build>;
// short Chinese headers and names must not wrap one character per line
const tableSx = { '& th, & .column-authorName, & .column-status, & .column-wowClass, & .column-role': { whiteSpace: 'nowrap' } };

/** Build review queue: filter by state, class and role; review one by one or by selection. */
export const BuildList = () => (
  <List filters={buildFilters} sort={BUILD_LIST_QUERY.sort} perPage={BUILD_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions create />}>
    <ResponsiveList<Build> rowClick="show" primaryText={(b) => b.title}
      secondaryText={() => <FieldSummary sources={['authorName', 'gameVersionName', 'views']} />}
      tertiaryText={() => <BuildStatusChip />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={buildTransitions} />} sx={tableSx}
        hiddenColumns={['updatedAt', 'publishedAt', 'featured', 'likes']}>
        <Col source="id" />
        <Col source="title" sx={{ minWidth: 200 }} />
        <Col source="wowClass"><ClassSpecField /></Col>
        <Col source="role" disableSort><RoleField /></Col>
        <Col source="gear" disableSort><GearIcons /></Col>
        <Col source="gameVersionName" disableSort />
        <Col source="authorName" disableSort />
        <Col source="status"><BuildStatusChip /></Col>
        <Col source="featured" disableSort field={BooleanField} />
        <NumberCol source="views" />
        <NumberCol source="likes" />
        <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
        <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
        <Col source="publishedAt"><LocaleDateField source="publishedAt" showTime /></Col>
        <Col label="" align="right"><TransitionButtons transitions={buildTransitions} iconOnly /></Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
