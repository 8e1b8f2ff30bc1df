import HistoryIcon from '@mui/icons-material/History';
import {
  BooleanInput, Button, CreateButton, DataTable, FilterButton, LinkBase, SearchInput, SelectInput, TopToolbar, useLocale, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { GAME_ITEM_QUALITIES, GAME_ITEM_TYPES, type GameItemRecord } from '../../../contract/game_data';
import { CsvExportButton } from '../shared/CsvExportButton';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { LocaleDateField } from '../shared/LocaleDateField';
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

const choices = (values: readonly number[], field: string) => values.map((v) => ({ id: v, name: `${R}.values.${field}.${v}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceLookupInput key="gameVersionId" source="gameVersionId" apiResource="game_items" alwaysOn />,
  <SelectInput key="type" source="type" choices={choices(GAME_ITEM_TYPES, 'type')} />,
  <SelectInput key="quality" source="quality" choices={choices(GAME_ITEM_QUALITIES, 'quality')} />,
  <BooleanInput key="currentOnly" source="currentOnly" />,
];

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
  const translate = useTranslate();
  const zh = useLocale() === 'zh-CN';
  const label = (field: string, v: number) => translate(`${R}.values.${field}.${v}`);
  return (
    <List pagination={<ListPagination />} filters={filters} sort={ITEM_LIST_QUERY.sort} perPage={ITEM_LIST_QUERY.perPage} actions={<Actions />}>
      <ResponsiveList<GameItemRecord> primaryText={(r) => (zh ? r.nameZh : r.nameEn)}
        secondaryText={(r) => `#${r.itemId} · ${r.gameVersionName} · ${label('quality', r.quality)} · ${r.itemLevel}`}
        leftAvatar={(r) => <ItemIcon src={r.iconUrl} />} rowClick="edit">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source={zh ? 'nameZh' : 'nameEn'} disableSort><ItemName /></Col>
          <DataTable.NumberCol source="itemId" options={{ useGrouping: false }} />
          <Col source="type" disableSort render={(r) => label('type', r.type)} />
          <Col source="gameVersionName" disableSort />
          <Col source="quality" render={(r) => label('quality', r.quality)} />
          <DataTable.NumberCol source="itemLevel" />
          <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
          <Col label="" align="right"><GuardedDeleteButton label="" /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
