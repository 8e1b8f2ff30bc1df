import StorageIcon from '@mui/icons-material/Storage';
import { Chip } from '@mui/material';
import { Button, CreateButton, DataTable, LinkBase, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import type { GameVersionRecord } from '../../../contract/game_data';
import { rowActionsColumn } from '../shared/rowActions';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { MakeCurrentButton } from './MakeCurrentButton';
import { VersionItemsChart } from './VersionItemsChart';
import { VERSION_RESOURCE } from './messages';
import { IfCan } from '../../access/useCanDo';
import { VERSION_LIST_QUERY } from './types';

const Col = DataTable.Col<GameVersionRecord>;

const CurrentChip = () => {
  const record = useRecordContext<GameVersionRecord>();
  const translate = useTranslate();
  return record?.isCurrent ? <Chip size="small" color="primary" label={translate(`resources.${VERSION_RESOURCE}.current`)} /> : null;
};

const Actions = () => (
  <TopToolbar>
    {/* a link (react-admin's Button with `to` alone renders an <a> without an address, which goes nowhere) */}
    <Button component={LinkBase} to="/db/dbs" label={`resources.${VERSION_RESOURCE}.items`}><StorageIcon /></Button>
    <CreateButton />
  </TopToolbar>
);

/** The game's versions, newest first; the current one marked, any other made current with one click. */
export const VersionList = () => (
  <List pagination={<ListPagination />} filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={VERSION_LIST_QUERY.sort} perPage={VERSION_LIST_QUERY.perPage} actions={<Actions />}>
    <ResponsiveList<GameVersionRecord> primaryText={(v) => v.name} secondaryText={(v) => `${v.build} · ${v.itemCount}`}
      tertiaryText={(v) => (v.isCurrent ? '★' : '')} rowClick="edit">
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Col source="name" />
        <DataTable.NumberCol source="build" options={{ useGrouping: false }} />
        <Col source="releasedAt"><LocaleDateField source="releasedAt" /></Col>
        <Col source="isCurrent" disableSort><CurrentChip /></Col>
        <DataTable.NumberCol source="itemCount" disableSort />
        <Col {...rowActionsColumn}>
          <IfCan action="make_current"><MakeCurrentButton /></IfCan>
          <GuardedDeleteButton label="" />
        </Col>
      </DataTable>
    </ResponsiveList>
    <VersionItemsChart />
  </List>
);
