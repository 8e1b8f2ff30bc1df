import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput, DataTable, DateInput, FunctionField, NumberInput, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { LIVE_ROOMS, LIVE_ROOM_STATES } from '../../../contract/live_rooms';
import { declaredColumns, declaredFilters, EnumInput, useValueLabel } from '../shared/declared';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { FeaturedOrder } from './FeaturedOrder';
import { LiveBadge } from './LiveBadge';
import { LiveStatus } from './LiveStatus';
import { RoomActions } from './RoomActions';
import { liveTransitions } from './transitions';
import { LIVE_RESOURCE, type LiveRoom, LIVE_LIST_QUERY } from './types';

const r = `resources.${LIVE_RESOURCE}`;
const Col = DataTable.Col<LiveRoom>;

// `q` and the declared ones (contract/live_rooms.ts); the status (as of now), live now, viewers and days the resource's own
const [q, ...declared] = declaredFilters(LIVE_ROOMS, { only: ['featured', 'category'], props: { category: { alwaysOn: false } } });
const filters = [
  q,
  <EnumInput key="status" source="status" values={LIVE_ROOM_STATES} state multiple alwaysOn sx={{ minWidth: 160 }} />,
  <BooleanInput key="liveNow" source="liveNow" alwaysOn />,
  <NumberInput key="viewersMin" source="viewersMin" min={0} />,
  <NumberInput key="viewersMax" source="viewersMax" min={0} />,
  ...declared,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
const columns = declaredColumns(LIVE_ROOMS, {
  only: ['id', 'title', 'streamerName', 'category', 'platformRoomId', 'status', 'viewers', 'featured', 'createdAt', 'updatedAt'],
  override: {
    status: <Col source="status" disableSort><LiveStatus /></Col>,
    viewers: <Col source="viewers" label={`${r}.fields.liveNow`}><LiveBadge /></Col>,
    featured: <Col source="featured" disableSort>
      <FunctionField<LiveRoom> render={(room) => (room.featured ? `★ ${room.sortOrder ?? ''}` : '')} />
    </Col>,
  },
});

/** Every room, newest application first: status with the ban's end, live now and viewers, the legal actions per row. */
const AllRooms = () => {
  const category = useValueLabel('category');
  return (
    <List filters={filters} sort={LIVE_LIST_QUERY.sort} perPage={LIVE_LIST_QUERY.perPage} actions={<ListActions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <ResponsiveList<LiveRoom> rowClick="show" primaryText={(room) => room.title}
        secondaryText={(room) => `${category(room.category)} · ${room.streamerName}`}
        tertiaryText={() => <><LiveStatus /> <LiveBadge /></>}>
        <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={liveTransitions} />} hiddenColumns={['platformRoomId', 'createdAt']}
          sx={{ '& th': { whiteSpace: 'nowrap' }, '& .column-title': { maxWidth: 280 } }}>
          {columns}
          <Col label={`${r}.columns.actions`} disableSort><RoomActions /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};

/** The rooms, and a second tab with the recommended list in its order (FeaturedOrder). */
export const LiveList = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<'all' | 'featured'>('all');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value) => setTab(value)} sx={{ px: { xs: 0, sm: 2 } }}>
        <Tab value="all" label={translate(`${r}.tabs.all`)} />
        <Tab value="featured" label={translate(`${r}.tabs.featured`)} />
      </Tabs>
      {tab === 'all' ? <AllRooms /> : <FeaturedOrder />}
    </Box>
  );
};
