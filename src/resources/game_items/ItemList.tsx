import HistoryIcon from '@mui/icons-material/History';
import { BooleanInput, Button, CreateButton, DataTable, FilterButton, LinkBase, SearchInput, TopToolbar, useLocale } from 'react-admin';
import { List } from '../shared/List';
import { GAME_ITEMS, type GameItemRecord } from '../../../contract/game_data';
import { CsvExportButton } from '../shared/CsvExportButton';
import { declaredColumns, EnumField, EnumInput } from '../shared/declared';
import { valuesOf } from '../shared/declared/EnumField';
import { rowActionsColumn } from '../shared/rowActions';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { ListPagination } from '../shared/ListPagination';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResponsiveList } from '../shared/ResponsiveList';
import { ItemIcon } from '../../components/ItemIcon';
import { ImportButton } from './ImportDialog';
import { ItemName } from './ItemName';
import { ITEM_RESOURCE } from './messages';
import { IfCan } from '../../access/useCanDo';
import { ITEM_LIST_QUERY } from './types';

const Col = DataTable.Col<GameItemRecord>;
const R = `resources.${ITEM_RESOURCE}`;

/** The API's filters; the type's and the quality's codes labelled from the contract (contract/game_data.ts). */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceLookupInput key="gameVersionId" source="gameVersionId" apiResource="game_items" alwaysOn />,
  ...(['type', 'quality'] as const).map((f) => <EnumInput key={f} source={f} values={valuesOf(GAME_ITEMS.fields[f])} />),
  <BooleanInput key="currentOnly" source="currentOnly" />,
];

/** The declared columns after the name; an item ID reads as the game's one number, not grouped in thousands. */
const columns = declaredColumns(GAME_ITEMS, {
  only: ['itemId', 'type', 'gameVersionName', 'quality', 'itemLevel', 'updatedAt'],
  override: { itemId: <DataTable.NumberCol source="itemId" options={{ useGrouping: false }} /> },
});

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    {/* a link (react-admin's Button with `to` alone renders an <a> without an address, which goes nowhere) */}
    <Button component={LinkBase} to="/db/dbs/versions" label={`${R}.versions`}><HistoryIcon /></Button>
    <IfCan action="import"><ImportButton /></IfCan>
    <CreateButton />
    <CsvExportButton />
  </TopToolbar>
);

/** The item database: newest first, searchable by name (either language) or item ID. */
export const ItemList = () => {
  const zh = useLocale() === 'zh-CN';
  return (
    <List pagination={<ListPagination />} filters={filters} sort={ITEM_LIST_QUERY.sort} perPage={ITEM_LIST_QUERY.perPage} actions={<Actions />}>
      <ResponsiveList<GameItemRecord> primaryText={(r) => (zh ? r.nameZh : r.nameEn)}
        secondaryText={(r) => <>#{r.itemId} · {r.gameVersionName} · <EnumField source="quality" /> · {r.itemLevel}</>}
        leftAvatar={(r) => <ItemIcon src={r.iconUrl} />} rowClick="edit">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source={zh ? 'nameZh' : 'nameEn'} disableSort><ItemName /></Col>
          {columns}
          <Col {...rowActionsColumn}><GuardedDeleteButton label="" /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
