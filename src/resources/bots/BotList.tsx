import { BooleanField, CreateButton, DataTable, SearchInput, TopToolbar } from 'react-admin';
import { List } from '../shared/List';
import type { BotRecord } from '../../../contract/bots';
import { CsvExportButton } from '../shared/CsvExportButton';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ListPagination } from '../shared/ListPagination';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { BOT_LIST_QUERY } from './types';

const Col = DataTable.Col<BotRecord>;

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <CsvExportButton />
  </TopToolbar>
);

/** Partner bots with their scopes, rate and key use. */
export const BotList = () => (
  <List pagination={<ListPagination />} filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={BOT_LIST_QUERY.sort} perPage={BOT_LIST_QUERY.perPage} actions={<Actions />}>
    <ResponsiveList<BotRecord> rowClick="show" primaryText={(b) => b.name}
      secondaryText={(b) => b.scopes.join(', ')}
      tertiaryText={() => <FieldSummary sources={['activeKeys']} />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Col source="id" />
        <Col source="name" />
        <Col source="ownerContact" disableSort />
        <Col source="scopes" disableSort render={(bot) => bot.scopes.join(', ')} />
        <DataTable.NumberCol source="ratePerMinute" disableSort />
        <DataTable.NumberCol source="activeKeys" disableSort />
        <Col source="lastUsedAt" disableSort><LocaleDateField source="lastUsedAt" showTime /></Col>
        <Col source="disabled" disableSort field={BooleanField} />
      </DataTable>
    </ResponsiveList>
  </List>
);
