import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput, DataTable, DateInput, FunctionField, NullableBooleanInput, NumberInput, SearchInput, SelectArrayInput, SelectInput, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { LIVE_CATEGORIES, LIVE_ROOM_STATES } from '../../../contract/live_rooms';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { FeaturedOrder } from './FeaturedOrder';
import { LiveBadge } from './LiveBadge';
import { LiveStatus } from './LiveStatus';
import { RoomActions } from './RoomActions';
import { liveTransitions } from './transitions';
import { LIVE_RESOURCE, type LiveRoom, LIVE_LIST_QUERY } from './types';

const r = `resources.${LIVE_RESOURCE}`;
const Col = DataTable.Col<LiveRoom>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" alwaysOn sx={{ minWidth: 160 }}
    choices={LIVE_ROOM_STATES.map((s) => ({ id: s, name: `${r}.status.${s}` }))} />,
  <BooleanInput key="liveNow" source="liveNow" alwaysOn />,
  <NumberInput key="viewersMin" source="viewersMin" min={0} />,
  <NumberInput key="viewersMax" source="viewersMax" min={0} />,
  <NullableBooleanInput key="featured" source="featured" />,
  <SelectInput key="category" source="category" choices={LIVE_CATEGORIES.map((c) => ({ id: c, name: `${r}.values.category.${c}` }))} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** Every room, newest application first: status with the ban's end, live now and viewers, the legal actions per row. */
const AllRooms = () => {
  const translate = useTranslate();
  const category = (room: LiveRoom) => translate(`${r}.values.category.${room.category}`);
  return (
    <List filters={filters} sort={LIVE_LIST_QUERY.sort} perPage={LIVE_LIST_QUERY.perPage} actions={<ListActions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <ResponsiveList<LiveRoom> rowClick="show" primaryText={(room) => room.title}
        secondaryText={(room) => `${category(room)} · ${room.streamerName}`}
        tertiaryText={() => <><LiveStatus /> <LiveBadge /></>}>
        <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={liveTransitions} />} hiddenColumns={['platformRoomId', 'createdAt']}
          sx={{ '& th': { whiteSpace: 'nowrap' }, '& .column-title': { maxWidth: 280 } }}>
          <Col source="id" />
          <Col source="title" />
          <Col source="streamerName" disableSort />
          <Col source="category" disableSort><FunctionField<LiveRoom> render={category} /></Col>
          <Col source="platformRoomId" disableSort />
          <Col source="status" disableSort><LiveStatus /></Col>
          <Col source="viewers" label={`${r}.fields.liveNow`}><LiveBadge /></Col>
          <Col source="featured" disableSort>
            <FunctionField<LiveRoom> render={(room) => (room.featured ? `★ ${room.sortOrder ?? ''}` : '')} />
          </Col>
          <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
          <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
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
